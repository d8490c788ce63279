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
import type { DataStore } from './types'

export async function openAppStorage(options: IdbStoreOptions = {}): Promise<DataStore> {
  const store = await createIdbStore(options)
  const stopCrossTab = installCrossTab()
  const stopPersist = installPersistOnFirstSave()
  try {
    // The migration (and the import format it converts with) loads only when a legacy key exists.
    if (LEGACY_DATA_KEYS.some((key) => readRawLocal(key) !== null)) {
      const { migrateLegacyData } = await import('./migrate-legacy')
      await migrateLegacyData(store)
    }
  } catch (error) {
    console.error('CourseLoad: legacy data migration failed; it will be retried on the next start', error)
  }
  try {
    await migrateAssignmentTerms(store)
  } catch (error) {
    console.error('CourseLoad: assignment term normalisation failed; it will be retried on the next start', error)
  }
  try {
    // Like the legacy migration, its readers (zod, the CAAT-A schemas) load only when there is something to move.
    if (CONTRACT_RECORD_LEGACY_KEYS.some((key) => readRawLocal(key) !== null)) {
      const { migrateContractRecords } = await import('./migrate-contract-records')
      await migrateContractRecords(store)
    }
  } catch (error) {
    console.error('CourseLoad: moving the CAAT-A records into the database failed; it will be retried on the next start', error)
  }
  return {
    ...store,
    close: () => {
      stopCrossTab()
      stopPersist()
      store.close()
    },
  }
}
