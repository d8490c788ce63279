/**
 * Which records the school's server wrote into this plan (pulled changes, issue 34), and when, in
 * the terms of the undo history: the newest step there was when the server's version arrived. An
 * undo step refused because its records changed then says it was the server (another
 * coordinator), not this tab or another one. Kept on the plan's workspace, for the session.
 */
import type { QueryClient } from '@tanstack/react-query'
import { ENTITY_STORES } from '@/domain/model/change-set'
import type { UndoStep } from '@/domain/history/undo-history'
import type { ChangedIds } from '@/storage/types'
import { undoHistoryOf } from './undo-history'
import { workspaceOf, workspacePart } from './plan-workspace'

const keyOf = (store: string, id: string) => `${store}\u0000${id}`

/** Record key -> the newest undo step id when the server last wrote it. */
const SERVER_WRITTEN = workspacePart('server-written records', (): Map<string, number> => new Map())

/** Note the records a pull just wrote. */
export function markServerWritten(client: QueryClient, ids: ChangedIds): void {
  const written = workspaceOf(client).part(SERVER_WRITTEN)
  const history = undoHistoryOf(client)
  const newest = Math.max(0, ...history.undo.map((s) => s.id), ...history.redo.map((s) => s.id))
  for (const store of ENTITY_STORES) {
    const changed = ids[store]
    if (!changed) continue
    for (const id of [...changed.put, ...changed.delete]) written.set(keyOf(store, id), newest)
  }
}

/** Did the server write any of the step's records after the step was taken? */
export function changedOnServerSince(client: QueryClient, step: UndoStep): boolean {
  const written = workspaceOf(client).part(SERVER_WRITTEN)
  if (!written.size) return false
  for (const side of [step.change.before, step.change.after]) {
    for (const [store, records] of Object.entries(side)) {
      for (const id of Object.keys(records ?? {})) if ((written.get(keyOf(store, id)) ?? -1) >= step.id) return true
    }
  }
  return false
}
