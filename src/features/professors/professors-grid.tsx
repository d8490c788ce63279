/**
 * The card grid, virtualized against the window scroll: only the rows of cards near the viewport
 * are in the DOM, so 1,000 professors scroll as smoothly as 40. Columns follow the container's
 * width; rows are measured, since cards vary a little in height.
 */
import { useLayoutEffect, useRef, useState } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import type { Professor } from '@/domain/professor'
import type { ProfessorRow } from '@/domain/professor-list'
import { ProfessorCard } from './professor-card'

const ESTIMATED_ROW_HEIGHT = 300
const GAP = 16

function columnsForWidth(width: number): number {
  if (width >= 1100) return 3
  if (width >= 680) return 2
  return 1
}

export function ProfessorsGrid({
  rows,
  onEdit,
  onDelete,
}: {
  rows: readonly ProfessorRow[]
  onEdit: (p: Professor) => void
  onDelete: (p: Professor) => void
}) {
  const containerRef = useRef<HTMLDivElement>(null)
  const [columns, setColumns] = useState(3)
  const [scrollMargin, setScrollMargin] = useState(0)

  useLayoutEffect(() => {
    const element = containerRef.current
    if (!element) return
    const measure = () => {
      setColumns(columnsForWidth(element.clientWidth || window.innerWidth))
      setScrollMargin(element.getBoundingClientRect().top + window.scrollY)
    }
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(element)
    return () => observer?.disconnect()
  }, [])

  const rowCount = Math.ceil(rows.length / columns)
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT + GAP,
    overscan: 3,
    scrollMargin,
    // jsdom and the first paint have no layout: still render the first rows.
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight || 800 },
  })
  const items = virtualizer.getVirtualItems()

  return (
    <div ref={containerRef} role="list" aria-label="Professors" aria-rowcount={rows.length} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {items.map((item) => {
        const start = item.index * columns
        const slice = rows.slice(start, start + columns)
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute inset-x-0 top-0 grid"
            style={{
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: GAP,
              paddingBottom: GAP,
            }}
          >
            {slice.map((row) => (
              <div role="listitem" key={row.professor.id}>
                <ProfessorCard row={row} onEdit={onEdit} onDelete={onDelete} />
              </div>
            ))}
          </div>
        )
      })}
    </div>
  )
}
