/**
 * The "Workload rules" setting as a value: which rule pack measures every load, and each pack's
 * settings keyed by pack id (pack-schemas.ts), with its schema, its default and the tolerant
 * reader. Apart from the packs' policies (policy-registry.ts) so the store's schemas
 * (storage/entity-schemas.ts) carry the settings reader but not a pack's policy.
 *
 * Stored as one plan setting (the `planSettings` store, id WORKLOAD_RULES_SETTING_ID), written by
 * a ChangeSet like every record of the plan. Values stored before issue 32 kept a pack's settings
 * at a fixed field of their own (the pack's `legacyKey`): both the reader and the store's schema
 * still read them, and the next save writes them under `packs`.
 */
import { z } from '@/domain/kernel/zod'
import { WORKLOAD_POLICY_IDS, type WorkloadPolicyId } from './workload-policy'
import { WORKLOAD_RULES_SETTING_ID } from './workload-rules-id'
import { DEFAULT_RULE_PACK_ID } from './rule-packs'
import { defaultPackSettings, legacyPackSettingsShape, packSettingsSchema, readPackSettings } from './pack-schemas'
import { revisionField } from '@/domain/model/revision'

const DEFAULT_WORKLOAD_RULES_ID: WorkloadPolicyId = DEFAULT_RULE_PACK_ID

export const workloadRulesSchema = z.object({
  rules: z.enum(WORKLOAD_POLICY_IDS).default(DEFAULT_WORKLOAD_RULES_ID),
  packs: packSettingsSchema.default(defaultPackSettings),
})
export type WorkloadRules = z.infer<typeof workloadRulesSchema>
/** The rules as a form holds them before its resolver fills the defaults. */
export type WorkloadRulesInput = z.input<typeof workloadRulesSchema>

export function defaultWorkloadRules(): WorkloadRules {
  return { rules: DEFAULT_WORKLOAD_RULES_ID, packs: defaultPackSettings() }
}

/** A stored value as the app uses it: an unknown rules id gives the default, each bad factor its default. */
export function readWorkloadRules(value: unknown): WorkloadRules {
  const raw = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  const rules = workloadRulesSchema.shape.rules.safeParse(raw.rules)
  return { rules: rules.success ? rules.data : DEFAULT_WORKLOAD_RULES_ID, packs: readPackSettings(raw) }
}

export { WORKLOAD_RULES_SETTING_ID }

/**
 * The stored record: the rules with their id. A record stored before issue 32 has no `packs` and
 * a pack's settings at its legacy key: the schema keeps both as they are (so the store's cheap
 * shape check still applies and nothing is filled in that would hide the legacy value), and
 * readWorkloadRules reads either.
 */
export const workloadRulesSettingSchema = workloadRulesSchema.extend({
  id: z.literal(WORKLOAD_RULES_SETTING_ID),
  packs: packSettingsSchema.optional(),
  ...legacyPackSettingsShape,
  ...revisionField,
})
export type WorkloadRulesSetting = z.infer<typeof workloadRulesSettingSchema>

/** The record that stores `rules`. */
export function workloadRulesSetting(rules: WorkloadRules): WorkloadRulesSetting {
  return { id: WORKLOAD_RULES_SETTING_ID, rules: rules.rules, packs: rules.packs }
}
