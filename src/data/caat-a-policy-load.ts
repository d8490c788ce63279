/**
 * The CAAT-A policy as the stored rules and records make it: loaded on demand by
 * use-workload-policy.ts when the rules choose CAAT-A (it brings zod and the settings reader, which
 * the CourseLoad bands never need). One policy object per pair of stored texts, so every screen
 * holds the same one and memoised figures stay valid until the rules or records change.
 */
import type { CaatProfessorRecord } from '@/domain/policy/caat-a/caat-a-records'
import { policyForRules, type WorkloadRules } from '@/domain/policy/caat-a/workload-rules'
import type { WorkloadPolicy } from '@/domain/policy/workload-policy'
import { currentCaatRecords, currentWorkloadRules } from './workload-rules'

let last: { rules: WorkloadRules; records: readonly CaatProfessorRecord[]; policy: WorkloadPolicy } | null = null

/** The policy of the rules and records stored now (the same object while they are unchanged). */
export function storedCaatPolicy(): WorkloadPolicy {
  const rules = currentWorkloadRules()
  const records = currentCaatRecords()
  if (last && last.rules === rules && last.records === records) return last.policy
  const byId = new Map(records.map((r) => [r.professorId, r]))
  const policy = policyForRules(rules, byId.size ? (id) => byId.get(id) : undefined)
  last = { rules, records, policy }
  return policy
}
