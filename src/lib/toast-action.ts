/**
 * The action a success toast may carry (the Undo of the write it confirms), without every screen
 * wiring it: right after a write that can be undone, the data layer offers the action here; the
 * next success toast shown within moments (the one confirming that write) takes it. An offer
 * nobody takes goes stale, so an unrelated later toast never carries it.
 */
export interface ToastActionOutcome {
  ok: boolean
  message: string
}

interface ToastAction {
  label: string
  run: () => Promise<ToastActionOutcome>
}

/** The confirming toast follows its write within a tick or an extra await or two; 2 s is generous. */
export const TOAST_ACTION_FRESH_MS = 2000

let offered: { action: ToastAction; at: number } | null = null

export function offerToastAction(action: ToastAction): void {
  offered = { action, at: Date.now() }
}

export function withdrawToastAction(): void {
  offered = null
}

/** The fresh offer, if any; taking it removes it, so it rides on one toast only. */
export function takeToastAction(): ToastAction | undefined {
  const offer = offered
  offered = null
  if (!offer || Date.now() - offer.at > TOAST_ACTION_FRESH_MS) return undefined
  return offer.action
}
