import { describe, expect, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { bulkEditCourses, openSections, planBulkAssign, prepareBulkAssign, rankBulkCandidates, sectionCountLosses } from './course-bulk'
import { assignmentId } from '@/domain/kernel/ids'
import { professorSchema, type Professor } from '@/domain/model/professor'
import { indexById } from '@/domain/calendar/schedule-conflict'
import { prepareRanking, rankCandidates } from '@/domain/professors/professor-ranking'
import { changedSinceMessage, unmetPreconditions } from '@/domain/plan/preconditions'
import type { Precondition } from '@/domain/model/change-set'

const NOW = new Date('2026-11-21T12:00:00Z')
const STAMP = NOW.toISOString()
const fall = { term: 'fall', year: 2026 } as const
const winter = { term: 'winter', year: 2027 } as const

const course = (id: string, over: Partial<CourseInput> = {}): Course =>
  courseSchema.parse({ id, code: id.toUpperCase(), title: `Course ${id}`, weeklyHours: 3, semester: fall, term: 'fall', ...over })
const prof = (id: string, over: Partial<Professor> = {}): Professor =>
  professorSchema.parse({ id, firstName: id, lastName: 'Okafor', email: `${id}@x.org`, employmentType: 'partial-load', maxWeeklyHours: 12, ...over })
const held = (courseId: string, section: number, professorId: string, over: Partial<Assignment> = {}): Assignment =>
  assignmentSchema.parse({ id: id(courseId, section, professorId), courseId, section, professorId, term: 'fall', academicYear: '2026-2027', weeklyHours: 3, ...over })
const id = (courseId: string, section: number, professorId: string, term = 'fall') =>
  assignmentId({ courseId, section, professorId, term, academicYear: '2026-2027' })

function plan(courses: Course[], assignments: Assignment[], professor: Professor, all: Course[] = courses) {
  const prepared = prepareBulkAssign({ courses, assignments, courseById: indexById(all) })
  return planBulkAssign(prepared, professor, NOW)
}

describe('open sections', () => {
  it('are the sections up to the count that nobody holds; none when no professor is required', () => {
    expect(openSections(course('a', { sectionCount: 3 }), [held('a', 2, 'x')])).toEqual([1, 3])
    expect(openSections(course('b', { sectionCount: 2, professorNotRequired: true }), [])).toEqual([])
  })
})

/** What storage would find for each precondition if it held `stored` (as both stores read it). */
const storedAs = (stored: readonly Assignment[]) => (p: Precondition) => (p.kind === 'lookup' ? stored : null)

describe('bulk assign', () => {
  it('states what it was computed from: each section still open, the professor\'s assignments as read', () => {
    const a = course('a', { sectionCount: 2 })
    const theirs = held('z', 1, 'maya')
    const read = [held('a', 1, 'x'), theirs]
    const { changes } = plan([a], read, prof('maya'), [a, course('z')])
    expect(changes.require?.map((p) => p.what)).toEqual(['section 2 of A in Fall 2026', 'the assignments of maya Okafor'])
    // Nothing changed since: it lands.
    expect(unmetPreconditions(changes.require!, storedAs(read))).toEqual([])
    // Another tab staffed section 2 meanwhile: refused, naming the section.
    const racing = [...read, held('a', 2, 'sam')]
    const unmet = unmetPreconditions(changes.require!, storedAs(racing))
    expect(changedSinceMessage(unmet)).toMatch(/^Changed in another tab or window since this was prepared: section 2 of A in Fall 2026\. Nothing was written/)
    // Another tab gave the professor another course meanwhile: their hours were counted without it.
    const loaded = [...read, held('w', 1, 'maya')]
    expect(unmetPreconditions(changes.require!, storedAs(loaded)).map((p) => p.what)).toEqual(['the assignments of maya Okafor'])
  })

  it('assigns the professor to exactly the open sections, one record each, in one change set', () => {
    const a = course('a', { sectionCount: 2 })
    const b = course('b')
    const { changes, label, sectionCount, courseCount } = plan([a, b], [held('a', 1, 'x')], prof('maya'))
    expect(changes).toMatchObject({
      put: {
        assignments: [
          { id: id('a', 2, 'maya'), courseId: 'a', section: 2, professorId: 'maya', term: 'fall', academicYear: '2026-2027', weeklyHours: 3, assignedAt: STAMP, assignedBy: 'system' },
          { id: id('b', 1, 'maya'), courseId: 'b', section: 1, professorId: 'maya', term: 'fall', academicYear: '2026-2027', weeklyHours: 3, assignedAt: STAMP, assignedBy: 'system' },
        ],
      },
    })
    expect([sectionCount, courseCount, label]).toEqual([2, 2, 'assign maya Okafor to 2 courses'])
  })

  it('skips courses that need no professor or have no open section, and says why', () => {
    const full = course('full')
    const free = course('free', { professorNotRequired: true })
    const result = plan([full, free], [held('full', 1, 'x')], prof('maya'))
    expect(result.changes).toEqual({})
    expect(result.verdicts.map((v) => [v.code, v.skipped, v.sections])).toEqual([
      ['FULL', 'no-open-sections', []],
      ['FREE', 'not-required', []],
    ])
    expect(result.label).toBe('assign maya Okafor to 0 courses')
  })

  it('counts hours per planning term, cumulatively over the batch, against the weekly cap', () => {
    // 12 h cap, 6 h already in Fall. Fall gets 3 + 6 more (over by 3); Winter's 6 h fit.
    const existing = held('old', 1, 'maya', { weeklyHours: 6 })
    const f1 = course('f1')
    const f2 = course('f2', { weeklyHours: 6 })
    const w1 = course('w1', { weeklyHours: 6, semester: winter, term: 'winter' })
    const old = course('old')
    const result = plan([f1, f2, w1], [existing], prof('maya'), [f1, f2, w1, old])
    expect(result.verdicts.map((v) => [v.code, v.termLabel, v.hoursAfter, v.overloaded, v.statusAfter])).toEqual([
      ['F1', 'Fall 2026', 9, false, 'partial'],
      ['F2', 'Fall 2026', 15, true, 'overloaded'],
      ['W1', 'Winter 2027', 6, false, 'partial'],
    ])
    expect(result.overloads).toEqual([{ termLabel: 'Fall 2026', hoursAfter: 15, maxWeeklyHours: 12, hoursOver: 3 }])
  })

  it('flags a schedule clash between two selected courses and with their existing sections', () => {
    const schedule = { days: ['mon' as const], startTime: '09:00', endTime: '11:00' }
    const a = course('a', { schedule })
    const b = course('b', { schedule })
    const result = plan([a, b], [], prof('maya'))
    expect(result.verdicts[0]!.conflicts).toEqual([])
    expect(result.verdicts[1]!.conflicts).toEqual(['Overlaps A section 1 on Mon 09:00-11:00'])
    expect(result.changes.put?.assignments?.[1]?.conflicts).toEqual(['Overlaps A section 1 on Mon 09:00-11:00'])
  })

  it('reports specialization coverage per course', () => {
    const a = course('a', { requiredSpecializations: ['Rigging'] })
    const result = plan([a], [], prof('maya', { specializations: ['Lighting'] }))
    expect(result.verdicts[0]).toMatchObject({ coverage: 'none', missingSpecializations: ['Rigging'] })
  })

  it('ranks active professors who stay within their cap first, then the most hours left', () => {
    const a = course('a', { weeklyHours: 6 })
    const prepared = prepareBulkAssign({ courses: [a], assignments: [held('z', 1, 'busy', { weeklyHours: 9 })], courseById: indexById([a, course('z')]) })
    const ranked = rankBulkCandidates(prepared, [
      prof('busy'),
      prof('idle', { isActive: false, maxWeeklyHours: 40 }),
      prof('small', { maxWeeklyHours: 6 }),
      prof('roomy', { maxWeeklyHours: 40 }),
    ])
    // The limit is the policy's, as the picker's "h left of N" shows it (busy has the default 12).
    expect(ranked.map((c) => [c.professor.id, c.hoursOver, c.headroomAfter, c.limit])).toEqual([
      ['roomy', 0, 34, 40],
      ['small', 0, 0, 6],
      ['busy', 3, -3, 12],
      ['idle', 0, 34, 40],
    ])
  })

  it("ranks with Manage Sections' picker's one ranking: a schedule conflict and a partial coverage count as there", () => {
    const schedule = { days: ['mon' as const], startTime: '09:00', endTime: '11:00' }
    const a = course('a', { requiredSpecializations: ['Rigging', 'Lighting'], schedule })
    const other = course('z', { schedule })
    const all = [a, other]
    const assignments = [held('z', 1, 'clash')]
    const professors = [
      prof('none', { maxWeeklyHours: 40 }),
      prof('partial', { specializations: ['Rigging'] }),
      prof('clash', { specializations: ['Rigging', 'Lighting'], maxWeeklyHours: 40 }),
      prof('full', { specializations: ['Rigging', 'Lighting'] }),
      prof('roomy', { specializations: ['Rigging', 'Lighting'], maxWeeklyHours: 30 }),
    ]
    const bulk = rankBulkCandidates(prepareBulkAssign({ courses: [a], assignments, courseById: indexById(all) }), professors)
    const picker = rankCandidates(prepareRanking({ course: a, professors, assignments, courseById: indexById(all) }), 1, [])
    expect(bulk.map((c) => c.professor.id)).toEqual(['roomy', 'full', 'partial', 'none', 'clash'])
    expect(bulk.map((c) => c.professor.id)).toEqual(picker.map((c) => c.professor.id))
    expect(bulk.find((c) => c.professor.id === 'clash')!.conflicts).toEqual(['A: Overlaps Z section 1 on Mon 09:00-11:00'])
  })
})

describe('bulk edits of courses', () => {
  const a = course('a', { sectionCount: 3 })
  const b = course('b', { sectionCount: 1 })
  const c = course('c')
  const assignments = [held('a', 1, 'x'), held('a', 3, 'y'), held('b', 1, 'x'), held('c', 1, 'z')]

  it('clears the assignments of the selected courses only', () => {
    const r = bulkEditCourses([a, b, c], ['a', 'b'], { kind: 'clear-assignments' }, assignments)
    expect(r.changes).toEqual({ delete: { assignments: [id('a', 1, 'x'), id('a', 3, 'y'), id('b', 1, 'x')] } })
    expect([r.changed, r.label]).toEqual([2, 'clear assignments of 2 courses'])
  })

  it('deletes the courses with their assignments', () => {
    const r = bulkEditCourses([a, b, c], ['a', 'c'], { kind: 'delete' }, assignments)
    expect(r.changes).toEqual({ delete: { courses: ['a', 'c'], assignments: [id('a', 1, 'x'), id('a', 3, 'y'), id('c', 1, 'z')] } })
    expect(r.label).toBe('delete 2 courses')
  })

  it('lowers the section count as the course form does: sections above it lose their assignment', () => {
    const r = bulkEditCourses([a, b, c], ['a', 'b'], { kind: 'section-count', count: 2 }, assignments)
    expect(r.changes.put?.courses?.map((x) => [x.id, x.sectionCount])).toEqual([
      ['a', 2],
      ['b', 2],
    ])
    expect(r.changes.delete).toEqual({ assignments: [id('a', 3, 'y')] })
    expect([r.changed, r.removedAssignments, r.label]).toEqual([2, 1, 'set section count to 2 on 2 courses'])
    expect(sectionCountLosses([a, b, c], ['a', 'b'], 2, assignments)).toEqual([{ code: 'A', section: 3, professorId: 'y' }])
  })

  it('moves courses to another term; their assignments follow to that term', () => {
    const r = bulkEditCourses([a, b, c], ['b'], { kind: 'semester', term: 'winter', year: 2027 }, assignments)
    expect(r.changes.put?.courses?.map((x) => [x.id, x.semester, x.term])).toEqual([['b', winter, 'winter']])
    expect(r.changes.put?.assignments?.map((x) => [x.id, x.term, x.academicYear])).toEqual([[id('b', 1, 'x', 'winter'), 'winter', '2026-2027']])
    expect(r.changes.delete).toEqual({ assignments: [id('b', 1, 'x')] })
    expect(r.label).toBe('set term to Winter 2027 on 1 course')
  })

  it('marks courses as not requiring a professor, writing only those that change', () => {
    const free = course('free', { professorNotRequired: true })
    const r = bulkEditCourses([a, free], ['a', 'free'], { kind: 'professor-not-required', value: true }, [])
    expect(r.changes.put?.courses?.map((x) => [x.id, x.professorNotRequired])).toEqual([['a', true]])
    expect(r.label).toBe('mark 1 course as not requiring a professor')
  })
})
