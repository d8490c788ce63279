/**
 * The header sticks to the top of the window, so whatever the browser scrolls into view (a focused
 * control, a #fragment target, a row reached with the arrow keys) must land below it, not under it
 * (WCAG 2.4.11, focus not obscured). The header's height varies (it wraps on narrow screens), so
 * it is measured and set as the document's scroll-padding-top.
 *
 * Measured by a ResizeObserver, whose first report comes after the browser's own layout and
 * before the paint: reading offsetHeight in a layout effect instead forced an extra full layout of
 * the first screen (~40 ms at 3,000 courses). The padding is set on <html> alone, not as a custom
 * property inherited by the whole page, so the change restyles one element.
 */
import { useLayoutEffect, type RefObject } from 'react'

/** The scroll padding for a header of `height` px (a little room below it). */
const scrollPaddingFor = (height: number) => `calc(${Math.round(height)}px + 0.5rem)`

export function useStickyHeaderOffset(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const header = ref.current
    if (!header) return
    const root = document.documentElement
    let shown = ''
    const publish = (height: number) => {
      const padding = scrollPaddingFor(height)
      if (padding === shown) return
      shown = padding
      root.style.scrollPaddingTop = padding
    }
    if (typeof ResizeObserver === 'undefined') {
      publish(header.offsetHeight)
      return () => root.style.removeProperty('scroll-padding-top')
    }
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.borderBoxSize?.[0]
      publish(box ? box.blockSize : header.offsetHeight)
    })
    observer.observe(header)
    return () => {
      observer.disconnect()
      root.style.removeProperty('scroll-padding-top')
    }
  }, [ref])
}
