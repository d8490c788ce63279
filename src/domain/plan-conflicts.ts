/**
 * Schedule conflicts as they stand now, within a scope: for each professor and planning term,
 * every pair of their sections on different courses whose schedules meet on the same day at
 * overlapping times. Computed from the current data rather than read from the `conflicts` list
 * stored on an assignment when it was made, which goes stale when the other section is
 * unassigned or a schedule changes.
 */
import type { Assignment } from './assignment'
import type { PlanIndex } from './plan-index'
import { parseTermKey, type PlanningScope, type PlanningTerm } from './planning-term'
import type { Course } from './course'
import { describeConflict, sessionsConflict, sharedDays, WEEKDAY_LABELS } from './schedule-conflict'

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
 * professor's map whenever one of their assignments or courses changes (see updatePlanIndex), so
 * after an edit only the touched professors are compared again.
 */
const pairsByProfessor = new WeakMap<ReadonlyMap<string, Assignment[]>, Map<string, ConflictPair[]>>()

function professorPairs(
  professorId: string,
  terms: ReadonlyMap<string, Assignment[]>,
  courseById: PlanIndex['courseById'],
): Map<string, ConflictPair[]> {
  const cached = pairsByProfessor.get(terms)
  if (cached) return cached
  const byTerm = new Map<string, ConflictPair[]>()
  for (const [key, list] of terms) {
    if (list.length < 2) continue
    const term = parseTermKey(key)
    if (!term) continue
    const out: ConflictPair[] = []
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!
      const aSchedule = courseById.get(a.courseId)?.schedule
      if (!aSchedule?.days.length) continue
      for (let j = i + 1; j < list.length; j++) {
        const b = list[j]!
        if (b.courseId === a.courseId) continue
        const bSchedule = courseById.get(b.courseId)?.schedule
        if (!bSchedule || !sessionsConflict(aSchedule, bSchedule)) continue
        const days = sharedDays(aSchedule, bSchedule).map((d) => WEEKDAY_LABELS[d]).join(', ')
        out.push({ professorId, term, first: a, second: b, days })
      }
    }
    if (out.length) byTerm.set(key, out)
  }
  pairsByProfessor.set(terms, byTerm)
  return byTerm
}

export function conflictPairsInScope(index: PlanIndex, scope: PlanningScope): ConflictPair[] {
  const out: ConflictPair[] = []
  for (const [professorId, terms] of index.byProfessorTerm) {
    for (const [key, pairs] of professorPairs(professorId, terms, index.courseById)) {
      if (scope.keys.has(key)) out.push(...pairs)
    }
  }
  return out
}

/**
 * The same conflicts: pair by pair, the same professor, sections and days. An edit that adds or
 * moves a section without causing or ending a conflict then keeps the scope's conflict list (and
 * every filter keyed on it) as it was.
 */
export function sameConflictPairs(a: readonly ConflictPair[], b: readonly ConflictPair[]): boolean {
  if (a === b) return true
  if (a.length !== b.length) return false
  return a.every((p, i) => {
    const q = b[i]!
    return p === q || (p.professorId === q.professorId && p.first === q.first && p.second === q.second && p.days === q.days && p.term.term === q.term.term && p.term.year === q.term.year)
  })
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
