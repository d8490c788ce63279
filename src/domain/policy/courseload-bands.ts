/**
 * "CourseLoad bands": the default workload policy, exactly the spec's rules (section 4
 * "Professor workload status", section 9 constants). One limit, weekly teaching hours, which is
 * the professor's own maxWeeklyHours in every term; the reports use the same load against their
 * own limit (the employment type's fallback cap when the professor has none) and their three-way
 * status. The formulas themselves are the spec's, kept in workload.ts with their tests; this is
 * the only module that calls them.
 */
import { rulePackEntry } from './rule-packs'
import { UNDERUTILIZED_BELOW_PERCENT } from '@/domain/kernel/constants'
import { formatNumber } from '@/domain/kernel/format'
import { planningTermLabel, type PlanningTerm } from '@/domain/calendar/planning-term'
import {
  canTakeExtraHours,
  remainingHours,
  REPORT_WORKLOAD_STATUS_LABELS,
  reportMaxHours,
  reportWorkloadStatus,
  utilizationPercent,
  workloadStatus,
} from '@/domain/model/workload'
import type {
  LimitCheck,
  LoadInput,
  PolicyProfessor,
  ReportAssessment,
  WorkloadAssessment,
  WorkloadLimit,
  WorkloadPolicy,
} from './workload-policy'

const WEEKLY_HOURS_LABEL = 'weekly hours'

function hoursOf(load: LoadInput): number {
  return typeof load === 'number' ? load : load.weeklyHours
}

function weeklyLimit(professor: PolicyProfessor): number {
  return professor.maxWeeklyHours
}

/** One limit against its load (every policy measures a limit the same way). */
export function limitCheck(limit: WorkloadLimit, load: number): LimitCheck {
  return {
    ...limit,
    load,
    utilization: utilizationPercent(load, limit.max),
    remaining: remainingHours(load, limit.max),
    headroom: limit.max - load,
    over: Math.max(0, load - limit.max),
    exceeded: load > limit.max,
  }
}

const termSuffix = (term: PlanningTerm | null) => (term ? ` in ${planningTermLabel(term)}` : '')

export const COURSELOAD_BANDS: WorkloadPolicy = {
  id: 'courseload-bands',
  label: rulePackEntry('courseload-bands').label,

  limits(professor) {
    return [{ measure: 'weeklyHours', label: WEEKLY_HOURS_LABEL, max: weeklyLimit(professor) }]
  },

  weeklyLimit(professor) {
    return weeklyLimit(professor)
  },

  headroom(professor, _term, load) {
    return weeklyLimit(professor) - hoursOf(load)
  },

  assess(professor, term, load): WorkloadAssessment {
    const hours = hoursOf(load)
    const limit = weeklyLimit(professor)
    const weekly = limitCheck({ measure: 'weeklyHours', label: WEEKLY_HOURS_LABEL, max: limit }, hours)
    return {
      policy: 'courseload-bands',
      term,
      isActive: professor.isActive,
      hours,
      limit,
      utilization: weekly.utilization,
      remaining: weekly.remaining,
      headroom: weekly.headroom,
      hoursOver: weekly.over,
      overloaded: weekly.exceeded,
      status: workloadStatus(hours, limit),
      underloaded:
        professor.isActive && limit > 0 && weekly.utilization < UNDERUTILIZED_BELOW_PERCENT,
      checks: [weekly],
    }
  },

  reportLimit(professor) {
    return reportMaxHours(professor)
  },

  reportAssess(professor, _term, load): ReportAssessment {
    const hours = hoursOf(load)
    const limit = reportMaxHours(professor)
    const status = reportWorkloadStatus(hours, limit)
    return {
      hours,
      limit,
      utilization: utilizationPercent(hours, limit),
      status,
      statusLabel: REPORT_WORKLOAD_STATUS_LABELS[status],
    }
  },

  fits(professor, _term, load, extraHours) {
    return canTakeExtraHours(professor, hoursOf(load), extraHours)
  },

  whyNot(professor, term, load, extraHours) {
    if (canTakeExtraHours(professor, hoursOf(load), extraHours)) return null
    if (!professor.isActive) return 'Inactive'
    const after = hoursOf(load) + extraHours
    const limit = weeklyLimit(professor)
    return `${formatNumber(after - limit)} h over the ${formatNumber(limit)} h cap${termSuffix(term)}`
  },

  explain(a) {
    const head = `${formatNumber(a.hours)}/${formatNumber(a.limit)} h${termSuffix(a.term)}`
    const inactive = a.isActive ? '' : ' · inactive'
    switch (a.status) {
      case 'overloaded':
        return `${head}, ${formatNumber(a.hoursOver)} h over the cap${inactive}`
      case 'unassigned':
        return `${head}, nothing assigned${inactive}`
      case 'underutilized':
        return `${head}, ${a.utilization}% of the cap (under half)${inactive}`
      case 'full':
        return `${head}, ${a.utilization}% of the cap (full)${inactive}`
      case 'partial':
        return `${head}, ${a.utilization}% of the cap${inactive}`
    }
  },
}
