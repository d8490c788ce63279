import { describe, expect, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { normaliseAssignmentTerms, scheduleStaffedCourses } from './assignment-terms'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'

function course(input: Partial<CourseInput> & { id: string }): Course {
  return courseSchema.parse({ code: input.id.toUpperCase(), title: 'T', weeklyHours: 3, ...input })
}

function assignment(input: Partial<Assignment> & { id: string; courseId: string }): Assignment {
  return assignmentSchema.parse({ professorId: 'p1', weeklyHours: 3, assignedAt: '2026-09-01T00:00:00.000Z', ...input })
}

const courses = [
  course({ id: 'c-win', semester: { term: 'winter', year: 2027 } }),
  course({ id: 'c-spr', semester: { term: 'spring', year: 2027 } }),
  course({ id: 'c-fall', semester: { term: 'fall', year: 2026 } }),
  course({ id: 'c-termonly', term: 'winter' }),
]

// Records as the old code wrote them: academicYear = semester year to year + 1.
const oldWinter = assignment({ id: 'c-win_1_p1_winter_2027-2028', courseId: 'c-win', term: 'winter', academicYear: '2027-2028' })
const oldSpring = assignment({
  id: 'c-spr_2_p2_spring_2027-2028',
  courseId: 'c-spr',
  section: 2,
  professorId: 'p2',
  term: 'spring',
  academicYear: '2027-2028',
})
const rightFall = assignment({ id: 'c-fall_1_p1_fall_2026-2027', courseId: 'c-fall', term: 'fall', academicYear: '2026-2027' })
const rightWinter = assignment({ id: 'c-termonly_1_p1_winter_2026-2027', courseId: 'c-termonly', term: 'winter', academicYear: '2026-2027' })

describe('normaliseAssignmentTerms', () => {
  it('rewrites old records: deletes the old id and puts the corrected record', () => {
    const { changes, changed } = normaliseAssignmentTerms([oldWinter, rightFall, oldSpring, rightWinter], courses)
    expect(changed).toBe(2)
    expect(changes).toEqual({
      put: {
        assignments: [
          { ...oldWinter, id: 'c-win_1_p1_winter_2026-2027', academicYear: '2026-2027' },
          { ...oldSpring, id: 'c-spr_2_p2_spring_2026-2027', academicYear: '2026-2027' },
        ],
      },
      delete: { assignments: ['c-win_1_p1_winter_2027-2028', 'c-spr_2_p2_spring_2027-2028'] },
    })
  })

  it('leaves already-correct records untouched: an empty change set', () => {
    expect(normaliseAssignmentTerms([rightFall, rightWinter], courses)).toEqual({ changes: {}, changed: 0 })
    expect(normaliseAssignmentTerms([], courses)).toEqual({ changes: {}, changed: 0 })
  })

  it('changes nothing when run on its own output', () => {
    const first = normaliseAssignmentTerms([oldWinter, rightFall, oldSpring], courses)
    const deleted = new Set(first.changes.delete?.assignments ?? [])
    const byId = new Map([rightFall, oldWinter, oldSpring].filter((a) => !deleted.has(a.id)).map((a) => [a.id, a]))
    for (const a of first.changes.put?.assignments ?? []) byId.set(a.id, a)
    const after = [...byId.values()]
    expect(after.map((a) => a.id).sort()).toEqual([
      'c-fall_1_p1_fall_2026-2027',
      'c-spr_2_p2_spring_2026-2027',
      'c-win_1_p1_winter_2026-2027',
    ])
    expect(normaliseAssignmentTerms(after, courses)).toEqual({ changes: {}, changed: 0 })
  })

  it('rebuilds a non-standard id along with the academic year', () => {
    const oddId = assignment({ id: 'keep-me', courseId: 'c-win', term: 'winter', academicYear: '2027-2028' })
    const { changes } = normaliseAssignmentTerms([oddId], courses)
    expect(changes.put?.assignments?.map((a) => a.id)).toEqual(['c-win_1_p1_winter_2026-2027'])
    expect(changes.delete?.assignments).toEqual(['keep-me'])
  })

  it('rewrites in place (no delete) when only fields other than the id change', () => {
    // The id already names 2026-2027 but the stored year is wrong.
    const a = assignment({ id: 'c-win_1_p1_winter_2026-2027', courseId: 'c-win', term: 'winter', academicYear: '2027-2028' })
    expect(normaliseAssignmentTerms([a], courses)).toEqual({
      changes: { put: { assignments: [{ ...a, academicYear: '2026-2027' }] } },
      changed: 1,
    })
  })

  it('two old records collapsing onto one corrected id keep the newer assignedAt', () => {
    const older = assignment({
      id: 'c-win_1_p1_winter_2027-2028',
      courseId: 'c-win',
      term: 'winter',
      academicYear: '2027-2028',
      weeklyHours: 3,
      assignedAt: '2026-01-01T00:00:00.000Z',
    })
    const newer = assignment({
      id: 'c-win_1_p1_fall_2027-2028',
      courseId: 'c-win',
      term: 'fall',
      academicYear: '2027-2028',
      weeklyHours: 5,
      assignedAt: '2026-06-01T00:00:00.000Z',
    })
    for (const order of [
      [older, newer],
      [newer, older],
    ]) {
      const { changes, changed } = normaliseAssignmentTerms(order, courses)
      expect(changed).toBe(2)
      expect(changes.put?.assignments).toEqual([
        { ...newer, id: 'c-win_1_p1_winter_2026-2027', term: 'winter', academicYear: '2026-2027' },
      ])
      expect([...(changes.delete?.assignments ?? [])].sort()).toEqual([
        'c-win_1_p1_fall_2027-2028',
        'c-win_1_p1_winter_2027-2028',
      ])
    }
  })

  it('an old record colliding with a newer correct record keeps the correct one and drops the old', () => {
    const current = assignment({
      id: 'c-win_1_p1_winter_2026-2027',
      courseId: 'c-win',
      term: 'winter',
      academicYear: '2026-2027',
      weeklyHours: 4,
      assignedAt: '2026-10-01T00:00:00.000Z',
    })
    const stale = assignment({ ...oldWinter, weeklyHours: 9, assignedAt: '2026-02-01T00:00:00.000Z' })
    const { changes } = normaliseAssignmentTerms([current, stale], courses)
    expect(changes.put).toBeUndefined()
    expect(changes.delete).toEqual({ assignments: ['c-win_1_p1_winter_2027-2028'] })
  })

  it('an old record newer than the correct record it collides with replaces it', () => {
    const current = assignment({
      id: 'c-win_1_p1_winter_2026-2027',
      courseId: 'c-win',
      term: 'winter',
      academicYear: '2026-2027',
      weeklyHours: 4,
      assignedAt: '2026-01-01T00:00:00.000Z',
    })
    const later = assignment({ ...oldWinter, weeklyHours: 9, assignedAt: '2026-05-01T00:00:00.000Z' })
    const { changes } = normaliseAssignmentTerms([current, later], courses)
    expect(changes.put?.assignments).toEqual([{ ...later, id: 'c-win_1_p1_winter_2026-2027', academicYear: '2026-2027' }])
    expect(changes.delete).toEqual({ assignments: ['c-win_1_p1_winter_2027-2028'] })
  })

  it('loses no record when the id it collides with belongs to a record that itself moves away', () => {
    // A record whose id names section 1 but whose fields say section 2 (and is newer), and an
    // old section-1 record whose corrected id is that same id. The first moves to its section-2
    // id, so the section-1 record must land on the freed id instead of being dropped.
    const mislabelled = assignment({
      id: 'c-win_1_p1_winter_2026-2027',
      courseId: 'c-win',
      section: 2,
      term: 'winter',
      academicYear: '2026-2027',
      assignedAt: '2026-10-01T00:00:00.000Z',
    })
    const oldSection1 = assignment({ ...oldWinter, assignedAt: '2026-02-01T00:00:00.000Z' })
    for (const order of [
      [mislabelled, oldSection1],
      [oldSection1, mislabelled],
    ]) {
      const { changes } = normaliseAssignmentTerms(order, courses)
      const byId = new Map(order.map((a) => [a.id, a]))
      for (const id of changes.delete?.assignments ?? []) byId.delete(id)
      for (const a of changes.put?.assignments ?? []) byId.set(a.id, a)
      expect([...byId.values()].map((a) => [a.id, a.section]).sort()).toEqual([
        ['c-win_1_p1_winter_2026-2027', 1],
        ['c-win_2_p1_winter_2026-2027', 2],
      ])
    }
  })

  it('keeps records of unknown courses as they are when their own fields agree', () => {
    const orphan = assignment({ id: 'gone_1_p1_spring_2026-2027', courseId: 'gone', term: 'spring', academicYear: '2026-2027' })
    expect(normaliseAssignmentTerms([orphan], courses)).toEqual({ changes: {}, changed: 0 })
  })
})

describe('scheduleStaffedCourses', () => {
  it('schedules a term-only course in the one term its assignments count in', () => {
    const filed = assignment({
      id: 'c-termonly_1_p1_winter_2026-2027',
      courseId: 'c-termonly',
      term: 'winter',
      academicYear: '2026-2027',
    })
    const second = assignment({
      id: 'c-termonly_2_p2_winter_2026-2027',
      courseId: 'c-termonly',
      section: 2,
      professorId: 'p2',
      term: 'winter',
      academicYear: '2026-2027',
    })
    expect(scheduleStaffedCourses([filed, second, rightFall], courses)).toEqual([
      { ...courses[3], semester: { term: 'winter', year: 2027 }, term: 'winter' },
    ])
  })

  it('leaves scheduled courses, courses without assignments and courses filed in several terms alone', () => {
    const a = assignment({
      id: 'x1',
      courseId: 'c-termonly',
      term: 'winter',
      academicYear: '2025-2026',
    })
    const b = assignment({
      id: 'x2',
      courseId: 'c-termonly',
      section: 2,
      term: 'winter',
      academicYear: '2026-2027',
    })
    expect(scheduleStaffedCourses([a, b, oldWinter, rightFall], courses)).toEqual([])
    expect(scheduleStaffedCourses([], courses)).toEqual([])
  })
})
