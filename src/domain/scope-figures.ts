/**
 * Everything the shell, the dashboard and the Courses screen show about one scope, from one
 * definition: the courses taught in it, their staffing, the professors who teach in it, and the
 * schedule conflicts in it.
 */
import type { Course } from './course'
import { conflictPairsInScope, sameConflictPairs, type ConflictPair } from './plan-conflicts'
import { filterTracked, patchFiltered } from './list-edits'
import { coursesTouchedBetween, type PlanIndex } from './plan-index'
import { courseInScope, type PlanningScope } from './planning-term'
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
    for (const key of terms.keys()) {
      if (scope.keys.has(key)) {
        professorsTeaching.add(professorId)
        break
      }
    }
  }
  return professorsTeaching
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
  const touched = coursesTouchedBetween(previous.index, index)
  const inScope =
    previous.courses === courses
      ? previous.figures.courses
      : touched && patchFiltered(previous.courses, previous.figures.courses, courses, (c) => courseInScope(c, scope))
  if (!touched || !inScope) return scopeFigures(courses, index, scope)
  const before = previous.index
  const share = (at: PlanIndex, id: string) => {
    const course = at.courseById.get(id)
    return course && courseInScope(course, scope) ? [[course, at.assignedSections.get(id) ?? 0] as const] : []
  }
  const ids = [...touched]
  // Conflicts read the touched courses' schedules and everyone's sections by term.
  const schedulesKept = ids.every((id) => before.courseById.get(id)?.schedule === index.courseById.get(id)?.schedule)
  return {
    courses: inScope,
    staffing: adjustStaffing(
      previous.figures.staffing,
      ids.flatMap((id) => share(before, id)),
      ids.flatMap((id) => share(index, id)),
    ),
    professorsTeaching: before.loads === index.loads ? previous.figures.professorsTeaching : teachingIn(index, scope),
    conflicts:
      before.byProfessorTerm === index.byProfessorTerm && schedulesKept
        ? previous.figures.conflicts
        : keepIfSame(previous.figures.conflicts, conflictPairsInScope(index, scope)),
  }
}

const keepIfSame = (before: ConflictPair[], after: ConflictPair[]) => (sameConflictPairs(before, after) ? before : after)

/** A stable text for a scope, for caches: equal scopes give equal keys. */
export function scopeCacheKey(scope: PlanningScope): string {
  return `${scope.kind}|${[...scope.keys].join(',')}|${[...scope.termTypes].join(',')}`
}
