/**
 * The rule-pack registry, in full: each pack's first-bundle entry (rule-packs.ts: id, label, help,
 * record stores) with its settings (schema and defaults) and its policy factory. Ids travel where
 * functions cannot (into the auto-assign worker), and the stored workload rules name a pack by id:
 * every policy is made here. Kept apart from workload-policy.ts and rule-packs.ts so that the seam's
 * types, the default and the pack list do not bring the CAAT-A pack into the first bundle.
 */
import type { ZodType } from 'zod'
import { CAAT_A_POLICY, createCaatAPolicy } from './caat-a/caat-a-policy'
import { caatADefaults, type CaatASettings } from './caat-a/caat-a-factors'
import { caatASettingsSchema, changedCaatAFactors } from './caat-a/caat-a-settings'
import type { CaatRecordLookup } from './caat-a/contract-limits'
import { planMeasuredPolicy, type MeasuredPlan } from './caat-a/plan-measured-policy'
import type { PackRecord } from './pack-schemas'
import type { WorkloadRules } from './workload-rules-setting'
import { COURSELOAD_BANDS } from './courseload-bands'
import { rulePackEntry, type RulePackEntry, type RulePackId } from './rule-packs'
import { DEFAULT_WORKLOAD_POLICY, type WorkloadPolicy } from './workload-policy'

export interface RulePack<Settings = unknown> extends RulePackEntry {
  readonly id: RulePackId
  /** Where the pack's settings sit in the stored workload rules value; null: it has none. */
  readonly settingsKey: 'caatA' | null
  /** The settings' schema (each field bounded, defaulted), null without settings. */
  readonly settingsSchema: ZodType<Settings> | null
  /** The pack's settings at their defaults (a fresh copy). */
  defaults(): Settings
  /** The policy the stored rules make, with the pack's records (per professor) when it keeps some. */
  policy(rules: WorkloadRules, recordOf?: CaatRecordLookup): WorkloadPolicy
  /** The policy at the defaults with no records: what an id alone names (the worker, tests). */
  readonly defaultPolicy: WorkloadPolicy
}

const BANDS: RulePack<null> = {
  ...rulePackEntry('courseload-bands'),
  id: 'courseload-bands',
  settingsKey: null,
  settingsSchema: null,
  defaults: () => null,
  policy: () => COURSELOAD_BANDS,
  defaultPolicy: COURSELOAD_BANDS,
}

const CAAT_A: RulePack<CaatASettings> = {
  ...rulePackEntry('ontario-caat-a'),
  id: 'ontario-caat-a',
  settingsKey: 'caatA',
  settingsSchema: caatASettingsSchema as ZodType<CaatASettings>,
  defaults: caatADefaults,
  // The policy reads factors only (the program list and the default evaluation type are the SWF's);
  // at its defaults and without records it is the one shared instance.
  policy: (rules, recordOf) =>
    changedCaatAFactors(rules.packs['ontario-caat-a']).length === 0 && !recordOf ? CAAT_A_POLICY : createCaatAPolicy({ settings: rules.packs['ontario-caat-a'], recordOf }),
  defaultPolicy: CAAT_A_POLICY,
}

const REGISTRY: Record<RulePackId, RulePack> = {
  'courseload-bands': BANDS as RulePack,
  'ontario-caat-a': CAAT_A as RulePack,
}

/** A pack by id; unknown ids get the default's. */
export function rulePack(id?: string | null): RulePack {
  return (id && (REGISTRY as Record<string, RulePack>)[id]) || REGISTRY[DEFAULT_WORKLOAD_POLICY.id]
}

/** A policy by id (the pack at its defaults); unknown ids get the default. */
export function workloadPolicy(id?: string | null): WorkloadPolicy {
  return rulePack(id).defaultPolicy
}

/**
 * The policy the stored rules and the packs' records make, measuring loads on the plan as the
 * screens do (data/packs/caat-a/caat-a-policy-load.ts): under CAAT-A a full-time professor's load
 * is their SWF's, so the solver sees the 44 h attributed as a limit.
 */
export function planPolicy(rules: WorkloadRules, records: readonly PackRecord[], plan?: MeasuredPlan): WorkloadPolicy {
  return planMeasuredPolicy(rules, records, plan).policy
}
