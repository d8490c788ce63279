import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react'
import {
  useTable,
  type ColumnFiltersState,
  type ColumnVisibilityState,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { alignClass, DataTableBodyRow } from '@/components/data-table/data-table-body-row'
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header'
import {
  dataTableFeatures,
  getColumnLabel,
  type DataTableColumnDef,
  type DataTableInstance,
  type DataTableColumn,
  type DataTableRow,
} from '@/components/data-table/data-table-features'
import { ColumnResizeHandle } from '@/components/data-table/column-resize-handle'
import { DataTableViewOptions } from '@/components/data-table/data-table-view-options'
import { SELECTION_COLUMN_ID } from '@/components/data-table/selection-column'
import { useColumnLayout, type ColumnLayoutControls } from '@/components/data-table/use-column-layout'
import { useControllableSlice } from '@/components/data-table/use-controllable-slice'
import type { TableDensity } from '@/domain/table-preferences'
import { cn } from '@/lib/utils'

export const DEFAULT_ROW_SIZE = 44
/** Row height per density (the least a row takes; wrapped text makes it taller). */
export const ROW_SIZE_BY_DENSITY: Record<TableDensity, number> = { comfortable: 44, compact: 28 }
/** With height 'fill' the table never gets shorter than this, however little room is left. */
const MIN_FILL_HEIGHT = 320
const FILL_BOTTOM_GAP = 4
export const DEFAULT_TABLE_HEIGHT = 480
export const DEFAULT_EMPTY_MESSAGE = 'No results.'
// Few rows beyond the viewport: every one of them is mounted again when a sort or filter brings
// new records into view (rows are memoized, so scrolling re-renders only the rows it adds).
const DEFAULT_OVERSCAN = 3

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

const INTERACTIVE_SELECTOR =
  'a, button, input, select, textarea, label, [role="checkbox"], [role="menuitem"], [contenteditable="true"]'

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
  const fillHeight = useFillHeight(scrollRef, height === 'fill')
  // No React Compiler in this project, so the virtualizer's unmemoizable API is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
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
    initialRect: typeof height === 'number' ? { width: 0, height } : fillHeight ? { width: 0, height: fillHeight } : undefined,
  })
  // A density change estimates every row again (rows in view are measured again).
  const estimatedRowSize = useRef(rowSize)
  useLayoutEffect(() => {
    if (estimatedRowSize.current === rowSize) return
    estimatedRowSize.current = rowSize
    virtualizer.measure()
  }, [virtualizer, rowSize])
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

  const visibleColumns = table.getVisibleLeafColumns()
  const visibleColumnIds = visibleColumns.map((c) => c.id).join(' ')
  const visibleColumnCount = Math.max(visibleColumns.length, 1)

  function moveFocus(index: number) {
    const next = Math.max(0, Math.min(index, lastIndex))
    setActiveIndex(next)
    pendingFocusRef.current = next
    virtualizer.scrollToIndex(next, { align: 'auto' })
  }

  // Where the last selection click or Space happened: Shift extends a range from here.
  const anchorRef = useRef<number | null>(null)
  const selectable = visibleColumns.some((c) => c.id === SELECTION_COLUMN_ID)

  function selectRange(from: number, to: number, value: boolean) {
    const [start, end] = from < to ? [from, to] : [to, from]
    table.setRowSelection((previous) => {
      const next = { ...previous }
      for (let i = start; i <= end; i++) {
        const row = rows[i]
        if (!row?.getCanSelect()) continue
        if (value) next[row.id] = true
        else delete next[row.id]
      }
      return next
    })
  }

  /** Space or a click on a row's checkbox; with Shift, every row from the anchor takes its new state. */
  function toggleRow(index: number, extend: boolean) {
    const row = rows[index]
    if (!row?.getCanSelect()) return
    const value = !row.getIsSelected()
    if (extend && anchorRef.current !== null && rows[anchorRef.current]) selectRange(anchorRef.current, index, value)
    else row.toggleSelected(value)
    anchorRef.current = index
  }

  function handleBodyClickCapture(event: MouseEvent<HTMLTableSectionElement>) {
    const box = (event.target as HTMLElement).closest('[data-row-select]')
    const rowElement = box?.closest<HTMLElement>('tr[data-index]')
    if (!box || !rowElement) return
    // The checkbox's handlers never see the click: one place decides single toggle or Shift range.
    // A native box keeps its default action: cancelling it would flip the box back after React
    // has drawn the new state, and its new checked state is the one decided here anyway.
    const target = event.target as HTMLElement
    if (!(target instanceof HTMLInputElement && target.type === 'checkbox')) event.preventDefault()
    event.stopPropagation()
    toggleRow(Number(rowElement.dataset.index), event.shiftKey)
  }

  function handleBodyKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    const rowElement = event.target as HTMLElement
    // Keys typed inside a cell's own control (a menu button, an input) belong to that control.
    if (rowElement.tagName !== 'TR' || rowElement.dataset.index === undefined) return
    const index = Number(rowElement.dataset.index)
    const pageSize = Math.max(1, virtualItems.length - 2 * overscan)
    let target: number
    switch (event.key) {
      case ' ':
        if (!selectable) return
        event.preventDefault()
        toggleRow(index, event.shiftKey)
        return
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

  // Stable, so a render of the table does not re-render every row; it reads the latest onRowClick.
  const onRowClickRef = useRef(onRowClick)
  useLayoutEffect(() => {
    onRowClickRef.current = onRowClick
  })
  const handleRowClick = useCallback((event: MouseEvent<HTMLTableRowElement>, row: DataTableRow<TData>) => {
    const activate = onRowClickRef.current
    if (!activate) return
    const interactive = (event.target as HTMLElement).closest(INTERACTIVE_SELECTOR)
    if (interactive && event.currentTarget.contains(interactive)) return
    activate(row.original)
  }, [])

  return (
    <div data-slot="data-table" className={cn('flex flex-col gap-3', className)}>
      {toolbar ? toolbar(table, layoutControls) : null}
      <div
        ref={scrollRef}
        data-slot="data-table-scroll"
        // Scroll padding keeps a row focused by keyboard out from under the sticky header.
        className="relative [scroll-padding-top:2.75rem] overflow-auto rounded-md border bg-card"
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
                  const meta = column.columnDef.meta
                  const definition = column.columnDef.header
                  const sized = sizedIds.has(column.id) || layout?.sizing[column.id] !== undefined
                  const last = index === headerGroup.headers.length - 1
                  return (
                    <th
                      key={header.id}
                      colSpan={header.colSpan}
                      scope="col"
                      data-column-id={column.id}
                      aria-sort={ariaSort(column)}
                      style={sized ? { width: column.getSize() } : undefined}
                      className={cn(
                        'relative border-b px-1 align-middle leading-tight font-medium text-muted-foreground',
                        density === 'compact' ? 'h-9' : 'h-11',
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
                      {last && viewOptionsInHeader ? (
                        <DataTableViewOptions table={table} layout={layoutControls} label="" menuLabel="Columns" />
                      ) : null}
                      {layout && column.getCanHide() ? (
                        <ColumnResizeHandle onResize={(width) => layout.controls.resize(column.id, width)} />
                      ) : null}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody onKeyDown={handleBodyKeyDown} onClickCapture={handleBodyClickCapture}>
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
                  return (
                    <DataTableBodyRow
                      key={row.id}
                      row={row}
                      index={item.index}
                      columns={columns}
                      visibleColumnIds={visibleColumnIds}
                      selected={row.getIsSelected()}
                      canSelect={row.getCanSelect()}
                      tabIndex={keyboardNavigation ? (item.index === tabStopIndex ? 0 : -1) : undefined}
                      density={density}
                      height={rowSize}
                      clickable={onRowClick !== undefined}
                      className={getRowClassName?.(row.original)}
                      measureRef={virtualizer.measureElement}
                      onFocusRow={setActiveIndex}
                      onRowClick={handleRowClick}
                    />
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
