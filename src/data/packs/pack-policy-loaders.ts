/**
 * The data side of the rule-pack registry (domain/policy/rule-packs.ts): for each pack whose policy
 * is measured on the plan's own records, the loader of its policy cache, imported on demand (the
 * pack's code stays out of the first bundle). One line per pack; use-workload-policy.ts asks this
 * table by the chosen pack's id and never names a pack.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { AlertInput } from '@/domain/alerts/workload-alerts'
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import type { PlanIndex } from '@/domain/plan/plan-index'
import type { RulePackId } from '@/domain/policy/rule-packs'
import type { WorkloadPolicy } from '@/domain/policy/workload-policy'
import type { MeasureAfter } from '@/domain/professors/professor-ranking'

/** A figure a pack shows on the dashboard for the scope's term (a deadline and its counts). */
export interface PackClock {
  readonly label: string
  /** The counts in words ('2 issued · 3 pending (of …) · 1 overdue'). */
  readonly counts: string
  readonly issued: number
  readonly pending: number
  readonly termStart: string
}

/** One plan's policy as a pack measures it, and what was computed for it, kept while its rules, records and plan are the same. */
export interface PolicyCache {
  /** The policy of the rules and records stored now, measuring loads on `index`. */
  policy(index?: PlanIndex): WorkloadPolicy
  /** The pack's alerts of a professor's term (workload-alerts.ts `contractAlerts`). */
  contractAlerts(index?: PlanIndex): NonNullable<AlertInput['contractAlerts']>
  /**
   * The exact "after" of Manage Sections and bulk assign: a professor measured with the sections
   * added (with `replace`, their own sections of those courses left out first), instead of an estimate.
   */
  measureAfter(index?: PlanIndex): MeasureAfter
  /**
   * The pack's clock of the scope's term (the first whose classes have not started, else the
   * last), with its label: computed here so the dashboard's card carries no pack code of its own.
   */
  swfClock(
    terms: readonly PlanningTerm[],
    professors: readonly { id: string; isActive: boolean; employmentType?: string | null }[],
    today: string,
    /** The plan, for each professor's periods (a form per period); one form per professor without it. */
    index?: PlanIndex,
  ): PackClock | undefined
}

export interface PackPolicyLoader {
  /** A policy cache reading the rules and records `client` holds. */
  createPolicyCache(client: QueryClient): PolicyCache
}

/** The packs whose policy loads on demand (rule-packs.ts `loadsOnDemand`), by id. */
export const PACK_POLICY_LOADERS: Partial<Record<RulePackId, () => Promise<PackPolicyLoader>>> = {
  'ontario-caat-a': () => import('./caat-a/caat-a-policy-load'),
}
