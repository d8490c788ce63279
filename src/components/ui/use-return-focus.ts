import { useRef } from 'react'

type AutoFocusHandler = (event: Event) => void

/**
 * Radix returns focus to a dialog's Trigger on close, but a dialog opened from code (a menu
 * item, a confirm() call, a table row) has no Trigger and focus would fall to <body>. These
 * handlers remember what had focus when the dialog opened and go back to it if it still exists.
 */
export function useReturnFocus(
  onOpenAutoFocus?: AutoFocusHandler,
  onCloseAutoFocus?: AutoFocusHandler,
) {
  const openerRef = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: (event: Event) => {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      const opener = openerRef.current
      openerRef.current = null
      if (!event.defaultPrevented && opener?.isConnected && opener !== document.body) {
        event.preventDefault()
        opener.focus()
      }
    },
  }
}
