/** Undo and redo as the shell offers them (header buttons, Ctrl+Z): run, then say what happened. */
import { useCallback } from 'react'
import { useUndoRedo, useUndoRedoCommands } from '@/data/use-undo-redo'
import { notify } from '@/lib/notify'

/**
 * Just the commands, for the shortcuts: without the history subscription, so that a write (which
 * adds an undo step) renders only the buttons that name the step, not the whole shell.
 */
export function useUndoCommands() {
  const { undo, redo } = useUndoRedoCommands()
  const runUndo = useCallback(() => void undo().then(notify.outcome), [undo])
  const runRedo = useCallback(() => void redo().then(notify.outcome), [redo])
  return { runUndo, runRedo }
}

/** The commands and the steps they would take (the header's buttons name them). */
export function useUndoActions() {
  const { undoStep, redoStep } = useUndoRedo()
  return { undoStep, redoStep, ...useUndoCommands() }
}
