import { describe, expect, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { buildPlanIndex } from '@/domain/plan/plan-index'
import { academicYearScope, courseInScope, termScope, type PlanningScope } from '@/domain/calendar/planning-term'
import { professorSchema, type Professor, type ProfessorInput } from '@/domain/model/professor'
import {
  alertCount,
  ISSUE_TYPE_LABELS,
  workloadAlerts,
  type AlertGroup,
} from './workload-alerts'

function course(input: Partial<CourseInput> & { id: string }): Course {
  return courseSchema.parse({ code: input.id.toUpperCase(), title: 'T', weeklyHours: 3, ...input })
}

function assignment(
  input: Partial<Assignment> & { courseId: string; professorId: string },
): Assignment {
  const section = input.section ?? 1
  return assignmentSchema.parse({
    id: `${input.courseId}_${section}_${input.professorId}`,
    ...input,
  })
}

function professor(
  input: Partial<ProfessorInput> & { id: string; firstName: string; lastName: string },
): Professor {
  return professorSchema.parse({
    email: `${input.id}@example.edu`,
    employmentType: 'full-time',
    ...input,
  })
}

const FALL_26 = { term: 'fall', year: 2026 } as const
const WINTER_27 = { term: 'winter', year: 2027 } as const

const professors = [
  professor({ id: 'p-over', firstName: 'Olivia', lastName: 'Over', maxWeeklyHours: 18 }),
  professor({ id: 'p-conf', firstName: 'Carl', lastName: 'Conflict', maxWeeklyHours: 12 }),
  professor({
    id: 'p-qual',
    firstName: 'Quinn',
    lastName: 'Qual',
    maxWeeklyHours: 12,
    specializations: ['3d modeling'],
  }),
  professor({ id: 'p-under', firstName: 'Uma', lastName: 'Under', maxWeeklyHours: 18 }),
  professor({ id: 'p-idle', firstName: 'Ida', lastName: 'Idle', maxWeeklyHours: 12 }),
  professor({
    id: 'p-gone',
    firstName: 'Gil',
    lastName: 'Gone',
    maxWeeklyHours: 18,
    isActive: false,
  }),
]

const courses = [
  course({
    id: 'big1001',
    code: 'BIG1001',
    title: 'Big Studio',
    semester: FALL_26,
    weeklyHours: 10,
  }),
  course({
    id: 'mid1002',
    code: 'MID1002',
    title: 'Mid Studio',
    semester: FALL_26,
    weeklyHours: 9,
  }),
  course({
    id: 'anim1001',
    code: 'ANIM1001',
    title: 'Animation',
    semester: FALL_26,
    weeklyHours: 4,
    schedule: { days: ['mon', 'wed'], startTime: '09:00', endTime: '12:00' },
  }),
  course({
    id: 'draw1002',
    code: 'DRAW1002',
    title: 'Drawing',
    semester: FALL_26,
    weeklyHours: 4,
    schedule: { days: ['mon'], startTime: '11:00', endTime: '13:00' },
  }),
  course({
    id: 'rig2001',
    code: 'RIG2001',
    title: 'Rigging',
    semester: WINTER_27,
    weeklyHours: 8,
    requiredSpecializations: ['Rigging', '3D Modeling'],
  }),
  course({
    id: 'sml1003',
    code: 'SML1003',
    title: 'Small Seminar',
    semester: FALL_26,
    weeklyHours: 3,
  }),
  course({
    id: 'open1004',
    code: 'OPEN1004',
    title: 'Open Course',
    semester: FALL_26,
    weeklyHours: 3,
    sectionCount: 3,
  }),
  course({
    id: 'nr1005',
    code: 'NR1005',
    title: 'Self Study',
    semester: FALL_26,
    sectionCount: 2,
    professorNotRequired: true,
  }),
  // Outside academic year 2026-2027:
  course({
    id: 'fut3001',
    code: 'FUT3001',
    title: 'Future',
    semester: { term: 'fall', year: 2027 },
    weeklyHours: 10,
    sectionCount: 2,
  }),
  course({
    id: 'old0001',
    code: 'OLD0001',
    title: 'Old',
    semester: { term: 'fall', year: 2025 },
    sectionCount: 2,
  }),
  course({
    id: 'rig3001',
    code: 'RIG3001',
    title: 'Rigging II',
    semester: { term: 'winter', year: 2028 },
    weeklyHours: 4,
    requiredSpecializations: ['Rigging'],
  }),
  course({
    id: 'old-a',
    code: 'OLDA',
    title: 'Old A',
    semester: { term: 'fall', year: 2025 },
    schedule: { days: ['tue'], startTime: '09:00', endTime: '12:00' },
  }),
  course({
    id: 'old-b',
    code: 'OLDB',
    title: 'Old B',
    semester: { term: 'fall', year: 2025 },
    schedule: { days: ['tue'], startTime: '10:00', endTime: '11:00' },
  }),
]

const hours = (courseId: string) => courses.find((c) => c.id === courseId)!.weeklyHours
const assign = (courseId: string, professorId: string, section = 1) => {
  const c = courses.find((x) => x.id === courseId)!
  return assignment({
    courseId,
    professorId,
    section,
    weeklyHours: hours(courseId),
    term: c.semester!.term,
    academicYear:
      c.semester!.term === 'fall'
        ? `${c.semester!.year}-${c.semester!.year + 1}`
        : `${c.semester!.year - 1}-${c.semester!.year}`,
  })
}

const assignments = [
  assign('big1001', 'p-over'),
  assign('mid1002', 'p-over'),
  assign('fut3001', 'p-over'),
  assign('fut3001', 'p-over', 2),
  assign('anim1001', 'p-conf'),
  assign('draw1002', 'p-conf'),
  assign('open1004', 'p-conf'),
  assign('rig2001', 'p-qual'),
  assign('rig3001', 'p-qual'),
  assign('sml1003', 'p-under'),
  assign('old-a', 'p-gone'),
  assign('old-b', 'p-gone'),
]

const index = buildPlanIndex(courses, assignments)

function alertsFor(scope: PlanningScope): AlertGroup[] {
  return workloadAlerts({
    professors,
    courses: courses.filter((c) => courseInScope(c, scope)),
    index,
    scope,
  })
}

describe('workloadAlerts: academic year 2026-2027 (All Semesters)', () => {
  const groups = alertsFor(academicYearScope('2026-2027'))

  it('groups the five issue types, most severe first, professors with no hours apart', () => {
    expect(groups.map((g) => g.type)).toEqual([
      'workload-overload',
      'schedule-conflict',
      'course-unassigned',
      'qualification-mismatch',
      'workload-underload',
      'workload-unassigned',
    ])
    expect(groups.map((g) => g.label)).toEqual([
      'Overloaded professors',
      'Schedule conflicts',
      'Courses with open sections',
      'Qualification mismatches',
      'Underloaded professors',
      'Unassigned professors',
    ])
    expect(alertCount(groups)).toBe(6)
  })

  it('workload-overload: the professor, the term figure and the hours over the cap, linked to their courses', () => {
    expect(groups[0]!.alerts).toEqual([
      {
        id: 'overload:p-over:fall-2026',
        type: 'workload-overload',
        subject: 'Olivia Over',
        detail: '19/18 h in Fall 2026 · 1 h over the cap',
        target: { kind: 'professor-courses', professorId: 'p-over' },
        action: 'View courses',
      },
    ])
  })

  it('schedule-conflict: the professor and both sections, linked to the pair', () => {
    expect(groups[1]!.alerts).toEqual([
      {
        id: 'conflict:anim1001_1_p-conf:draw1002_1_p-conf',
        type: 'schedule-conflict',
        subject: 'Carl Conflict',
        detail: 'ANIM1001 §1 and DRAW1002 §1 overlap on Mon in Fall 2026',
        target: { kind: 'conflict', professorId: 'p-conf', courseIds: ['anim1001', 'draw1002'] },
        action: 'View both courses',
      },
    ])
  })

  it('course-unassigned: the course, its open sections and term, linked to Manage Sections', () => {
    expect(groups[2]!.alerts).toEqual([
      {
        id: 'open:open1004',
        type: 'course-unassigned',
        subject: 'OPEN1004 Open Course',
        detail: '2 of 3 sections open · Fall 2026',
        target: { kind: 'manage-sections', courseId: 'open1004' },
        action: 'Manage sections',
      },
    ])
  })

  it('qualification-mismatch: the section, who lacks what, linked to Manage Sections', () => {
    expect(groups[3]!.alerts).toEqual([
      {
        id: 'qualification:rig2001_1_p-qual',
        type: 'qualification-mismatch',
        subject: 'RIG2001 §1 · Winter 2027',
        detail: 'Quinn Qual lacks Rigging',
        target: { kind: 'manage-sections', courseId: 'rig2001' },
        action: 'Manage sections',
      },
    ])
  })

  // Issue 26: a professor with no hours reads 'Unassigned' as in the reports, so the dashboard's
  // underloaded count is the reports' under-utilized count (was: one group for both).
  it('workload-unassigned: active professors with no hours in the scope, listed apart', () => {
    expect(groups[5]!.alerts).toEqual([
      {
        id: 'underload:p-idle',
        type: 'workload-unassigned',
        subject: 'Ida Idle',
        detail: '0/12 h, 0% of the cap in All Semesters 2026-2027',
        target: { kind: 'professor-courses', professorId: 'p-idle' },
        action: 'View courses',
      },
    ])
  })

  it('workload-underload: active professors with hours, under 50 % of the cap in their busiest term, lowest first', () => {
    expect(groups[4]!.alerts).toEqual([
      {
        id: 'underload:p-under',
        type: 'workload-underload',
        subject: 'Uma Under',
        detail: '3/18 h, 17% of the cap (busiest term Fall 2026)',
        target: { kind: 'professor-courses', professorId: 'p-under' },
        action: 'View courses',
      },
    ])
  })

  it('never lists an inactive professor as underloaded', () => {
    const ids = groups.flatMap((g) => g.alerts.map((a) => a.id))
    expect(ids.filter((id) => id.includes('p-gone'))).toEqual([])
  })

  it('lists nothing from outside the scope terms (Fall 2027 overload, Fall 2025 conflict and course, Winter 2028 mismatch)', () => {
    const text = JSON.stringify(groups)
    expect(text).not.toContain('Fall 2027')
    expect(text).not.toContain('FUT3001')
    expect(text).not.toContain('OLD')
    expect(text).not.toContain('RIG3001')
    expect(text).not.toContain('Winter 2028')
    expect(text).not.toContain('Self Study')
  })
})

describe('workloadAlerts: other scopes', () => {
  it('Fall 2026 alone: no Winter mismatch; underload in that term', () => {
    const groups = alertsFor(termScope(FALL_26))
    expect(groups.map((g) => g.type)).toEqual([
      'workload-overload',
      'schedule-conflict',
      'course-unassigned',
      'workload-underload',
      'workload-unassigned',
    ])
    expect(groups[3]!.alerts.map((a) => [a.subject, a.detail])).toEqual([
      ['Uma Under', '3/18 h, 17% of the cap in Fall 2026'],
    ])
    expect(groups[4]!.alerts.map((a) => [a.subject, a.detail])).toEqual([
      ['Ida Idle', '0/12 h, 0% of the cap in Fall 2026'],
      // Quinn teaches 8 h in Winter 2027, nothing in Fall 2026.
      ['Quinn Qual', '0/12 h, 0% of the cap in Fall 2026'],
    ])
  })

  it('Fall 2027: the overload of that term only', () => {
    const groups = alertsFor(termScope({ term: 'fall', year: 2027 }))
    expect(groups[0]!.alerts.map((a) => [a.id, a.detail])).toEqual([
      ['overload:p-over:fall-2027', '20/18 h in Fall 2027 · 2 h over the cap'],
    ])
    expect(groups.map((g) => g.type)).not.toContain('schedule-conflict')
  })

  it('Fall 2025: the old conflict and open course', () => {
    const groups = alertsFor(termScope({ term: 'fall', year: 2025 }))
    const conflict = groups.find((g) => g.type === 'schedule-conflict')!
    expect(conflict.alerts.map((a) => [a.subject, a.detail])).toEqual([
      ['Gil Gone', 'OLDA §1 and OLDB §1 overlap on Tue in Fall 2025'],
    ])
    const open = groups.find((g) => g.type === 'course-unassigned')!
    expect(open.alerts.map((a) => a.detail)).toEqual(['2 of 2 sections open · Fall 2025'])
  })

  it('orders overloads by hours over the cap and open courses by open sections', () => {
    const ps = [
      professor({ id: 'a', firstName: 'Amy', lastName: 'A', maxWeeklyHours: 6 }),
      professor({ id: 'b', firstName: 'Ben', lastName: 'B', maxWeeklyHours: 6 }),
    ]
    const cs = [
      course({
        id: 'x',
        code: 'X1',
        title: 'X',
        semester: FALL_26,
        weeklyHours: 7,
        sectionCount: 2,
      }),
      course({
        id: 'y',
        code: 'Y1',
        title: 'Y',
        semester: FALL_26,
        weeklyHours: 10,
        sectionCount: 4,
      }),
    ]
    const as = [
      assignment({ courseId: 'x', professorId: 'a', weeklyHours: 7 }),
      assignment({ courseId: 'y', professorId: 'b', weeklyHours: 10 }),
    ]
    const scope = termScope(FALL_26)
    const groups = workloadAlerts({
      professors: ps,
      courses: cs,
      index: buildPlanIndex(cs, as),
      scope,
    })
    expect(groups[0]!.alerts.map((a) => a.detail)).toEqual([
      '10/6 h in Fall 2026 · 4 h over the cap',
      '7/6 h in Fall 2026 · 1 h over the cap',
    ])
    expect(groups[1]!.alerts.map((a) => a.detail)).toEqual([
      '3 of 4 sections open · Fall 2026',
      '1 of 2 sections open · Fall 2026',
    ])
  })

  it('a term-only course is not scheduled: it raises no open-sections alert in any year', () => {
    // It used to count as open in every Winter; it belongs to no term's plan until scheduled.
    const cs = [course({ id: 'w', code: 'W1', title: 'Winter Only', term: 'winter', sectionCount: 1 })]
    const groups = workloadAlerts({ professors: [], courses: cs, index: buildPlanIndex(cs, []), scope: academicYearScope('2026-2027') })
    expect(groups.find((g) => g.type === 'course-unassigned')).toBeUndefined()
  })

  it('an overloaded professor in a multi-term scope gets one alert per overloaded term', () => {
    const p = professor({ id: 'p', firstName: 'Pat', lastName: 'P', maxWeeklyHours: 6 })
    const cs = [
      course({ id: 'f', semester: FALL_26, weeklyHours: 8 }),
      course({ id: 'w', semester: WINTER_27, weeklyHours: 7 }),
    ]
    const as = [
      assignment({ courseId: 'f', professorId: 'p', weeklyHours: 8 }),
      assignment({ courseId: 'w', professorId: 'p', weeklyHours: 7 }),
    ]
    const groups = workloadAlerts({
      professors: [p],
      courses: cs,
      index: buildPlanIndex(cs, as),
      scope: academicYearScope('2026-2027'),
    })
    expect(groups.map((g) => g.type)).toEqual(['workload-overload'])
    expect(groups[0]!.alerts.map((a) => a.id)).toEqual([
      'overload:p:fall-2026',
      'overload:p:winter-2027',
    ])
  })
})

describe('workloadAlerts: a clean data set', () => {
  it('gives no alerts: everyone at 50 % or more and within the cap, every section staffed, qualified, no clash', () => {
    const ps = [
      professor({
        id: 'a',
        firstName: 'Amy',
        lastName: 'A',
        maxWeeklyHours: 6,
        specializations: ['Rigging'],
      }),
      professor({ id: 'b', firstName: 'Ben', lastName: 'B', maxWeeklyHours: 12, isActive: false }),
    ]
    const cs = [
      course({ id: 'x', semester: FALL_26, weeklyHours: 3, requiredSpecializations: ['rigging'] }),
      course({ id: 'n', semester: FALL_26, professorNotRequired: true, sectionCount: 3 }),
    ]
    const as = [assignment({ courseId: 'x', professorId: 'a', weeklyHours: 3 })]
    const groups = workloadAlerts({
      professors: ps,
      courses: cs,
      index: buildPlanIndex(cs, as),
      scope: termScope(FALL_26),
    })
    expect(groups).toEqual([])
    expect(alertCount(groups)).toBe(0)
  })

  it('gives no alerts for no data', () => {
    expect(
      workloadAlerts({
        professors: [],
        courses: [],
        index: buildPlanIndex([], []),
        scope: academicYearScope('2026-2027'),
      }),
    ).toEqual([])
  })
})

describe('issue type labels', () => {
  it("has one label for each of the spec's five issue types", () => {
    expect(Object.keys(ISSUE_TYPE_LABELS)).toHaveLength(5)
  })
})
