/**
 * Changes from the school server, written here through the write path's store without echoing
 * back: records are put at the server's revisions (ApplyOptions.fromServer keeps them out of the
 * outbox), then patched into the cached lists by id like another tab's change (storage-sync.ts),
 * so the plan store and every screen follow. A record the outbox still holds a change of (waiting,
 * or refused and waiting for the planner) is left as this browser has it: that change is what
 * the server will be asked to take, or what Needs attention resolves.
 */
import type { QueryClient } from '@tanstack/react-query'
import { ENTITY_STORES, type ChangeSet, type EntityStoreName } from '@/domain/model/change-set'
import { revisionOf } from '@/domain/model/revision-compare'
import { outboxKeys, type OutboxEntry } from '@/storage/outbox'
import type { ChangedIds, DataStore } from '@/storage/types'
import { storeOf } from '../plan-workspace'
import { patchRemoteChange } from '../storage-sync'
import { markServerWritten } from '../server-written'

/** A record as the server has it now (null: deleted there), at its revision. */
export interface ServerState {
  store: EntityStoreName
  id: string
  rev: number
  record: Record<string, unknown> | null
}

const keyOf = (store: string, id: string) => `${store}\u0000${id}`

/** Every record the outbox holds a change of. */
export function heldByOutbox(entries: readonly OutboxEntry[]): Set<string> {
  const held = new Set<string>()
  for (const entry of entries) for (const key of outboxKeys(entry)) held.add(key)
  return held
}

async function localRecord(store: DataStore, name: EntityStoreName, id: string): Promise<unknown> {
  return (store[name] as { get(id: string): Promise<unknown> }).get(id)
}

/**
 * Write `states` (the newest per record) where this browser is behind: a record it has at a lower
 * revision, or not at all, or one deleted there. `force`: also where this browser has another
 * version at the same or a higher revision (keep theirs). Returns the ids written per store.
 */
export async function applyServerStates(
  client: QueryClient,
  states: readonly ServerState[],
  options: { skip?: ReadonlySet<string>; force?: boolean } = {},
): Promise<ChangedIds> {
  const store = storeOf(client)
  const latest = new Map<string, ServerState>()
  for (const state of states) {
    const key = keyOf(state.store, state.id)
    if (options.skip?.has(key)) continue
    const held = latest.get(key)
    if (!held || state.rev >= held.rev) latest.set(key, state)
  }
  const put: { [S in EntityStoreName]?: unknown[] } = {}
  const putIds: { [S in EntityStoreName]?: string[] } = {}
  const remove: { [S in EntityStoreName]?: string[] } = {}
  await Promise.all(
    [...latest.values()].map(async (state) => {
      const local = await localRecord(store, state.store, state.id)
      if (state.record === null) {
        if (local !== undefined) (remove[state.store] ??= []).push(state.id)
        return
      }
      if (local !== undefined && !options.force && revisionOf(local) >= state.rev) return
      ;(put[state.store] ??= []).push({ ...state.record, rev: state.rev })
      ;(putIds[state.store] ??= []).push(state.id)
    }),
  )
  const changes = { put, delete: remove } as ChangeSet
  const stores = ENTITY_STORES.filter((s) => put[s]?.length || remove[s]?.length)
  if (!stores.length) return {}
  await store.apply(changes, { fromServer: true, recordChange: false })
  const ids: ChangedIds = {}
  for (const s of stores) ids[s] = { put: putIds[s] ?? [], delete: remove[s] ?? [] }
  await patchRemoteChange(client, { stores, ids })
  markServerWritten(client, ids)
  return ids
}
