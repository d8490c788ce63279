/**
 * The header sticks to the top of the window, so whatever the browser scrolls into view (a focused
 * control, a #fragment target, a row reached with the arrow keys) must land below it, not under it
 * (WCAG 2.4.11, focus not obscured). The header's height varies (it wraps on narrow screens), so
 * it is measured and published as --app-header-height, which styles.css adds to the document's
 * scroll-padding-top.
 */
import { useLayoutEffect, type RefObject } from 'react'

export function useStickyHeaderOffset(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const header = ref.current
    if (!header) return
    const root = document.documentElement
    const publish = () => root.style.setProperty('--app-header-height', `${header.offsetHeight}px`)
    publish()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish)
    observer?.observe(header)
    return () => {
      observer?.disconnect()
      root.style.removeProperty('--app-header-height')
    }
  }, [ref])
}
