import { describe, expect, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import type { Weekday } from '@/domain/kernel/constants'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { buildPlanIndex } from './plan-index'
import { conflictingCourseIds, conflictPairsInScope, conflictsByAssignment } from './plan-conflicts'
import { academicYearScope, termScope } from '@/domain/calendar/planning-term'

function course(input: Partial<CourseInput> & { id: string }): Course {
  return courseSchema.parse({ code: input.id.toUpperCase(), title: 'T', weeklyHours: 3, ...input })
}

function assignment(input: Partial<Assignment> & { courseId: string; professorId: string }): Assignment {
  const section = input.section ?? 1
  return assignmentSchema.parse({ id: `${input.courseId}_${section}_${input.professorId}`, ...input })
}

const FALL_2026 = { term: 'fall', year: 2026 } as const
const fall = (id: string, days: Weekday[], startTime: string, endTime: string) =>
  course({ id, code: id.toUpperCase(), semester: FALL_2026, schedule: { days, startTime, endTime } })

const anim = fall('anim1001', ['mon', 'wed'], '09:00', '12:00')
const draw = fall('draw1002', ['mon'], '11:00', '13:00')
const touch = fall('touch1003', ['mon', 'wed'], '12:00', '14:00')
const tue = fall('tue1004', ['tue'], '09:00', '12:00')
const winter = course({
  id: 'win2001',
  code: 'WIN2001',
  semester: { term: 'winter', year: 2027 },
  schedule: { days: ['mon'], startTime: '10:00', endTime: '11:00' },
})
const unscheduled = course({ id: 'free1005', code: 'FREE1005', semester: FALL_2026 })
const courses = [anim, draw, touch, tue, winter, unscheduled]

const FALL = termScope(FALL_2026)
const YEAR = academicYearScope('2026-2027')

function pairs(assignments: Assignment[], scope = FALL) {
  return conflictPairsInScope(buildPlanIndex(courses, assignments), scope)
}

describe('conflictPairsInScope', () => {
  it('finds one pair for the same professor, same term, overlapping day and time', () => {
    const a = assignment({ courseId: 'anim1001', professorId: 'p1' })
    const b = assignment({ courseId: 'draw1002', professorId: 'p1', section: 2 })
    const found = pairs([a, b])
    expect(found).toEqual([
      {
        professorId: 'p1',
        term: FALL_2026,
        first: a,
        second: b,
        // What the texts name: each side's course code and schedule.
        firstCourse: { id: 'anim1001', code: 'ANIM1001', schedule: anim.schedule },
        secondCourse: { id: 'draw1002', code: 'DRAW1002', schedule: draw.schedule },
        days: 'Mon',
      },
    ])
  })

  it('lists every shared day', () => {
    const a = assignment({ courseId: 'anim1001', professorId: 'p1' })
    const c = assignment({ courseId: 'clash', professorId: 'p1' })
    const clash = fall('clash', ['mon', 'wed', 'fri'], '10:00', '11:00')
    const found = conflictPairsInScope(buildPlanIndex([...courses, clash], [a, c]), FALL)
    expect(found.map((p) => p.days)).toEqual(['Mon, Wed'])
  })

  it('touching times 09:00-12:00 and 12:00-14:00 do not conflict', () => {
    expect(
      pairs([assignment({ courseId: 'anim1001', professorId: 'p1' }), assignment({ courseId: 'touch1003', professorId: 'p1' })]),
    ).toEqual([])
  })

  it('different days do not conflict', () => {
    expect(
      pairs([assignment({ courseId: 'anim1001', professorId: 'p1' }), assignment({ courseId: 'tue1004', professorId: 'p1' })]),
    ).toEqual([])
  })

  it('different terms do not conflict, even at the same time', () => {
    const a = assignment({ courseId: 'anim1001', professorId: 'p1' })
    const w = assignment({ courseId: 'win2001', professorId: 'p1', term: 'winter', academicYear: '2026-2027' })
    expect(pairs([a, w], YEAR)).toEqual([])
  })

  it('other sections of the same course do not conflict', () => {
    expect(
      pairs([
        assignment({ courseId: 'anim1001', professorId: 'p1', section: 1 }),
        assignment({ courseId: 'anim1001', professorId: 'p1', section: 2 }),
      ]),
    ).toEqual([])
  })

  it('different professors do not conflict', () => {
    expect(
      pairs([assignment({ courseId: 'anim1001', professorId: 'p1' }), assignment({ courseId: 'draw1002', professorId: 'p2' })]),
    ).toEqual([])
  })

  it('courses without a schedule take no part', () => {
    expect(
      pairs([assignment({ courseId: 'free1005', professorId: 'p1' }), assignment({ courseId: 'anim1001', professorId: 'p1' })]),
    ).toEqual([])
  })

  it('lists only the terms of the scope', () => {
    const a = assignment({ courseId: 'anim1001', professorId: 'p1' })
    const b = assignment({ courseId: 'draw1002', professorId: 'p1' })
    expect(pairs([a, b], termScope({ term: 'winter', year: 2027 }))).toEqual([])
    expect(pairs([a, b], academicYearScope('2025-2026'))).toEqual([])
    expect(pairs([a, b], YEAR)).toHaveLength(1)
  })

  it('finds each overlapping pair once among three sections', () => {
    const a = assignment({ courseId: 'anim1001', professorId: 'p1' })
    const b = assignment({ courseId: 'draw1002', professorId: 'p1' })
    const c = assignment({ courseId: 'touch1003', professorId: 'p1' })
    // anim 9-12 / draw 11-13 overlap; draw 11-13 / touch 12-14 overlap on Mon; anim / touch touch.
    expect(pairs([a, b, c]).map((p) => [p.first.courseId, p.second.courseId, p.days])).toEqual([
      ['anim1001', 'draw1002', 'Mon'],
      ['draw1002', 'touch1003', 'Mon'],
    ])
  })
})

describe('conflictingCourseIds / conflictsByAssignment', () => {
  const a = assignment({ courseId: 'anim1001', professorId: 'p1', section: 1 })
  const b = assignment({ courseId: 'draw1002', professorId: 'p1', section: 2 })
  const c = assignment({ courseId: 'tue1004', professorId: 'p1' })
  const found = pairs([a, b, c])

  it('collects the courses of every pair', () => {
    expect([...conflictingCourseIds(found)].sort()).toEqual(['anim1001', 'draw1002'])
    expect(conflictingCourseIds([]).size).toBe(0)
  })

  it("words each side's clash with the other course's code, section, shared days and times", () => {
    const out = conflictsByAssignment(found)
    expect(Object.fromEntries(out)).toEqual({
      [a.id]: ['Overlaps DRAW1002 section 2 on Mon 11:00-13:00'],
      [b.id]: ['Overlaps ANIM1001 section 1 on Mon 09:00-12:00'],
    })
  })

  it('gathers several clashes of one assignment', () => {
    const t = assignment({ courseId: 'touch1003', professorId: 'p1', section: 3 })
    const all = pairs([a, b, t])
    const out = conflictsByAssignment(all)
    expect(out.get(b.id)).toEqual([
      'Overlaps ANIM1001 section 1 on Mon 09:00-12:00',
      'Overlaps TOUCH1003 section 3 on Mon 12:00-14:00',
    ])
  })
})
