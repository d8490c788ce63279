/**
 * Every workload policy by id, each with its default settings: ids travel where functions cannot
 * (into the auto-assign worker). Kept apart from workload-policy.ts so that importing the seam's
 * types and default does not bring the CAAT-A pack into the first bundle.
 */
import { CAAT_A_POLICY } from './caat-a/caat-a-policy'
import { COURSELOAD_BANDS } from './courseload-bands'
import { DEFAULT_WORKLOAD_POLICY, type WorkloadPolicy, type WorkloadPolicyId } from './workload-policy'

const REGISTRY: Record<WorkloadPolicyId, WorkloadPolicy> = {
  'courseload-bands': COURSELOAD_BANDS,
  'ontario-caat-a': CAAT_A_POLICY,
}

/** A policy by id; unknown ids get the default. */
export function workloadPolicy(id?: string | null): WorkloadPolicy {
  return (id && (REGISTRY as Record<string, WorkloadPolicy>)[id]) || DEFAULT_WORKLOAD_POLICY
}
