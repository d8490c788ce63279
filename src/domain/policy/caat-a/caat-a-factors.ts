/**
 * The factors and limits of the Ontario CAAT-A rule pack (issue 23), in ONE table: each with its
 * Article 11 default, its bounds, its label and unit. The settings schema (caat-a-settings.ts),
 * the defaults, the tolerant reader and the settings screen's table all come from it, so adding a
 * factor without a default, bounds or a label is a type error.
 *
 * The defaults are those PUBLISHED IN ARTICLE 11 of the CAAT-Academic collective agreement. They
 * must be checked against the college's current agreement (the 2026 changes may alter them): that
 * is why every one of them is a setting a coordinator can edit and restore.
 *
 * No zod here: the workload policy reads these, and the policy seam is in the app's first bundle.
 */
import type { EvaluationKind } from '@/domain/model/evaluation-mix'

/**
 * The agreement the defaults come from, as the SWF's footer and the help name it. A college on
 * another agreement edits every factor in Settings (and this is then only where the defaults came from).
 */
export const CAAT_A_AGREEMENT =
  'Ontario CAAT-Academic collective agreement, Article 11 as amended by the 2025 award, in force to September 2027'

export const PREPARATION_TYPES = ['new', 'establishedA', 'establishedB', 'repeatA', 'repeatB', 'specialA', 'specialB'] as const
export type PreparationType = (typeof PREPARATION_TYPES)[number]

export const PREPARATION_TYPE_LABELS: Record<PreparationType, string> = {
  new: 'New',
  establishedA: 'Established A',
  establishedB: 'Established B',
  repeatA: 'Repeat A',
  repeatB: 'Repeat B',
  specialA: 'Special A',
  specialB: 'Special B',
}

/** The types a course's first section can have from the history alone (no repeat, no Special). */
export const BASE_PREPARATION_TYPES = ['new', 'establishedA', 'establishedB'] as const satisfies readonly PreparationType[]

export const CAAT_A_FACTOR_GROUPS = [
  'Teaching contact hours',
  'Preparation',
  'Evaluation',
  'Complementary functions',
  'Weekly limits',
  'Employment types',
  'Deadlines',
  'Estimates',
] as const
type CaatAFactorGroup = (typeof CAAT_A_FACTOR_GROUPS)[number]

export interface CaatAFactorMeta {
  group: CaatAFactorGroup
  label: string
  /** 'h per TCH', 'TCH', 'students' … as the settings table shows it beside the value. */
  unit: string
  /** The Article 11 value. */
  default: number
  min: number
  max: number
  integer?: boolean
}

/**
 * Every factor with its Article 11 default (CAAT-A collective agreement, Article 11 "Workload").
 * CHECK THESE AGAINST THE COLLEGE'S CURRENT AGREEMENT: they are the published values, editable in
 * Settings because a new agreement may change them. Bounds are generous ceilings that keep a typo
 * (1e308, -5) out of every sum, not the agreement's limits.
 */
export const CAAT_A_FACTORS = {
  // Article 11: teaching contact hours a week.
  contactHoursMaxPostSecondary: { group: 'Teaching contact hours', label: 'Maximum TCH a week, post-secondary', unit: 'TCH', default: 18, min: 1, max: 40 },
  contactHoursMaxNonPostSecondary: { group: 'Teaching contact hours', label: 'Maximum TCH a week, non-post-secondary', unit: 'TCH', default: 20, min: 1, max: 40 },
  // 11.01 B1: weeks with teaching contact hours in the academic year.
  teachingWeeksMaxPostSecondary: { group: 'Teaching contact hours', label: 'Teaching weeks a year, post-secondary', unit: 'weeks', default: 36, min: 1, max: 52, integer: true },
  teachingWeeksMaxNonPostSecondary: { group: 'Teaching contact hours', label: 'Teaching weeks a year, non-post-secondary', unit: 'weeks', default: 38, min: 1, max: 52, integer: true },
  // Article 11: preparation hours = TCH x factor, by preparation type.
  preparationNew: { group: 'Preparation', label: 'New', unit: 'h per TCH', default: 1.1, min: 0, max: 5 },
  preparationEstablishedA: { group: 'Preparation', label: 'Established A', unit: 'h per TCH', default: 0.85, min: 0, max: 5 },
  preparationEstablishedB: { group: 'Preparation', label: 'Established B', unit: 'h per TCH', default: 0.6, min: 0, max: 5 },
  preparationRepeatA: { group: 'Preparation', label: 'Repeat A', unit: 'h per TCH', default: 0.45, min: 0, max: 5 },
  preparationRepeatB: { group: 'Preparation', label: 'Repeat B', unit: 'h per TCH', default: 0.35, min: 0, max: 5 },
  // 11.01 D3 (vii)-(viii): continuous-intake courses, or courses applying knowledge in work settings.
  // These two defaults could not be checked against the agreement's text as the union locals
  // publish it: the help says so, and like every factor they are the college's to set.
  preparationSpecialA: { group: 'Preparation', label: 'Special A', unit: 'h per TCH', default: 0.6, min: 0, max: 5 },
  preparationSpecialB: { group: 'Preparation', label: 'Special B', unit: 'h per TCH', default: 0.35, min: 0, max: 5 },
  establishedWithinAcademicYears: { group: 'Preparation', label: 'Established B if taught within', unit: 'academic years', default: 3, min: 1, max: 10, integer: true },
  // Article 11: evaluation hours = TCH x factor x students, by evaluation type.
  evaluationEssay: { group: 'Evaluation', label: 'Essay / project', unit: 'h per TCH per student', default: 0.03, min: 0, max: 1 },
  evaluationRoutine: { group: 'Evaluation', label: 'Routine / assisted', unit: 'h per TCH per student', default: 0.015, min: 0, max: 1 },
  evaluationInProcess: { group: 'Evaluation', label: 'In-process', unit: 'h per TCH per student', default: 0.0092, min: 0, max: 1 },
  // Article 11: complementary functions (at least 4 + 2 h), and the allowance for large course loads.
  complementaryOutOfClassHours: { group: 'Complementary functions', label: 'Out-of-class assistance', unit: 'h', default: 4, min: 0, max: 44 },
  complementaryAdministrationHours: { group: 'Complementary functions', label: 'Routine administration', unit: 'h', default: 2, min: 0, max: 44 },
  studentAllowanceThreshold: { group: 'Complementary functions', label: 'Extra allowance above', unit: 'students', default: 260, min: 0, max: 10_000, integer: true },
  studentAllowanceHoursPerStudent: { group: 'Complementary functions', label: 'Extra allowance per student above it', unit: 'h per student', default: 0.015, min: 0, max: 1 },
  // Article 11: weekly limits, overtime only with the professor's recorded voluntary agreement.
  attributedHoursMax: { group: 'Weekly limits', label: 'Maximum total attributed workload', unit: 'h', default: 44, min: 1, max: 80 },
  overtimeContactHoursMax: { group: 'Weekly limits', label: 'Overtime at most (with agreement)', unit: 'TCH', default: 1, min: 0, max: 10 },
  overtimeAttributedHoursMax: { group: 'Weekly limits', label: 'Overtime at most (with agreement)', unit: 'h', default: 3, min: 0, max: 20 },
  preparationsMax: { group: 'Weekly limits', label: 'Different course preparations without agreement', unit: 'courses', default: 4, min: 1, max: 20, integer: true },
  sectionsMax: { group: 'Weekly limits', label: 'Different sections without agreement', unit: 'sections', default: 6, min: 1, max: 30, integer: true },
  contactDayMaxHours: { group: 'Weekly limits', label: 'Longest contact day', unit: 'h', default: 8, min: 1, max: 24 },
  restMinHours: { group: 'Weekly limits', label: 'Rest between two days’ work at least', unit: 'h', default: 12, min: 0, max: 24 },
  // The agreement's employment types (as issue 23 states them): TCH by type, the sessional window.
  partTimeContactHoursMax: { group: 'Employment types', label: 'Part-time at most (partial load above)', unit: 'TCH', default: 6, min: 0, max: 40 },
  partialLoadContactHoursMax: { group: 'Employment types', label: 'Partial load at most', unit: 'TCH', default: 12, min: 0, max: 40 },
  sessionalContactHoursMax: { group: 'Employment types', label: 'Sessional at most', unit: 'TCH', default: 18, min: 0, max: 40 },
  sessionalMonthsMax: { group: 'Employment types', label: 'Sessional appointment at most', unit: 'months', default: 12, min: 1, max: 60, integer: true },
  sessionalWindowMonths: { group: 'Employment types', label: 'Sessional months counted within', unit: 'months', default: 24, min: 1, max: 120, integer: true },
  // Article 11: the SWF clock (issue before the term; referral to the Workload Monitoring Group).
  swfNoticeWeeks: { group: 'Deadlines', label: 'SWF issued before the term starts', unit: 'weeks', default: 6, min: 1, max: 26, integer: true },
  referralWorkingDays: { group: 'Deadlines', label: 'Referral to the Workload Monitoring Group within', unit: 'working days', default: 5, min: 1, max: 30, integer: true },
  // E4: the college's planning estimate of a section's students when only its capacity is known.
  enrolmentEstimatePercent: { group: 'Estimates', label: 'Students of a section without expected enrolment', unit: '% of capacity', default: 100, min: 0, max: 200 },
} as const satisfies Record<string, CaatAFactorMeta>

export type CaatAFactorKey = keyof typeof CAAT_A_FACTORS
export const CAAT_A_FACTOR_KEYS = Object.keys(CAAT_A_FACTORS) as CaatAFactorKey[]

export const PREPARATION_FACTOR_KEY: Record<PreparationType, CaatAFactorKey> = {
  new: 'preparationNew',
  establishedA: 'preparationEstablishedA',
  establishedB: 'preparationEstablishedB',
  repeatA: 'preparationRepeatA',
  repeatB: 'preparationRepeatB',
  specialA: 'preparationSpecialA',
  specialB: 'preparationSpecialB',
}

export const EVALUATION_FACTOR_KEY: Record<EvaluationKind, CaatAFactorKey> = {
  essay: 'evaluationEssay',
  routine: 'evaluationRoutine',
  inProcess: 'evaluationInProcess',
}

/** The factors as numbers, by key. */
type CaatAFactors = { [K in CaatAFactorKey]: number }

export interface CaatASettings extends CaatAFactors {
  /**
   * The evaluation type of a course whose evaluation mix is not recorded. Essay / project by
   * default: the highest factor, so a missing mix never hides an overload (the SWF line says the
   * type was assumed).
   */
  defaultEvaluationKind: EvaluationKind
  /**
   * The preparation type of a course the professor has no recorded teaching history of. New by
   * default (the agreement's type for a first teaching); on the first day of use nothing is in
   * the history, so the SWF marks the line as estimated until the coordinator confirms a type.
   */
  defaultPreparationType: (typeof BASE_PREPARATION_TYPES)[number]
  /** Programs whose teaching is non-post-secondary (their TCH maximum is the non-post-secondary one). */
  nonPostSecondaryProgramIds: string[]
}

export const DEFAULT_EVALUATION_KIND: EvaluationKind = 'essay'
export const DEFAULT_PREPARATION_TYPE: CaatASettings['defaultPreparationType'] = 'new'

const FACTOR_DEFAULTS = Object.fromEntries(CAAT_A_FACTOR_KEYS.map((key) => [key, CAAT_A_FACTORS[key].default])) as CaatAFactors

/**
 * The attributed hours one more TCH adds at the least: the hour itself and its cheapest
 * preparation (caat-a-policy.ts's header). One rule for the policy's headroom and the measured loads.
 */
export function leastHoursPerTch(settings: CaatAFactors): number {
  return 1 + Math.min(...PREPARATION_TYPES.map((t) => settings[PREPARATION_FACTOR_KEY[t]]))
}

/** Every factor at its Article 11 default (frozen: take caatADefaults() to edit). */
export const DEFAULT_CAAT_A_SETTINGS: CaatASettings = Object.freeze({
  ...FACTOR_DEFAULTS,
  defaultEvaluationKind: DEFAULT_EVALUATION_KIND,
  defaultPreparationType: DEFAULT_PREPARATION_TYPE,
  nonPostSecondaryProgramIds: Object.freeze([]) as readonly string[] as string[],
})

/** A fresh copy of the defaults (Restore defaults). */
export function caatADefaults(): CaatASettings {
  return { ...DEFAULT_CAAT_A_SETTINGS, nonPostSecondaryProgramIds: [] }
}
