/**
 * A professor's load in a scope. A weekly cap is a cap per planning term, so:
 *  - in a one-term scope the figure is the load of that term;
 *  - in a scope of several terms ('All Semesters' of an academic year, a custom range) the figure
 *    is the professor's peak term ("12/12 · peak Winter 2027"), with every term listed beside it.
 *    Overloaded means overloaded in at least one term, which is exactly "the peak is over the cap".
 * Hours of different terms are never added together.
 */
import { formatNumber } from '@/domain/kernel/format'
import type { PlanIndex, TermLoad } from './plan-index'
import {
  compareTerms,
  parseTermKey,
  planningTermLabel,
  termKey,
  type PlanningScope,
  type PlanningTerm,
  type TermKey,
} from '@/domain/calendar/planning-term'
import { attributedFigure } from '@/domain/policy/attributed-figure'
import { DEFAULT_WORKLOAD_POLICY, workloadSummaryOf, type PolicyProfessor, type WorkloadPolicy } from '@/domain/policy/workload-policy'
import type { WorkloadSummary } from '@/domain/model/workload'

export interface TermFigure extends WorkloadSummary {
  term: PlanningTerm
  key: TermKey
  sections: number
}

export interface ScopedWorkload extends WorkloadSummary {
  /** The term the figure is for: the scope's term, or the peak term; null when nothing is assigned in a multi-term scope. */
  term: PlanningTerm | null
  /** True when the scope has several terms, so the figure is the peak. */
  isPeak: boolean
  /** Every term of the scope in which the professor teaches, chronological. */
  terms: TermFigure[]
  overloadedTerms: PlanningTerm[]
  /** Sections (assignments) held anywhere in the scope. */
  sections: number
  /**
   * The figure's full measure when the policy measures more than weekly hours (CAAT-A, full-time:
   * '41.3 / 44 h attributed · 15 / 18 TCH'); absent otherwise.
   */
  figure?: string
}

/**
 * The professor's load in the scope, from their per-term loads (PlanIndex.loads.get(id)), each term
 * measured by the workload policy.
 */
export function scopedWorkload(
  loads: ReadonlyMap<TermKey, TermLoad> | undefined,
  professor: PolicyProfessor,
  scope: PlanningScope,
  policy: WorkloadPolicy = DEFAULT_WORKLOAD_POLICY,
): ScopedWorkload {
  const summary = (term: PlanningTerm | null, hours: number) => workloadSummaryOf(policy.assess(professor, term, hours))
  /** The headline figure, with the policy's full measure when it has one. */
  const headline = (term: PlanningTerm | null, hours: number) => {
    const a = policy.assess(professor, term, hours)
    const figure = attributedFigure(a)
    return figure ? { ...workloadSummaryOf(a), figure } : workloadSummaryOf(a)
  }
  const terms: TermFigure[] = []
  for (const [key, load] of loads ?? []) {
    if (!scope.keys.has(key)) continue
    const term = parseTermKey(key)
    const figure: TermFigure | null = term ? { ...summary(term, load.hours), term, key, sections: load.sections } : null
    if (figure) terms.push(figure)
  }
  terms.sort((a, b) => compareTerms(a.term, b.term))
  const sections = terms.reduce((n, t) => n + t.sections, 0)
  const overloadedTerms = terms.filter((t) => t.status === 'overloaded').map((t) => t.term)

  if (scope.kind === 'term') {
    const term = scope.terms[0] ?? null
    const only = term ? terms.find((t) => t.key === termKey(term)) : undefined
    return { ...headline(term, only?.assignedHours ?? 0), term, isPeak: false, terms, overloadedTerms, sections }
  }
  // Peak: the most hours; on a tie the earliest term, so the figure does not jump around.
  let peak: TermFigure | undefined
  for (const t of terms) if (!peak || t.assignedHours > peak.assignedHours) peak = t
  return { ...headline(peak?.term ?? null, peak?.assignedHours ?? 0), term: peak?.term ?? null, isPeak: true, terms, overloadedTerms, sections }
}

/**
 * The term a figure is the peak of, when it is the busiest of several terms (shown as 'peak
 * Winter 2027' beside it); null for a one-term scope or a figure from a single term.
 */
export function peakTermOf(w: Pick<ScopedWorkload, 'isPeak' | 'term' | 'terms'>): PlanningTerm | null {
  return w.isPeak && w.term && w.terms.length > 1 ? w.term : null
}

/** 'Fall 2026: 10 h · Winter 2027: 12 h' for the hover/expand breakdown. */
export function termBreakdownLabel(w: ScopedWorkload): string {
  return w.terms.map((t) => `${planningTermLabel(t.term)}: ${formatNumber(t.assignedHours)} h`).join(' · ')
}

/** Load of one professor in one term (0 when they teach nothing then). */
export function termHours(index: Pick<PlanIndex, 'loads'>, professorId: string, term: PlanningTerm): number {
  return index.loads.get(professorId)?.get(termKey(term))?.hours ?? 0
}

