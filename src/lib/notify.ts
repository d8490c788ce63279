/**
 * User-facing messages. Two kinds, as the spec distinguishes them:
 *  - toasts: short confirmations (4 s, success 2 s);
 *  - alerts: store-level outcomes such as 'Professor Ada Lovelace added successfully' (5 s).
 * Both render through the one sonner <Toaster/> mounted by the app (at most 20 visible).
 */
import { toast } from 'sonner'
import {
  ALERT_DURATION_MS,
  TOAST_DURATION_MS,
  TOAST_SUCCESS_DURATION_MS,
} from '@/domain/constants'
import type { AlertType } from '@/domain/settings'

export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_SUCCESS_DURATION_MS }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION_MS }),
  info: (message: string) => toast.info(message, { duration: TOAST_DURATION_MS }),
  warning: (message: string) => toast.warning(message, { duration: TOAST_DURATION_MS }),
  loading: (message: string) => toast.loading(message),
  dismiss: (id?: string | number) => toast.dismiss(id),
  /** An alert (spec "Alert": default type info, 5000 ms). */
  alert(message: string, type: AlertType = 'info', duration: number = ALERT_DURATION_MS) {
    const show = { info: toast.info, success: toast.success, warning: toast.warning, error: toast.error }[type]
    return show(message, { duration })
  },
}

/** The message of an unknown thrown value, for 'Failed to …: ' + reason texts. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return 'Unknown error'
}
