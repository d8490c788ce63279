import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { courseSchema, type Course } from '@/domain/model/course'
import { buildPlanIndex } from './plan-index'
import { PlanStore, type PlanDelta, type PlanView } from './plan-store'
import { academicYearScope, rangeScope, termScope } from '@/domain/calendar/planning-term'
import { coursesInScope } from './scope-figures'
import { staffingFigures, type StaffingFigures } from './staffing'
import { planContents } from '@test/support/plan-contents'

const COURSES = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5']
const PROFESSORS = ['p0', 'p1', 'p2', 'p3']
const SEMESTERS = [{ term: 'fall', year: 2026 }, { term: 'winter', year: 2027 }, { term: 'fall', year: 2027 }, undefined] as const
const SCHEDULES = [
  undefined,
  { days: ['mon'], startTime: '09:00', endTime: '12:00' },
  { days: ['mon', 'wed'], startTime: '11:00', endTime: '13:00' },
  { days: ['tue'], startTime: '09:00', endTime: '12:00' },
] as const

const SCOPES = [
  termScope({ term: 'fall', year: 2026 }),
  academicYearScope('2026-2027'),
  rangeScope({ start: '2026-10-01', end: '2027-02-01' }, 'Oct-Jan'),
]

const courseArb = fc.record({
  id: fc.constantFrom(...COURSES),
  semester: fc.constantFrom(...SEMESTERS),
  sectionCount: fc.integer({ min: 1, max: 3 }),
  schedule: fc.constantFrom(...SCHEDULES),
  weeklyHours: fc.integer({ min: 1, max: 6 }),
})
const assignmentArb = fc.record({
  id: fc.integer({ min: 0, max: 11 }).map((n) => `a${n}`),
  courseId: fc.constantFrom(...COURSES, 'c-gone'),
  professorId: fc.constantFrom(...PROFESSORS),
  section: fc.integer({ min: 1, max: 4 }),
  weeklyHours: fc.integer({ min: 1, max: 6 }),
  academicYear: fc.constantFrom('2026-2027', '2027-2028'),
})

type Op =
  | { kind: 'course'; value: typeof courseArb extends fc.Arbitrary<infer T> ? T : never }
  | { kind: 'delete-course'; id: string }
  | { kind: 'assignment'; value: typeof assignmentArb extends fc.Arbitrary<infer T> ? T : never }
  | { kind: 'delete-assignment'; id: string }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  courseArb.map((value) => ({ kind: 'course' as const, value })),
  fc.constantFrom(...COURSES).map((id) => ({ kind: 'delete-course' as const, id })),
  { arbitrary: assignmentArb.map((value) => ({ kind: 'assignment' as const, value })), weight: 3 },
  fc.integer({ min: 0, max: 11 }).map((n) => ({ kind: 'delete-assignment' as const, id: `a${n}` })),
)
/** One change: a few ops at once, or (null) the lists re-read whole. */
const stepArb = fc.oneof({ arbitrary: fc.array(opArb, { minLength: 1, maxLength: 4 }), weight: 9 }, fc.constant(null))

function makeCourse(v: Extract<Op, { kind: 'course' }>['value']): Course {
  return courseSchema.parse({
    id: v.id,
    code: v.id.toUpperCase(),
    title: 'T',
    weeklyHours: v.weeklyHours,
    sectionCount: v.sectionCount,
    term: v.semester?.term ?? 'spring',
    ...(v.semester ? { semester: v.semester } : {}),
    ...(v.schedule ? { schedule: v.schedule } : {}),
  })
}

function makeAssignment(v: Extract<Op, { kind: 'assignment' }>['value']): Assignment {
  return assignmentSchema.parse({ ...v, term: 'fall' })
}

/** A list after puts and deletes, by the cached lists' rule: a known id keeps its place, a new one comes last. */
function applied<T extends { id: string }>(list: readonly T[], puts: readonly T[], deletes: readonly string[]): T[] {
  let next = list.filter((r) => !deletes.includes(r.id))
  for (const put of puts) {
    const at = next.findIndex((r) => r.id === put.id)
    next = at >= 0 ? next.map((r, i) => (i === at ? put : r)) : [...next, put]
  }
  return next
}

describe('PlanStore', () => {
  it('equals a build from the lists after every change of a random sequence', () => {
    fc.assert(
      fc.property(fc.array(courseArb, { maxLength: 6 }), fc.array(stepArb, { minLength: 1, maxLength: 25 }), (seed, steps) => {
        let courses = applied([], seed.map(makeCourse), [])
        let assignments: Assignment[] = []
        const store = new PlanStore(courses, assignments)
        // Every view handed out, with what it showed: a view is a snapshot, so it still must at the end.
        const seen: { view: PlanView; contents: ReturnType<typeof planContents>; staffing: StaffingFigures[] }[] = []
        for (const step of steps) {
          const versionBefore = store.version
          if (step === null) {
            store.replace(courses, assignments)
          } else {
            const coursePuts = step.flatMap((op) => (op.kind === 'course' ? [makeCourse(op.value)] : []))
            const courseDeletes = step.flatMap((op) => (op.kind === 'delete-course' ? [op.id] : []))
            const assignmentPuts = step.flatMap((op) => (op.kind === 'assignment' ? [makeAssignment(op.value)] : []))
            const assignmentDeletes = step.flatMap((op) => (op.kind === 'delete-assignment' ? [op.id] : []))
            // A change set puts an id once; the last put of an id wins, and a put beats a delete.
            const last = <T extends { id: string }>(puts: T[]) => [...new Map(puts.map((r) => [r.id, r])).values()]
            const cPuts = last(coursePuts)
            const aPuts = last(assignmentPuts)
            const cDeletes = courseDeletes.filter((id) => !cPuts.some((c) => c.id === id))
            const aDeletes = assignmentDeletes.filter((id) => !aPuts.some((a) => a.id === id))
            courses = applied(courses, cPuts, cDeletes)
            assignments = applied(assignments, aPuts, aDeletes)
            const delta: PlanDelta = {
              courses: new Map([...cDeletes.map((id) => [id, undefined] as const), ...cPuts.map((c) => [c.id, c] as const)]),
              assignments: new Map([...aDeletes.map((id) => [id, undefined] as const), ...aPuts.map((a) => [a.id, a] as const)]),
            }
            store.apply(delta)
          }
          const fresh = buildPlanIndex(courses, assignments)
          expect(planContents(store.view())).toEqual(planContents(fresh))
          for (const scope of SCOPES)
            expect(store.view().staffingIn(scope)).toEqual(staffingFigures(coursesInScope(fresh, scope), fresh.assignedSections))
          expect(store.version).toBeGreaterThanOrEqual(versionBefore)
          const view = store.view()
          seen.push({ view, contents: planContents(view), staffing: SCOPES.map((scope) => view.staffingIn(scope)) })
        }
        for (const { view, contents, staffing } of seen) {
          expect(planContents(view)).toEqual(contents)
          expect(SCOPES.map((scope) => view.staffingIn(scope))).toEqual(staffing)
        }
      }),
      { numRuns: 300 },
    )
  })

  const fall = { term: 'fall', year: 2026 } as const
  const monday: NonNullable<Course['schedule']> = { days: ['mon'], startTime: '09:00', endTime: '12:00' }
  const c1 = courseSchema.parse({ id: 'c1', code: 'C1', title: 'T', weeklyHours: 3, semester: fall, schedule: monday })
  const c2 = courseSchema.parse({ id: 'c2', code: 'C2', title: 'T', weeklyHours: 3, semester: fall, schedule: { ...monday, days: ['tue'] } })
  const c3 = courseSchema.parse({ id: 'c3', code: 'C3', title: 'T', weeklyHours: 3, semester: fall })
  const a1 = assignmentSchema.parse({ id: 'a1', courseId: 'c1', professorId: 'p1', section: 1, weeklyHours: 3 })
  const a2 = assignmentSchema.parse({ id: 'a2', courseId: 'c2', professorId: 'p1', section: 1, weeklyHours: 3 })
  const a3 = assignmentSchema.parse({ id: 'a3', courseId: 'c3', professorId: 'p2', section: 1, weeklyHours: 3 })

  it('moves to a new version (and a new view) at each change, and not for a change that changes nothing', () => {
    const store = new PlanStore([c1, c2, c3], [a1, a2, a3])
    const view = store.view()
    expect(store.view()).toBe(view)
    store.apply({ assignments: new Map([['a1', a1]]), courses: new Map([['c-none', undefined]]) })
    expect(store.view()).toBe(view)
    store.apply({ assignments: new Map([['a3', { ...a3, weeklyHours: 4 }]]) })
    const next = store.view()
    expect(next).not.toBe(view)
    expect(next.version).toBe(view.version + 1)
    expect(next.byCourse).not.toBe(view.byCourse)
    expect(next.loads.get('p2')?.get('fall-2026')?.hours).toBe(4)
  })

  it("keeps the lists of what a change did not touch: other courses' sections, other professors' loads", () => {
    const store = new PlanStore([c1, c2, c3], [a1, a2, a3])
    const before = store.view()
    const c1Sections = before.byCourse.get('c1')
    const p1Loads = before.loads.get('p1')
    store.apply({ assignments: new Map([['a3', undefined]]) })
    const after = store.view()
    expect(after.byCourse.get('c1')).toBe(c1Sections)
    expect(after.loads.get('p1')).toBe(p1Loads)
    expect(after.byCourse.has('c3')).toBe(false)
    expect(after.loads.has('p2')).toBe(false)
  })

  it('hands out views that are snapshots: an old view shows its version after later changes', () => {
    const store = new PlanStore([c1, c2, c3], [a1, a2, a3])
    const before = store.view()
    const fallBefore = before.staffingIn(termScope(fall))
    store.apply({ assignments: new Map([['a3', undefined]]), courses: new Map([['c1', undefined]]) })
    store.apply({ courses: new Map([['c1', c1]]) })
    expect(before.byCourse.get('c3')).toEqual([a3])
    expect(before.loads.get('p2')?.get('fall-2026')).toEqual({ hours: 3, sections: 1 })
    expect([...before.courseById.keys()]).toEqual(['c1', 'c2', 'c3'])
    expect(before.staffingIn(termScope(fall))).toEqual(fallBefore)
    // The present reads the new version: c1 came back last, c3 lost its section.
    expect([...store.view().courseById.keys()]).toEqual(['c2', 'c3', 'c1'])
    expect(store.view().byCourse.has('c3')).toBe(false)
    expect(store.view().staffingIn(termScope(fall))).not.toEqual(fallBefore)
  })

  it('counts a new conflict version only when some conflict came, went or changed', () => {
    const store = new PlanStore([c1, c2, c3], [a1, a2, a3])
    const start = store.view().conflictsVersion
    // More hours on a section: no schedule meets another.
    store.apply({ assignments: new Map([['a3', { ...a3, weeklyHours: 5 }]]) })
    expect(store.view().conflictsVersion).toBe(start)
    // c2 moves to Monday morning: p1's two sections now overlap, with no section moving.
    const c2Monday = { ...c2, schedule: monday }
    store.apply({ courses: new Map([['c2', c2Monday]]) })
    const view = store.view()
    expect(view.conflictsVersion).toBe(start + 1)
    expect(view.conflicts.get('p1')?.get('fall-2026')).toEqual([
      expect.objectContaining({ first: a1, second: a2, firstCourse: { id: 'c1', code: 'C1', schedule: c1.schedule }, secondCourse: { id: 'c2', code: 'C2', schedule: c2Monday.schedule }, days: 'Mon' }),
    ])
    // Unassigned: the conflict ends.
    store.apply({ assignments: new Map([['a2', undefined]]) })
    expect(store.view().conflictsVersion).toBe(start + 2)
    expect(store.view().conflicts.size).toBe(0)
  })
})
