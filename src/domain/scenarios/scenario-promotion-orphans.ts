/**
 * A promotion must not leave a section without its course in live (issue 33, known gap):
 *  - the scenario deletes a course that live has given sections to since: those assignments are
 *    deleted with the course in the same change set (as deleting a course does in live), each on
 *    the condition that live still holds it as read, and listed so the user sees it;
 *  - the scenario assigns a section of a course that live has deleted since: that assignment is
 *    left out (there is no course to hold it) and said so.
 * planPromotion sees neither: the records involved are not ones the scenario changed.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { ChangeSet, Precondition } from '@/domain/model/change-set'
import type { Course } from '@/domain/model/course'
import { recordAsRead } from '@/domain/plan/preconditions'
import { SCENARIO_MESSAGES } from './scenario-messages'
import type { PlanLists } from './scenario-overlay'
import type { PromotionPlan } from './scenario-promotion'
import { sectionName } from './scenario-records'

export interface OrphanGuarded extends PromotionPlan {
  /** One sentence per live assignment deleted with its course. */
  cascaded: string[]
  /** One sentence per scenario assignment left out because live deleted its course. */
  leftOut: string[]
}

export function guardOrphans(plan: PromotionPlan, live: PlanLists, courseOf: (id: string) => Course | undefined): OrphanGuarded {
  const changes = plan.changeSet
  const deletedCourses = new Set(changes.delete?.courses ?? [])
  const coursesAfter = new Set(live.courses.map((c) => c.id).filter((id) => !deletedCourses.has(id)))
  for (const c of changes.put?.courses ?? []) coursesAfter.add(c.id)
  const deletedAssignments = new Set(changes.delete?.assignments ?? [])
  const puts = (changes.put?.assignments ?? []) as Assignment[]
  const name = (a: Pick<Assignment, 'courseId' | 'section' | 'term' | 'academicYear'>) => sectionName(a.courseId, a.section, courseOf(a.courseId), a)

  const cascade = live.assignments.filter((a) => deletedCourses.has(a.courseId) && !deletedAssignments.has(a.id) && !puts.some((p) => p.id === a.id))
  const orphans = new Set(puts.filter((a) => !coursesAfter.has(a.courseId)).map((a) => a.id))
  if (!cascade.length && !orphans.size) return { ...plan, cascaded: [], leftOut: [] }

  const leftOut = puts.filter((a) => orphans.has(a.id)).map((a) => SCENARIO_MESSAGES.courseGoneInLive(name(a)))
  const keptPuts = puts.filter((a) => !orphans.has(a.id))
  const require: Precondition[] = [
    // An orphan's own precondition goes with it; the rest stand.
    ...(changes.require ?? []).filter((p) => !(p.kind === 'record' && p.store === 'assignments' && orphans.has(p.id))),
    ...cascade.map((a) => recordAsRead('assignments', a.id, a, name(a))),
  ]
  const promoted = plan.promoted - orphans.size + cascade.length
  const put: ChangeSet['put'] = { ...changes.put }
  if (keptPuts.length) put.assignments = keptPuts
  else delete put.assignments
  const del = { ...changes.delete, ...(cascade.length ? { assignments: [...deletedAssignments, ...cascade.map((a) => a.id)] } : {}) }
  const changeSet: ChangeSet = promoted > 0 ? { put, delete: del, require } : {}
  return {
    ...plan,
    changeSet,
    promoted,
    cascaded: cascade.map((a) => SCENARIO_MESSAGES.cascadedFromCourse(name(a))),
    leftOut,
  }
}
