/**
 * The card grid, virtualized by rows against the window scroll: only the rows in view (plus
 * overscan) are in the DOM, so 10,000 courses scroll smoothly. Rows are measured, because a
 * card's height grows with its sections list.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useRef, useState } from 'react'
import type { Assignment } from '@/domain/assignment'
import type { IndexedCourse } from '@/domain/course-filters'
import { CourseCard, type CourseActions } from './course-card'

const MIN_CARD_WIDTH = 320
const MAX_COLUMNS = 4
const GAP = 16
const ESTIMATED_ROW_HEIGHT = 270
const NO_ASSIGNMENTS: readonly Assignment[] = []

function useColumns(ref: React.RefObject<HTMLDivElement | null>): number {
  const [columns, setColumns] = useState(1)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () => {
      const width = element.clientWidth
      setColumns(Math.max(1, Math.min(MAX_COLUMNS, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)))))
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return columns
}

export function CourseGrid({
  rows,
  byCourse,
  professorNames,
  programNames,
  actions,
}: {
  rows: readonly IndexedCourse[]
  byCourse: ReadonlyMap<string, readonly Assignment[]>
  professorNames: ReadonlyMap<string, string>
  programNames: ReadonlyMap<string, string>
  actions: CourseActions
}) {
  const containerRef = useRef<HTMLDivElement>(null)
  const columns = useColumns(containerRef)
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    const element = containerRef.current
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY)
  }, [rows.length])

  const rowCount = Math.ceil(rows.length / columns)
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 3,
    gap: GAP,
    scrollMargin,
  })
  const items = virtualizer.getVirtualItems()

  return (
    <div ref={containerRef} role="list" aria-label="Courses" aria-rowcount={rows.length}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
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
              }}
            >
              {slice.map((row) => (
                <div key={row.course.id} role="listitem">
                  <CourseCard
                    row={row}
                    assignments={byCourse.get(row.course.id) ?? NO_ASSIGNMENTS}
                    professorNames={professorNames}
                    programName={programNames.get(row.course.programId || row.course.program) ?? row.course.programName}
                    actions={actions}
                  />
                </div>
              ))}
            </div>
          )
        })}
      </div>
    </div>
  )
}
