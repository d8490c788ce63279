/**
 * The one-time normalisation of stored assignments to the planning-term model. Older records
 * wrote academicYear as "semester year to year + 1" for every term, so Winter 2027 was filed
 * under 2027-2028; their ids embed that year too. This change set rewrites each such record with
 * the term and academic year of its planning term (planning-term.ts) and the id built from them.
 * Nothing is lost: a record is only ever replaced by its corrected copy, and when two old records
 * collapse onto the same corrected id (the same section and professor twice) the newer one stays.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { ChangeSet } from '@/domain/model/change-set'
import type { Course } from '@/domain/model/course'
import {
  assignmentPlanningTerm,
  courseIsScheduled,
  normaliseAssignment,
  parseTermKey,
  scheduleCourse,
  termKey,
} from './planning-term'

/**
 * Courses that are not scheduled (no term and year) but hold assignments, scheduled in the one
 * planning term those assignments count in. Older code filed every assignment of such a course in
 * the spec's default academic year whatever scope it was made from, while the card showed it staffed
 * in every year: scheduling the course where its professors' load is counted makes the card, the
 * header and the load agree on one term (a planner moves it with Edit; its sections follow). A
 * course whose assignments lie in several terms is left as it is: no single term is its own.
 */
export function scheduleStaffedCourses<C extends Pick<Course, 'id' | 'semester' | 'term'>>(
  assignments: readonly Pick<Assignment, 'courseId' | 'term' | 'academicYear'>[],
  courses: readonly C[],
): C[] {
  const termsOf = new Map<string, Set<string>>()
  const unscheduled = new Map(courses.filter((c) => !courseIsScheduled(c)).map((c) => [c.id, c]))
  for (const a of assignments) {
    const course = unscheduled.get(a.courseId)
    if (!course) continue
    let keys = termsOf.get(a.courseId)
    if (!keys) termsOf.set(a.courseId, (keys = new Set()))
    keys.add(termKey(assignmentPlanningTerm(a, course)))
  }
  const out: C[] = []
  for (const [courseId, keys] of termsOf) {
    if (keys.size !== 1) continue
    out.push(scheduleCourse(unscheduled.get(courseId)!, parseTermKey([...keys][0]!)!))
  }
  return out
}

export function normaliseAssignmentTerms(
  assignments: readonly Assignment[],
  courses: readonly Pick<Course, 'id' | 'semester' | 'term'>[],
): { changes: ChangeSet; changed: number } {
  const courseById = new Map(courses.map((c) => [c.id, c]))
  const stored = new Map(assignments.map((a) => [a.id, a]))
  // Group every record by its CORRECTED id first, so a collision is decided between corrected
  // records (a stored id that is itself about to move never shadows a record moving onto it).
  const byCorrectedId = new Map<string, Assignment[]>()
  let changed = 0
  for (const a of assignments) {
    const fixed = normaliseAssignment(a, courseById.get(a.courseId))
    if (fixed !== a) changed++
    const group = byCorrectedId.get(fixed.id)
    if (group) group.push(fixed)
    else byCorrectedId.set(fixed.id, [fixed])
  }
  const put: Assignment[] = []
  for (const [id, group] of byCorrectedId) {
    // The newest assignment wins; on a tie the record already stored under that id stays.
    let winner = group[0]!
    for (const candidate of group.slice(1)) {
      if (candidate.assignedAt > winner.assignedAt || (candidate.assignedAt === winner.assignedAt && candidate === stored.get(id))) {
        winner = candidate
      }
    }
    if (winner !== stored.get(id)) put.push(winner)
  }
  const deletes = [...stored.keys()].filter((id) => !byCorrectedId.has(id))
  const changes: ChangeSet = {}
  if (put.length) changes.put = { assignments: put }
  if (deletes.length) changes.delete = { assignments: deletes }
  return { changes, changed }
}
