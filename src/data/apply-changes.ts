/**
 * The one write path of the app: every mutation builds a ChangeSet with a domain rule and hands
 * it here. It is shown optimistically (applied to the cached lists by id), written atomically,
 * and then kept: the cache already holds what was committed, so no store is re-read. Only when
 * the cache is known stale (the write failed, or a read was in flight meanwhile) are the
 * touched stores invalidated and re-read whole. Each write is also one step of this tab's undo
 * history: undo writes the inverse, derived from the records the store read in the write's own
 * transaction, back through this same path.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { preconditionStores, touchedStores, type ChangeSet, type EntityMap, type EntityStoreName } from '@/domain/model/change-set'
import {
  changeSetForRecordChange,
  describeRecordChange,
  expectationOf,
  invertRecordChange,
  isNoOpChange,
  type RecordExpectation,
} from '@/domain/history/record-change'
import { sameData } from '@/domain/kernel/same-data'
import { dropStep, markRedone, markUndone, rebaseHistory, UNDO_MESSAGES, type UndoDirection, type UndoOutcome } from '@/domain/history/undo-history'
import { offerToastAction, withdrawToastAction } from '@/lib/toast-action'
import { StorageError, type AppliedChanges } from '@/storage/types'
import { keysByStore } from './query-keys'
import { setCachedLists, type ListUpdate } from './change-feed'
import { withForeseenRevisions } from './foreseen-revisions'
import { applyChangeSetToList, applyOptimistically, rollback, touchedIdsOf, type CacheSnapshot } from './optimistic'
import { listQueryFor } from './entity-queries'
import { storeOf } from './plan-workspace'
import { recordUndoStep, serializeUndo, undoHistoryOf, updateUndoHistory } from './undo-history'
import { changedOnServerSince } from './server-written'

export async function invalidateStores(client: QueryClient, stores: readonly EntityStoreName[]): Promise<void> {
  await Promise.all(stores.map((store) => client.invalidateQueries({ queryKey: keysByStore[store].all })))
}

/**
 * After a successful apply: the optimistic lists stay. Records stored otherwise than shown (schema
 * defaults filled in; a revision other than foreseen, when the cache was behind) replace their
 * optimistic twins, by id, so the lists hold the stored revisions the next precondition
 * compares; a store whose read was in flight, or was loaded while the write ran, may predate
 * the write and is re-read.
 */
function settleCommitted(client: QueryClient, changes: ChangeSet, applied: AppliedChanges, snapshot: CacheSnapshot): void {
  const stale: EntityStoreName[] = []
  const updates: ListUpdate[] = []
  for (const store of applied.stores) {
    const state = client.getQueryState<unknown[]>(keysByStore[store].list())
    const hadList = snapshot.some((s) => s.store === store && s.list !== undefined)
    if (state?.fetchStatus === 'fetching' || (!hadList && state?.data !== undefined)) {
      stale.push(store)
      continue
    }
    const sent = (changes.put?.[store] ?? []) as unknown[]
    const stored = (applied.put[store] ?? []) as unknown[]
    const normalised = stored.filter((record, i) => !sameData(record, sent[i]))
    if (normalised.length && state?.data) {
      const put: ChangeSet = { put: { [store]: normalised } }
      updates.push({ store, list: applyChangeSetToList(state.data, store, put), touched: touchedIdsOf(store, put) })
    }
  }
  setCachedLists(client, updates)
  if (stale.length) void invalidateStores(client, stale)
}

/** What a write is, for the undo history: the action named as the header shows it ("assign ANI1001 §2 to Maya Okafor"). */
export interface WriteOptions {
  label?: string
}

/**
 * Show a change set at once, write it in one transaction and keep it; on failure the cache is
 * rolled back and the touched stores re-read. `expect` makes the write conditional (undo/redo).
 */
async function commitChanges(client: QueryClient, changes: ChangeSet, expect?: RecordExpectation): Promise<AppliedChanges> {
  const shown = withForeseenRevisions(client, changes)
  const snapshot = applyOptimistically(client, shown)
  let applied: AppliedChanges
  try {
    applied = await storeOf(client).apply(changes, expect ? { expect } : undefined)
  } catch (error) {
    rollback(client, snapshot)
    // Known stale: another write may have landed while this one failed. Re-read what it touched,
    // and what its preconditions read (refused: those records changed since this tab read them).
    await invalidateStores(client, [...new Set([...touchedStores(changes), ...preconditionStores(changes)])])
    throw error
  }
  settleCommitted(client, shown, applied, snapshot)
  return applied
}

/**
 * Non-hook form, for loaders and bulk operations outside React. Every write that changed
 * something becomes one undo step, named by `label` (or by what it did), and the success toast
 * that confirms it offers Undo.
 */
export async function writeChanges(client: QueryClient, changes: ChangeSet, options: WriteOptions = {}): Promise<void> {
  const applied = await commitChanges(client, changes)
  // No change read back (a touched record was corrupt): this write cannot be taken back.
  if (!applied.change || isNoOpChange(applied.change)) return
  const step = recordUndoStep(client, options.label ?? describeRecordChange(applied.change), applied.change)
  offerToastAction({ label: 'Undo', run: () => replayStep(client, 'undo', step.id) })
}

/**
 * Undo (or redo) a step: write its inverse (or itself again) through the same one-transaction
 * path, on condition that its records are still exactly as the step left them (or found them).
 * A step whose records were changed since, here or in another tab, is refused and dropped, since
 * it could only overwrite newer work; a failed write leaves the data and the step as they were.
 * Without `stepId` the newest step of that side is taken.
 */
export function replayStep(client: QueryClient, direction: UndoDirection, stepId?: number): Promise<UndoOutcome> {
  withdrawToastAction()
  return serializeUndo(client, async () => {
    const history = undoHistoryOf(client)
    const side = direction === 'undo' ? history.undo : history.redo
    const step = stepId === undefined ? side.at(-1) : side.find((s) => s.id === stepId)
    if (!step) return { ok: false, message: UNDO_MESSAGES.nothing(direction) }
    const change = direction === 'undo' ? invertRecordChange(step.change) : step.change
    let applied: AppliedChanges
    try {
      applied = await commitChanges(client, changeSetForRecordChange(change), expectationOf(change))
    } catch (error) {
      if (error instanceof StorageError && error.kind === 'conflict') {
        updateUndoHistory(client, (h) => dropStep(h, step.id))
        const message = changedOnServerSince(client, step) ? UNDO_MESSAGES.changedOnServer : UNDO_MESSAGES.changedSince
        return { ok: false, message: message(direction, step.label) }
      }
      return { ok: false, message: UNDO_MESSAGES.failed(direction, step.label, error instanceof Error ? error.message : String(error)) }
    }
    updateUndoHistory(client, (h) => {
      const moved = direction === 'undo' ? markUndone(h, step.id) : markRedone(h, step.id)
      // What the replay wrote has new revisions: the steps expecting it name those now.
      return applied.change ? rebaseHistory(moved, change.after, applied.change.after) : moved
    })
    // The toast saying "Undone: …" offers the way back ("Redo"), and "Redone: …" offers Undo.
    const back: UndoDirection = direction === 'undo' ? 'redo' : 'undo'
    offerToastAction({ label: back === 'undo' ? 'Undo' : 'Redo', run: () => replayStep(client, back, step.id) })
    return { ok: true, message: UNDO_MESSAGES.done(direction, step.label) }
  })
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
