/**
 * The "Workload rules" setting (Settings > General): which rule pack measures every load, the
 * spec's CourseLoad bands (the default) or Ontario CAAT-A (Article 11), and the CAAT-A factors.
 * One value, stored and backed up as a whole; `policyForRules` turns it into the policy every
 * screen, alert, report and the optimizer asks (a worker rebuilds it from the same value).
 */
import { z } from '@/domain/kernel/zod'
import { COURSELOAD_BANDS } from '../courseload-bands'
import { WORKLOAD_POLICY_IDS, type WorkloadPolicy, type WorkloadPolicyId } from '../workload-policy'
import { caatADefaults } from './caat-a-factors'
import { CAAT_A_POLICY, CAAT_A_POLICY_LABEL, createCaatAPolicy } from './caat-a-policy'
import { caatASettingsSchema, changedCaatAFactors, readCaatASettings } from './caat-a-settings'
import type { CaatRecordLookup } from './contract-limits'

export const WORKLOAD_RULES_LABELS: Record<WorkloadPolicyId, string> = {
  'courseload-bands': COURSELOAD_BANDS.label,
  'ontario-caat-a': CAAT_A_POLICY_LABEL,
}

const DEFAULT_WORKLOAD_RULES_ID: WorkloadPolicyId = 'courseload-bands'

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

/**
 * The policy the rules choose. CAAT-A at its defaults and without records is the registry's own
 * instance; otherwise one is built (callers keep it while the rules and records are the same).
 */
export function policyForRules(rules: WorkloadRules, recordOf?: CaatRecordLookup): WorkloadPolicy {
  if (rules.rules !== 'ontario-caat-a') return COURSELOAD_BANDS
  // The policy reads factors only (the program list and the default evaluation type are the SWF's).
  if (changedCaatAFactors(rules.caatA).length === 0 && !recordOf) return CAAT_A_POLICY
  return createCaatAPolicy({ settings: rules.caatA, recordOf })
}
