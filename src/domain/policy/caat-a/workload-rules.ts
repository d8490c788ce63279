/**
 * The "Workload rules" setting (Settings > General): which rule pack measures every load, the
 * spec's CourseLoad bands (the default) or Ontario CAAT-A (Article 11), and the CAAT-A factors.
 * One value, stored (a plan setting, workload-rules-setting.ts) and backed up as a whole; `policyForRules` turns it into the policy every
 * screen, alert, report and the optimizer asks (a worker rebuilds it from the same value).
 */
import { COURSELOAD_BANDS } from '../courseload-bands'
import type { WorkloadPolicy, WorkloadPolicyId } from '../workload-policy'
import { CAAT_A_POLICY, CAAT_A_POLICY_LABEL, createCaatAPolicy } from './caat-a-policy'
import { changedCaatAFactors } from './caat-a-settings'
import type { WorkloadRules } from './workload-rules-setting'
import type { CaatRecordLookup } from './contract-limits'

export const WORKLOAD_RULES_LABELS: Record<WorkloadPolicyId, string> = {
  'courseload-bands': COURSELOAD_BANDS.label,
  'ontario-caat-a': CAAT_A_POLICY_LABEL,
}

export { defaultWorkloadRules, readWorkloadRules, workloadRulesSchema, type WorkloadRules } from './workload-rules-setting'

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
