/**
 * Start-up step (database version 2): move the workload rules and the CAAT-A professor records
 * from localStorage, where versions before kept them, into their IndexedDB stores (planSettings,
 * contractRecords), so from then on they are written by ChangeSets like every record of the plan.
 *
 * - Lossless: every record the app read from localStorage is written as it read it (one per
 *   professor, the later one winning, as the policy's lookup did); an unreadable one, which the
 *   app ignored, is not moved but stays where it was (see below).
 * - Once: the records and a marker land in one transaction; a start that finds the marker (or
 *   nothing in localStorage) does nothing. A failure writes nothing and the next start retries.
 * - Never over newer data: each record is put on condition that its id is still absent (a
 *   precondition checked in the same transaction), so a second tab migrating at the same moment,
 *   or a run after edits, is refused whole instead of writing old values back.
 * - The localStorage keys are left in place, unread from then on: a value the schema could not
 *   read is still there to recover by hand, and "Clear cache and reset" removes them with every
 *   other product key. (The marker, not their absence, is what says the move was made.)
 */
import type { ChangeSet, Precondition } from '@/domain/model/change-set'
import { workloadRulesSetting } from '@/domain/policy/workload-rules-setting'
import { readRawLocal } from '@/storage/local-storage'
import { CONTRACT_RECORD_LEGACY_KEYS } from '@/storage/storage-keys'
import { StorageError, type DataStore } from '@/storage/types'
import { getLegacyCaatRecords, getLegacyWorkloadRules, onePerProfessor } from './workload-rules-storage'

/** Settings-store key of the marker written with the moved records (read ahead: read-ahead.inline.js). */
export const CONTRACT_RECORDS_MARKER = 'contract-records-v1'

export type ContractRecordsMigration =
  | { status: 'nothing' | 'already-done' }
  | { status: 'done'; records: number; rules: boolean }

export async function migrateContractRecords(store: DataStore, options: { now?: () => Date } = {}): Promise<ContractRecordsMigration> {
  // Read synchronously first: a browser that never chose CAAT-A has nothing to move, at no cost.
  if (CONTRACT_RECORD_LEGACY_KEYS.every((key) => readRawLocal(key) === null)) return { status: 'nothing' }
  if ((await store.settings.get(CONTRACT_RECORDS_MARKER)) !== undefined) return { status: 'already-done' }
  const rules = getLegacyWorkloadRules()
  const records = onePerProfessor(getLegacyCaatRecords() ?? [])
  const changes: ChangeSet = { put: { contractRecords: records, ...(rules ? { planSettings: [workloadRulesSetting(rules)] } : {}) } }
  const absent = (store: 'contractRecords' | 'planSettings', id: string): Precondition => ({ kind: 'record', store, id, record: null, what: id })
  changes.require = [...records.map((r) => absent('contractRecords', r.professorId)), ...(rules ? [absent('planSettings', 'workloadRules')] : [])]
  try {
    await store.apply(changes, {
      // Nothing to take back: the move is not an undo step.
      recordChange: false,
      settings: { [CONTRACT_RECORDS_MARKER]: { at: (options.now?.() ?? new Date()).toISOString(), records: records.length, rules: rules !== null } },
    })
  } catch (error) {
    // Records are there already (another tab moved them a moment ago): nothing to do.
    if (error instanceof StorageError && error.kind === 'conflict') return { status: 'already-done' }
    throw error
  }
  return { status: 'done', records: records.length, rules: rules !== null }
}
