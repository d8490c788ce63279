import { useEffect, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import {
  useTable,
  type ColumnFiltersState,
  type ColumnVisibilityState,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header'
import {
  dataTableFeatures,
  getColumnLabel,
  type DataTableColumnDef,
  type DataTableInstance,
  type DataTableColumn,
  type DataTableRow,
} from '@/components/data-table/data-table-features'
import { useControllableSlice } from '@/components/data-table/use-controllable-slice'
import { cn } from '@/lib/utils'

export const DEFAULT_ROW_SIZE = 44
export const DEFAULT_TABLE_HEIGHT = 480
export const DEFAULT_EMPTY_MESSAGE = 'No results.'
const DEFAULT_OVERSCAN = 8

export interface DataTableProps<TData extends RowData> {
  /** Keep stable (module scope or useMemo): a new array rebuilds every column. */
  columns: ReadonlyArray<DataTableColumnDef<TData>>
  /** Keep stable: a new array reprocesses every row. */
  data: ReadonlyArray<TData>
  /** Stable ids keep selection and focus on the same record when the order changes. */
  getRowId?: (row: TData, index: number) => string

  /** Controlled sort order (pass both to keep it in the URL); uncontrolled when omitted. */
  sorting?: SortingState
  onSortingChange?: (sorting: SortingState) => void
  rowSelection?: RowSelectionState
  onRowSelectionChange?: (rowSelection: RowSelectionState) => void
  enableRowSelection?: boolean | ((row: DataTableRow<TData>) => boolean)
  columnFilters?: ColumnFiltersState
  onColumnFiltersChange?: (columnFilters: ColumnFiltersState) => void
  globalFilter?: string
  onGlobalFilterChange?: (globalFilter: string) => void
  columnVisibility?: ColumnVisibilityState
  onColumnVisibilityChange?: (columnVisibility: ColumnVisibilityState) => void

  /** Fixed row height in px; rows are virtualized, so every row must have this height. */
  estimateRowSize?: number
  /** Height of the scroll container (px or any CSS length). */
  height?: number | string
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number
  emptyMessage?: ReactNode
  /** Rendered above the table with the live table instance (search, filters, view options). */
  toolbar?: (table: DataTableInstance<TData>) => ReactNode
  /** Rendered below the table (e.g. 'N of M rows selected'). */
  footer?: (table: DataTableInstance<TData>) => ReactNode
  /** Row activation by click or Enter on a focused row. */
  onRowClick?: (row: TData) => void
  /** Rows take focus in a roving order; arrows, Home/End and PageUp/PageDown move it. */
  keyboardNavigation?: boolean
  'aria-label'?: string
  className?: string
  getRowClassName?: (row: TData) => string | undefined
}

const EMPTY_SORTING: SortingState = []
const EMPTY_SELECTION: RowSelectionState = {}
const EMPTY_FILTERS: ColumnFiltersState = []
const EMPTY_VISIBILITY: ColumnVisibilityState = {}

const INTERACTIVE_SELECTOR =
  'a, button, input, select, textarea, label, [role="checkbox"], [role="menuitem"], [contenteditable="true"]'

function alignClass(align: 'start' | 'center' | 'end' | undefined) {
  return align === 'end' ? 'text-right' : align === 'center' ? 'text-center' : 'text-left'
}

function ariaSort<TData extends RowData>(
  column: DataTableColumn<TData>,
): 'ascending' | 'descending' | 'none' | undefined {
  if (!column.getCanSort()) return undefined
  const sorted = column.getIsSorted()
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
}

/**
 * A generic, virtualized table on TanStack Table v9. Only the rows in view (plus overscan) are
 * in the DOM, so 10,000 rows scroll smoothly; the header stays put while the body scrolls.
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  getRowId,
  sorting: sortingProp,
  onSortingChange,
  rowSelection: rowSelectionProp,
  onRowSelectionChange,
  enableRowSelection = true,
  columnFilters: columnFiltersProp,
  onColumnFiltersChange,
  globalFilter: globalFilterProp,
  onGlobalFilterChange,
  columnVisibility: columnVisibilityProp,
  onColumnVisibilityChange,
  estimateRowSize = DEFAULT_ROW_SIZE,
  height = DEFAULT_TABLE_HEIGHT,
  overscan = DEFAULT_OVERSCAN,
  emptyMessage = DEFAULT_EMPTY_MESSAGE,
  toolbar,
  footer,
  onRowClick,
  keyboardNavigation = true,
  'aria-label': ariaLabel,
  className,
  getRowClassName,
}: DataTableProps<TData>) {
  const [sorting, setSorting] = useControllableSlice(sortingProp, onSortingChange, EMPTY_SORTING)
  const [rowSelection, setRowSelection] = useControllableSlice(
    rowSelectionProp,
    onRowSelectionChange,
    EMPTY_SELECTION,
  )
  const [columnFilters, setColumnFilters] = useControllableSlice(
    columnFiltersProp,
    onColumnFiltersChange,
    EMPTY_FILTERS,
  )
  const [globalFilter, setGlobalFilter] = useControllableSlice(
    globalFilterProp,
    onGlobalFilterChange,
    '',
  )
  const [columnVisibility, setColumnVisibility] = useControllableSlice(
    columnVisibilityProp,
    onColumnVisibilityChange,
    EMPTY_VISIBILITY,
  )

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    state: { sorting, rowSelection, columnFilters, globalFilter, columnVisibility },
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    onColumnFiltersChange: setColumnFilters,
    onGlobalFilterChange: setGlobalFilter,
    onColumnVisibilityChange: setColumnVisibility,
    enableRowSelection,
    // Every column starts ascending on first click (TanStack otherwise starts numbers descending).
    sortDescFirst: false,
  })

  const rows = table.getRowModel().rows
  const scrollRef = useRef<HTMLDivElement>(null)
  // No React Compiler in this project, so the virtualizer's unmemoizable API is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowSize,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan,
    // A first paint with rows in it, before the container has been measured.
    initialRect: typeof height === 'number' ? { width: 0, height } : undefined,
  })
  const virtualItems = virtualizer.getVirtualItems()
  const totalSize = virtualizer.getTotalSize()
  const paddingTop = virtualItems[0]?.start ?? 0
  const paddingBottom =
    virtualItems.length > 0 ? totalSize - (virtualItems[virtualItems.length - 1]?.end ?? 0) : 0

  const [activeIndex, setActiveIndex] = useState(0)
  const pendingFocusRef = useRef<number | null>(null)
  const lastIndex = rows.length - 1
  const clampedActive = Math.min(activeIndex, Math.max(lastIndex, 0))
  // The roving tab stop must be a rendered row; fall back to the first one in view.
  const tabStopIndex = virtualItems.some((item) => item.index === clampedActive)
    ? clampedActive
    : (virtualItems[0]?.index ?? -1)

  // Focus follows the keyboard even when the target row had to be scrolled into the DOM first.
  useEffect(() => {
    const index = pendingFocusRef.current
    if (index === null) return
    const element = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`)
    if (element) {
      pendingFocusRef.current = null
      element.focus()
    }
  })

  const visibleColumnCount = Math.max(table.getVisibleLeafColumns().length, 1)

  function moveFocus(index: number) {
    const next = Math.max(0, Math.min(index, lastIndex))
    setActiveIndex(next)
    pendingFocusRef.current = next
    virtualizer.scrollToIndex(next, { align: 'auto' })
  }

  function handleBodyKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    const rowElement = event.target as HTMLElement
    // Keys typed inside a cell's own control (a menu button, an input) belong to that control.
    if (rowElement.tagName !== 'TR' || rowElement.dataset.index === undefined) return
    const index = Number(rowElement.dataset.index)
    const pageSize = Math.max(1, virtualItems.length - 2 * overscan)
    let target: number
    switch (event.key) {
      case 'ArrowDown':
        target = index + 1
        break
      case 'ArrowUp':
        target = index - 1
        break
      case 'Home':
        target = 0
        break
      case 'End':
        target = lastIndex
        break
      case 'PageDown':
        target = index + pageSize
        break
      case 'PageUp':
        target = index - pageSize
        break
      case 'Enter': {
        const row = rows[index]
        if (row && onRowClick) {
          event.preventDefault()
          onRowClick(row.original)
        }
        return
      }
      default:
        return
    }
    if (!keyboardNavigation) return
    event.preventDefault()
    moveFocus(target)
  }

  function handleRowClick(event: MouseEvent<HTMLTableRowElement>, row: DataTableRow<TData>) {
    if (!onRowClick) return
    const interactive = (event.target as HTMLElement).closest(INTERACTIVE_SELECTOR)
    if (interactive && event.currentTarget.contains(interactive)) return
    onRowClick(row.original)
  }

  return (
    <div data-slot="data-table" className={cn('flex flex-col gap-3', className)}>
      {toolbar ? toolbar(table) : null}
      <div
        ref={scrollRef}
        data-slot="data-table-scroll"
        // Scroll padding keeps a row focused by keyboard out from under the sticky header.
        className="relative [scroll-padding-top:2.75rem] overflow-auto rounded-md border bg-card"
        style={{ height }}
      >
        <table
          className="w-full min-w-full table-fixed caption-bottom border-separate border-spacing-0 text-sm"
          aria-label={ariaLabel}
          aria-rowcount={rows.length + 1}
        >
          <thead className="sticky top-0 z-10 bg-card">
            {table.getHeaderGroups().map((headerGroup) => (
              <tr key={headerGroup.id} aria-rowindex={1}>
                {headerGroup.headers.map((header) => {
                  const { column } = header
                  const meta = column.columnDef.meta
                  const definition = column.columnDef.header
                  return (
                    <th
                      key={header.id}
                      colSpan={header.colSpan}
                      scope="col"
                      aria-sort={ariaSort(column)}
                      style={
                        column.columnDef.size !== undefined
                          ? { width: column.getSize() }
                          : undefined
                      }
                      className={cn(
                        'h-11 border-b px-3 align-middle font-medium whitespace-nowrap text-muted-foreground',
                        alignClass(meta?.align),
                        meta?.headerClassName,
                      )}
                    >
                      {header.isPlaceholder ? null : definition === undefined ||
                        typeof definition === 'string' ? (
                        definition === undefined && !column.accessorFn ? null : (
                          <DataTableColumnHeader column={column} title={getColumnLabel(column)} />
                        )
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody onKeyDown={handleBodyKeyDown}>
            {rows.length === 0 ? (
              <tr aria-rowindex={2}>
                <td
                  colSpan={visibleColumnCount}
                  className="h-24 px-3 text-center text-muted-foreground"
                >
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              <>
                {paddingTop > 0 ? (
                  <tr aria-hidden="true">
                    <td colSpan={visibleColumnCount} style={{ height: paddingTop, padding: 0 }} />
                  </tr>
                ) : null}
                {virtualItems.map((item) => {
                  const row = rows[item.index]
                  if (!row) return null
                  const selected = row.getIsSelected()
                  return (
                    <tr
                      key={row.id}
                      data-index={item.index}
                      data-row-id={row.id}
                      data-state={selected ? 'selected' : undefined}
                      aria-rowindex={item.index + 2}
                      aria-selected={selected || undefined}
                      tabIndex={
                        keyboardNavigation ? (item.index === tabStopIndex ? 0 : -1) : undefined
                      }
                      onFocus={(event) => {
                        if (event.target === event.currentTarget) setActiveIndex(item.index)
                      }}
                      onClick={(event) => handleRowClick(event, row)}
                      style={{ height: estimateRowSize }}
                      className={cn(
                        'border-b transition-colors outline-none hover:bg-muted/50 focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset data-[state=selected]:bg-accent/60',
                        onRowClick && 'cursor-pointer',
                        getRowClassName?.(row.original),
                      )}
                    >
                      {row.getVisibleCells().map((cell) => {
                        const meta = cell.column.columnDef.meta
                        return (
                          <td
                            key={cell.id}
                            className={cn(
                              'overflow-hidden border-b px-3 align-middle text-ellipsis whitespace-nowrap',
                              alignClass(meta?.align),
                              meta?.cellClassName,
                            )}
                          >
                            <table.FlexRender cell={cell} />
                          </td>
                        )
                      })}
                    </tr>
                  )
                })}
                {paddingBottom > 0 ? (
                  <tr aria-hidden="true">
                    <td
                      colSpan={visibleColumnCount}
                      style={{ height: paddingBottom, padding: 0 }}
                    />
                  </tr>
                ) : null}
              </>
            )}
          </tbody>
        </table>
      </div>
      {footer ? footer(table) : null}
    </div>
  )
}
