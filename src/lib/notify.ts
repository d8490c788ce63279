/**
 * User-facing messages. Two kinds, as the spec distinguishes them:
 *  - toasts: short confirmations (4 s, success 2 s);
 *  - alerts: store-level outcomes such as 'Professor Ada Lovelace added successfully' (5 s).
 * Both render through the one sonner <Toaster/> mounted by the app (at most 20 visible).
 * A success (or warning) message that confirms a write carries that write's Undo, offered by the
 * data layer through toast-action.ts, and then stays long enough to reach the button.
 */
import type { ExternalToast, toast as SonnerToast } from 'sonner'
import {
  ALERT_DURATION_MS,
  TOAST_DURATION_MS,
  TOAST_SUCCESS_DURATION_MS,
  UNDO_TOAST_DURATION_MS,
} from '@/domain/kernel/constants'
import type { AlertType } from '@/domain/model/settings'
import { takeToastAction, type ToastActionOutcome } from './toast-action'

/**
 * Sonner (and the Toaster) load after the first paint, not with it: messages raised before the
 * Toaster is mounted wait in a queue and show as soon as it is. Ids are assigned here, so a
 * caller can dismiss a message that has not been shown yet.
 */
let sonner: typeof SonnerToast | null = null
let queue: Array<(t: typeof SonnerToast) => void> = []
let nextId = 0

/** Called by the mounted Toaster with sonner's `toast`; shows what waited. */
export function connectToaster(toast: typeof SonnerToast): () => void {
  sonner = toast
  const waiting = queue
  queue = []
  for (const show of waiting) show(toast)
  return () => {
    if (sonner === toast) sonner = null
  }
}

type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading'

function show(kind: Kind, message: string, options: ExternalToast = {}): string | number {
  const id = options.id ?? `notify-${++nextId}`
  const run = (t: typeof SonnerToast) => t[kind](message, { ...options, id })
  if (sonner) run(sonner)
  else queue.push(run)
  return id
}

/** Toast options with the pending Undo of the write this message confirms, if there is one. */
function withOfferedAction(duration: number) {
  const action = takeToastAction()
  if (!action) return { duration }
  return {
    duration: Math.max(duration, UNDO_TOAST_DURATION_MS),
    action: { label: action.label, onClick: () => void action.run().then(showOutcome) },
  }
}

function showOutcome(outcome: ToastActionOutcome) {
  return outcome.ok ? notify.success(outcome.message) : notify.error(outcome.message)
}

export const notify = {
  success: (message: string) => show('success', message, withOfferedAction(TOAST_SUCCESS_DURATION_MS)),
  error: (message: string) => show('error', message, { duration: TOAST_DURATION_MS }),
  info: (message: string) => show('info', message, { duration: TOAST_DURATION_MS }),
  warning: (message: string) => show('warning', message, withOfferedAction(TOAST_DURATION_MS)),
  loading: (message: string) => show('loading', message),
  dismiss: (id?: string | number) => {
    if (sonner) sonner.dismiss(id)
    else queue.push((t) => t.dismiss(id))
  },
  /** An alert (spec "Alert": default type info, 5000 ms). */
  alert(message: string, type: AlertType = 'info', duration: number = ALERT_DURATION_MS) {
    return show(type, message, type === 'success' || type === 'warning' ? withOfferedAction(duration) : { duration })
  },
  /** A message that stays until acted on or closed, with one action (e.g. "Reload"); `id` keeps one copy. */
  sticky(type: 'info' | 'warning', message: string, id: string, action: { label: string; onClick: () => void }) {
    return show(type, message, { id, duration: Infinity, action })
  },
  /** The result of an undo or redo: confirmed, or refused with its reason. */
  outcome: (outcome: ToastActionOutcome) => showOutcome(outcome),
}

/** The message of an unknown thrown value, for 'Failed to …: ' + reason texts. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return 'Unknown error'
}
