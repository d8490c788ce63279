/**
 * The one DataStore the query layer reads and writes. Bound once at start-up (IndexedDB in the
 * app, in-memory in component tests). A module-level binding rather than React context keeps
 * query options plain values that router loaders can pass to `ensureQueryData`.
 */
import type { DataStore } from '@/storage/types'

let current: DataStore | null = null

export function bindDataStore(store: DataStore): void {
  current = store
}

export function dataStore(): DataStore {
  if (!current) throw new Error('CourseLoad storage is not ready: bindDataStore() was not called')
  return current
}

