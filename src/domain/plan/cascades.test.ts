import { describe, expect, it } from 'vitest'
import { changedSinceMessage, unmetPreconditions } from '@/domain/plan/preconditions'
import type { Precondition } from '@/domain/model/change-set'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import {
  buildAssignment,
  deleteCourse,
  deleteCourses,
  deleteProfessor,
  manageSectionsSave,
  NOT_SCHEDULED_SAVE_MESSAGE,
  PROFESSOR_NOT_FOUND_MESSAGE,
  normalizeSectionCount,
  removeProgram,
  removeVersionCourses,
  updateCourseCascade,
} from './cascades'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { programVersionSchema, storedProgramSchema } from '@/domain/model/program'
import { professorSchema } from '@/domain/model/professor'

const NOW = new Date('2025-10-01T12:00:00.000Z')

function course(input: Partial<CourseInput> & { id: string }): Course {
  return courseSchema.parse({ code: input.id.toUpperCase(), title: 'T', weeklyHours: 3, ...input })
}
function assignment(input: Partial<Assignment> & { id: string; courseId: string }): Assignment {
  return assignmentSchema.parse({ professorId: 'p1', ...input })
}

describe('deleteCourse / deleteProfessor', () => {
  const assignments = [
    assignment({ id: 'a1', courseId: 'c1', professorId: 'p1' }),
    assignment({ id: 'a2', courseId: 'c1', professorId: 'p2', section: 2 }),
    assignment({ id: 'a3', courseId: 'c2', professorId: 'p1' }),
  ]
  it('deletes the course and its assignments only', () => {
    expect(deleteCourse('c1', assignments)).toEqual({ delete: { courses: ['c1'], assignments: ['a1', 'a2'] } })
    expect(deleteCourses(['c1', 'c2'], assignments).delete?.assignments).toEqual(['a1', 'a2', 'a3'])
  })
  it('deletes the professor and their assignments only', () => {
    expect(deleteProfessor('p1', assignments)).toEqual({
      delete: { professors: ['p1'], assignments: ['a1', 'a3'] },
    })
    expect(deleteProfessor('p9', assignments)).toEqual({ delete: { professors: ['p9'], assignments: [] } })
  })
  it('deletes the professor\u2019s contract record in the same change set, and only when there is one', () => {
    const records = [{ professorId: 'p1' }, { professorId: 'p2' }]
    expect(deleteProfessor('p1', assignments, records)).toEqual({
      delete: { professors: ['p1'], assignments: ['a1', 'a3'], contractRecords: ['p1'] },
    })
    expect(deleteProfessor('p9', assignments, records)).toEqual({ delete: { professors: ['p9'], assignments: [] } })
  })
})

describe('removeProgram', () => {
  it('removes the program, its versions, its courses and their assignments', () => {
    const courses = [
      course({ id: 'c1', programId: 'film-tv', program: 'film-tv' }),
      course({ id: 'c2', programId: '', program: 'film-tv' }),
      course({ id: 'c3', programId: 'game-development', program: 'game-development' }),
    ]
    const changes = removeProgram('film-tv', {
      courses,
      assignments: [
        assignment({ id: 'a1', courseId: 'c1' }),
        assignment({ id: 'a2', courseId: 'c2' }),
        assignment({ id: 'a3', courseId: 'c3' }),
      ],
      programVersions: [
        { id: 'v1', programId: 'film-tv' },
        { id: 'v2', programId: 'game-development' },
      ],
    })
    expect(changes).toEqual({
      delete: { programs: ['film-tv'], programVersions: ['v1'], courses: ['c1', 'c2'], assignments: ['a1', 'a2'] },
    })
  })
})

describe('removeVersionCourses', () => {
  const courses = [
    course({ id: 'o1', programId: 'p' }),
    course({ id: 'v1', programId: 'p', programVersion: 'D2' }),
    course({ id: 'v2', programId: 'p', programVersion: 'D2' }),
    course({ id: 'x1', programId: 'q', programVersion: 'D2' }),
  ]
  const assignments = [
    assignment({ id: 'ao1', courseId: 'o1' }),
    assignment({ id: 'av1', courseId: 'v1' }),
    assignment({ id: 'ax1', courseId: 'x1' }),
  ]
  const program = storedProgramSchema.parse({ slug: 'p', program: { name: 'P' }, isActive: false })
  const version = (id: string, design: string, isActive: boolean, programId = 'p') =>
    programVersionSchema.parse({ id, programId, programDesignNumber: design, isActive, program: { name: 'P' } })

  it('removes the original version’s courses but never an original version record', () => {
    const changes = removeVersionCourses('p', 'original', { courses, assignments, programVersions: [] })
    expect(changes).toEqual({ delete: { courses: ['o1'], assignments: ['ao1'] } })
  })
  it('removes a version’s courses, their assignments and the version record', () => {
    const changes = removeVersionCourses('p', 'D2', {
      courses,
      assignments,
      programVersions: [version('ver-1', 'D2', false), version('ver-2', 'D3', true), version('ver-3', 'D2', false, 'q')],
      program,
    })
    expect(changes).toEqual({
      delete: { courses: ['v1', 'v2'], assignments: ['av1'], programVersions: ['ver-1'] },
    })
  })
  it('matches the version record by id too', () => {
    const changes = removeVersionCourses('p', 'ver-1', {
      courses,
      assignments,
      programVersions: [version('ver-1', 'D2', false)],
    })
    expect(changes.delete?.programVersions).toEqual(['ver-1'])
    expect(changes.delete?.courses).toEqual([])
  })
  it('re-activates the original when the active version is deleted and none other is active', () => {
    const changes = removeVersionCourses('p', 'D2', {
      courses,
      assignments,
      programVersions: [version('ver-1', 'D2', true), version('ver-2', 'D3', false)],
      program,
    })
    expect(changes.put?.programs).toEqual([{ ...program, isActive: true }])
  })
})

describe('buildAssignment', () => {
  const anim = course({ id: 'c-anim', code: 'ANIM1001', weeklyHours: 4, semester: { term: 'winter', year: 2026 } })
  const plain = course({ id: 'c-plain', weeklyHours: 2 })

  it('builds the record with defaults from the course', () => {
    const a = buildAssignment({ course: anim, professorId: 'p1', now: NOW })
    expect(a).toEqual({
      // Winter 2026 belongs to academic year 2025-2026 (the planning-term rule).
      id: 'c-anim_1_p1_winter_2025-2026',
      courseId: 'c-anim',
      section: 1,
      professorId: 'p1',
      term: 'winter',
      academicYear: '2025-2026',
      weeklyHours: 4,
      assignedAt: NOW.toISOString(),
      assignedBy: 'system',
    })
    expect(assignmentSchema.parse(a)).toEqual(a)
  })
  it('defaults to fall and 2025-2026 without a semester; hours may be overridden', () => {
    const a = buildAssignment({ course: plain, professorId: 'p2', section: 3, weeklyHours: 1.5, now: NOW })
    expect(a.term).toBe('fall')
    expect(a.academicYear).toBe('2025-2026')
    expect(a.weeklyHours).toBe(1.5)
    expect(a.section).toBe(3)
    expect(buildAssignment({ course: { ...plain, term: 'spring' }, professorId: 'p2', now: NOW }).term).toBe('spring')
  })
})

describe('manageSectionsSave', () => {
  const PROFESSORS = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => professorSchema.parse({ id, firstName: id, lastName: 'Lee', email: `${id}@x.org`, employmentType: 'partial-load', maxWeeklyHours: 12 }))
  const c = course({ id: 'c1', code: 'FILM1105', sectionCount: 3, weeklyHours: 3, semester: { term: 'fall', year: 2026 } })
  const existing = (section: number, professorId: string) =>
    buildAssignment({ course: c, professorId, section, now: new Date('2025-01-01T00:00:00Z') })

  it('forces the count to at least 1', () => {
    expect(normalizeSectionCount(0)).toBe(1)
    expect(normalizeSectionCount(-4)).toBe(1)
    // Bounded above: 1e308 is clamped to the most sections a course can have.
    expect(normalizeSectionCount(1e308)).toBe(200)
    expect(normalizeSectionCount(201)).toBe(200)
    expect(normalizeSectionCount(200)).toBe(200)
    expect(normalizeSectionCount(Number.NaN)).toBe(1)
    expect(normalizeSectionCount(2.7)).toBe(2)
    const { course: saved, changes } = manageSectionsSave({
      course: c,
      newCount: 0,
      selections: [],
      assignments: [],
      courses: [c],
      now: NOW,
      professors: PROFESSORS,
    })
    expect(saved.sectionCount).toBe(1)
    expect(changes.put?.courses?.[0]?.sectionCount).toBe(1)
  })
  it('removes assignments above the new count and rows now unassigned; assigns chosen sections', () => {
    const s1 = existing(1, 'p1')
    const s2 = existing(2, 'p2')
    const s3 = existing(3, 'p3')
    const { changes, assignments } = manageSectionsSave({
      course: c,
      newCount: 2,
      selections: [null, 'p4', 'p3'],
      assignments: [s1, s2, s3],
      courses: [c],
      now: NOW,
      professors: PROFESSORS,
    })
    expect(changes.delete?.assignments?.sort()).toEqual([s1.id, s2.id, s3.id].sort())
    expect(changes.put?.courses).toEqual([{ ...c, sectionCount: 2 }])
    expect(changes.put?.assignments).toEqual([
      {
        id: 'c1_2_p4_fall_2026-2027',
        courseId: 'c1',
        section: 2,
        professorId: 'p4',
        term: 'fall',
        academicYear: '2026-2027',
        weeklyHours: 3,
        assignedAt: NOW.toISOString(),
        assignedBy: 'system',
      },
    ])
    expect(assignments.map((a) => a.section)).toEqual([2])
  })
  it('leaves unchanged sections untouched and writes nothing when nothing changed', () => {
    const s1 = existing(1, 'p1')
    const { changes, assignments } = manageSectionsSave({
      course: c,
      newCount: 3,
      selections: ['p1', null, null],
      assignments: [s1],
      courses: [c],
      now: NOW,
      professors: PROFESSORS,
    })
    expect(changes).toEqual({})
    expect(assignments).toEqual([s1])
  })
  it('adds sections when the count grows and accepts empty-string as unassigned', () => {
    const { changes } = manageSectionsSave({
      course: c,
      newCount: 5,
      selections: ['', 'p2', undefined, 'p2', 'p5'],
      assignments: [],
      courses: [c],
      now: NOW,
      professors: PROFESSORS,
    })
    expect(changes.put?.assignments?.map((a) => [a.section, a.professorId])).toEqual([
      [2, 'p2'],
      [4, 'p2'],
      [5, 'p5'],
    ])
    expect(changes.put?.courses?.[0]?.sectionCount).toBe(5)
  })
  it('does not touch other courses’ assignments and records conflicts with them', () => {
    const other = course({
      id: 'c2',
      code: 'GAME2204',
      semester: { term: 'fall', year: 2026 },
      schedule: { days: ['tue'], startTime: '13:00', endTime: '16:00' },
    })
    const scheduled = { ...c, schedule: { days: ['tue' as const], startTime: '14:00', endTime: '15:00' } }
    const otherAssignment = buildAssignment({ course: other, professorId: 'p1', now: NOW })
    const { changes } = manageSectionsSave({
      course: scheduled,
      newCount: 3,
      selections: ['p1'],
      assignments: [otherAssignment],
      courses: [scheduled, other],
      now: NOW,
      professors: PROFESSORS,
    })
    expect(changes.delete).toBeUndefined()
    expect(changes.put?.assignments?.[0]?.conflicts).toEqual(['Overlaps GAME2204 section 1 on Tue 13:00-16:00'])
  })
  it('schedules a course without a year in the given term and files its sections there', () => {
    const loose = course({ id: 'c-json', code: 'JSON1001', sectionCount: 2, term: 'fall' })
    const { changes, course: saved } = manageSectionsSave({
      course: loose,
      newCount: 2,
      selections: ['p1', null],
      assignments: [],
      courses: [loose],
      now: NOW,
      professors: PROFESSORS,
      scheduleIn: { term: 'fall', year: 2026 },
    })
    expect(saved.semester).toEqual({ term: 'fall', year: 2026 })
    expect(changes.put?.courses).toEqual([
      { ...loose, semester: { term: 'fall', year: 2026 }, term: 'fall' },
    ])
    // Not the spec's default 2025-2026: the term the planner staffed it from.
    expect(changes.put?.assignments?.map((a) => [a.id, a.term, a.academicYear])).toEqual([
      ['c-json_1_p1_fall_2026-2027', 'fall', '2026-2027'],
    ])
  })
  it('refuses to staff a course without a year when no term is given; a count change alone is fine', () => {
    const loose = course({ id: 'c-json', sectionCount: 1, term: 'fall' })
    const input = { course: loose, newCount: 1, assignments: [], courses: [loose], now: NOW, professors: PROFESSORS }
    expect(() => manageSectionsSave({ ...input, selections: ['p1'] })).toThrow(
      NOT_SCHEDULED_SAVE_MESSAGE,
    )
    const { changes } = manageSectionsSave({
      ...input,
      newCount: 3,
      selections: [null],
      scheduleIn: { term: 'fall', year: 2026 },
    })
    expect(changes.put?.courses).toEqual([{ ...loose, sectionCount: 3 }])
  })
})

describe('manageSectionsSave: what it was computed from', () => {
  const c = course({ id: 'c1', code: 'FILM1105', sectionCount: 2, weeklyHours: 3, semester: { term: 'fall', year: 2026 } })
  const other = course({ id: 'c9', code: 'GAME2204', semester: { term: 'fall', year: 2026 } })
  const [p1, p2] = ['p1', 'p2'].map((id) => professorSchema.parse({ id, firstName: id, lastName: 'Lee', email: `${id}@x.org`, employmentType: 'partial-load', maxWeeklyHours: 12 }))
  const on = (courseValue: Course, section: number, professorId: string) => buildAssignment({ course: courseValue, professorId, section, now: NOW })
  const p1Elsewhere = on(other, 1, 'p1')
  const p2On1 = on(c, 1, 'p2')
  const base = { course: c, newCount: 2, courses: [c, other], professors: [p1!, p2!], now: NOW }
  const storedAs = (stored: readonly Assignment[]) => (p: Precondition) => (p.kind === 'lookup' ? stored : null)

  it('requires every section it writes to hold what the dialog read, and the chosen professor\'s assignments as counted', () => {
    const read = [p2On1, p1Elsewhere]
    // Section 1 goes from p2 to p1, section 2 stays open: one section written, one load counted.
    const { changes } = manageSectionsSave({ ...base, selections: ['p1', null], assignments: read })
    expect(changes.delete?.assignments).toEqual([p2On1.id])
    expect(changes.require?.map((p) => p.what)).toEqual(['section 1 of FILM1105 in Fall 2026', 'the assignments of p1 Lee'])
    expect(unmetPreconditions(changes.require!, storedAs(read))).toEqual([])
    // Another tab gave section 1 to someone else meanwhile: refused, naming it.
    const raced = [p1Elsewhere, on(c, 1, 'p3')]
    expect(changedSinceMessage(unmetPreconditions(changes.require!, storedAs(raced)))).toContain('section 1 of FILM1105 in Fall 2026')
    // Another tab gave p1 a section meanwhile: the hours shown were counted without it.
    const loaded = [...read, on(other, 2, 'p1')]
    expect(unmetPreconditions(changes.require!, storedAs(loaded)).map((p) => p.what)).toEqual(['the assignments of p1 Lee'])
  })

  it('checks a section against the holders the dialog opened with, not those arrived since', () => {
    // The dialog opened with section 2 open; another tab's p2 arrived before Save, which clears it.
    const arrived = on(c, 2, 'p2')
    const { changes } = manageSectionsSave({ ...base, selections: [null, null], assignments: [arrived], read: [] })
    expect(changes.delete?.assignments).toEqual([arrived.id])
    expect(unmetPreconditions(changes.require!, storedAs([arrived])).map((p) => p.what)).toEqual(['section 2 of FILM1105 in Fall 2026'])
  })

  it('refuses a professor no longer in the list', () => {
    expect(() => manageSectionsSave({ ...base, selections: ['gone', null], assignments: [] })).toThrow(PROFESSOR_NOT_FOUND_MESSAGE)
  })
})

describe('updateCourseCascade', () => {
  const anim = course({ id: 'c-anim', weeklyHours: 4, sectionCount: 3, semester: { term: 'fall', year: 2026 }, term: 'fall' })
  const fallA = (section: number, professorId: string, weeklyHours: number) =>
    assignment({
      id: `c-anim_${section}_${professorId}_fall_2026-2027`,
      courseId: 'c-anim',
      section,
      professorId,
      term: 'fall',
      academicYear: '2026-2027',
      weeklyHours,
      assignedAt: '2026-08-01T00:00:00.000Z',
    })
  const s1 = fallA(1, 'p1', 4)
  const s2 = fallA(2, 'p2', 3) // an override: not the course's 4 hours
  const s3 = fallA(3, 'p3', 4)
  const other = assignment({ id: 'c-other_1_p1_fall_2026-2027', courseId: 'c-other', term: 'fall', academicYear: '2026-2027', weeklyHours: 4 })
  const all = [s1, s2, s3, other]

  it('hours follow when the assignment had the course hours; an override keeps its own', () => {
    const next = { ...anim, weeklyHours: 6 }
    expect(updateCourseCascade(anim, next, all)).toEqual({
      changes: { put: { courses: [next], assignments: [{ ...s1, weeklyHours: 6 }, { ...s3, weeklyHours: 6 }] } },
      removedSections: 0,
    })
  })

  it('writes only the course when nothing about its sections changes', () => {
    const next = { ...anim, title: 'Renamed' }
    expect(updateCourseCascade(anim, next, all)).toEqual({ changes: { put: { courses: [next] } }, removedSections: 0 })
  })

  it('a changed semester re-files every section under the new term, academic year and id', () => {
    const next = { ...anim, semester: { term: 'winter' as const, year: 2027 }, term: 'winter' as const }
    const { changes, removedSections } = updateCourseCascade(anim, next, all)
    expect(removedSections).toBe(0)
    expect(changes.put?.courses).toEqual([next])
    expect(changes.put?.assignments).toEqual([
      { ...s1, id: 'c-anim_1_p1_winter_2026-2027', term: 'winter', academicYear: '2026-2027' },
      { ...s2, id: 'c-anim_2_p2_winter_2026-2027', term: 'winter', academicYear: '2026-2027' },
      { ...s3, id: 'c-anim_3_p3_winter_2026-2027', term: 'winter', academicYear: '2026-2027' },
    ])
    expect(changes.delete).toEqual({ assignments: [s1.id, s2.id, s3.id] })
  })

  it('a semester moved to the next year changes the academic year, and hours follow in the same pass', () => {
    const next = { ...anim, weeklyHours: 5, semester: { term: 'fall' as const, year: 2027 } }
    const { changes } = updateCourseCascade(anim, next, [s1, s2])
    expect(changes.put?.assignments).toEqual([
      { ...s1, id: 'c-anim_1_p1_fall_2027-2028', academicYear: '2027-2028', weeklyHours: 5 },
      { ...s2, id: 'c-anim_2_p2_fall_2027-2028', academicYear: '2027-2028' },
    ])
    expect(changes.delete).toEqual({ assignments: [s1.id, s2.id] })
  })

  it('sections above a lowered section count are removed and counted', () => {
    const next = { ...anim, sectionCount: 1 }
    expect(updateCourseCascade(anim, next, all)).toEqual({
      changes: { put: { courses: [next] }, delete: { assignments: [s2.id, s3.id] } },
      removedSections: 2,
    })
  })

  it('removes above the new count and re-files the rest in one change set', () => {
    const next = { ...anim, sectionCount: 2, semester: { term: 'spring' as const, year: 2027 }, term: 'spring' as const }
    const { changes, removedSections } = updateCourseCascade(anim, next, all)
    expect(removedSections).toBe(1)
    expect(changes.put?.assignments?.map((a) => a.id)).toEqual(['c-anim_1_p1_spring_2026-2027', 'c-anim_2_p2_spring_2026-2027'])
    expect([...(changes.delete?.assignments ?? [])].sort()).toEqual([s1.id, s2.id, s3.id].sort())
  })

  it('fixes an old record of the course on the way (Winter 2027 filed under 2027-2028)', () => {
    const winter = course({ id: 'c-w', weeklyHours: 3, semester: { term: 'winter', year: 2027 }, term: 'winter' })
    const old = assignment({ id: 'c-w_1_p1_winter_2027-2028', courseId: 'c-w', term: 'winter', academicYear: '2027-2028', weeklyHours: 3 })
    const { changes } = updateCourseCascade(winter, { ...winter, title: 'New title' }, [old])
    expect(changes.put?.assignments).toEqual([{ ...old, id: 'c-w_1_p1_winter_2026-2027', academicYear: '2026-2027' }])
    expect(changes.delete).toEqual({ assignments: [old.id] })
  })
})
