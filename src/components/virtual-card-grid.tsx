/**
 * A responsive card grid virtualized by rows against the window scroll: only the rows near the
 * viewport are in the DOM, so thousands of cards scroll as smoothly as forty. Columns follow the
 * container's width; rows are measured, because cards vary in height.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'

const DEFAULT_GAP = 16

function columnsForWidth(width: number, minCardWidth: number, maxColumns: number, gap = DEFAULT_GAP): number {
  return Math.max(1, Math.min(maxColumns, Math.floor((width + gap) / (minCardWidth + gap))))
}

export function VirtualCardGrid<T>({
  items,
  getKey,
  renderItem,
  ariaLabel,
  minCardWidth,
  maxColumns,
  estimatedRowHeight,
  gap = DEFAULT_GAP,
}: {
  items: readonly T[]
  getKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  ariaLabel: string
  minCardWidth: number
  maxColumns: number
  estimatedRowHeight: number
  gap?: number
}) {
  const containerRef = useRef<HTMLDivElement>(null)
  const [columns, setColumns] = useState(1)
  const [scrollMargin, setScrollMargin] = useState(0)

  useLayoutEffect(() => {
    const element = containerRef.current
    if (!element) return
    const measure = () => {
      setColumns(columnsForWidth(element.clientWidth || window.innerWidth, minCardWidth, maxColumns, gap))
      setScrollMargin(element.getBoundingClientRect().top + window.scrollY)
    }
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(element)
    return () => observer?.disconnect()
    // Filtering changes what sits above the grid, so its offset is measured again then.
  }, [items.length, minCardWidth, maxColumns, gap])

  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(items.length / columns),
    estimateSize: () => estimatedRowHeight,
    overscan: 3,
    gap,
    scrollMargin,
    // jsdom and the first paint have no layout: still render the first rows.
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight || 800 },
  })

  return (
    // Only the rows near the viewport exist, so each item states the list's size and its place in it
    // (aria-setsize / aria-posinset): a screen reader says "3 of 120", not "3 of 12".
    <div ref={containerRef} role="list" aria-label={ariaLabel}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const start = row.index * columns
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute inset-x-0 top-0 grid"
              style={{
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                gap,
              }}
            >
              {items.slice(start, start + columns).map((item, i) => (
                <div key={getKey(item)} role="listitem" aria-setsize={items.length} aria-posinset={start + i + 1}>
                  {renderItem(item)}
                </div>
              ))}
            </div>
          )
        })}
      </div>
    </div>
  )
}
