/**
 * The app's storage, ready to use: open IndexedDB, start listening to other tabs and for the
 * first save (so the migration's own write is announced and counts as that save), then run the
 * one-time legacy migration and the one-time normalisation of assignments to planning terms. A failed migration does not stop the app: the write error has been
 * reported, the legacy keys are untouched and the next start tries again.
 */
import { installCrossTab } from './cross-tab'
import { createIdbStore, type IdbStoreOptions } from './idb-store'
import { migrateAssignmentTerms } from './migrate-assignment-terms'
import { migrateLegacyData } from './migrate-legacy'
import { installPersistOnFirstSave } from './persist'
import type { DataStore } from './types'

export async function openAppStorage(options: IdbStoreOptions = {}): Promise<DataStore> {
  const store = await createIdbStore(options)
  const stopCrossTab = installCrossTab()
  const stopPersist = installPersistOnFirstSave()
  try {
    await migrateLegacyData(store)
  } catch (error) {
    console.error('CourseLoad: legacy data migration failed; it will be retried on the next start', error)
  }
  try {
    await migrateAssignmentTerms(store)
  } catch (error) {
    console.error('CourseLoad: assignment term normalisation failed; it will be retried on the next start', error)
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
