/**
 * Apply a ChangeSet to cached lists by id, so the UI shows a write before IndexedDB confirms it
 * and keeps it afterwards (no whole-store re-read). Mirrors the storage order: clear, delete,
 * put. Untouched records keep their object identity (memoized cards and rows compare them);
 * only the list itself and the records put are new objects. What follows the lists learns what
 * changed from the change feed (change-feed.ts), not from comparing them.
 */
import type { QueryClient } from '@tanstack/react-query'
import { touchedStores, type ChangeSet, type EntityStoreName } from '@/domain/model/change-set'
import { ENTITY_KEY_PATHS } from '@/storage/entity-keys'
import { setCachedLists, type ListUpdate, type TouchedIds } from './change-feed'
import { keysByStore } from './query-keys'

export function applyChangeSetToList<T>(
  list: readonly T[],
  store: EntityStoreName,
  changes: ChangeSet,
): T[] {
  const keyField = ENTITY_KEY_PATHS[store]
  const idOf = (item: T) => (item as Record<string, unknown>)[keyField] as string
  const cleared = changes.clear?.includes(store) ?? false
  let next: T[] = cleared ? [] : [...list]
  const deletes = new Set(changes.delete?.[store] ?? [])
  if (deletes.size) next = next.filter((item) => !deletes.has(idOf(item)))
  const puts = (changes.put?.[store] ?? []) as T[]
  if (puts.length) {
    // One pass that replaces records in place and stops once every put has found its record (no
    // index of the whole list is built: a single edit costs a scan, not 10,000 map entries).
    const pending = new Map<string, T>()
    for (const item of puts) pending.set(idOf(item), item)
    for (let i = 0; i < next.length && pending.size; i++) {
      const id = idOf(next[i] as T)
      const item = pending.get(id)
      if (item !== undefined) {
        next[i] = item
        pending.delete(id)
      }
    }
    for (const item of pending.values()) next.push(item)
  }
  return next
}

/** The ids a change set names in one store (its puts and deletes); 'all' when it clears the store. */
export function touchedIdsOf(store: EntityStoreName, changes: ChangeSet): TouchedIds {
  if (changes.clear?.includes(store)) return 'all'
  const keyField = ENTITY_KEY_PATHS[store]
  const ids = new Set<string>(changes.delete?.[store] ?? [])
  for (const record of changes.put?.[store] ?? []) ids.add((record as Record<string, unknown>)[keyField] as string)
  return ids
}

/** The cached lists a change set replaced, as they were (undefined: not loaded, so not changed). */
export type CacheSnapshot = Array<{ store: EntityStoreName; list: readonly unknown[] | undefined }>

/**
 * Write a change set into the cached lists; returns what was there for rollback. All stores are
 * set as one change of the feed (change-feed.ts), so observers and the plan store see one
 * consistent change, not one per store.
 */
export function applyOptimistically(client: QueryClient, changes: ChangeSet): CacheSnapshot {
  const snapshot: CacheSnapshot = []
  const updates: ListUpdate[] = []
  for (const store of touchedStores(changes)) {
    const before = client.getQueryData<unknown[]>(keysByStore[store].list())
    snapshot.push({ store, list: before })
    if (before) updates.push({ store, list: applyChangeSetToList(before, store, changes), touched: touchedIdsOf(store, changes) })
  }
  setCachedLists(client, updates)
  return snapshot
}

/**
 * Put the lists back as they were. Published as replaced whole: a record deleted and put back
 * stands where it stood, which no list of ids can say.
 */
export function rollback(client: QueryClient, snapshot: CacheSnapshot): void {
  setCachedLists(
    client,
    snapshot.flatMap(({ store, list }) => (list ? [{ store, list, touched: 'all' as const }] : [])),
  )
}
