/**
 * The one write path of the app: every mutation builds a ChangeSet with a domain rule and hands
 * it here. It is shown optimistically, written atomically, rolled back on failure, and only the
 * touched stores' keys are invalidated afterwards.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  touchedStores,
  type ChangeSet,
  type EntityMap,
  type EntityStoreName,
} from '@/domain/change-set'
import { keysByStore } from './query-keys'
import { applyOptimistically, rollback } from './optimistic'
import { listQueryFor } from './entity-queries'
import { dataStore } from './store-registry'

export async function invalidateStores(client: QueryClient, changes: ChangeSet): Promise<void> {
  await Promise.all(
    touchedStores(changes).map((store) =>
      client.invalidateQueries({ queryKey: keysByStore[store].all }),
    ),
  )
}

/** Non-hook form, for loaders and bulk operations outside React. */
export async function writeChanges(client: QueryClient, changes: ChangeSet): Promise<void> {
  const snapshot = applyOptimistically(client, changes)
  try {
    await dataStore().apply(changes)
  } catch (error) {
    rollback(client, snapshot)
    throw error
  } finally {
    await invalidateStores(client, changes)
  }
}

/**
 * A mutation whose variables are turned into a ChangeSet by `build` (a domain rule fed with the
 * current lists, see `currentList`). `build` may throw a user-facing Error (e.g. 'Professor not
 * found'); nothing is written then.
 */
export function useChangeSetMutation<TVars, TResult = void>(
  build: (vars: TVars, client: QueryClient) => Promise<{ changes: ChangeSet; result: TResult }>,
) {
  const client = useQueryClient()
  return useMutation<TResult, Error, TVars>({
    mutationFn: async (vars) => {
      const { changes, result } = await build(vars, client)
      await writeChanges(client, changes)
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
