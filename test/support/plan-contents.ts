/**
 * Everything a plan index holds, for comparing an incrementally kept plan with a build from
 * scratch: maps keyed by id in key order (their insertion order carries no meaning), but courses
 * in list order and every list in its own order, as screens show them.
 */
import type { PlanIndex } from '@/domain/plan/plan-index'

export function planContents(index: PlanIndex) {
  const sorted = <V, W>(m: ReadonlyMap<string, V>, f: (v: V) => W) =>
    [...m].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, f(v)] as const)
  const same = <V>(v: V) => v
  return {
    courses: [...index.courseById],
    byCourse: sorted(index.byCourse, same),
    assignedSections: sorted(index.assignedSections, same),
    termOf: sorted(index.termOf, same),
    loads: sorted(index.loads, (terms) => sorted(terms, same)),
    byProfessorTerm: sorted(index.byProfessorTerm, (terms) => sorted(terms, same)),
    conflicts: sorted(index.conflicts, (terms) => sorted(terms, same)),
  }
}
