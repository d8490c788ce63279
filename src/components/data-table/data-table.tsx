import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { ReactNode, RefObject } from 'react'
import {
  useTable,
  type ColumnFiltersState,
  type ColumnVisibilityState,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table'
import { DataTableBody } from '@/components/data-table/data-table-body'
import { DataTableHeaderCell } from '@/components/data-table/data-table-header-cell'
import {
  dataTableFeatures,
  type DataTableColumnDef,
  type DataTableInstance,
  type DataTableRow,
} from '@/components/data-table/data-table-features'
import { SELECTION_COLUMN_ID } from '@/components/data-table/selection-column'
import { useColumnLayout, type ColumnLayoutControls } from '@/components/data-table/use-column-layout'
import { useControllableSlice } from '@/components/data-table/use-controllable-slice'
import type { TableDensity } from '@/domain/model/table-preferences'
import { cn } from '@/lib/utils'

export const DEFAULT_ROW_SIZE = 44
/** Row height per density (the least a row takes; wrapped text makes it taller). */
export const ROW_SIZE_BY_DENSITY: Record<TableDensity, number> = { comfortable: 44, compact: 28 }
/** With height 'fill' the table never gets shorter than this, however little room is left. */
const MIN_FILL_HEIGHT = 320
const FILL_BOTTOM_GAP = 4
export const DEFAULT_TABLE_HEIGHT = 480
export const DEFAULT_EMPTY_MESSAGE = 'No results.'
// One row beyond each edge of the viewport (TanStack Virtual's default): every row rendered is
// filled again when a sort or filter brings new records into view, so each extra row costs every
// sort; scrolling renders only the rows it adds (rows are memoized). Three rows made a first sort
// at 3,000 courses about a fifth slower.
const DEFAULT_OVERSCAN = 1

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

  /** Row height in px (the density's when omitted); rows whose text wraps are measured. */
  estimateRowSize?: number
  /** Height of the scroll container (px or any CSS length), or 'fill' for the rest of the viewport. */
  height?: number | string
  /**
   * Keep this table's column visibility, order, widths and density in this browser under this
   * id; the view-options menu and the header resize handles then change them.
   */
  layoutId?: string
  /** Columns hidden until the user shows them (with layoutId). Keep stable. */
  defaultHiddenColumns?: readonly string[]
  /** Row density when the table has no layoutId (comfortable by default). */
  density?: TableDensity
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
  /** Keep stable (module scope or useCallback): a new function re-renders every row. */
  getRowClassName?: (row: TData) => string | undefined
}

const EMPTY_SORTING: SortingState = []
const EMPTY_SELECTION: RowSelectionState = {}
const EMPTY_FILTERS: ColumnFiltersState = []
const EMPTY_VISIBILITY: ColumnVisibilityState = {}
const NO_COLUMNS: readonly string[] = []
const EMPTY_SIZING = {}

function columnDefId<TData extends RowData>(c: DataTableColumnDef<TData>): string {
  return c.id ?? (c as { accessorKey?: string }).accessorKey ?? ''
}

/**
 * Ids of the columns whose definition gives a width. The sizing feature fills a default size
 * into every definition, so only the definitions as written can tell which columns should
 * share the remaining width instead.
 */
function sizedColumnIds<TData extends RowData>(columns: ReadonlyArray<DataTableColumnDef<TData>>): Set<string> {
  return new Set(columns.filter((c) => c.size !== undefined).map(columnDefId))
}

/** Ids of the columns a user may hide and reorder (the selection and action columns stay put). */
function movableColumnIds<TData extends RowData>(columns: ReadonlyArray<DataTableColumnDef<TData>>): string[] {
  return columns
    .filter((c) => c.enableHiding !== false)
    .map(columnDefId)
    .filter((id) => id !== '')
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
  estimateRowSize,
  height = DEFAULT_TABLE_HEIGHT,
  layoutId,
  defaultHiddenColumns = NO_COLUMNS,
  // Tables without a stored layout keep the roomier rows they were designed with.
  density: densityProp = 'comfortable',
  overscan = DEFAULT_OVERSCAN,
  emptyMessage = DEFAULT_EMPTY_MESSAGE,
  toolbar,
  footer,
  viewOptionsInHeader = false,
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
  const [localVisibility, setLocalVisibility] = useControllableSlice(
    columnVisibilityProp,
    onColumnVisibilityChange,
    EMPTY_VISIBILITY,
  )
  const movable = useMemo(() => movableColumnIds(columns), [columns])
  const sizedIds = useMemo(() => sizedColumnIds(columns), [columns])
  const stored = useColumnLayout(layoutId ?? '', movable, defaultHiddenColumns)
  const layout = layoutId ? stored : null
  // The menus' Narrower / Wider (the keyboard's way to resize) start from the shown width.
  const controls = layout?.controls
  const layoutControls = useMemo<ColumnLayoutControls | null>(
    () =>
      controls
        ? {
            ...controls,
            widthOf: (columnId) =>
              [...(scrollRef.current?.querySelectorAll<HTMLElement>('th[data-column-id]') ?? [])]
                .find((th) => th.dataset.columnId === columnId)
                ?.getBoundingClientRect().width,
          }
        : null,
    [controls],
  )
  const columnVisibility = layout ? layout.visibility : localVisibility
  const setColumnVisibility = layout
    ? (updater: ColumnVisibilityState | ((old: ColumnVisibilityState) => ColumnVisibilityState)) =>
        layout.setVisibility(typeof updater === 'function' ? updater(layout.visibility) : updater)
    : setLocalVisibility
  const columnOrder = useMemo(() => (layout ? [SELECTION_COLUMN_ID, ...layout.order] : []), [layout])
  const density = layout ? layout.controls.density : densityProp
  const rowSize = estimateRowSize ?? ROW_SIZE_BY_DENSITY[density]

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    state: {
      sorting,
      rowSelection,
      columnFilters,
      globalFilter,
      columnVisibility,
      columnOrder,
      columnSizing: layout?.sizing ?? EMPTY_SIZING,
    },
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
  // Also as state for the body: its layout effects run before this element's ref is attached (a
  // child commits first), so it learns of the element from the render that attaching it causes.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null)
  const attachScroll = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element
    setScrollElement(element)
  }, [])
  const fillHeight = useFillHeight(scrollRef, height === 'fill')
  const visibleColumns = table.getVisibleLeafColumns()
  // Stable under a sort (the rows before sorting): the select-all box reads them.
  const filteredRows = table.getFilteredRowModel().rows
  const visibleColumnIds = visibleColumns.map((c) => c.id).join(' ')
  const visibleColumnCount = Math.max(visibleColumns.length, 1)
  const selectable = visibleColumns.some((c) => c.id === SELECTION_COLUMN_ID)
  // Stable, so a render of the table does not re-render the body; they read the latest props.
  const onRowClickRef = useRef(onRowClick)
  useLayoutEffect(() => {
    onRowClickRef.current = onRowClick
  })
  const activateRow = useCallback((row: TData) => onRowClickRef.current?.(row), [])


  return (
    <div data-slot="data-table" className={cn('flex flex-col gap-3', className)}>
      {/* layoutControls.widthOf reads the scroll container's ref only when a menu item is chosen. */}
      {/* eslint-disable-next-line react-hooks/refs */}
      {toolbar ? toolbar(table, layoutControls) : null}
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
          <thead className="sticky top-0 z-10 bg-card">
            {table.getHeaderGroups().map((headerGroup) => (
              <tr key={headerGroup.id} aria-rowindex={1}>
                {headerGroup.headers.map((header, index) => {
                  const { column } = header
                  const sized = sizedIds.has(column.id) || layout?.sizing[column.id] !== undefined
                  return (
                    <DataTableHeaderCell
                      key={header.id}
                      table={table}
                      header={header}
                      sorted={column.getCanSort() ? column.getIsSorted() : false}
                      width={sized ? column.getSize() : undefined}
                      density={density}
                      viewOptions={viewOptionsInHeader && index === headerGroup.headers.length - 1}
                      layoutControls={layoutControls}
                      visibleColumnIds={visibleColumnIds}
                      rowSelection={rowSelection}
                      filteredRows={filteredRows}
                    />
                  )
                })}
              </tr>
            ))}
          </thead>
          <DataTableBody
            table={table}
            rows={rows}
            rowSelection={rowSelection}
            columns={columns}
            visibleColumnIds={visibleColumnIds}
            visibleColumnCount={visibleColumnCount}
            selectable={selectable}
            scrollElement={scrollElement}
            initialHeight={typeof height === 'number' ? height : fillHeight}
            rowSize={rowSize}
            density={density}
            overscan={overscan}
            keyboardNavigation={keyboardNavigation}
            emptyMessage={emptyMessage}
            clickable={onRowClick !== undefined}
            activateRow={activateRow}
            rowClassName={getRowClassName}
          />
        </table>
      </div>
      {footer ? footer(table) : null}
    </div>
  )
}

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
function useFillHeight(ref: RefObject<HTMLElement | null>, enabled: boolean): number | undefined {
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
