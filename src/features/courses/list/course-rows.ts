/**
 * The Courses screen's rows: every course in code order, indexed (course-filters.ts). Sorting
 * 10,000 codes and indexing every course again took a save's time up with the size of the plan
 * (issue 30: a section-count save at 10,000 courses took 1.6x its time at 3,000). So the rows are
 * kept from one version of the plan to the next, and a change redoes only the courses it touched:
 * those the plan store names (their record or sections changed) and those whose record the
 * cached list replaced in place. Anything else (a course added or deleted, a code changed, the
 * plan rebuilt or a version skipped) sorts and indexes everything in full. Either way the rows
 * are those of `indexCourses(sortByText(courses, code), plan.byCourse)` (course-rows.test.ts).
 * What is kept belongs to the screen that calls `createCourseRows` (its state), not the module.
 */
import { createCollationKeys, sortByText } from '@/domain/kernel/collation'
import { indexCourses, type IndexedCourse } from '@/domain/courses/course-filters'
import type { Course } from '@/domain/model/course'
import type { PlanView } from '@/data/plan-store'

const courseCode = (course: Course) => course.code

interface Kept {
  /** The list the rows were made from, in its own order. */
  courses: readonly Course[]
  version: number
  byCode: Course[]
  rows: IndexedCourse[]
  /** Each course's place in `byCode`, built the first time a change needs it. */
  position?: Map<string, number>
}

export function createCourseRows(): (courses: readonly Course[], plan: PlanView) => IndexedCourse[] {
  // Codes sort again at every full pass: their keys are built once per code.
  const keyOf = createCollationKeys()
  let kept: Kept | undefined
  return (courses, plan) => {
    const next = kept && afterOneChange(kept, courses, plan)
    if (next) kept = next
    else {
      const byCode = sortByText(courses, courseCode, keyOf)
      kept = { courses, version: plan.version, byCode, rows: indexCourses(byCode, plan.byCourse) }
    }
    return kept.rows
  }
}

/** The rows after the plan's last change, from those before it; undefined when that takes a full pass. */
function afterOneChange(kept: Kept, courses: readonly Course[], plan: PlanView): Kept | undefined {
  if (plan.version === kept.version && courses === kept.courses) return kept
  const touched = plan.touchedCourses
  if (!touched || plan.version !== kept.version + 1 || courses.length !== kept.courses.length) return undefined
  // The list keeps a course's place when it is replaced: the same id at the same place, with the
  // same code, leaves the code order as it was.
  const replaced = new Map<string, Course>()
  for (let i = 0; i < courses.length; i++) {
    const course = courses[i]!
    const before = kept.courses[i]!
    if (course === before) continue
    if (course.id !== before.id || course.code !== before.code) return undefined
    replaced.set(course.id, course)
  }
  const position = (kept.position ??= new Map(kept.byCode.map((course, i) => [course.id, i])))
  const byCode = replaced.size ? kept.byCode.slice() : kept.byCode
  const rows = kept.rows.slice()
  const redo = (id: string) => {
    const at = position.get(id)
    // A section of a course that is not in the list has no row.
    if (at === undefined) return
    const course = replaced.get(id) ?? byCode[at]!
    byCode[at] = course
    rows[at] = indexCourses([course], plan.byCourse)[0]!
  }
  for (const id of touched) redo(id)
  for (const id of replaced.keys()) if (!touched.has(id)) redo(id)
  return { courses, version: plan.version, byCode, rows, position }
}
