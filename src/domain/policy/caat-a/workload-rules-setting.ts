/**
 * The "Workload rules" setting as a value: its schema, its default and the tolerant reader. Apart
 * from workload-rules.ts (which builds the policy) so the store's schemas (storage/entity-schemas.ts,
 * loaded at every start) carry the settings reader but not the CAAT-A policy and its SWF.
 *
 * Stored as one plan setting (the `planSettings` store, id WORKLOAD_RULES_SETTING_ID), written by
 * a ChangeSet like every record of the plan.
 */
import { z } from '@/domain/kernel/zod'
import { WORKLOAD_POLICY_IDS, type WorkloadPolicyId } from '../workload-policy'
import { WORKLOAD_RULES_SETTING_ID } from '../workload-rules-id'
import { DEFAULT_RULE_PACK_ID } from '../rule-packs'
import { caatADefaults } from './caat-a-factors'
import { caatASettingsSchema, readCaatASettings } from './caat-a-settings'
import { revisionField } from '@/domain/model/revision'

const DEFAULT_WORKLOAD_RULES_ID: WorkloadPolicyId = DEFAULT_RULE_PACK_ID

export const workloadRulesSchema = z.object({
  rules: z.enum(WORKLOAD_POLICY_IDS).default(DEFAULT_WORKLOAD_RULES_ID),
  caatA: caatASettingsSchema.default(caatADefaults),
})
export type WorkloadRules = z.infer<typeof workloadRulesSchema>

export function defaultWorkloadRules(): WorkloadRules {
  return { rules: DEFAULT_WORKLOAD_RULES_ID, caatA: caatADefaults() }
}

/** A stored value as the app uses it: an unknown rules id gives the default, each bad factor its default. */
export function readWorkloadRules(value: unknown): WorkloadRules {
  const raw = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  const rules = workloadRulesSchema.shape.rules.safeParse(raw.rules)
  return { rules: rules.success ? rules.data : DEFAULT_WORKLOAD_RULES_ID, caatA: readCaatASettings(raw.caatA) }
}

export { WORKLOAD_RULES_SETTING_ID }

/** The stored record: the rules with their id. */
export const workloadRulesSettingSchema = workloadRulesSchema.extend({ id: z.literal(WORKLOAD_RULES_SETTING_ID), ...revisionField })
export type WorkloadRulesSetting = z.infer<typeof workloadRulesSettingSchema>

/** The record that stores `rules`. */
export function workloadRulesSetting(rules: WorkloadRules): WorkloadRulesSetting {
  return { id: WORKLOAD_RULES_SETTING_ID, rules: rules.rules, caatA: rules.caatA }
}
