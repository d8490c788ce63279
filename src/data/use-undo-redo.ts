/** This tab's undo history for screens: the next step each way, and the actions that replay them. */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { nextRedo, nextUndo, type UndoOutcome, type UndoStep } from '@/domain/history/undo-history'
import { replayStep } from './apply-changes'
import { subscribeUndoHistory, undoHistoryOf } from './undo-history'

export interface UndoRedo {
  /** The step Undo would take back, if any (its label names the action). */
  undoStep: UndoStep | undefined
  redoStep: UndoStep | undefined
  undo: () => Promise<UndoOutcome>
  redo: () => Promise<UndoOutcome>
}

export function useUndoRedo(): UndoRedo {
  const client = useQueryClient()
  const subscribe = useCallback((listener: () => void) => subscribeUndoHistory(client, listener), [client])
  const history = useSyncExternalStore(subscribe, () => undoHistoryOf(client))
  return { undoStep: nextUndo(history), redoStep: nextRedo(history), ...useUndoRedoCommands() }
}

/**
 * Undo and redo without watching the history: a component that only runs them (the keyboard
 * shortcuts in the shell) is then not rendered again by every write, which adds a step.
 */
export function useUndoRedoCommands(): Pick<UndoRedo, 'undo' | 'redo'> {
  const client = useQueryClient()
  const undo = useCallback(() => replayStep(client, 'undo'), [client])
  const redo = useCallback(() => replayStep(client, 'redo'), [client])
  return { undo, redo }
}
