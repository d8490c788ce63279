import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import type { RowData } from '@tanstack/react-table'
import { DataTableBody } from '@/components/data-table/data-table-body'
import type { DataTableInstance } from '@/components/data-table/data-table-features'
import { DataTableHead } from '@/components/data-table/data-table-head'
import type { ColumnLayoutControls } from '@/components/data-table/use-column-layout'
import { useDataTable, type UseDataTableOptions } from '@/components/data-table/use-data-table'
import { useFillHeight } from '@/components/data-table/use-fill-height'
import { cn } from '@/lib/utils'

const DEFAULT_TABLE_HEIGHT = 480
const DEFAULT_EMPTY_MESSAGE = 'No results.'
// One row beyond each edge of the viewport (TanStack Virtual's default): every row rendered is
// filled again when a sort or filter brings new records into view, so each extra row costs every
// sort; scrolling renders only the rows it adds (rows are memoized). Three rows made a first sort
// at 3,000 courses about a fifth slower.
const DEFAULT_OVERSCAN = 1

export interface DataTableProps<TData extends RowData> extends Omit<UseDataTableOptions<TData>, 'widthOf'> {
  /** Height of the scroll container (px or any CSS length), or 'fill' for the rest of the viewport. */
  height?: number | string
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number
  emptyMessage?: ReactNode
  /**
   * Rendered above the table with the live table instance (search, filters, view options) and,
   * with a layoutId, the controls of the stored layout (density, column order).
   */
  toolbar?: (table: DataTableInstance<TData>, layout: ColumnLayoutControls | null) => ReactNode
  /** The View menu (columns, and with a layoutId density and order) in the last header cell. */
  viewOptionsInHeader?: boolean
  /** Rendered below the table (e.g. 'N of M rows selected'). */
  footer?: (table: DataTableInstance<TData>) => ReactNode
  /** Row activation by click or Enter on a focused row. */
  onRowClick?: (row: TData) => void
  /** Rows take focus in a roving order; arrows, Home/End and PageUp/PageDown move it. */
  keyboardNavigation?: boolean
  'aria-label'?: string
  className?: string
}

/** The width of a column as its header cell shows it, read when a menu item asks for it. */
function shownWidth(scrollElement: HTMLElement | null, columnId: string): number | undefined {
  return [...(scrollElement?.querySelectorAll<HTMLElement>('th[data-column-id]') ?? [])]
    .find((th) => th.dataset.columnId === columnId)
    ?.getBoundingClientRect().width
}

/**
 * A generic, virtualized table on TanStack Table v9. Only the rows in view (plus overscan) are
 * in the DOM, so 10,000 rows scroll smoothly; the header stays put while the body scrolls.
 * Its state (sort, selection, filters, the stored column layout) is useDataTable's; this draws it.
 */
export function DataTable<TData extends RowData>({
  height = DEFAULT_TABLE_HEIGHT,
  overscan = DEFAULT_OVERSCAN,
  emptyMessage = DEFAULT_EMPTY_MESSAGE,
  toolbar,
  footer,
  viewOptionsInHeader = false,
  onRowClick,
  keyboardNavigation = true,
  'aria-label': ariaLabel,
  className,
  ...options
}: DataTableProps<TData>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  // Also as state for the body: its layout effects run before this element's ref is attached (a
  // child commits first), so it learns of the element from the render that attaching it causes.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null)
  const attachScroll = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element
    setScrollElement(element)
  }, [])
  // The menus' Narrower / Wider (the keyboard's way to resize) start from the shown width.
  const widthOf = useCallback((columnId: string) => shownWidth(scrollRef.current, columnId), [])
  const state = useDataTable({ ...options, widthOf })
  const { table, rows, density } = state
  const fillHeight = useFillHeight(scrollRef, height === 'fill')
  // Stable, so a render of the table does not re-render the body; it calls the latest prop.
  const onRowClickRef = useRef(onRowClick)
  useLayoutEffect(() => {
    onRowClickRef.current = onRowClick
  })
  const activateRow = useCallback((row: TData) => onRowClickRef.current?.(row), [])

  return (
    <div data-slot="data-table" className={cn('flex flex-col gap-3', className)}>
      {toolbar ? toolbar(table, state.layoutControls) : null}
      <div
        ref={attachScroll}
        data-slot="data-table-scroll"
        // Scroll padding keeps a row focused by keyboard out from under the sticky header.
        // Strict containment (its height is set): rows refilled by a sort or grown by wrapped text
        // lay out and repaint inside this box, never the page around it.
        className="relative [scroll-padding-top:2.75rem] overflow-auto rounded-md border bg-card [contain:strict]"
        style={{ height: height === 'fill' ? (fillHeight ?? DEFAULT_TABLE_HEIGHT) : height }}
        data-density={density}
      >
        <table
          className={cn(
            'w-full min-w-full table-fixed caption-bottom border-separate border-spacing-0',
            density === 'compact' ? 'text-[13px]' : 'text-sm',
          )}
          aria-label={ariaLabel}
          aria-rowcount={rows.length + 1}
        >
          <DataTableHead state={state} viewOptionsInHeader={viewOptionsInHeader} />
          <DataTableBody
            table={table}
            rows={rows}
            rowSelection={state.rowSelection}
            columns={options.columns}
            visibleColumnIds={state.visibleColumnIds}
            visibleColumnCount={state.visibleColumnCount}
            selectable={state.selectable}
            scrollElement={scrollElement}
            initialHeight={typeof height === 'number' ? height : fillHeight}
            rowSize={state.rowSize}
            density={density}
            overscan={overscan}
            keyboardNavigation={keyboardNavigation}
            emptyMessage={emptyMessage}
            clickable={onRowClick !== undefined}
            activateRow={activateRow}
          />
        </table>
      </div>
      {footer ? footer(table) : null}
    </div>
  )
}
