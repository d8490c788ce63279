/**
 * The write path shows a change before storage confirms it (optimistic.ts). Storage gives every
 * record it puts a revision (storage/revisions.ts); were the optimistic copy left at the
 * revision the caller sent, every write would differ from what was stored and be published
 * twice, once shown and once settled. So the copy shown carries the revision storage will give,
 * foreseen from the cached record by the same rule (revision-compare.ts `nextRevision`). When the
 * cache was behind (another tab's write not yet arrived), the stored revision differs and
 * settleCommitted puts it in: the cache ends up holding what was stored either way.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ChangeSet, EntityStoreName } from '@/domain/model/change-set'
import { nextRevision, withRevision } from '@/domain/model/revision-compare'
import { ENTITY_KEY_PATHS } from '@/storage/entity-keys'
import { keysByStore } from './query-keys'

/** The cached records with the keys of `wanted`: one scan that stops once all are found. */
function cachedByKey(list: readonly unknown[], keyField: string, wanted: ReadonlySet<string>): Map<string, unknown> {
  const found = new Map<string, unknown>()
  for (let i = 0; i < list.length && found.size < wanted.size; i++) {
    const key = (list[i] as Record<string, unknown>)[keyField] as string
    if (wanted.has(key)) found.set(key, list[i])
  }
  return found
}

/** `changes` with each put at the revision storage will give it, as far as the cached lists tell. */
export function withForeseenRevisions(client: QueryClient, changes: ChangeSet): ChangeSet {
  if (!changes.put) return changes
  const put: Record<string, unknown[]> = {}
  for (const [name, records] of Object.entries(changes.put)) {
    const store = name as EntityStoreName
    const list = client.getQueryData<unknown[]>(keysByStore[store].list())
    // Not cached: nothing is shown for that store, and nothing is foreseen.
    if (!list || !records?.length) {
      put[store] = records ?? []
      continue
    }
    const keyField = ENTITY_KEY_PATHS[store]
    const keyOf = (record: unknown) => (record as Record<string, string>)[keyField]!
    const cached = cachedByKey(list, keyField, new Set(records.map(keyOf)))
    const refilled = changes.clear?.includes(store) ?? false
    put[store] = records.map((record) => withRevision(record, nextRevision(cached.get(keyOf(record)), record, refilled)))
  }
  return { ...changes, put: put as ChangeSet['put'] }
}
