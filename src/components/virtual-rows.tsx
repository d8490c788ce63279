/**
 * Rows in a scroll box of bounded height, virtualized once they are many: a 6,000-course program
 * preview would otherwise put ~24,000 nodes in the page and make every layout slow. Short lists
 * (up to `threshold` rows) render whole, which keeps small previews plain and printable and
 * works without layout (jsdom). Rows vary in height (wrapped titles, issue lists), so each is
 * measured.
 */
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef, type ReactNode } from 'react'
import { cn } from '@/lib/utils'

/** Above this many rows only the visible ones (plus overscan) are in the DOM. */
export const VIRTUALIZE_ABOVE = 200

interface VirtualRowsProps {
  count: number
  renderRow: (index: number) => ReactNode
  /** A first guess of a row's height in px, refined by measuring. */
  estimateSize: number
  /** Classes of the scroll box: give it a max height (e.g. max-h-[28rem]) and overflow-y-auto. */
  className?: string
  /** Role of the box: 'list' makes each row a listitem (the default). */
  role?: 'list'
  ariaLabel?: string
  threshold?: number
  testId?: string
}

export function VirtualRows({
  count,
  renderRow,
  estimateSize,
  className,
  role = 'list',
  ariaLabel,
  threshold = VIRTUALIZE_ABOVE,
  testId,
}: VirtualRowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtual = count > threshold
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns fresh functions; this component is not memoized
  const virtualizer = useVirtualizer({
    count: virtual ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan: 8,
  })

  if (!virtual) {
    return (
      <div ref={scrollRef} role={role} aria-label={ariaLabel} className={cn('overflow-y-auto', className)} data-testid={testId}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} role="listitem">
            {renderRow(i)}
          </div>
        ))}
      </div>
    )
  }
  return (
    <div
      ref={scrollRef}
      role={role}
      aria-label={ariaLabel}
      className={cn('overflow-y-auto', className)}
      data-testid={testId}
      data-virtualized=""
      // The box is scrollable: it takes the focus so keyboard users can scroll it (WCAG 2.1.1).
      tabIndex={0}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            role="listitem"
            aria-posinset={row.index + 1}
            aria-setsize={count}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start}px)` }}
          >
            {renderRow(row.index)}
          </div>
        ))}
      </div>
    </div>
  )
}
