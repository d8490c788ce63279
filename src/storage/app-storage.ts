/**
 * The app's storage, ready to use: open IndexedDB, start listening to other tabs and for the
 * first save (so the migration's own write is announced and counts as that save), then run the
 * one-time legacy migration, the one-time normalisation of assignments to planning terms and the
 * one-time move of the workload rules and CAAT-A records from localStorage (database version 2). A failed migration does not stop the app: the write error has been
 * reported, the legacy keys are untouched and the next start tries again.
 */
import { installCrossTab } from './cross-tab'
import { createIdbStore, type IdbStoreOptions } from './idb-store'
import { migrateAssignmentTerms } from './migrate-assignment-terms'
import { installPersistOnFirstSave } from './persist'
import { readRawLocal } from './local-storage'
import { CONTRACT_RECORD_LEGACY_KEYS, LEGACY_DATA_KEYS } from './storage-keys'
import { migratePackRecords, PACK_RECORDS_MOVE_LABEL } from './packs/pack-storage'
import type { DataStore } from './types'

/**
 * A one-time start-up step whose code (and the formats it reads, with zod) loads only when one of
 * `keys` is in localStorage. A failure does not stop the app: it is logged and retried next start.
 */
async function migrateWhenStored(keys: readonly string[], what: string, run: () => Promise<unknown>): Promise<void> {
  try {
    if (keys.some((key) => readRawLocal(key) !== null)) await run()
  } catch (error) {
    console.error(`CourseLoad: ${what} failed; it will be retried on the next start`, error)
  }
}

export async function openAppStorage(options: IdbStoreOptions = {}): Promise<DataStore> {
  const store = await createIdbStore(options)
  const stopCrossTab = installCrossTab()
  const stopPersist = installPersistOnFirstSave()
  await migrateWhenStored(LEGACY_DATA_KEYS, 'legacy data migration', async () => (await import('./migrate-legacy')).migrateLegacyData(store))
  try {
    await migrateAssignmentTerms(store)
  } catch (error) {
    console.error('CourseLoad: assignment term normalisation failed; it will be retried on the next start', error)
  }
  await migrateWhenStored(CONTRACT_RECORD_LEGACY_KEYS, PACK_RECORDS_MOVE_LABEL, () => migratePackRecords(store))
  return {
    ...store,
    close: () => {
      stopCrossTab()
      stopPersist()
      store.close()
    },
  }
}
