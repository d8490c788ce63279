/**
 * Everything the shell, the dashboard and the Courses screen show about one scope, from one
 * definition: the courses taught in it, their staffing, the professors who teach in it, and the
 * schedule conflicts in it. One pass over the plan's maps (about a millisecond at 10,000
 * courses): computed in full whenever the plan changes.
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

type FiguresIndex = Pick<PlanIndex, 'courseById' | 'assignedSections' | 'loads' | 'conflicts'>

/** The scope's figures; `conflicts` may be given when the caller already has the scope's pairs. */
export function scopeFigures(index: FiguresIndex, scope: PlanningScope, conflicts?: ConflictPair[]): ScopeFigures {
  const inScope: Course[] = []
  for (const course of index.courseById.values()) if (courseInScope(course, scope)) inScope.push(course)
  return {
    courses: inScope,
    staffing: staffingFigures(inScope, index.assignedSections),
    professorsTeaching: teachingIn(index, scope),
    conflicts: conflicts ?? conflictPairsInScope(index, scope),
  }
}

function teachingIn(index: FiguresIndex, scope: PlanningScope): Set<string> {
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

/** A stable text for a scope, for caches: equal scopes give equal keys. */
export function scopeCacheKey(scope: PlanningScope): string {
  return `${scope.kind}|${[...scope.keys].join(',')}|${[...scope.termTypes].join(',')}`
}
