/**
 * The reset's offer to reload ('Reload the page to start fresh?', spec section 4), shared by
 * Cache & Reset, which makes it, and Data Backup, which withdraws it: once a backup is restored
 * the offer is stale (reloading would not start fresh), so it is closed, and one still waiting for
 * its 1.5 s is not shown.
 */
import { notify } from '@/lib/notify'

/** One copy of the offer at a time. */
export const RESET_RELOAD_TOAST_ID = 'reset-reload'

let withdrawals = 0

/** A token for an offer about to be made; `isCurrent` is false once it was withdrawn. */
export function reserveResetReloadOffer(): { isCurrent: () => boolean } {
  const at = withdrawals
  return { isCurrent: () => withdrawals === at }
}

/** Close the offer if it shows, and cancel one not shown yet. */
export function withdrawResetReloadOffer(): void {
  withdrawals++
  notify.dismiss(RESET_RELOAD_TOAST_ID)
}
