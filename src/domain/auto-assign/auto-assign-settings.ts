/**
 * What the user tunes in the auto-assign settings panel, with the defaults. Coverage is not a
 * setting: it always comes first (its weight dwarfs every other term of the objective), so the
 * other weights only choose between proposals that staff the same number of sections.
 */
import { FULL_TIME_MIN_HOURS, PART_TIME_MAX_HOURS, PARTIAL_LOAD_MAX_HOURS, SESSIONAL_MAX_HOURS, type EmploymentType } from '../constants'

export interface AutoAssignWeights {
  /** Per section whose required specializations the professor has (scaled by the share matched). */
  specialization: number
  /** Per section of a program in the professor's preferredPrograms. */
  preferredProgram: number
  /** Per section of a course code the professor taught in the previous same term (Fall 2025 for Fall 2026). */
  continuity: number
  /** Filling a professor's load toward their employment type's target (partial load first). */
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
  /** Candidates kept per section: the best K by the objective plus the best K by the Manage Sections ranking. */
  candidatesPerSection: number
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
}

/** Teaching hours each employment type is filled toward (never past the professor's own cap). */
export const LOAD_TARGET_BY_EMPLOYMENT_TYPE: Record<EmploymentType, number> = {
  'part-time': PART_TIME_MAX_HOURS,
  'partial-load': PARTIAL_LOAD_MAX_HOURS,
  sessional: SESSIONAL_MAX_HOURS,
  'full-time': FULL_TIME_MIN_HOURS,
}

/** Partial-load professors are filled before the others. */
export const LOAD_PRIORITY_BY_EMPLOYMENT_TYPE: Record<EmploymentType, number> = {
  'part-time': 0.5,
  'partial-load': 1,
  sessional: 0.5,
  'full-time': 0.5,
}

export const WEIGHT_LABELS: Record<keyof AutoAssignWeights, string> = {
  specialization: 'Specialization match',
  preferredProgram: 'Preferred program',
  continuity: 'Continuity (taught it last year)',
  loadBalance: 'Load balance toward target',
}
