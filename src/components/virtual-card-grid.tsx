/**
 * A responsive card grid virtualized by rows against the window scroll: only the rows near the
 * viewport are in the DOM, so thousands of cards scroll as smoothly as forty. Columns follow the
 * container's width; rows are measured, because cards vary in height.
 *
 * The first paint is kept to what it needs (a cold start of /courses is timed to it, issue 30):
 * - no row is rendered before the container's width and offset are known, so no card is built
 *   for a one-column layout and thrown away when the real column count arrives;
 * - rows are measured by the ResizeObserver after the browser's own layout, not read from the
 *   DOM when each row mounts (which forced a layout of every new card inside React's commit);
 *   until then a row counts at its estimated height;
 * - the rows beyond the viewport (overscan) come once the first paint is done.
 */
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

const DEFAULT_GAP = 16
/** Rows kept beyond the viewport once the grid has been painted (one before that). */
const OVERSCAN = 3
const FIRST_PAINT_OVERSCAN = 1

function columnsForWidth(width: number, minCardWidth: number, maxColumns: number, gap = DEFAULT_GAP): number {
  return Math.max(1, Math.min(maxColumns, Math.floor((width + gap) / (minCardWidth + gap))))
}

/**
 * A row's height: the ResizeObserver's reading when it has one, else the height known or
 * estimated for it. Without ResizeObserver (jsdom) the row is read from the DOM as before.
 */
function measureRow(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>): number {
  const box = entry?.borderBoxSize?.[0]
  if (box) return Math.round(box.blockSize)
  if (typeof ResizeObserver === 'undefined') return (element as HTMLElement).offsetHeight
  const index = instance.indexFromElement(element)
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
}

/** Runs `then` once the browser is idle after the next paint (a timer where there is no idle callback). */
function afterFirstPaint(then: () => void): () => void {
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(then, { timeout: 500 })
    else timer = setTimeout(then, 0)
  }
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(whenIdle) : (whenIdle(), undefined)
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame)
    if (idle !== undefined) cancelIdleCallback(idle)
    clearTimeout(timer)
  }
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
  // Null until the container has been measured: nothing is laid out for a guessed width.
  const [columns, setColumns] = useState<number | null>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  const [painted, setPainted] = useState(false)

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

  useEffect(() => (painted ? undefined : afterFirstPaint(() => setPainted(true))), [painted])

  const perRow = columns ?? 1
  const virtualizer = useWindowVirtualizer({
    count: columns === null ? 0 : Math.ceil(items.length / perRow),
    estimateSize: () => estimatedRowHeight,
    measureElement: measureRow,
    overscan: painted ? OVERSCAN : FIRST_PAINT_OVERSCAN,
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
          const start = row.index * perRow
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute inset-x-0 top-0 grid"
              style={{
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
                gap,
              }}
            >
              {items.slice(start, start + perRow).map((item, i) => (
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
