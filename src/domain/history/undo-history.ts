/**
 * The undo history of one tab as a value: steps that can be undone (newest last) and steps that
 * were undone and can be redone. Pure, so the rules are tested directly: at most
 * UNDO_HISTORY_LIMIT steps, oldest dropped first; a new write clears the redo steps; undoing
 * moves a step to the redo side and redoing moves it back.
 */
import { UNDO_HISTORY_LIMIT } from '@/domain/kernel/constants'
import { rebaseRecordChange, type RecordChange, type RecordSnapshot } from './record-change'

export interface UndoStep {
  id: number
  /** The action as the header names it after "Undo: " ("assign ANI1001 §2 to Maya Okafor"). */
  label: string
  change: RecordChange
}

export interface UndoHistory {
  undo: readonly UndoStep[]
  redo: readonly UndoStep[]
}

export const EMPTY_UNDO_HISTORY: UndoHistory = { undo: [], redo: [] }

function capped(steps: readonly UndoStep[], limit: number): readonly UndoStep[] {
  return steps.length > limit ? steps.slice(steps.length - limit) : steps
}

/** A new write: it becomes the step to undo, and what was undone before can no longer be redone. */
export function recordStep(history: UndoHistory, step: UndoStep, limit = UNDO_HISTORY_LIMIT): UndoHistory {
  return { undo: capped([...history.undo, step], limit), redo: [] }
}

/** The step was undone: it moves to the redo side. */
export function markUndone(history: UndoHistory, stepId: number, limit = UNDO_HISTORY_LIMIT): UndoHistory {
  const step = history.undo.find((s) => s.id === stepId)
  if (!step) return history
  return { undo: history.undo.filter((s) => s !== step), redo: capped([...history.redo, step], limit) }
}

/** The step was redone: it is the step to undo again. */
export function markRedone(history: UndoHistory, stepId: number, limit = UNDO_HISTORY_LIMIT): UndoHistory {
  const step = history.redo.find((s) => s.id === stepId)
  if (!step) return history
  return { undo: capped([...history.undo, step], limit), redo: history.redo.filter((s) => s !== step) }
}

/** A step that can never apply again (its records were changed since) leaves the history. */
export function dropStep(history: UndoHistory, stepId: number): UndoHistory {
  return { undo: history.undo.filter((s) => s.id !== stepId), redo: history.redo.filter((s) => s.id !== stepId) }
}

/**
 * After an undo or redo of this tab wrote `sent` (records as the history held them) and storage
 * stored them as `stored` (new revisions): every step names the stored versions instead, so the
 * next undo or redo of the same records meets its expectation (rebaseRecordChange).
 */
export function rebaseHistory(history: UndoHistory, sent: RecordSnapshot, stored: RecordSnapshot): UndoHistory {
  const rebase = (steps: readonly UndoStep[]) => {
    const next = steps.map((step) => {
      const change = rebaseRecordChange(step.change, sent, stored)
      return change === step.change ? step : { ...step, change }
    })
    return next.some((step, i) => step !== steps[i]) ? next : steps
  }
  const undo = rebase(history.undo)
  const redo = rebase(history.redo)
  return undo === history.undo && redo === history.redo ? history : { undo, redo }
}

export const nextUndo = (history: UndoHistory): UndoStep | undefined => history.undo.at(-1)
export const nextRedo = (history: UndoHistory): UndoStep | undefined => history.redo.at(-1)

/** What an undo or redo did, as the user is told. */
export interface UndoOutcome {
  ok: boolean
  message: string
}

export type UndoDirection = 'undo' | 'redo'

const VERB: Record<UndoDirection, { done: string; cant: string; nothing: string }> = {
  undo: { done: 'Undone', cant: "Can't undo", nothing: 'Nothing to undo' },
  redo: { done: 'Redone', cant: "Can't redo", nothing: 'Nothing to redo' },
}

export const UNDO_MESSAGES = {
  done: (direction: UndoDirection, label: string) => `${VERB[direction].done}: ${label}`,
  nothing: (direction: UndoDirection) => VERB[direction].nothing,
  /** The refusal: the step's records were changed since, in this tab or another. */
  changedSince: (direction: UndoDirection, label: string) =>
    `${VERB[direction].cant}: ${label} \u2014 those records were changed since.`,
  /** The refusal when another coordinator's change, pulled from the school's server, touched them (issue 34). */
  changedOnServer: (direction: UndoDirection, label: string) =>
    `${VERB[direction].cant}: ${label} \u2014 someone changed those records on the school's server since.`,
  failed: (direction: UndoDirection, label: string, reason: string) => `${VERB[direction].cant}: ${label} \u2014 ${reason}`,
  /** Header button names: "Undo: assign ANI1001 §2 to Maya Okafor". */
  button: (direction: UndoDirection, label?: string) =>
    label ? `${direction === 'undo' ? 'Undo' : 'Redo'}: ${label}` : VERB[direction].nothing,
}
