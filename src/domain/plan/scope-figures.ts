/**
 * Everything the shell, the dashboard and the Courses screen show about one scope, from one
 * definition: the courses taught in it, their staffing, the professors who teach in it, and the
 * schedule conflicts in it.
 */
import type { Course } from '@/domain/model/course'
import { conflictPairsInScope, sameConflictPairs, updateConflictPairs, type ConflictPair } from './plan-conflicts'
import { filterTracked, patchFiltered } from '@/domain/kernel/list-edits'
import { planUpdateBetween, type PlanIndex } from './plan-index'
import { courseInScope, type PlanningScope } from '@/domain/calendar/planning-term'
import { adjustStaffing, staffingFigures, type StaffingFigures } from './staffing'

export interface ScopeFigures {
  courses: Course[]
  staffing: StaffingFigures
  /** Professors holding at least one section in a term of the scope. */
  professorsTeaching: Set<string>
  conflicts: ConflictPair[]
}

export function scopeFigures(courses: readonly Course[], index: PlanIndex, scope: PlanningScope): ScopeFigures {
  const inScope = filterTracked(courses, (c) => courseInScope(c, scope))
  return {
    courses: inScope,
    staffing: staffingFigures(inScope, index.assignedSections),
    professorsTeaching: teachingIn(index, scope),
    conflicts: conflictPairsInScope(index, scope),
  }
}

function teachingIn(index: PlanIndex, scope: PlanningScope): Set<string> {
  const professorsTeaching = new Set<string>()
  for (const [professorId, terms] of index.loads) {
    if (teachesIn(terms, scope)) professorsTeaching.add(professorId)
  }
  return professorsTeaching
}

/** A professor's loads by term include a term of the scope. */
function teachesIn(terms: ReadonlyMap<string, unknown> | undefined, scope: PlanningScope): boolean {
  for (const key of terms?.keys() ?? []) if (scope.keys.has(key)) return true
  return false
}

/**
 * The figures of the same scope after an edit, equal to `scopeFigures(courses, index, scope)`.
 * When the edit is known (the write path records which list positions it changed, and the plan
 * index which courses it touched), the in-scope list is patched at those positions, the staffing
 * sums are adjusted by the touched courses' old and new shares, and the parts whose index maps
 * and courses the edit left alone are kept: one edit then costs the same at 300 or 10,000
 * courses. Anything else computes again.
 */
export function updateScopeFigures(
  previous: { courses: readonly Course[]; index: PlanIndex; figures: ScopeFigures },
  courses: readonly Course[],
  index: PlanIndex,
  scope: PlanningScope,
): ScopeFigures {
  const update = planUpdateBetween(previous.index, index)
  const inScope =
    previous.courses === courses
      ? previous.figures.courses
      : update && patchFiltered(previous.courses, previous.figures.courses, courses, (c) => courseInScope(c, scope))
  if (!update || !inScope) return scopeFigures(courses, index, scope)
  const before = previous.index
  const share = (at: PlanIndex, id: string) => {
    const course = at.courseById.get(id)
    return course && courseInScope(course, scope) ? [[course, at.assignedSections.get(id) ?? 0] as const] : []
  }
  const ids = [...update.touchedCourses]
  const professors = update.touchedProfessors
  // Conflicts change for the professors whose sections changed, and for everyone teaching a
  // course whose schedule changed.
  const conflicted = new Set(professors)
  for (const id of ids) {
    if (before.courseById.get(id)?.schedule === index.courseById.get(id)?.schedule) continue
    for (const a of [...(before.byCourse.get(id) ?? []), ...(index.byCourse.get(id) ?? [])]) conflicted.add(a.professorId)
  }
  return {
    courses: inScope,
    staffing: adjustStaffing(
      previous.figures.staffing,
      ids.flatMap((id) => share(before, id)),
      ids.flatMap((id) => share(index, id)),
    ),
    professorsTeaching: updateTeaching(previous.figures.professorsTeaching, index, scope, professors),
    conflicts: conflicted.size
      ? keepIfSame(previous.figures.conflicts, updateConflictPairs(previous.figures.conflicts, index, scope, conflicted))
      : previous.figures.conflicts,
  }
}

/** The teaching set after the touched professors' loads changed: the same set when none came or went. */
function updateTeaching(before: Set<string>, index: PlanIndex, scope: PlanningScope, professors: ReadonlySet<string>): Set<string> {
  let out = before
  for (const id of professors) {
    if (teachesIn(index.loads.get(id), scope) === before.has(id)) continue
    if (out === before) out = new Set(before)
    if (before.has(id)) out.delete(id)
    else out.add(id)
  }
  return out
}

/** The same pairs (in any order) keep the previous list, and whatever is keyed on it. */
const keepIfSame = (before: ConflictPair[], after: ConflictPair[]) => (sameConflictPairs(before, after) ? before : after)

/** A stable text for a scope, for caches: equal scopes give equal keys. */
export function scopeCacheKey(scope: PlanningScope): string {
  return `${scope.kind}|${[...scope.keys].join(',')}|${[...scope.termTypes].join(',')}`
}
