/**
 * Which rule pack the stored workload rules choose, from the stored value alone: the first bundle
 * asks this on every load figure's first render, and must not load zod or the CAAT-A settings
 * reader for it. Anything unreadable is the default (the CourseLoad bands), as the full reader
 * (caat-a/workload-rules-setting.ts readWorkloadRules) decides too.
 */
import { DEFAULT_WORKLOAD_POLICY, type WorkloadPolicyId } from './workload-policy'
import { isRulePackId } from './rule-packs'

/** The id of the workload rules' record in the plan's settings store (planSettings). */
export const WORKLOAD_RULES_SETTING_ID = 'workloadRules'

/** The choice the plan's settings make (their workload rules record; the default without one). */
export function workloadRulesIdOfSettings(settings: readonly { id: string }[] | undefined): WorkloadPolicyId {
  return workloadRulesIdOf(settings?.find((s) => s.id === WORKLOAD_RULES_SETTING_ID))
}

/** The choice a stored rules value (or a plan setting holding it) makes. */
export function workloadRulesIdOf(value: unknown): WorkloadPolicyId {
  const id = typeof value === 'object' && value !== null ? (value as { rules?: unknown }).rules : undefined
  return isRulePackId(id) ? id : DEFAULT_WORKLOAD_POLICY.id
}

/** The choice the rules' stored text makes (the form localStorage and backup files hold). */
export function chosenWorkloadRulesId(storedText: string | null): WorkloadPolicyId {
  if (!storedText) return DEFAULT_WORKLOAD_POLICY.id
  try {
    return workloadRulesIdOf(JSON.parse(storedText))
  } catch {
    return DEFAULT_WORKLOAD_POLICY.id
  }
}
