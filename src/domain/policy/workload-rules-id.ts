/**
 * Which rule pack the stored workload rules choose, from the stored text alone: the first bundle
 * asks this on every load figure's first render, and must not load zod or the CAAT-A settings
 * reader for it. Anything unreadable is the default (the CourseLoad bands), as the full reader
 * (caat-a/workload-rules.ts readWorkloadRules) decides too.
 */
import { DEFAULT_WORKLOAD_POLICY, WORKLOAD_POLICY_IDS, type WorkloadPolicyId } from './workload-policy'

export function chosenWorkloadRulesId(storedText: string | null): WorkloadPolicyId {
  if (!storedText) return DEFAULT_WORKLOAD_POLICY.id
  try {
    const value: unknown = JSON.parse(storedText)
    const id = typeof value === 'object' && value !== null ? (value as { rules?: unknown }).rules : undefined
    return (WORKLOAD_POLICY_IDS as readonly unknown[]).includes(id) ? (id as WorkloadPolicyId) : DEFAULT_WORKLOAD_POLICY.id
  } catch {
    return DEFAULT_WORKLOAD_POLICY.id
  }
}
