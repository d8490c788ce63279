/**
 * The one-time normalisation of stored assignments to the planning-term model. Older records
 * wrote academicYear as "semester year to year + 1" for every term, so Winter 2027 was filed
 * under 2027-2028; their ids embed that year too. This change set rewrites each such record with
 * the term and academic year of its planning term (planning-term.ts) and the id built from them.
 * Nothing is lost: a record is only ever replaced by its corrected copy, and when two old records
 * collapse onto the same corrected id (the same section and professor twice) the newer one stays.
 */
import type { Assignment } from './assignment'
import type { ChangeSet } from './change-set'
import type { Course } from './course'
import { normaliseAssignment } from './planning-term'

export function normaliseAssignmentTerms(
  assignments: readonly Assignment[],
  courses: readonly Pick<Course, 'id' | 'semester' | 'term'>[],
): { changes: ChangeSet; changed: number } {
  const courseById = new Map(courses.map((c) => [c.id, c]))
  const stored = new Map(assignments.map((a) => [a.id, a]))
  const put = new Map<string, Assignment>()
  const remove: string[] = []
  let changed = 0
  for (const a of assignments) {
    const fixed = normaliseAssignment(a, courseById.get(a.courseId))
    if (fixed === a) continue
    changed++
    if (fixed.id !== a.id) remove.push(a.id)
    // A record with the corrected id already exists: keep whichever was assigned last.
    const taken = put.get(fixed.id) ?? stored.get(fixed.id)
    if (taken && taken !== a && taken.assignedAt >= fixed.assignedAt) continue
    put.set(fixed.id, fixed)
  }
  const changes: ChangeSet = {}
  if (put.size) changes.put = { assignments: [...put.values()] }
  const deletes = remove.filter((id) => !put.has(id))
  if (deletes.length) changes.delete = { assignments: deletes }
  return { changes, changed }
}
