/**
 * Professor workload rules (spec section 4 "Professor workload status", section 9's caps per
 * employment type).
 * Hours are weekly hours in ONE planning term: a cap is a cap per term, so callers pass the
 * load of a term (term-workload.ts computes it; plan-index.ts holds it per professor and term).
 * Nothing here adds hours across terms.
 *
 * The status formulas here (utilization, remaining, five-way, three-way, extra hours, report caps)
 * are the spec's, used by the default workload policy (policy/courseload-bands.ts) alone: every
 * other caller asks the policy (policy/workload-policy.ts), and eslint.config.js keeps it so.
 */
import {
  DEFAULT_CAP_BY_EMPLOYMENT_TYPE,
  EMPLOYMENT_TYPES,
  FULL_AT_PERCENT,
  REPORT_FALLBACK_MAX_HOURS,
  UNDERUTILIZED_BELOW_PERCENT,
  type EmploymentType,
} from '@/domain/kernel/constants'
import type { Professor } from './professor'

/** Rounded percent of assigned hours over the cap; 0 when the cap is 0. */
export function utilizationPercent(assignedHours: number, maxWeeklyHours: number): number {
  if (!(maxWeeklyHours > 0)) return 0
  return Math.round((assignedHours / maxWeeklyHours) * 100)
}

/** Hours left under the cap, never negative. */
export function remainingHours(assignedHours: number, maxWeeklyHours: number): number {
  return Math.max(0, maxWeeklyHours - assignedHours)
}

export const WORKLOAD_STATUSES = ['overloaded', 'unassigned', 'underutilized', 'full', 'partial'] as const
export type WorkloadStatus = (typeof WORKLOAD_STATUSES)[number]

export const WORKLOAD_STATUS_LABELS: Record<WorkloadStatus, string> = {
  overloaded: 'Overloaded',
  unassigned: 'Unassigned',
  underutilized: 'Underutilized',
  full: 'Full',
  partial: 'Partial',
}

/**
 * Five-way status. The percentage thresholds compare the *rounded* utilization, as the spec
 * defines them on utilization: 49.5 % rounds to 50 and is therefore 'partial'.
 */
export function workloadStatus(assignedHours: number, maxWeeklyHours: number): WorkloadStatus {
  if (assignedHours > maxWeeklyHours) return 'overloaded'
  const utilization = utilizationPercent(assignedHours, maxWeeklyHours)
  if (utilization === 0) return 'unassigned'
  if (utilization < UNDERUTILIZED_BELOW_PERCENT) return 'underutilized'
  if (utilization >= FULL_AT_PERCENT) return 'full'
  return 'partial'
}

export const REPORT_WORKLOAD_STATUSES = ['overloaded', 'under-utilized', 'unassigned', 'normal'] as const
export type ReportWorkloadStatus = (typeof REPORT_WORKLOAD_STATUSES)[number]

export const REPORT_WORKLOAD_STATUS_LABELS: Record<ReportWorkloadStatus, string> = {
  overloaded: 'Overloaded',
  'under-utilized': 'Under-utilized',
  unassigned: WORKLOAD_STATUS_LABELS.unassigned,
  normal: 'Normal',
}

/**
 * The reports' simpler status: above max, no hours at all, above 0 and below 50 % of max,
 * otherwise normal. No hours reads "Unassigned", the word the rest of the app uses (issue 26:
 * the reports called a professor with nothing to teach "Normal" while the dashboard listed them
 * as underloaded).
 */
export function reportWorkloadStatus(hours: number, maxWeeklyHours: number): ReportWorkloadStatus {
  if (hours > maxWeeklyHours) return 'overloaded'
  if (hours <= 0) return 'unassigned'
  if (hours > 0 && hours < (maxWeeklyHours * UNDERUTILIZED_BELOW_PERCENT) / 100) return 'under-utilized'
  return 'normal'
}

/** Only an active professor whose total stays within the cap can take more hours. */
export function canTakeExtraHours(
  professor: Pick<Professor, 'isActive' | 'maxWeeklyHours'>,
  currentHours: number,
  extraHours: number,
): boolean {
  return professor.isActive && currentHours + extraHours <= professor.maxWeeklyHours
}

export function isEmploymentType(value: unknown): value is EmploymentType {
  return typeof value === 'string' && (EMPLOYMENT_TYPES as readonly string[]).includes(value)
}

/** Cap set on the professor form when the employment type changes. */
export function defaultCapForEmploymentType(type: EmploymentType): number {
  return DEFAULT_CAP_BY_EMPLOYMENT_TYPE[type]
}

/** Reports' fallback cap for a type; unknown types get the partial-load cap. */
export function reportFallbackMaxHours(type: string | undefined | null): number {
  return isEmploymentType(type) ? DEFAULT_CAP_BY_EMPLOYMENT_TYPE[type] : REPORT_FALLBACK_MAX_HOURS
}

/** Cap used by reports: the professor's own cap when set, else the fallback for their type. */
export function reportMaxHours(professor: { maxWeeklyHours?: number | null; employmentType?: string | null }): number {
  const own = professor.maxWeeklyHours
  return typeof own === 'number' && own > 0 ? own : reportFallbackMaxHours(professor.employmentType)
}

/** Everything a card or row shows about one professor's load. */
export interface WorkloadSummary {
  assignedHours: number
  maxWeeklyHours: number
  utilization: number
  remaining: number
  status: WorkloadStatus
}
