/**
 * The rule packs a plan can measure loads with, as the first bundle knows them: one entry per
 * pack, with what a screen, the store and the loader need before (or without) the pack's code.
 * A pack's settings schema, defaults and policy factory are in policy-registry.ts, which loads
 * on demand with the pack; this file imports nothing, so the seam (workload-policy.ts) and the
 * data hooks can read it without zod or a pack's code.
 *
 * A new agreement is one entry here and one in policy-registry.ts, with its code in its own folder
 * (like caat-a/); callers ask the registry, never a pack's id.
 */

export interface RulePackEntry {
  readonly id: string
  /** 'CourseLoad bands': the Workload rules option. */
  readonly label: string
  /** One sentence for Settings and help: what the pack measures. */
  readonly help: string
  /**
   * The plan stores holding the pack's own records (per professor and term), beside its settings
   * in planSettings; empty when the pack keeps none.
   */
  readonly recordStores: readonly 'contractRecords'[]
  /** What one of its records is called in an undo label ("change the CAAT-A record of …"); null without records. */
  readonly recordLabel: string | null
  /** The pack's code is not in the first bundle: it loads when the plan chooses it (use-workload-policy.ts). */
  readonly loadsOnDemand: boolean
  /**
   * The employment types whose limits the pack sets itself (an agreement's maximums): the
   * professor form asks no weekly-hours cap of them.
   */
  readonly agreementLimits: readonly string[]
  /**
   * The measures the pack shows beside the load figures, each drawn by the pack's screen parts
   * (packs/pack-ui.tsx): a per-professor form linked from the professor list, a dashboard card.
   */
  readonly measures: readonly ('professor-form-link' | 'dashboard-card')[]
  /**
   * The sections the pack adds to the professor form: notes (and flags asked when adding), and a
   * section of the professor's own record in the edit dialog.
   */
  readonly formSections: readonly ('professor-notes' | 'professor-record')[]
  /** The alert types the pack adds to the dashboard's alerts (labels in alerts/workload-alerts.ts). */
  readonly alertTypes: readonly string[]
}

export const RULE_PACKS = [
  {
    id: 'courseload-bands',
    label: 'CourseLoad bands',
    help: "Weekly teaching hours against each professor's own maximum, in the spec's five bands.",
    recordStores: [],
    recordLabel: null,
    loadsOnDemand: false,
    agreementLimits: [],
    measures: [],
    formSections: [],
    alertTypes: [],
  },
  {
    id: 'ontario-caat-a',
    label: 'Ontario CAAT-A (Article 11)',
    help: 'Teaching contact hours against the agreement\'s maximum and, for full-time professors, the Standard Workload Form\'s 44 h attributed.',
    recordStores: ['contractRecords'],
    recordLabel: 'CAAT-A record',
    loadsOnDemand: true,
    agreementLimits: ['full-time'],
    measures: ['professor-form-link', 'dashboard-card'],
    formSections: ['professor-notes', 'professor-record'],
    alertTypes: ['contract-attributed', 'contract-tch', 'contract-load', 'contract-day', 'contract-rest', 'contract-sessional', 'contract-teaching-weeks'],
  },
] as const satisfies readonly RulePackEntry[]

export type RulePackId = (typeof RULE_PACKS)[number]['id']
/** Every alert type a pack adds (alerts/workload-alerts.ts groups and labels them). */
export type PackAlertType = (typeof RULE_PACKS)[number]['alertTypes'][number]
export const PACK_ALERT_TYPES = RULE_PACKS.flatMap((p) => p.alertTypes) as readonly PackAlertType[]
export const RULE_PACK_IDS = RULE_PACKS.map((p) => p.id) as [RulePackId, ...RulePackId[]]
/** The pack of a plan that chose none (or something unreadable). */
export const DEFAULT_RULE_PACK_ID: RulePackId = 'courseload-bands'

export function isRulePackId(id: unknown): id is RulePackId {
  return RULE_PACKS.some((p) => p.id === id)
}

/** A pack's entry by id; unknown ids get the default's. */
export function rulePackEntry(id: string | null | undefined): RulePackEntry {
  return RULE_PACKS.find((p) => p.id === id) ?? RULE_PACKS[0]
}

/** What a record of the contractRecords store is called (the pack keeping them says). */
export function contractRecordLabel(): string {
  return RULE_PACKS.find((p) => p.recordLabel)?.recordLabel ?? 'contract record'
}
