/**
 * Everything the shell, the dashboard and the Courses screen show about one scope, from one
 * definition: the staffing of the courses taught in it, the professors who teach in it, and the
 * schedule conflicts in it.
 */
import type { Course } from '@/domain/model/course'
import { conflictPairsInScope, type ConflictPair } from './plan-conflicts'
import type { PlanIndex } from './plan-index'
import { courseInScope, type PlanningScope } from '@/domain/calendar/planning-term'
import { staffingFigures, type StaffingFigures } from './staffing'

export interface ScopeFigures {
  /** Of the courses taught in the scope (`staffing.courses` of them). */
  staffing: StaffingFigures
  /** Professors holding at least one section in a term of the scope. */
  professorsTeaching: Set<string>
  conflicts: ConflictPair[]
}

type FiguresIndex = Pick<PlanIndex, 'courseById' | 'assignedSections' | 'loads' | 'conflicts'>

/** The courses taught in the scope, in the order of the course list. */
export function coursesInScope(index: Pick<PlanIndex, 'courseById'>, scope: PlanningScope): Course[] {
  const out: Course[] = []
  for (const course of index.courseById.values()) if (courseInScope(course, scope)) out.push(course)
  return out
}

/**
 * The scope's figures. A caller that keeps them another way may give the staffing (the plan
 * store's sums per term) or the scope's conflicts (when they have not changed); the rest is one
 * pass over the professors' loads.
 */
export function scopeFigures(
  index: FiguresIndex,
  scope: PlanningScope,
  known: { staffing?: StaffingFigures; conflicts?: ConflictPair[] } = {},
): ScopeFigures {
  return {
    staffing: known.staffing ?? staffingFigures(coursesInScope(index, scope), index.assignedSections),
    professorsTeaching: teachingIn(index, scope),
    conflicts: known.conflicts ?? conflictPairsInScope(index, scope),
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
