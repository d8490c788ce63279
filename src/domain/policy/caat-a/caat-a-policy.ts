/**
 * "Ontario CAAT-A (Article 11)": the workload policy of the CAAT-Academic collective agreement.
 *
 * Weekly hours are teaching contact hours (a course's weekly hours are its TCH), measured against
 * the maximum of the professor's employment type: part-time 6, partial load 12, sessional 18,
 * full-time 18 (20 when all the term's teaching is non-post-secondary and the load says so). So a
 * caller that passes only the plan's weekly hours gets a TCH status for every type. For full-time
 * professors a caller that passes the SWF's measures (swf.ts `measures`) also gets the total
 * attributed workload against its 44 h maximum.
 *
 *  - A recorded overtime agreement for the term raises a full-time professor's limits by the
 *    overtime allowance (1 TCH, 3 h), except for probationary faculty: agreed overtime is not an
 *    overload; anything beyond is.
 *  - Full-time professors are measured against the agreement alone (the form hides the 40 h cap);
 *    other types against the lower of their own cap (their offer) and the type's maximum. A type
 *    the agreement does not name keeps the professor's own cap.
 *  - Status: overloaded when any limit is exceeded, else the five-way status of the most used
 *    limit (an SWF at 43 of 44 h with 12 of 18 TCH is full). The headline figures stay TCH.
 *  - Adding hours: a section of N TCH adds at least N x (1 + the smallest preparation factor) to
 *    the attributed hours; `fits` and `headroom` use that least amount, so they never refuse what
 *    fits (the SWF's checks then give the exact figure).
 *
 * This module and what it imports load no zod: the seam is in the app's first bundle.
 */
import { UNDERUTILIZED_BELOW_PERCENT } from '@/domain/kernel/constants'
import { formatNumber } from '@/domain/kernel/format'
import { planningTermLabel, termKey, type PlanningTerm } from '@/domain/calendar/planning-term'
import {
  REPORT_WORKLOAD_STATUS_LABELS,
  reportWorkloadStatus,
  workloadStatus,
} from '@/domain/model/workload'
import { attributedFigure } from '../attributed-figure'
import { rulePackEntry } from '../rule-packs'
import { limitCheck } from '../courseload-bands'
import type {
  LimitCheck,
  LoadInput,
  PolicyProfessor,
  WorkloadAssessment,
  WorkloadLimit,
  WorkloadPolicy,
} from '../workload-policy'
import { DEFAULT_CAAT_A_SETTINGS, leastHoursPerTch, type CaatASettings } from './caat-a-factors'
import { contactHoursMaxFor, overtimeAllowed, termRecordOf, type CaatRecordLookup } from './contract-limits'

const CAAT_A_POLICY_ID = 'ontario-caat-a'
export const CAAT_A_POLICY_LABEL = rulePackEntry('ontario-caat-a').label
const TCH_LABEL = 'TCH'
const ATTRIBUTED_LABEL = 'h attributed'
/** Float noise in sums of hundredths must not refuse a section that fits exactly. */
const EPSILON = 1e-9

interface CaatAPolicyOptions {
  settings?: CaatASettings
  /** Probationary flags and the term's agreements, by professor id; none when absent. */
  recordOf?: CaatRecordLookup
}

interface Measured {
  tch: number
  attributed: number | undefined
  nonPostSecondary: boolean
}

function measured(load: LoadInput): Measured {
  if (typeof load === 'number') return { tch: load, attributed: undefined, nonPostSecondary: false }
  return { tch: load.weeklyHours, attributed: load.attributedHours, nonPostSecondary: load.nonPostSecondary ?? false }
}

const termSuffix = (term: PlanningTerm | null) => (term ? ` in ${planningTermLabel(term)}` : '')
const n = formatNumber

/** A CAAT-A policy with these settings and records (the registry holds the defaults, no records). */
export function createCaatAPolicy(options: CaatAPolicyOptions = {}): WorkloadPolicy {
  const settings = options.settings ?? DEFAULT_CAAT_A_SETTINGS
  const recordOf = options.recordOf
  const leastPerTch = leastHoursPerTch(settings)

  const isFullTime = (p: PolicyProfessor) => p.employmentType === 'full-time'

  /** Whether a recorded agreement lets this full-time professor work overtime in the term. */
  function overtime(p: PolicyProfessor, term: PlanningTerm | null): boolean {
    if (!p.id || !term || !recordOf) return false
    const record = recordOf(p.id)
    return overtimeAllowed(termRecordOf(record, termKey(term)).overtimeAgreement, record?.probationary ?? false)
  }

  function tchLimit(p: PolicyProfessor, term: PlanningTerm | null, nonPostSecondary: boolean): number {
    const typeMax = contactHoursMaxFor(p.employmentType, settings, nonPostSecondary)
    if (typeMax === null) return p.maxWeeklyHours
    if (isFullTime(p)) return typeMax + (overtime(p, term) ? settings.overtimeContactHoursMax : 0)
    return Math.min(p.maxWeeklyHours, typeMax)
  }

  function attributedLimit(p: PolicyProfessor, term: PlanningTerm | null): number {
    return settings.attributedHoursMax + (overtime(p, term) ? settings.overtimeAttributedHoursMax : 0)
  }

  function checks(p: PolicyProfessor, term: PlanningTerm | null, m: Measured): LimitCheck[] {
    const out = [limitCheck({ measure: 'weeklyHours', label: TCH_LABEL, max: tchLimit(p, term, m.nonPostSecondary) }, m.tch)]
    if (isFullTime(p) && m.attributed !== undefined) {
      out.push(limitCheck({ measure: 'attributedHours', label: ATTRIBUTED_LABEL, max: attributedLimit(p, term) }, m.attributed))
    }
    return out
  }

  /** The most used limit; with nothing taught, the TCH limit (so nothing assigned reads 'unassigned'). */
  function binding(all: readonly LimitCheck[]): LimitCheck {
    const weekly = all[0]!
    if (weekly.load === 0) return weekly
    return all.reduce((best, c) => (c.max > 0 && c.load / c.max > (best.max > 0 ? best.load / best.max : -1) ? c : best), weekly)
  }

  /** Weekly TCH that still fit under every limit (attributed hours at the least a TCH adds). */
  function headroomOf(p: PolicyProfessor, term: PlanningTerm | null, m: Measured): number {
    const [weekly, attributed] = checks(p, term, m)
    const tch = weekly!.headroom
    return attributed ? Math.min(tch, attributed.headroom / leastPerTch) : tch
  }

  const policy: WorkloadPolicy = {
    id: CAAT_A_POLICY_ID,
    label: CAAT_A_POLICY_LABEL,

    limits(professor, term): WorkloadLimit[] {
      const out: WorkloadLimit[] = [{ measure: 'weeklyHours', label: TCH_LABEL, max: tchLimit(professor, term, false) }]
      if (isFullTime(professor)) out.push({ measure: 'attributedHours', label: ATTRIBUTED_LABEL, max: attributedLimit(professor, term) })
      return out
    },

    weeklyLimit(professor, term) {
      return tchLimit(professor, term, false)
    },

    headroom(professor, term, load) {
      return headroomOf(professor, term, measured(load))
    },

    assess(professor, term, load): WorkloadAssessment {
      const m = measured(load)
      const all = checks(professor, term, m)
      const weekly = all[0]!
      const bound = binding(all)
      const overloaded = all.some((c) => c.exceeded)
      return {
        policy: CAAT_A_POLICY_ID,
        term,
        isActive: professor.isActive,
        hours: weekly.load,
        limit: weekly.max,
        utilization: weekly.utilization,
        remaining: weekly.remaining,
        headroom: weekly.headroom,
        hoursOver: weekly.over,
        overloaded,
        status: overloaded ? 'overloaded' : workloadStatus(bound.load, bound.max),
        underloaded: professor.isActive && bound.max > 0 && bound.utilization < UNDERUTILIZED_BELOW_PERCENT,
        checks: all,
      }
    },

    reportLimit(professor, term) {
      return tchLimit(professor, term, false)
    },

    reportAssess(professor, term, load) {
      const a = policy.assess(professor, term, load)
      const status = a.overloaded ? 'overloaded' : reportWorkloadStatus(a.hours, a.limit)
      return { hours: a.hours, limit: a.limit, utilization: a.utilization, status, statusLabel: REPORT_WORKLOAD_STATUS_LABELS[status] }
    },

    fits(professor, term, load, extraHours) {
      return policy.whyNot(professor, term, load, extraHours) === null
    },

    whyNot(professor, term, load, extraHours) {
      if (!professor.isActive) return 'Inactive'
      const m = measured(load)
      const [weekly, attributed] = checks(professor, term, { ...m, tch: m.tch + extraHours })
      if (weekly!.load > weekly!.max + EPSILON) {
        return `${n(weekly!.load - weekly!.max)} TCH over the ${n(weekly!.max)} TCH maximum${termSuffix(term)}`
      }
      if (attributed) {
        const after = attributed.load + extraHours * leastPerTch
        if (after > attributed.max + EPSILON) {
          return `at least ${n(after - attributed.max)} h over the ${n(attributed.max)} h attributed maximum${termSuffix(term)}`
        }
      }
      return null
    },

    explain(a) {
      const weekly = a.checks[0]
      const head = (attributedFigure(a) ?? `${n(a.hours)} / ${n(a.limit)} TCH`) + termSuffix(a.term)
      const inactive = a.isActive ? '' : ' · inactive'
      const used = binding(a.checks).utilization
      switch (a.status) {
        case 'overloaded':
          return `${head}, ${a.checks
            .filter((c) => c.exceeded)
            .map((c) => `${n(c.over)} ${c === weekly ? 'TCH' : 'h'} over the maximum`)
            .join(' and ')}${inactive}`
        case 'unassigned':
          return `${head}, nothing assigned${inactive}`
        case 'underutilized':
          return `${head}, ${used}% of the maximum (under half)${inactive}`
        case 'full':
          return `${head}, ${used}% of the maximum (full)${inactive}`
        case 'partial':
          return `${head}, ${used}% of the maximum${inactive}`
      }
    },
  }
  return policy
}

/** The pack with its Article 11 defaults and no records: what the registry holds. */
export const CAAT_A_POLICY: WorkloadPolicy = createCaatAPolicy()
