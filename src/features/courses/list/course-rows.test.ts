import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sortByText } from '@/domain/kernel/collation'
import { indexCourses } from '@/domain/courses/course-filters'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { courseSchema, type Course } from '@/domain/model/course'
import { PlanStore } from '@/domain/plan/plan-store'
import { createCourseRows } from './course-rows'

const IDS = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6']
const CODES = ['ANI 10', 'ANI 2', 'ani 2', 'GAM 1', 'FLM 100']

const courseArb = fc.record({
  id: fc.constantFrom(...IDS),
  code: fc.constantFrom(...CODES),
  title: fc.constantFrom('Drawing', 'Motion'),
  sectionCount: fc.integer({ min: 1, max: 3 }),
})
const assignmentArb = fc.record({
  id: fc.integer({ min: 0, max: 9 }).map((n) => `a${n}`),
  courseId: fc.constantFrom(...IDS, 'c-gone'),
  section: fc.integer({ min: 1, max: 4 }),
})
type Step =
  | { kind: 'course'; value: { id: string; code: string; title: string; sectionCount: number } }
  | { kind: 'keep-code'; id: string; sectionCount: number }
  | { kind: 'delete-course'; id: string }
  | { kind: 'assignment'; value: { id: string; courseId: string; section: number } }
  | { kind: 'delete-assignment'; id: string }
  | { kind: 'replace' }
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  courseArb.map((value) => ({ kind: 'course' as const, value })),
  { arbitrary: fc.record({ id: fc.constantFrom(...IDS), sectionCount: fc.integer({ min: 1, max: 3 }) }).map((v) => ({ kind: 'keep-code' as const, ...v })), weight: 3 },
  fc.constantFrom(...IDS).map((id) => ({ kind: 'delete-course' as const, id })),
  { arbitrary: assignmentArb.map((value) => ({ kind: 'assignment' as const, value })), weight: 3 },
  fc.integer({ min: 0, max: 9 }).map((n) => ({ kind: 'delete-assignment' as const, id: `a${n}` })),
  fc.constant({ kind: 'replace' as const }),
)

const makeCourse = (v: { id: string; code: string; title: string; sectionCount: number }): Course =>
  courseSchema.parse({ ...v, weeklyHours: 3, term: 'fall', semester: { term: 'fall', year: 2026 } })
const makeAssignment = (v: { id: string; courseId: string; section: number }): Assignment =>
  assignmentSchema.parse({ ...v, professorId: 'p0', weeklyHours: 3, term: 'fall', academicYear: '2026-2027' })

/** The cached lists' rule: a known id keeps its place, a new one comes last. */
function put<T extends { id: string }>(list: readonly T[], record: T): T[] {
  const at = list.findIndex((r) => r.id === record.id)
  return at >= 0 ? list.map((r, i) => (i === at ? record : r)) : [...list, record]
}

describe('createCourseRows', () => {
  it('gives the rows of a full sort and index after every change, and keeps unchanged rows from one version to the next', () => {
    fc.assert(
      fc.property(
        fc.array(courseArb, { maxLength: 7 }),
        fc.array(fc.tuple(stepArb, fc.boolean()), { minLength: 1, maxLength: 30 }),
        (seed, steps) => {
          let courses: Course[] = []
          for (const c of seed) courses = put(courses, makeCourse(c))
          let assignments: Assignment[] = []
          const store = new PlanStore(courses, assignments)
          const rowsOf = createCourseRows()
          let rows = rowsOf(courses, store.view())
          let looked = { version: store.version, courses }
          for (const [step, look] of steps) {
            if (step.kind === 'replace') store.replace(courses, assignments)
            else if (step.kind === 'course' || step.kind === 'keep-code') {
              const id = step.kind === 'course' ? step.value.id : step.id
              const before = courses.find((c) => c.id === id)
              if (step.kind === 'keep-code' && !before) continue
              const course =
                step.kind === 'course' ? makeCourse(step.value) : { ...before!, sectionCount: step.sectionCount }
              courses = put(courses, course)
              store.apply({ courses: new Map([[course.id, course]]) })
            } else if (step.kind === 'delete-course') {
              courses = courses.filter((c) => c.id !== step.id)
              store.apply({ courses: new Map([[step.id, undefined]]) })
            } else if (step.kind === 'assignment') {
              const assignment = makeAssignment(step.value)
              assignments = put(assignments, assignment)
              store.apply({ assignments: new Map([[assignment.id, assignment]]) })
            } else {
              assignments = assignments.filter((a) => a.id !== step.id)
              store.apply({ assignments: new Map([[step.id, undefined]]) })
            }
            // Not every version is looked at (a render can skip one): that takes a full pass.
            if (!look) continue
            const plan = store.view()
            const next = rowsOf(courses, plan)
            expect(next).toEqual(indexCourses(sortByText(courses, (c) => c.code), plan.byCourse))
            // From one change to the next with the same courses and codes, a row whose course and
            // sections did not change keeps its identity (memoized cards skip their render).
            const sameCodes =
              looked.courses.length === courses.length &&
              courses.every((c, i) => c.id === looked.courses[i]!.id && c.code === looked.courses[i]!.code)
            if (plan.touchedCourses && plan.version === looked.version + 1 && sameCodes) {
              for (const row of next) {
                const previous = rows.find((r) => r.course === row.course)
                if (previous && !plan.touchedCourses?.has(row.course.id)) expect(row).toBe(previous)
              }
            }
            rows = next
            looked = { version: plan.version, courses }
          }
        },
      ),
    )
  })

  it('redoes only what a section-count change touched', () => {
    const courses = ['B1', 'A1', 'C1'].map((code, i) => makeCourse({ id: `c${i}`, code, title: 'T', sectionCount: 1 }))
    const store = new PlanStore(courses, [])
    const rowsOf = createCourseRows()
    const before = rowsOf(courses, store.view())
    const changed = { ...courses[0]!, sectionCount: 2 }
    store.apply({ courses: new Map([[changed.id, changed]]) })
    const after = rowsOf([changed, courses[1]!, courses[2]!], store.view())
    expect(after.map((r) => r.course.code)).toEqual(['A1', 'B1', 'C1'])
    expect(after[0]).toBe(before[0])
    expect(after[1]!.course).toBe(changed)
    expect(after[2]).toBe(before[2])
  })
})
