/**
 * The workload rules and the CAAT-A professor records as hooks (same pattern as the other small
 * localStorage settings: every component sees one value at once, other tabs' changes arrive as
 * storage events). Loads zod (through the storage reader): imported by the settings section and
 * the CAAT-A screens, never by the first bundle; use-workload-policy.ts loads it on demand.
 */
import { useCallback, useSyncExternalStore } from 'react'
import type { CaatProfessorRecord } from '@/domain/policy/caat-a/caat-a-records'
import type { WorkloadRules } from '@/domain/policy/caat-a/workload-rules'
import type { LocalWriteResult } from '@/storage/local-storage'
import { STORAGE_KEYS } from '@/storage/storage-keys'
import {
  getCaatRecords,
  getWorkloadRules,
  putCaatRecord,
  setWorkloadRules,
} from '@/storage/workload-rules-storage'
import { announce, cachedReader, subscribe } from './local-settings'

const readRules = cachedReader(STORAGE_KEYS.workloadRules, getWorkloadRules)
const readRecords = cachedReader(STORAGE_KEYS.caatRecords, getCaatRecords)

export function useWorkloadRules(): [WorkloadRules, (rules: WorkloadRules) => LocalWriteResult] {
  const value = useSyncExternalStore((cb) => subscribe(STORAGE_KEYS.workloadRules, cb), readRules)
  const save = useCallback(
    (rules: WorkloadRules) => announce(STORAGE_KEYS.workloadRules, setWorkloadRules(rules)),
    [],
  )
  return [value, save]
}

export function useCaatRecords(): [
  readonly CaatProfessorRecord[],
  (record: CaatProfessorRecord) => LocalWriteResult,
] {
  const value = useSyncExternalStore((cb) => subscribe(STORAGE_KEYS.caatRecords, cb), readRecords)
  const save = useCallback(
    (record: CaatProfessorRecord) => announce(STORAGE_KEYS.caatRecords, putCaatRecord(record)),
    [],
  )
  return [value, save]
}

/** Read now, outside React (the policy loader). */
export { readRules as currentWorkloadRules, readRecords as currentCaatRecords }
