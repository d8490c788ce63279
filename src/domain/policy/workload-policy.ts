/**
 * The workload-policy seam: the ONE place that answers, for a professor and a planning term,
 * which limits apply, how the term's load measures against them, the status (the spec's five-way
 * and the reports' three-way), whether N more hours fit, and why.
 *
 * Every screen, alert, bulk action, rollover, ranking, report and the optimizer asks a
 * WorkloadPolicy; nothing else compares hours with a cap or reads a professor's maxWeeklyHours
 * for arithmetic (eslint.config.js guards this). Load is always the load of ONE planning term:
 * a policy never adds hours across terms, the caller passes the term's load (plan-index.ts).
 *
 * Two policies: "CourseLoad bands" (courseload-bands.ts: the spec's rules, section 4 "Professor
 * workload status"), the default; and "Ontario CAAT-A" (caat-a/caat-a-policy.ts: weekly hours are
 * teaching contact hours against the agreement's maximum for the employment type, and for
 * full-time professors the Standard Workload Form's total attributed hours). A rule pack plugs in
 * by adding a measure to WorkloadMeasure/MeasuredLoad, an entry to the first bundle's registry
 * (rule-packs.ts: id, label, help, record stores) and one to the full registry (policy-registry.ts:
 * settings defaults, the policy factory); callers do not change.
 *
 * This file holds only types and the default; the policies import its types, never its values.
 * The registry is a module of its own so the first bundle, which needs the default only, does not
 * carry the CAAT-A pack (it loads on demand when Settings choose it).
 */
import { COURSELOAD_BANDS } from './courseload-bands'
import { RULE_PACK_IDS, type RulePackId } from './rule-packs'
import type { EmploymentType } from '@/domain/kernel/constants'
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import type { Professor } from '@/domain/model/professor'
import type { ReportWorkloadStatus, WorkloadStatus, WorkloadSummary } from '@/domain/model/workload'

/** The rule packs' ids, from their registry (rule-packs.ts). */
export const WORKLOAD_POLICY_IDS = RULE_PACK_IDS
export type WorkloadPolicyId = RulePackId

/**
 * What a policy can limit: weekly teaching hours (under CAAT-A, teaching contact hours: a course's
 * weekly hours are its TCH), and the SWF's total attributed workload (CAAT-A, full-time).
 */
export const WORKLOAD_MEASURES = ['weeklyHours', 'attributedHours'] as const
type WorkloadMeasure = (typeof WORKLOAD_MEASURES)[number]

/** A professor as a policy sees them (the stored record satisfies it). */
export type PolicyProfessor = Pick<Professor, 'isActive' | 'maxWeeklyHours'> & {
  id?: string
  employmentType?: EmploymentType | string | null
}

/**
 * A professor's load in ONE planning term, per measure. A plain number is shorthand for weekly
 * teaching hours, which is all the plan index measures; the SWF (caat-a/swf.ts) measures the rest.
 */
export interface MeasuredLoad {
  weeklyHours: number
  /** The SWF's total attributed workload in the term (CAAT-A); policies that do not limit it ignore it. */
  attributedHours?: number
  /** Every section of the term is non-post-secondary teaching (CAAT-A's higher TCH maximum). */
  nonPostSecondary?: boolean
}
export type LoadInput = number | MeasuredLoad

/** One limit that applies to a professor in a term. */
export interface WorkloadLimit {
  measure: WorkloadMeasure
  /** 'weekly hours' */
  label: string
  max: number
}

/** One limit against the load measured for it. */
export interface LimitCheck extends WorkloadLimit {
  load: number
  /** Rounded percent of the load over the limit; 0 when the limit is 0. */
  utilization: number
  /** Left under the limit, never negative. */
  remaining: number
  /** Left under the limit, negative when over (for ordering and solver bounds). */
  headroom: number
  /** Above the limit, never negative. */
  over: number
  exceeded: boolean
}

/**
 * A professor's load in one term measured against the policy. The headline figures (hours,
 * limit, utilization, remaining, headroom, hoursOver) are weekly teaching hours; the status is
 * 'overloaded' when any limit is exceeded, else that of the binding measure (the bands: weekly
 * hours; CAAT-A: the most used of its limits); `checks` has every limit.
 */
export interface WorkloadAssessment {
  policy: WorkloadPolicyId
  term: PlanningTerm | null
  isActive: boolean
  /** Weekly teaching hours in the term. */
  hours: number
  /** The weekly-hours limit that applies. */
  limit: number
  utilization: number
  remaining: number
  headroom: number
  hoursOver: number
  /** Above a limit (any measure). */
  overloaded: boolean
  status: WorkloadStatus
  /** Active, with a limit above 0, and under half of it (nothing assigned included): the alerts' underload. */
  underloaded: boolean
  checks: LimitCheck[]
}

/** The reports' view of the same load: their limit (with fallbacks) and three-way status. */
export interface ReportAssessment {
  hours: number
  limit: number
  utilization: number
  status: ReportWorkloadStatus
  statusLabel: string
}

export interface WorkloadPolicy {
  readonly id: WorkloadPolicyId
  /** 'CourseLoad bands' */
  readonly label: string
  /** Every limit that applies to the professor in the term, the weekly-hours limit first. */
  limits(professor: PolicyProfessor, term: PlanningTerm | null): WorkloadLimit[]
  /** The weekly-hours limit alone (hot paths: ranking, the optimizer). */
  weeklyLimit(professor: PolicyProfessor, term: PlanningTerm | null): number
  /** Weekly hours left under the limit with `load` held; negative when over. */
  headroom(professor: PolicyProfessor, term: PlanningTerm | null, load: LoadInput): number
  /** The load of the term measured against every limit, with the five-way status. */
  assess(professor: PolicyProfessor, term: PlanningTerm | null, load: LoadInput): WorkloadAssessment
  /** The reports' limit (falls back to the employment type's cap when the professor has none). */
  reportLimit(professor: PolicyProfessor, term: PlanningTerm | null): number
  /** The reports' three-way status of the term's load. */
  reportAssess(
    professor: PolicyProfessor,
    term: PlanningTerm | null,
    load: LoadInput,
  ): ReportAssessment
  /** Whether `extraHours` more fit: active, and load plus extra within every limit. */
  fits(
    professor: PolicyProfessor,
    term: PlanningTerm | null,
    load: LoadInput,
    extraHours: number,
  ): boolean
  /** Why `extraHours` more do not fit ('Inactive', '3 h over the 12 h cap in Fall 2026'); null when they do. */
  whyNot(
    professor: PolicyProfessor,
    term: PlanningTerm | null,
    load: LoadInput,
    extraHours: number,
  ): string | null
  /** A short reason for an assessment's status ('Fall 2026: 15/12 h, 3 h over the cap'). */
  explain(assessment: WorkloadAssessment): string
}

/** The policy every caller uses unless it is handed another: the spec's rules. */
export const DEFAULT_WORKLOAD_POLICY: WorkloadPolicy = COURSELOAD_BANDS

/** The headline figures of an assessment, as cards and rows show them. */
export function workloadSummaryOf(a: WorkloadAssessment): WorkloadSummary {
  return {
    assignedHours: a.hours,
    maxWeeklyHours: a.limit,
    utilization: a.utilization,
    remaining: a.remaining,
    status: a.status,
  }
}
