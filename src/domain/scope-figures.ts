/**
 * Everything the shell, the dashboard and the Courses screen show about one scope, from one
 * definition: the courses taught in it, their staffing, the professors who teach in it, and the
 * schedule conflicts in it.
 */
import type { Course } from './course'
import { conflictPairsInScope, type ConflictPair } from './plan-conflicts'
import type { PlanIndex } from './plan-index'
import { courseInScope, type PlanningScope } from './planning-term'
import { staffingFigures, type StaffingFigures } from './staffing'

export interface ScopeFigures {
  courses: Course[]
  staffing: StaffingFigures
  /** Professors holding at least one section in a term of the scope. */
  professorsTeaching: Set<string>
  conflicts: ConflictPair[]
}

export function scopeFigures(courses: readonly Course[], index: PlanIndex, scope: PlanningScope): ScopeFigures {
  const inScope = courses.filter((c) => courseInScope(c, scope))
  const professorsTeaching = new Set<string>()
  for (const [professorId, terms] of index.loads) {
    for (const key of terms.keys()) {
      if (scope.keys.has(key)) {
        professorsTeaching.add(professorId)
        break
      }
    }
  }
  return {
    courses: inScope,
    staffing: staffingFigures(inScope, index.assignedSections),
    professorsTeaching,
    conflicts: conflictPairsInScope(index, scope),
  }
}

/** A stable text for a scope, for caches: equal scopes give equal keys. */
export function scopeCacheKey(scope: PlanningScope): string {
  return `${scope.kind}|${[...scope.keys].join(',')}|${[...scope.termTypes].join(',')}`
}
