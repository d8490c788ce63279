/**
 * Apply a ChangeSet to cached lists, so the UI shows a write before IndexedDB confirms it and
 * can roll back exactly if the write fails. Mirrors the storage order: clear, delete, put.
 */
import type { QueryClient } from '@tanstack/react-query'
import { touchedStores, type ChangeSet, type EntityStoreName } from '@/domain/change-set'
import { keysByStore } from './query-keys'

const ID_FIELD: Record<EntityStoreName, string> = {
  professors: 'id',
  courses: 'id',
  assignments: 'id',
  programs: 'slug',
  programVersions: 'id',
}

export function applyChangeSetToList<T>(
  list: readonly T[],
  store: EntityStoreName,
  changes: ChangeSet,
): T[] {
  const idOf = (item: T) => (item as Record<string, unknown>)[ID_FIELD[store]] as string
  let next: T[] = changes.clear?.includes(store) ? [] : [...list]
  const deletes = new Set(changes.delete?.[store] ?? [])
  if (deletes.size) next = next.filter((item) => !deletes.has(idOf(item)))
  const puts = (changes.put?.[store] ?? []) as T[]
  if (puts.length) {
    const index = new Map(next.map((item, i) => [idOf(item), i]))
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

/** Write a change set into the cached lists; returns what was there for rollback. */
export function applyOptimistically(client: QueryClient, changes: ChangeSet): CacheSnapshot {
  const snapshot: CacheSnapshot = []
  for (const store of touchedStores(changes)) {
    const key = keysByStore[store].list()
    const before = client.getQueryData<unknown[]>(key)
    snapshot.push([key, before])
    if (before) client.setQueryData(key, applyChangeSetToList(before, store, changes))
  }
  return snapshot
}

export function rollback(client: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) client.setQueryData(key, data)
}
