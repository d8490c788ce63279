import { describe, expect, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { professorSchema, type Professor } from '@/domain/model/professor'
import {
  candidateMatches,
  evaluateCandidate,
  prepareRanking,
  rankCandidates,
  specializationCoverage,
} from './professor-ranking'
import { indexById } from '@/domain/calendar/schedule-conflict'

function course(input: Partial<CourseInput> & { id: string }): Course {
  return courseSchema.parse({
    code: input.id.toUpperCase(),
    title: 'Course',
    weeklyHours: 3,
    ...input,
  })
}
function professor(id: string, input: Partial<Professor> = {}): Professor {
  return professorSchema.parse({
    id,
    firstName: id,
    lastName: 'Prof',
    email: `${id}@x.ca`,
    employmentType: 'part-time',
    maxWeeklyHours: 6,
    ...input,
  })
}
function assignment(
  courseId: string,
  professorId: string,
  weeklyHours: number,
  section = 1,
  extra: Partial<Assignment> = {},
): Assignment {
  return assignmentSchema.parse({
    id: `${courseId}-${section}-${professorId}`,
    courseId,
    section,
    professorId,
    weeklyHours,
    term: 'fall',
    academicYear: '2026-2027',
    ...extra,
  })
}

const fall = { term: 'fall' as const, year: 2026 }
const target = course({
  id: 'anim2001',
  weeklyHours: 3,
  sectionCount: 2,
  semester: fall,
  requiredSpecializations: ['Rigging', 'Maya'],
  schedule: { days: ['mon'], startTime: '09:00', endTime: '12:00' },
})
const other = course({
  id: 'anim1001',
  weeklyHours: 2,
  semester: fall,
  schedule: { days: ['mon', 'wed'], startTime: '11:00', endTime: '13:00' },
})
const courses = [target, other]

describe('specializationCoverage', () => {
  it('matches required specializations case-insensitively', () => {
    expect(specializationCoverage(['Rigging', 'Maya'], ['maya', ' rigging '])).toEqual({
      coverage: 'full',
      matched: ['Rigging', 'Maya'],
      missing: [],
    })
    expect(specializationCoverage(['Rigging', 'Maya'], ['Maya'])).toMatchObject({
      coverage: 'partial',
      missing: ['Rigging'],
    })
    expect(specializationCoverage(['Rigging'], ['Houdini']).coverage).toBe('none')
    expect(specializationCoverage([], ['Houdini']).coverage).toBe('not-required')
  })
})

describe('evaluateCandidate', () => {
  it('reports current hours, hours after, the status reached and the overload', () => {
    const p = professor('ada', { maxWeeklyHours: 6 })
    const prepared = prepareRanking({
      course: target,
      professors: [p],
      assignments: [assignment('x', 'ada', 4)],
      courseById: indexById(courses),
    })
    const c = evaluateCandidate(prepared, p, 1, [null, null])
    expect(c).toMatchObject({
      currentHours: 4,
      hoursAfter: 7,
      statusAfter: 'overloaded',
      overloaded: true,
      maxWeeklyHours: 6,
    })
  })

  it('does not count this course twice and adds the other sections chosen for the same professor', () => {
    const p = professor('bo', { maxWeeklyHours: 12 })
    // Already holds section 1 of the target course (3 h) and 2 h elsewhere.
    const prepared = prepareRanking({
      course: target,
      professors: [p],
      assignments: [assignment('anim2001', 'bo', 3, 1), assignment('x', 'bo', 2)],
      courseById: indexById(courses),
    })
    expect(evaluateCandidate(prepared, p, 1, ['bo', null])).toMatchObject({
      currentHours: 5,
      hoursAfter: 5,
    })
    expect(evaluateCandidate(prepared, p, 2, ['bo', null])).toMatchObject({
      hoursAfter: 8,
      overloaded: false,
      statusAfter: 'partial',
    })
    expect(evaluateCandidate(prepared, p, 1, [null, null]).hoursAfter).toBe(5)
  })

  it('finds schedule conflicts with the professor\u2019s other courses in the same term and year', () => {
    const p = professor('cy', { maxWeeklyHours: 12 })
    const prepared = prepareRanking({
      course: target,
      professors: [p],
      assignments: [assignment('anim1001', 'cy', 2)],
      courseById: indexById(courses),
    })
    expect(evaluateCandidate(prepared, p, 1, []).conflicts).toEqual([
      'Overlaps ANIM1001 section 1 on Mon 11:00-13:00',
    ])
    // The same timetable a year later is another planning term: no conflict.
    const later = course({
      id: 'anim1002',
      weeklyHours: 2,
      semester: { term: 'fall', year: 2027 },
      schedule: other.schedule,
    })
    const otherYear = prepareRanking({
      course: target,
      professors: [p],
      assignments: [assignment('anim1002', 'cy', 2, 1, { academicYear: '2027-2028' })],
      courseById: indexById([...courses, later]),
    })
    expect(evaluateCandidate(otherYear, p, 1, []).conflicts).toEqual([])
  })

  it('counts only the hours of the course\u2019s term: 10 h in Fall and 9 h in Winter never make 19', () => {
    const p = professor('di', { employmentType: 'full-time', maxWeeklyHours: 18 })
    const fallCourse = course({ id: 'f1', weeklyHours: 10, semester: fall })
    const winterCourse = course({
      id: 'w1',
      weeklyHours: 9,
      semester: { term: 'winter', year: 2027 },
    })
    const winterTarget = course({
      id: 'w2',
      weeklyHours: 3,
      semester: { term: 'winter', year: 2027 },
    })
    const prepared = prepareRanking({
      course: winterTarget,
      professors: [p],
      assignments: [assignment('f1', 'di', 10), assignment('w1', 'di', 9, 1, { term: 'winter' })],
      courseById: indexById([fallCourse, winterCourse, winterTarget]),
    })
    expect(evaluateCandidate(prepared, p, 1, [])).toMatchObject({
      currentHours: 9,
      hoursAfter: 12,
      overloaded: false,
      termLabel: 'Winter 2027',
    })
  })
})

describe('rankCandidates', () => {
  const profs = [
    professor('inactive', {
      isActive: false,
      maxWeeklyHours: 40,
      specializations: ['Rigging', 'Maya'],
    }),
    professor('overload', { maxWeeklyHours: 3, specializations: ['Rigging', 'Maya'] }),
    professor('clash', { maxWeeklyHours: 40, specializations: ['Rigging', 'Maya'] }),
    professor('nospec', { maxWeeklyHours: 40 }),
    professor('partial', { maxWeeklyHours: 40, specializations: ['Maya'] }),
    professor('bestroom', { maxWeeklyHours: 40, specializations: ['Rigging', 'Maya'] }),
    professor('lessroom', { maxWeeklyHours: 12, specializations: ['rigging', 'maya'] }),
  ]
  const prepared = prepareRanking({
    course: target,
    professors: profs,
    assignments: [assignment('x', 'overload', 1), assignment('anim1001', 'clash', 2)],
    courseById: indexById(courses),
  })

  it('puts active, within-cap, conflict-free, covering professors with the most room first', () => {
    expect(rankCandidates(prepared, 1, []).map((c) => c.professor.id)).toEqual([
      'bestroom',
      'lessroom',
      'partial',
      'nospec',
      'clash',
      'overload',
      'inactive',
    ])
  })

  it('filters by typed name, email or specialization', () => {
    const ranked = rankCandidates(prepared, 1, [])
    expect(ranked.filter((c) => candidateMatches(c, 'PART')).map((c) => c.professor.id)).toEqual([
      'partial',
    ])
    expect(ranked.filter((c) => candidateMatches(c, 'maya')).length).toBe(6)
    expect(ranked.filter((c) => candidateMatches(c, '')).length).toBe(7)
  })
})
