import type { ReactNode } from 'react'
import { useOpenedOnce } from './use-opened-once'

/**
 * Renders its children (a dialog) from the first time `open` is true, then keeps them mounted so
 * they can close and give the focus back. Until then a closed dialog costs nothing on a screen
 * that renders again after every edit (the Courses screen at 10,000 courses).
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  return useOpenedOnce(open) ? children : null
}
