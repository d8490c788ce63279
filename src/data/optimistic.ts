/**
 * Apply a ChangeSet to cached lists by id, so the UI shows a write before IndexedDB confirms it
 * and keeps it afterwards (no whole-store re-read). Mirrors the storage order: clear, delete,
 * put. Untouched records keep their object identity, so memoized rows and indexes keyed on
 * them stay valid; only the list itself and the records put are new objects.
 */
import { notifyManager, type QueryClient } from '@tanstack/react-query'
import { touchedStores, type ChangeSet, type EntityStoreName } from '@/domain/change-set'
import { ENTITY_KEY_PATHS } from '@/storage/entity-schemas'
import { keysByStore } from './query-keys'

export function applyChangeSetToList<T>(
  list: readonly T[],
  store: EntityStoreName,
  changes: ChangeSet,
): T[] {
  const keyField = ENTITY_KEY_PATHS[store]
  const idOf = (item: T) => (item as Record<string, unknown>)[keyField] as string
  let next: T[] = changes.clear?.includes(store) ? [] : [...list]
  const deletes = new Set(changes.delete?.[store] ?? [])
  if (deletes.size) next = next.filter((item) => !deletes.has(idOf(item)))
  const puts = (changes.put?.[store] ?? []) as T[]
  if (puts.length) {
    const index = new Map<string, number>()
    for (let i = 0; i < next.length; i++) index.set(idOf(next[i] as T), i)
    for (const item of puts) {
      const at = index.get(idOf(item))
      if (at === undefined) {
        index.set(idOf(item), next.length)
        next.push(item)
      } else next[at] = item
    }
  }
  return next
}

export type CacheSnapshot = Array<[readonly unknown[], unknown]>

/**
 * Write a change set into the cached lists; returns what was there for rollback. All stores are
 * set in one notify batch, so observers (and the plan index built from courses + assignments)
 * see one consistent change, not one per store.
 */
export function applyOptimistically(client: QueryClient, changes: ChangeSet): CacheSnapshot {
  const snapshot: CacheSnapshot = []
  notifyManager.batch(() => {
    for (const store of touchedStores(changes)) {
      const key = keysByStore[store].list()
      const before = client.getQueryData<unknown[]>(key)
      snapshot.push([key, before])
      if (before) client.setQueryData(key, applyChangeSetToList(before, store, changes))
    }
  })
  return snapshot
}

export function rollback(client: QueryClient, snapshot: CacheSnapshot): void {
  notifyManager.batch(() => {
    for (const [key, data] of snapshot) client.setQueryData(key, data)
  })
}
