/**
 * The one DataStore the query layer reads and writes. Bound once at start-up (IndexedDB in the
 * app, in-memory in component tests). A module-level binding rather than React context keeps
 * query options plain values that router loaders can pass to `ensureQueryData`.
 *
 * New code asks `storeOf(client)`: the store of the plan that client shows (issue 32 gives each
 * plan workspace its own client and store; live is the bound one).
 */
import type { QueryClient } from '@tanstack/react-query'
import type { DataStore } from '@/storage/types'

let current: DataStore | null = null

export function bindDataStore(store: DataStore): void {
  current = store
}

export function dataStore(): DataStore {
  if (!current) throw new Error('CourseLoad storage is not ready: bindDataStore() was not called')
  return current
}

/** The store of the plan `client` shows. */
export function storeOf(client: QueryClient): DataStore {
  void client
  return dataStore()
}
