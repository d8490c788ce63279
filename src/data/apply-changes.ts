/**
 * The one write path of the app: every mutation builds a ChangeSet with a domain rule and hands
 * it here. It is shown optimistically (applied to the cached lists by id), written atomically,
 * and then kept: the cache already holds what was committed, so no store is re-read. Only when
 * the cache is known stale (the write failed, or a read was in flight meanwhile) are the
 * touched stores invalidated and re-read whole.
 */
import { notifyManager, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { touchedStores, type ChangeSet, type EntityMap, type EntityStoreName } from '@/domain/change-set'
import { sameData } from '@/domain/same-data'
import type { AppliedChanges } from '@/storage/types'
import { keysByStore } from './query-keys'
import { applyChangeSetToList, applyOptimistically, rollback, type CacheSnapshot } from './optimistic'
import { listQueryFor } from './entity-queries'
import { dataStore } from './store-registry'

export async function invalidateStores(client: QueryClient, stores: readonly EntityStoreName[]): Promise<void> {
  await Promise.all(stores.map((store) => client.invalidateQueries({ queryKey: keysByStore[store].all })))
}

/**
 * After a successful apply: the optimistic lists stay. Records the store normalised (schema
 * defaults filled in) replace their optimistic twins; a store whose read was in flight, or was
 * loaded while the write ran, may predate the write and is re-read.
 */
function settleCommitted(client: QueryClient, changes: ChangeSet, applied: AppliedChanges, snapshot: CacheSnapshot): void {
  const stale: EntityStoreName[] = []
  notifyManager.batch(() => {
    for (const store of applied.stores) {
      const key = keysByStore[store].list()
      const state = client.getQueryState<unknown[]>(key)
      const hadList = snapshot.some(([k, data]) => k[0] === store && data !== undefined)
      if (state?.fetchStatus === 'fetching' || (!hadList && state?.data !== undefined)) {
        stale.push(store)
        continue
      }
      const sent = (changes.put?.[store] ?? []) as unknown[]
      const stored = (applied.put[store] ?? []) as unknown[]
      const normalised = stored.filter((record, i) => !sameData(record, sent[i]))
      if (normalised.length && state?.data) {
        client.setQueryData(key, applyChangeSetToList(state.data, store, { put: { [store]: normalised } }))
      }
    }
  })
  if (stale.length) void invalidateStores(client, stale)
}

/** What a write is, for the undo history: the action named as the header shows it ("assign ANI1001 §2 to Maya Okafor"). */
export interface WriteOptions {
  label?: string
}

/** Non-hook form, for loaders and bulk operations outside React. */
export async function writeChanges(client: QueryClient, changes: ChangeSet, options: WriteOptions = {}): Promise<void> {
  void options
  const snapshot = applyOptimistically(client, changes)
  let applied: AppliedChanges
  try {
    applied = await dataStore().apply(changes)
  } catch (error) {
    rollback(client, snapshot)
    // Known stale: another write may have landed while this one failed. Re-read what it touched.
    await invalidateStores(client, touchedStores(changes))
    throw error
  }
  settleCommitted(client, changes, applied, snapshot)
}

/**
 * A mutation whose variables are turned into a ChangeSet by `build` (a domain rule fed with the
 * current lists, see `currentList`). `build` may throw a user-facing Error (e.g. 'Professor not
 * found'); nothing is written then.
 */
export function useChangeSetMutation<TVars, TResult = void>(
  build: (vars: TVars, client: QueryClient) => Promise<{ changes: ChangeSet; result: TResult; label?: string }>,
) {
  const client = useQueryClient()
  return useMutation<TResult, Error, TVars>({
    mutationFn: async (vars) => {
      const { changes, result, label } = await build(vars, client)
      await writeChanges(client, changes, { label })
      return result
    },
  })
}

/** The current list of a store, from the cache or loaded once from storage. */
export function currentList<S extends EntityStoreName>(
  client: QueryClient,
  store: S,
): Promise<EntityMap[S][]> {
  return client.ensureQueryData(listQueryFor(store)) as Promise<EntityMap[S][]>
}
