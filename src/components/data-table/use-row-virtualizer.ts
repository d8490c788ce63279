import { useLayoutEffect, useRef } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'

export interface UseRowVirtualizerOptions {
  count: number
  /** The scroll container (null until it is in the DOM). */
  scrollElement: HTMLElement | null
  /** The least height of a row (its density's); wrapped text makes a row taller. */
  rowSize: number
  overscan: number
  /** The scroll container's height before it is measured, for a first paint with rows. */
  initialHeight: number | undefined
}

/**
 * The window of body rows in the DOM. Rows are measured (wrapped text makes them taller) without
 * forcing a layout: a row rendered where the size is known keeps it until the ResizeObserver
 * reports a change, so a sort paints without a second render for the new rows' heights.
 */
export function useRowVirtualizer({ count, scrollElement, rowSize, overscan, initialHeight }: UseRowVirtualizerOptions) {
  // No React Compiler in this project, so the virtualizer's unmemoizable API is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowSize,
    // Sizes are kept per position (the default key), not per record: a record key would change
    // with every sort and make the virtualizer rebuild the positions of all 10,000 rows; the rows
    // in view are measured again anyway.
    overscan,
    // Rows whose text wraps are taller; a row is never shorter than its density's height (and
    // jsdom, which has no layout, measures every row at that height).
    measureElement: (element, entry, instance) => {
      // As TanStack's default does: a row just rendered keeps the size known for its position,
      // and the ResizeObserver (after layout, without forcing it) reports a real change. A sort
      // then paints without a second render for the new rows' heights.
      if (!entry) {
        const known = instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element)))
        if (known !== undefined) return known
      }
      // The observer's own box size: reading the element's rect in its callback would lay the
      // page out again whenever an earlier row's new size has already moved the others.
      const box = entry?.borderBoxSize?.[0]
      const height = box ? box.blockSize : element.getBoundingClientRect().height
      return Math.max(rowSize, Math.round(height))
    },
    // A first paint with rows in it, before the container has been measured.
    initialRect: initialHeight === undefined ? undefined : { width: 0, height: initialHeight },
  })
  // A density change estimates every row again (rows in view are measured again).
  const estimatedRowSize = useRef(rowSize)
  useLayoutEffect(() => {
    if (estimatedRowSize.current === rowSize) return
    estimatedRowSize.current = rowSize
    virtualizer.measure()
  }, [virtualizer, rowSize])
  return virtualizer
}
