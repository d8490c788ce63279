/**
 * Everything the shell, the dashboard and the Courses screen show about one scope, from one
 * definition: the courses taught in it, their staffing, the professors who teach in it, and the
 * schedule conflicts in it.
 */
import type { Course } from './course'
import { conflictPairsInScope, type ConflictPair } from './plan-conflicts'
import { listDiff, type PlanIndex } from './plan-index'
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
  return figuresOf(
    courses.filter((c) => courseInScope(c, scope)),
    index,
    scope,
  )
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

function figuresOf(
  inScope: Course[],
  index: PlanIndex,
  scope: PlanningScope,
  previous?: { index: PlanIndex; figures: ScopeFigures },
): ScopeFigures {
  const same = <K extends keyof PlanIndex>(...keys: K[]) =>
    previous !== undefined && keys.every((k) => previous.index[k] === index[k])
  return {
    courses: inScope,
    staffing: staffingFigures(inScope, index.assignedSections),
    professorsTeaching: same('loads') ? previous!.figures.professorsTeaching : teachingIn(index, scope),
    conflicts: same('byProfessorTerm', 'courseById')
      ? previous!.figures.conflicts
      : conflictPairsInScope(index, scope),
  }
}

/**
 * The figures of the same scope after an edit, equal to `scopeFigures(courses, index, scope)`:
 * the scope's course list is patched where the edit replaced or deleted courses that stay where
 * they were (in the scope or out of it), instead of testing all 10,000 courses again, and the
 * parts whose index maps the edit left as they were are kept. Any other change (a course added,
 * or moved into or out of the scope) filters again.
 */
export function updateScopeFigures(
  previous: { courses: readonly Course[]; index: PlanIndex; figures: ScopeFigures },
  courses: readonly Course[],
  index: PlanIndex,
  scope: PlanningScope,
): ScopeFigures {
  const patched = patchInScope(previous.courses, previous.figures.courses, courses, scope)
  return figuresOf(patched ?? courses.filter((c) => courseInScope(c, scope)), index, scope, previous)
}

/** The new in-scope list, or null when the edit is not one this can patch. */
function patchInScope(
  before: readonly Course[],
  inScopeBefore: Course[],
  after: readonly Course[],
  scope: PlanningScope,
): Course[] | null {
  // Same courses (an assignment edit): the same list, kept by identity for whatever memoises on it.
  if (before === after) return inScopeBefore
  const diff = listDiff(before, after)
  if (!diff) return null
  const addedById = new Map(diff.added.map((c) => [c.id, c]))
  // A course with a new id: where it belongs in the list's order is not known here.
  if (diff.added.some((c) => !diff.removed.some((r) => r.id === c.id))) return null
  const out = [...inScopeBefore]
  for (const old of diff.removed) {
    const replacement = addedById.get(old.id)
    const wasIn = courseInScope(old, scope)
    const isIn = replacement !== undefined && courseInScope(replacement, scope)
    if (!wasIn && !isIn) continue
    // Moved into the scope: its place among the others is not known here.
    if (!wasIn) return null
    const at = out.indexOf(old)
    if (at < 0) return null
    if (isIn) out[at] = replacement!
    else out.splice(at, 1)
  }
  return out
}

/** A stable text for a scope, for caches: equal scopes give equal keys. */
export function scopeCacheKey(scope: PlanningScope): string {
  return `${scope.kind}|${[...scope.keys].join(',')}|${[...scope.termTypes].join(',')}`
}
