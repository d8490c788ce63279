/**
 * The derived indexes every screen reads the plan through, built once per change of the course
 * or assignment lists: assignments by course, assigned sections per course, and each
 * professor's load per planning term. Figures for a scope (one term, an academic year, a range)
 * are then lookups over these maps, never another pass that adds hours across terms.
 */
import type { Assignment } from './assignment'
import type { Course } from './course'
import { assignmentPlanningTerm, termKey, type TermKey } from './planning-term'

export interface TermLoad {
  /** Weekly hours of the professor's sections in the term. */
  hours: number
  /** Number of sections (assignments) in the term. */
  sections: number
}

export interface PlanIndex {
  courseById: ReadonlyMap<string, Course>
  /** Assignments of each course, ordered by section. */
  byCourse: ReadonlyMap<string, Assignment[]>
  /** Distinct sections 1..sectionCount with a professor, per course id (absent means 0). */
  assignedSections: ReadonlyMap<string, number>
  /** Planning term of every assignment, by assignment id. */
  termOf: ReadonlyMap<string, TermKey>
  /** professorId -> term -> load. */
  loads: ReadonlyMap<string, ReadonlyMap<TermKey, TermLoad>>
  /** professorId -> term -> their assignments in that term. */
  byProfessorTerm: ReadonlyMap<string, ReadonlyMap<TermKey, Assignment[]>>
}

/** The planning term key of an assignment (of a course, when it still exists). */
export type TermKeyOf = (assignment: Assignment, course: Course | undefined) => TermKey

export const planningTermKeyOf: TermKeyOf = (a, course) => termKey(assignmentPlanningTerm(a, course))

/**
 * Build the index. `termKeyOf` lets a caller that rebuilds after every edit reuse the term keys
 * of records that did not change (see data/planning-scope.ts); the result is the same.
 */
export function buildPlanIndex(
  courses: readonly Course[],
  assignments: readonly Assignment[],
  termKeyOf: TermKeyOf = planningTermKeyOf,
): PlanIndex {
  const courseById = new Map(courses.map((c) => [c.id, c]))
  const byCourse = new Map<string, Assignment[]>()
  const termOf = new Map<string, TermKey>()
  const loads = new Map<string, Map<TermKey, TermLoad>>()
  const byProfessorTerm = new Map<string, Map<TermKey, Assignment[]>>()

  for (const a of assignments) {
    let list = byCourse.get(a.courseId)
    if (!list) byCourse.set(a.courseId, (list = []))
    list.push(a)

    const key = termKeyOf(a, courseById.get(a.courseId))
    termOf.set(a.id, key)

    let terms = loads.get(a.professorId)
    if (!terms) loads.set(a.professorId, (terms = new Map()))
    const load = terms.get(key)
    if (load) {
      load.hours += a.weeklyHours
      load.sections++
    } else terms.set(key, { hours: a.weeklyHours, sections: 1 })

    let grouped = byProfessorTerm.get(a.professorId)
    if (!grouped) byProfessorTerm.set(a.professorId, (grouped = new Map()))
    const inTerm = grouped.get(key)
    if (inTerm) inTerm.push(a)
    else grouped.set(key, [a])
  }
  for (const list of byCourse.values()) list.sort((a, b) => a.section - b.section)

  // Only courses with assignments get an entry (readers default to 0): a course without any costs
  // nothing here. The lists are sorted by section, so distinct sections are counted by neighbours.
  const assignedSections = new Map<string, number>()
  for (const [courseId, list] of byCourse) {
    const course = courseById.get(courseId)
    if (!course) continue
    let distinct = 0
    let previous = Number.NaN
    for (const a of list) {
      if (a.section >= 1 && a.section <= course.sectionCount && a.section !== previous) distinct++
      previous = a.section
    }
    assignedSections.set(courseId, distinct)
  }
  return { courseById, byCourse, assignedSections, termOf, loads, byProfessorTerm }
}
