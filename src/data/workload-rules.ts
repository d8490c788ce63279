/**
 * The workload rules and the CAAT-A professor records as hooks, backed by their entity lists in
 * the query cache (planSettings, contractRecords) and written through the one write path
 * (apply-changes.ts): each save is one ChangeSet, shown at once, written in one transaction, one
 * undo step, published on the change feed and patched into other tabs' caches like any record.
 * Loads zod (through the schemas): imported by the settings section and the CAAT-A screens, never
 * by the first bundle; use-workload-policy.ts reads the lists from the cache on its own.
 */
import { useCallback } from 'react'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { ChangeSet, EntityMap } from '@/domain/model/change-set'
import type { Professor } from '@/domain/model/professor'
import { professorFullName } from '@/domain/model/professor-name'
import type { PackRecord } from '@/domain/policy/pack-schemas'
import { contractRecordLabel } from '@/domain/policy/rule-packs'
import {
  readWorkloadRules,
  WORKLOAD_RULES_SETTING_ID,
  workloadRulesSetting,
  type WorkloadRules,
} from '@/domain/policy/workload-rules-setting'
import { writeChanges } from './apply-changes'
import { contractRecordQueries, planSettingQueries } from './entity-queries'
import { professorKeys } from './query-keys'

/** What a save tells the screen: saved, or why not (the write path has reported it too). */
export type SaveResult = { ok: true } | { ok: false; error: Error }

/** The rules a planSettings list holds (their defaults when it holds none). */
export function workloadRulesOf(settings: readonly EntityMap['planSettings'][] | undefined): WorkloadRules {
  return readWorkloadRules(settings?.find((s) => s.id === WORKLOAD_RULES_SETTING_ID))
}

/** The contractRecords list as the pack keeping them reads it (its schema guards the store: entity-schemas.ts). */
export function packRecordsOf(list: readonly EntityMap['contractRecords'][] | undefined): readonly PackRecord[] {
  return (list ?? NO_RECORDS) as readonly PackRecord[]
}

const NO_RECORDS: readonly PackRecord[] = Object.freeze([])
const DEFAULT_RULES: WorkloadRules = workloadRulesOf(undefined)

async function save(client: QueryClient, changes: ChangeSet, label: string): Promise<SaveResult> {
  try {
    await writeChanges(client, changes, { label })
    return { ok: true }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) }
  }
}

/** Save the rules: one undo step ("change the workload rules"). */
export function saveWorkloadRules(client: QueryClient, rules: WorkloadRules): Promise<SaveResult> {
  return save(client, { put: { planSettings: [workloadRulesSetting(rules)] } }, 'change the workload rules')
}

/** Replace one professor's record: one undo step, named with the professor. */
export function savePackRecord(client: QueryClient, record: PackRecord): Promise<SaveResult> {
  const professor = client.getQueryData<Professor[]>(professorKeys.list())?.find((p) => p.id === record.professorId)
  const label = `change the ${contractRecordLabel()}${professor ? ` of ${professorFullName(professor)}` : ''}`
  return save(client, { put: { contractRecords: [record] } }, label)
}

export function useWorkloadRules(): [WorkloadRules, (rules: WorkloadRules) => Promise<SaveResult>] {
  const client = useQueryClient()
  const { data } = useQuery({ ...planSettingQueries.list(), select: workloadRulesOf })
  const write = useCallback((rules: WorkloadRules) => saveWorkloadRules(client, rules), [client])
  return [data ?? DEFAULT_RULES, write]
}

export function usePackRecords(): [readonly PackRecord[], (record: PackRecord) => Promise<SaveResult>] {
  const client = useQueryClient()
  const { data } = useQuery({ ...contractRecordQueries.list(), select: packRecordsOf })
  const write = useCallback((record: PackRecord) => savePackRecord(client, record), [client])
  return [data ?? NO_RECORDS, write]
}
