/**
 * User-facing messages. Two kinds, as the spec distinguishes them:
 *  - toasts: short confirmations (4 s, success 2 s);
 *  - alerts: store-level outcomes such as 'Professor Ada Lovelace added successfully' (5 s).
 * Both render through the one sonner <Toaster/> mounted by the app (at most 20 visible).
 * A success (or warning) message that confirms a write carries that write's Undo, offered by the
 * data layer through toast-action.ts, and then stays long enough to reach the button.
 */
import { toast } from 'sonner'
import {
  ALERT_DURATION_MS,
  TOAST_DURATION_MS,
  TOAST_SUCCESS_DURATION_MS,
  UNDO_TOAST_DURATION_MS,
} from '@/domain/constants'
import type { AlertType } from '@/domain/settings'
import { takeToastAction, type ToastActionOutcome } from './toast-action'

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
  success: (message: string) => toast.success(message, withOfferedAction(TOAST_SUCCESS_DURATION_MS)),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION_MS }),
  info: (message: string) => toast.info(message, { duration: TOAST_DURATION_MS }),
  warning: (message: string) => toast.warning(message, withOfferedAction(TOAST_DURATION_MS)),
  loading: (message: string) => toast.loading(message),
  dismiss: (id?: string | number) => toast.dismiss(id),
  /** An alert (spec "Alert": default type info, 5000 ms). */
  alert(message: string, type: AlertType = 'info', duration: number = ALERT_DURATION_MS) {
    const show = { info: toast.info, success: toast.success, warning: toast.warning, error: toast.error }[type]
    return show(message, type === 'success' || type === 'warning' ? withOfferedAction(duration) : { duration })
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
