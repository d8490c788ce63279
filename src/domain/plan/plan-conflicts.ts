/**
 * Schedule conflicts as they stand now, within a scope: for each professor and planning term,
 * every pair of their sections on different courses whose schedules meet on the same day at
 * overlapping times. Computed from the current data rather than read from the `conflicts` list
 * stored on an assignment when it was made, which goes stale when the other section is
 * unassigned or a schedule changes.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { PlanIndex } from './plan-index'
import { parseTermKey, type PlanningScope, type PlanningTerm } from '@/domain/calendar/planning-term'
import type { Course } from '@/domain/model/course'
import { describeConflict, sessionsConflict, sharedDays, WEEKDAY_LABELS } from '@/domain/calendar/schedule-conflict'

export interface ConflictPair {
  professorId: string
  term: PlanningTerm
  first: Assignment
  second: Assignment
  /** 'Mon, Wed' */
  days: string
}

/**
 * One professor's conflicts in every term, memoized per terms map: the plan index replaces a
 * professor's map whenever one of their sections comes, goes or changes term (see
 * updatePlanIndex). A course's schedule can change without that, so each entry also keeps the
 * schedules it was computed from and is used only while they are all still the same.
 */
const pairsByProfessor = new WeakMap<
  ReadonlyMap<string, Assignment[]>,
  { byTerm: Map<string, ConflictPair[]>; schedules: Map<string, Course['schedule']> }
>()

function professorPairs(
  professorId: string,
  terms: ReadonlyMap<string, Assignment[]>,
  courseById: PlanIndex['courseById'],
): Map<string, ConflictPair[]> {
  const cached = pairsByProfessor.get(terms)
  if (cached && [...cached.schedules].every(([id, schedule]) => courseById.get(id)?.schedule === schedule)) return cached.byTerm
  const byTerm = new Map<string, ConflictPair[]>()
  const schedules = new Map<string, Course['schedule']>()
  const scheduleOf = (courseId: string) => {
    const schedule = courseById.get(courseId)?.schedule
    schedules.set(courseId, schedule)
    return schedule
  }
  for (const [key, list] of terms) {
    if (list.length < 2) continue
    const term = parseTermKey(key)
    if (!term) continue
    const out: ConflictPair[] = []
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!
      const aSchedule = scheduleOf(a.courseId)
      if (!aSchedule?.days.length) continue
      for (let j = i + 1; j < list.length; j++) {
        const b = list[j]!
        if (b.courseId === a.courseId) continue
        const bSchedule = scheduleOf(b.courseId)
        if (!bSchedule || !sessionsConflict(aSchedule, bSchedule)) continue
        const days = sharedDays(aSchedule, bSchedule).map((d) => WEEKDAY_LABELS[d]).join(', ')
        out.push({ professorId, term, first: a, second: b, days })
      }
    }
    if (out.length) byTerm.set(key, out)
  }
  pairsByProfessor.set(terms, { byTerm, schedules })
  return byTerm
}

function pairsInScope(out: ConflictPair[], professorId: string, index: PlanIndex, scope: PlanningScope): void {
  const terms = index.byProfessorTerm.get(professorId)
  if (!terms) return
  for (const [key, pairs] of professorPairs(professorId, terms, index.courseById)) {
    if (scope.keys.has(key)) out.push(...pairs)
  }
}

/** The scope's conflicts, professor by professor. The order carries no meaning. */
export function conflictPairsInScope(index: PlanIndex, scope: PlanningScope): ConflictPair[] {
  const out: ConflictPair[] = []
  for (const professorId of index.byProfessorTerm.keys()) pairsInScope(out, professorId, index, scope)
  return out
}

/**
 * The scope's conflicts after an edit that could only change those of `professors` (their
 * sections or their courses' schedules changed): the others' pairs are kept, theirs computed
 * again. The same pairs as `conflictPairsInScope`, in another order.
 */
export function updateConflictPairs(
  previous: readonly ConflictPair[],
  index: PlanIndex,
  scope: PlanningScope,
  professors: ReadonlySet<string>,
): ConflictPair[] {
  const out = previous.filter((p) => !professors.has(p.professorId))
  for (const professorId of professors) pairsInScope(out, professorId, index, scope)
  return out
}

/**
 * The same conflicts, in any order: the same professors, sections (the same records) and days.
 * An edit that adds or moves a section without causing or ending a conflict then keeps the
 * scope's conflict list (and every filter keyed on it) as it was.
 */
export function sameConflictPairs(a: readonly ConflictPair[], b: readonly ConflictPair[]): boolean {
  if (a === b) return true
  if (a.length !== b.length) return false
  const byFirst = new Map<Assignment, ConflictPair[]>()
  for (const p of a) {
    const list = byFirst.get(p.first)
    if (list) list.push(p)
    else byFirst.set(p.first, [p])
  }
  return b.every((q) =>
    (byFirst.get(q.first) ?? []).some(
      (p) =>
        p === q ||
        (p.second === q.second && p.professorId === q.professorId && p.days === q.days && p.term.term === q.term.term && p.term.year === q.term.year),
    ),
  )
}

/** Ids of the courses that take part in at least one conflict (the Courses "Conflicts" filter). */
export function conflictingCourseIds(pairs: readonly ConflictPair[]): Set<string> {
  const out = new Set<string>()
  for (const p of pairs) {
    out.add(p.first.courseId)
    out.add(p.second.courseId)
  }
  return out
}

/** What each assignment in a conflict clashes with, worded as on the cards ("Overlaps ANI2001 section 1 on Mon 09:00-12:00"). */
export function conflictsByAssignment(
  pairs: readonly ConflictPair[],
  courseById: ReadonlyMap<string, Pick<Course, 'code' | 'schedule'>>,
): Map<string, string[]> {
  const out = new Map<string, string[]>()
  const add = (mine: Assignment, other: Assignment) => {
    const otherCourse = courseById.get(other.courseId)
    const ownCourse = courseById.get(mine.courseId)
    if (!otherCourse?.schedule || !ownCourse?.schedule) return
    const days = sharedDays(ownCourse.schedule, otherCourse.schedule)
    const text = describeConflict(otherCourse, other.section, days, otherCourse.schedule)
    out.set(mine.id, [...(out.get(mine.id) ?? []), text])
  }
  for (const p of pairs) {
    add(p.first, p.second)
    add(p.second, p.first)
  }
  return out
}
