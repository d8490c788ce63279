/**
 * Keeps the query cache in step with storage: changes committed in another tab arrive as
 * 'changed' events with source 'remote' (BroadcastChannel). When the message names the ids put
 * and deleted, just those records are read (repository get by id) and patched into the cached
 * lists; a store without ids (cleared, an older tab) or with too many is re-read whole. Other
 * storage events (warnings, write errors, blocked upgrades) are handed to the caller, which is
 * the shell: it owns how they are shown.
 */
import { useEffect } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { ChangeSet, EntityStoreName } from '@/domain/model/change-set'
import { onStorageEventWithEarlyWarnings } from '@/storage/events'
import type { ChangedIds, StorageEvent } from '@/storage/types'
import { invalidateStores } from './apply-changes'
import { setCachedLists, type ListUpdate } from './change-feed'
import { applyChangeSetToList, touchedIdsOf } from './optimistic'
import { keysByStore } from './query-keys'
import { storeOf } from './plan-workspace'

export type { StorageEvent }

/** Above this many records put in one store, one getAll beats that many gets. */
export const MAX_PATCHED_RECORDS = 500

type RemoteChange = { stores: EntityStoreName[]; ids?: ChangedIds }

/** Read the named records and patch the cached lists; stores that cannot be patched are re-read. */
export async function patchRemoteChange(client: QueryClient, change: RemoteChange): Promise<void> {
  const wholeStores: EntityStoreName[] = []
  const patches: { store: EntityStoreName; put: unknown[]; delete: string[] }[] = []
  await Promise.all(
    change.stores.map(async (store) => {
      const ids = change.ids?.[store]
      const state = client.getQueryState(keysByStore[store].list())
      // Nothing cached: the next read loads it anyway. A read in flight may predate the change.
      if (!state) return
      if (
        !ids ||
        ids.put.length > MAX_PATCHED_RECORDS ||
        state.data === undefined ||
        state.fetchStatus === 'fetching'
      ) {
        wholeStores.push(store)
        return
      }
      try {
        const repo = storeOf(client)[store] as { get(id: string): Promise<unknown> }
        const records = await Promise.all(ids.put.map((id) => repo.get(id)))
        // Gone again, or unreadable (the store reports it): the list would not hold it either.
        const missing = ids.put.filter((_, i) => records[i] === undefined)
        patches.push({
          store,
          put: records.filter((r) => r !== undefined),
          delete: [...ids.delete, ...missing],
        })
      } catch {
        wholeStores.push(store)
      }
    }),
  )
  // One change of the feed: the plan store sees courses and assignments change together, once.
  const updates: ListUpdate[] = []
  for (const patch of patches) {
    const list = client.getQueryData<unknown[]>(keysByStore[patch.store].list())
    if (!list) continue
    const changes: ChangeSet = { put: { [patch.store]: patch.put }, delete: { [patch.store]: patch.delete } }
    updates.push({ store: patch.store, list: applyChangeSetToList(list, patch.store, changes), touched: touchedIdsOf(patch.store, changes) })
  }
  setCachedLists(client, updates)
  if (wholeStores.length) await invalidateStores(client, wholeStores)
}

/**
 * Remote changes are patched one after another, in the order the other tabs committed them:
 * a later delete must not be overtaken by an earlier put still reading its record.
 */
export function createRemotePatcher(client: QueryClient): (change: RemoteChange) => Promise<void> {
  let queue: Promise<void> = Promise.resolve()
  return (change) => {
    queue = queue
      .then(() => patchRemoteChange(client, change))
      .catch((error: unknown) => {
        console.warn('CourseLoad: could not apply a change from another tab; re-reading', error)
        return invalidateStores(client, change.stores)
      })
    return queue
  }
}

export function useStorageSync(onEvent?: (event: StorageEvent) => void): void {
  const client = useQueryClient()
  useEffect(() => {
    const patch = createRemotePatcher(client)
    // With the load warnings raised before the first render (the start-up legacy migration's).
    return onStorageEventWithEarlyWarnings((event) => {
      if (event.type === 'changed' && event.source === 'remote') void patch(event)
      onEvent?.(event)
    })
  }, [client, onEvent])
}
