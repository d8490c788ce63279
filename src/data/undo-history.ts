/**
 * This tab's undo history (kept in memory for the session; another tab has its own). One history
 * per plan workspace (plan-workspace.ts): a scenario's steps are its own, and each test's fresh
 * client starts empty. The write path (apply-changes.ts)
 * records a step for every write and replays steps for undo and redo; screens read the history
 * through useUndoRedo. Undo and redo run one at a time, in the order they were asked for.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { RecordChange } from '@/domain/history/record-change'
import { EMPTY_UNDO_HISTORY, recordStep, type UndoHistory, type UndoStep } from '@/domain/history/undo-history'
import { workspaceOf, workspacePart } from './plan-workspace'

interface Holder {
  state: UndoHistory
  listeners: Set<() => void>
  queue: Promise<unknown>
  nextId: number
}

const UNDO_HISTORY = workspacePart(
  'undo history',
  (): Holder => ({ state: EMPTY_UNDO_HISTORY, listeners: new Set(), queue: Promise.resolve(), nextId: 1 }),
  (holder) => holder.listeners.clear(),
)

function holderOf(client: QueryClient): Holder {
  return workspaceOf(client).part(UNDO_HISTORY)
}

export function undoHistoryOf(client: QueryClient): UndoHistory {
  return holderOf(client).state
}

export function updateUndoHistory(client: QueryClient, update: (history: UndoHistory) => UndoHistory): void {
  const holder = holderOf(client)
  const next = update(holder.state)
  if (next === holder.state) return
  holder.state = next
  for (const listener of holder.listeners) listener()
}

export function subscribeUndoHistory(client: QueryClient, listener: () => void): () => void {
  const { listeners } = holderOf(client)
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A committed write becomes the step to undo (and clears what could be redone). */
export function recordUndoStep(client: QueryClient, label: string, change: RecordChange): UndoStep {
  const holder = holderOf(client)
  const step: UndoStep = { id: holder.nextId++, label, change }
  updateUndoHistory(client, (history) => recordStep(history, step))
  return step
}

/**
 * Forget every step: after a backup restore or a reset the stored data is no longer what any
 * step wrote (those writes bypass the history on purpose: they replace settings too, and the
 * restore dialog says it cannot be undone).
 */
export function clearUndoHistory(client: QueryClient): void {
  updateUndoHistory(client, () => EMPTY_UNDO_HISTORY)
}

/** Run undo/redo work after the previous one finished, so fast Ctrl+Z presses apply in order. */
export function serializeUndo<T>(client: QueryClient, work: () => Promise<T>): Promise<T> {
  const holder = holderOf(client)
  const run = holder.queue.then(work, work)
  holder.queue = run.catch(() => undefined)
  return run
}
