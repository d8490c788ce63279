/** Undo and redo as the shell offers them (header buttons, Ctrl+Z): run, then say what happened. */
import { useCallback } from 'react'
import { useUndoRedo } from '@/data/use-undo-redo'
import { notify } from '@/lib/notify'

export function useUndoActions() {
  const { undoStep, redoStep, undo, redo } = useUndoRedo()
  const runUndo = useCallback(() => void undo().then(notify.outcome), [undo])
  const runRedo = useCallback(() => void redo().then(notify.outcome), [redo])
  return { undoStep, redoStep, runUndo, runRedo }
}
