/**
 * Schedule conflicts as they stand now, within a scope: for each professor and planning term,
 * every pair of their sections on different courses whose schedules meet on the same day at
 * overlapping times. Computed from the current data rather than read from the `conflicts` list
 * stored on an assignment when it was made, which goes stale when the other section is
 * unassigned or a schedule changes.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { PlanIndex } from './plan-index'
import { parseTermKey, type PlanningScope, type PlanningTerm, type TermKey } from '@/domain/calendar/planning-term'
import type { Course } from '@/domain/model/course'
import { describeConflict, sessionsConflict, sharedDays, WEEKDAY_LABELS } from '@/domain/calendar/schedule-conflict'

export interface ConflictPair {
  professorId: string
  term: PlanningTerm
  first: Assignment
  second: Assignment
  /** The courses of the two sections, as the pair was found: what the texts name. */
  firstCourse: ConflictCourse
  secondCourse: ConflictCourse
  /** 'Mon, Wed' */
  days: string
}

type ConflictCourse = Pick<Course, 'id' | 'code' | 'schedule'>

/** One professor's conflicts in every term of `terms` (their sections by term); terms without any are left out. */
export function professorConflicts(
  professorId: string,
  terms: ReadonlyMap<TermKey, readonly Assignment[]>,
  courseById: ReadonlyMap<string, ConflictCourse>,
): Map<TermKey, ConflictPair[]> {
  const byTerm = new Map<TermKey, ConflictPair[]>()
  for (const [key, list] of terms) {
    if (list.length < 2) continue
    const term = parseTermKey(key)
    if (!term) continue
    const out: ConflictPair[] = []
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!
      const aCourse = courseById.get(a.courseId)
      const aSchedule = aCourse?.schedule
      if (!aCourse || !aSchedule?.days.length) continue
      for (let j = i + 1; j < list.length; j++) {
        const b = list[j]!
        if (b.courseId === a.courseId) continue
        const bCourse = courseById.get(b.courseId)
        const bSchedule = bCourse?.schedule
        if (!bCourse || !bSchedule || !sessionsConflict(aSchedule, bSchedule)) continue
        const days = sharedDays(aSchedule, bSchedule).map((d) => WEEKDAY_LABELS[d]).join(', ')
        const firstCourse = { id: aCourse.id, code: aCourse.code, schedule: aSchedule }
        const secondCourse = { id: bCourse.id, code: bCourse.code, schedule: bSchedule }
        out.push({ professorId, term, first: a, second: b, firstCourse, secondCourse, days })
      }
    }
    if (out.length) byTerm.set(key, out)
  }
  return byTerm
}

/** Every professor's conflicts, for the professors who have some. */
export function conflictsByProfessor(
  byProfessorTerm: ReadonlyMap<string, ReadonlyMap<TermKey, readonly Assignment[]>>,
  courseById: ReadonlyMap<string, ConflictCourse>,
): Map<string, Map<TermKey, ConflictPair[]>> {
  const out = new Map<string, Map<TermKey, ConflictPair[]>>()
  for (const [professorId, terms] of byProfessorTerm) {
    const pairs = professorConflicts(professorId, terms, courseById)
    if (pairs.size) out.set(professorId, pairs)
  }
  return out
}

/** The scope's conflicts, professor by professor. The order carries no meaning. */
export function conflictPairsInScope(index: Pick<PlanIndex, 'conflicts'>, scope: PlanningScope): ConflictPair[] {
  const out: ConflictPair[] = []
  for (const terms of index.conflicts.values()) {
    for (const [key, pairs] of terms) if (scope.keys.has(key)) out.push(...pairs)
  }
  return out
}

/**
 * The same conflicts: the same terms with the same pairs, in the same order, of the same sections
 * and courses of the same code and schedule (what a pair says of its courses).
 * A professor whose sections changed without causing or ending a conflict keeps theirs, and
 * whatever a screen keyed on the scope's conflicts.
 */
export function sameConflicts(
  a: ReadonlyMap<TermKey, readonly ConflictPair[]> | undefined,
  b: ReadonlyMap<TermKey, readonly ConflictPair[]> | undefined,
): boolean {
  if (a === b) return true
  if (!a || !b || a.size !== b.size) return false
  for (const [key, pairs] of a) {
    const other = b.get(key)
    if (!other || other.length !== pairs.length) return false
    for (let i = 0; i < pairs.length; i++) {
      const p = pairs[i]!
      const q = other[i]!
      if (p.first !== q.first || p.second !== q.second || !sameCourse(p.firstCourse, q.firstCourse) || !sameCourse(p.secondCourse, q.secondCourse)) return false
    }
  }
  return true
}

const sameCourse = (a: ConflictCourse, b: ConflictCourse) => a.code === b.code && a.schedule === b.schedule

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
export function conflictsByAssignment(pairs: readonly ConflictPair[]): Map<string, string[]> {
  const out = new Map<string, string[]>()
  const add = (mine: Assignment, own: ConflictCourse, other: Assignment, otherCourse: ConflictCourse) => {
    if (!otherCourse.schedule || !own.schedule) return
    const days = sharedDays(own.schedule, otherCourse.schedule)
    const text = describeConflict(otherCourse, other.section, days, otherCourse.schedule)
    out.set(mine.id, [...(out.get(mine.id) ?? []), text])
  }
  for (const p of pairs) {
    add(p.first, p.firstCourse, p.second, p.secondCourse)
    add(p.second, p.secondCourse, p.first, p.firstCourse)
  }
  return out
}
