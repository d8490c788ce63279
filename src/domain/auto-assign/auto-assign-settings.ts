/**
 * What the user tunes in the auto-assign settings panel, with the defaults. Coverage is not a
 * setting: it always comes first (its weight dwarfs every other term of the objective), so the
 * other weights only choose between proposals that staff the same number of sections.
 */
import { DEFAULT_COURSE_WEEKLY_HOURS, FULL_TIME_MIN_HOURS, PART_TIME_MAX_HOURS, PARTIAL_LOAD_MAX_HOURS, SESSIONAL_MAX_HOURS, type EmploymentType } from '@/domain/kernel/constants'

export interface AutoAssignWeights {
  /** Per section whose required specializations the professor has (scaled by the share matched). */
  specialization: number
  /** Per section of a program in the professor's preferredPrograms. */
  preferredProgram: number
  /** Per section of a course code the professor taught in the previous same term (Fall 2025 for Fall 2026). */
  continuity: number
  /** Per hour filling a professor's load toward their employment type's target (see loadTierWeight). */
  loadBalance: number
}

export interface AutoAssignSettings {
  weights: AutoAssignWeights
  /** Existing assignments of the sections in scope may be moved (otherwise they are fixed). */
  allowReassign: boolean
  /** Honour workload preferences: max courses per term and max daily hours. */
  respectPreferences: boolean
  /** Solver time limit in seconds; the best proposal found so far is returned when it hits. */
  timeLimitSeconds: number
  /**
   * Candidates per section the preference pass weighs (the best K by preference, plus every
   * professor's best few courses and the coverage pass's choices); coverage sees every candidate.
   */
  candidatesPerSection: number
  /** Load full-time faculty toward their target first, then partial load, sessional, part-time. */
  fullTimeFirst: boolean
  /** Propose only professors holding at least one of a course's required specializations. */
  qualifiedOnly: boolean
  /**
   * Inside a scenario: count each section given to another professor than its live holder as a
   * cost (auto-assign-reference.ts); needs the request's live reference.
   */
  keepLiveAssignments: boolean
}

/** Reward of one staffed section: larger than every other term a section can earn added up. */
export const COVERAGE_WEIGHT = 1000
export const WEIGHT_MIN = 0
export const WEIGHT_MAX = 20
export const TIME_LIMIT_MIN_SECONDS = 1
export const TIME_LIMIT_MAX_SECONDS = 120

export const DEFAULT_AUTO_ASSIGN_SETTINGS: AutoAssignSettings = {
  weights: { specialization: 10, preferredProgram: 4, continuity: 6, loadBalance: 5 },
  allowReassign: false,
  respectPreferences: true,
  timeLimitSeconds: 10,
  candidatesPerSection: 8,
  fullTimeFirst: true,
  qualifiedOnly: false,
  keepLiveAssignments: false,
}

/** Teaching hours each employment type is filled toward (never past the professor's own cap). */
export const LOAD_TARGET_BY_EMPLOYMENT_TYPE: Record<EmploymentType, number> = {
  'part-time': PART_TIME_MAX_HOURS,
  'partial-load': PARTIAL_LOAD_MAX_HOURS,
  sessional: SESSIONAL_MAX_HOURS,
  'full-time': FULL_TIME_MIN_HOURS,
}

/**
 * Full-time first (Ontario colleges load full-time faculty before anyone else), then partial
 * load, sessional, part-time. Each type weighs eight times the next, so the cheapest quarter of a
 * full-time gap (x0.25) still beats the dearest quarter of a partial-load one (x1.75 / 8).
 */
const LOAD_ORDER: readonly EmploymentType[] = ['full-time', 'partial-load', 'sessional', 'part-time']
const TIER_RATIO = 8

/**
 * The gap to a professor's target in four equal quarters, each hour worth less than the one
 * before: the solver evens loads out within a type before topping anyone up.
 */
export const LOAD_QUARTER_FACTORS = [1.75, 1.25, 0.75, 0.25] as const

/** The load term of `hours` given to a professor `gap` hours below target, per unit of weight. */
export function loadTermValue(hours: number, gap: number): number {
  const quarter = gap / LOAD_QUARTER_FACTORS.length
  let left = hours
  let total = 0
  for (const factor of LOAD_QUARTER_FACTORS) {
    const part = Math.max(0, Math.min(quarter, left))
    total += factor * part
    left -= part
  }
  return total
}

/**
 * Weight per hour toward the target, before the loadBalance setting; all equal when not
 * full-time first. Per hour of a typical 3 h section, so a full specialization match (weight 10)
 * still outweighs the type order (5 for a full-time professor's 3 h) : expertise, then type.
 */
export function loadTierWeight(type: EmploymentType, fullTimeFirst: boolean): number {
  const rank = fullTimeFirst ? Math.max(0, LOAD_ORDER.indexOf(type)) : 1
  return TIER_RATIO ** -rank / DEFAULT_COURSE_WEEKLY_HOURS
}

export const WEIGHT_LABELS: Record<keyof AutoAssignWeights, string> = {
  specialization: 'Specialization match',
  preferredProgram: 'Preferred program',
  continuity: 'Continuity (taught it last year)',
  loadBalance: 'Load toward target',
}
