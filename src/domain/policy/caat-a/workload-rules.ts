/**
 * The "Workload rules" setting (Settings > General): which rule pack measures every load, the
 * spec's CourseLoad bands (the default) or Ontario CAAT-A (Article 11), and the CAAT-A factors.
 * One value, stored (a plan setting, workload-rules-setting.ts) and backed up as a whole; `policyForRules` turns it into the policy every
 * screen, alert, report and the optimizer asks (a worker rebuilds it from the same value).
 */
import type { WorkloadPolicy } from '../workload-policy'
import { rulePack } from '../policy-registry'
import type { WorkloadRules } from '@/domain/policy/workload-rules-setting'
import type { CaatRecordLookup } from './contract-limits'

export { defaultWorkloadRules, readWorkloadRules, workloadRulesSchema, type WorkloadRules } from '@/domain/policy/workload-rules-setting'

/** The policy the rules choose: their pack's (policy-registry.ts), with the records given. */
export function policyForRules(rules: WorkloadRules, recordOf?: CaatRecordLookup): WorkloadPolicy {
  return rulePack(rules.rules).policy(rules, recordOf)
}
