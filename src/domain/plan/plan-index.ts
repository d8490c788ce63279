/**
 * The derived indexes every screen reads the plan through: assignments by course, assigned
 * sections per course, each professor's load and sections per planning term, and their schedule
 * conflicts. Figures for a scope (one term, an academic year, a range) are then lookups over
 * these maps, never another pass that adds hours across terms.
 *
 * `buildPlanIndex` computes them from the lists in one pass. The app keeps them in the plan store
 * (plan-store.ts), which updates them change by change and equals this computation.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { conflictsByProfessor, type ConflictPair } from './plan-conflicts'
import { assignmentPlanningTerm, termKey, type TermKey } from '@/domain/calendar/planning-term'

export interface TermLoad {
  /** Weekly hours of the professor's sections in the term. */
  hours: number
  /** Number of sections (assignments) in the term. */
  sections: number
}

export interface PlanIndex {
  courseById: ReadonlyMap<string, Course>
  /** Assignments of each course, ordered by section (equal sections in the order of the assignment list). */
  byCourse: ReadonlyMap<string, Assignment[]>
  /** Distinct sections 1..sectionCount with a professor, per course id (absent means 0). */
  assignedSections: ReadonlyMap<string, number>
  /** Planning term of every assignment, by assignment id. */
  termOf: ReadonlyMap<string, TermKey>
  /** professorId -> term -> load. */
  loads: ReadonlyMap<string, ReadonlyMap<TermKey, TermLoad>>
  /** professorId -> term -> their assignments in that term, in the order of the assignment list. */
  byProfessorTerm: ReadonlyMap<string, ReadonlyMap<TermKey, Assignment[]>>
  /** professorId -> term -> schedule conflicts among their sections (only professor-terms that have some). */
  conflicts: ReadonlyMap<string, ReadonlyMap<TermKey, ConflictPair[]>>
}

/** The planning term key of an assignment (of a course, when it still exists). */
export function planningTermKeyOf(a: Assignment, course: Course | undefined): TermKey {
  return termKey(assignmentPlanningTerm(a, course))
}

/** The index's maps but conflicts, as plain Maps (the plan store goes on to update them). */
export interface PlanMaps {
  courseById: Map<string, Course>
  byCourse: Map<string, Assignment[]>
  assignedSections: Map<string, number>
  termOf: Map<string, TermKey>
  loads: Map<string, Map<TermKey, TermLoad>>
  byProfessorTerm: Map<string, Map<TermKey, Assignment[]>>
}

/** The index of these lists. Conflicts are computed the first time they are read. */
export function buildPlanIndex(courses: readonly Course[], assignments: readonly Assignment[]): PlanIndex {
  const maps = buildPlanMaps(courses, assignments)
  let conflicts: PlanIndex['conflicts'] | undefined
  return {
    ...maps,
    get conflicts() {
      return (conflicts ??= conflictsByProfessor(maps.byProfessorTerm, maps.courseById))
    },
  }
}

export function buildPlanMaps(courses: readonly Course[], assignments: readonly Assignment[]): PlanMaps {
  const courseById = new Map(courses.map((c) => [c.id, c]))
  const byCourse = new Map<string, Assignment[]>()
  const termOf = new Map<string, TermKey>()
  const loads = new Map<string, Map<TermKey, TermLoad>>()
  const byProfessorTerm = new Map<string, Map<TermKey, Assignment[]>>()

  for (const a of assignments) {
    let list = byCourse.get(a.courseId)
    if (!list) byCourse.set(a.courseId, (list = []))
    list.push(a)

    const key = planningTermKeyOf(a, courseById.get(a.courseId))
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
    if (course) assignedSections.set(courseId, distinctSections(list, course.sectionCount))
  }
  return { courseById, byCourse, assignedSections, termOf, loads, byProfessorTerm }
}

/** Distinct sections 1..sectionCount in a list sorted by section (counted by neighbours). */
export function distinctSections(list: readonly Assignment[], sectionCount: number): number {
  let distinct = 0
  let previous = Number.NaN
  for (const a of list) {
    if (a.section >= 1 && a.section <= sectionCount && a.section !== previous) distinct++
    previous = a.section
  }
  return distinct
}
