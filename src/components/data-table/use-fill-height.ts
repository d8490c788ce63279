import { useLayoutEffect, useRef, useState, type RefObject } from 'react'

/** With height 'fill' the table never gets shorter than this, however little room is left. */
const MIN_FILL_HEIGHT = 320
const FILL_BOTTOM_GAP = 4

/**
 * With `enabled`, the height that makes the element end just above the bottom of the viewport
 * (measured from its place in the document, so scrolling the page does not change it), kept up
 * to date on resize and whenever the content above it moves.
 *
 * Measured once before the first paint, then when the window resizes or the page's height
 * changes (a ResizeObserver on <body>: content above that grows or shrinks changes it, the
 * table's own rows do not). Its reports come after the browser's layout, so reading the position
 * there is free; measuring after every render instead forced a layout in the middle of each
 * sort's commit.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, enabled: boolean): number | undefined {
  const [value, setValue] = useState<number | undefined>(undefined)
  // Compared here, not in a setState updater: setting state to the same value still renders.
  const valueRef = useRef(value)
  useLayoutEffect(() => {
    if (!enabled) return
    const measure = () => {
      const element = ref.current
      if (!element) return
      const top = element.getBoundingClientRect().top + window.scrollY
      const next = Math.max(MIN_FILL_HEIGHT, Math.floor(window.innerHeight - top - FILL_BOTTOM_GAP))
      if (valueRef.current !== undefined && Math.abs(valueRef.current - next) < 2) return
      valueRef.current = next
      setValue(next)
    }
    measure()
    window.addEventListener('resize', measure)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(document.body)
    return () => {
      window.removeEventListener('resize', measure)
      observer?.disconnect()
    }
  }, [ref, enabled])
  return value
}
