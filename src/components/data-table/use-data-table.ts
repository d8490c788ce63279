/**
 * The state of a DataTable, apart from its DOM: the sort order, the selection and the filters
 * (each controlled by its props when given, kept here otherwise), the column layout kept in this
 * browser (visibility, order, widths, density), and the TanStack table built from them with the
 * shared feature set (whose sorted row model sorts by precomputed keys). What the renderer draws
 * comes out of it ready to use: the rows, the visible columns and the row height.
 *
 * Keyboard focus and range selection are the body's (use-row-keyboard.ts): they change with every
 * arrow key, and kept here they would re-render the header and the toolbar with them.
 */
import { useMemo, useState } from 'react'
import {
  functionalUpdate,
  useTable,
  type ColumnFiltersState,
  type ColumnSizingState,
  type ColumnVisibilityState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import {
  dataTableFeatures,
  type DataTableColumn,
  type DataTableColumnDef,
  type DataTableInstance,
  type DataTableRow,
} from '@/components/data-table/data-table-features'
import { SELECTION_COLUMN_ID } from '@/components/data-table/selection-column'
import { useColumnLayout, type ColumnLayoutControls } from '@/components/data-table/use-column-layout'
import { useControllableSlice } from '@/components/data-table/use-controllable-slice'
import type { TableDensity } from '@/domain/model/table-preferences'

/** Row height per density (the least a row takes; wrapped text makes it taller). */
const ROW_SIZE_BY_DENSITY: Record<TableDensity, number> = { comfortable: 44, compact: 28 }
// Tables without a stored layout keep the roomier rows they were designed with.
const DEFAULT_DENSITY: TableDensity = 'comfortable'

export interface UseDataTableOptions<TData extends RowData> {
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
  globalFilter?: string
  onGlobalFilterChange?: (globalFilter: string) => void
  /**
   * Keep this table's column visibility, order, widths and density in this browser under this
   * id; the view-options menu and the header resize handles then change them.
   */
  layoutId?: string
  /** Columns hidden until the user shows them (with layoutId). Keep stable. */
  defaultHiddenColumns?: readonly string[]
  /** Row height in px (the density's when omitted); rows whose text wraps are measured. */
  estimateRowSize?: number
  /**
   * A column's width as shown, in px (the renderer measures it): the layout's Narrower / Wider
   * start from it. Keep stable.
   */
  widthOf?: (columnId: string) => number | undefined
}

export interface DataTableState<TData extends RowData> {
  /** What toolbars, footers and header cells call; a new object on every render. */
  table: DataTableInstance<TData>
  /** The sorted, filtered rows (a new array only when they change). */
  rows: readonly DataTableRow<TData>[]
  /** The rows before sorting, stable under a sort: the select-all box reads them. */
  filteredRows: readonly DataTableRow<TData>[]
  rowSelection: RowSelectionState
  /** The stored layout's controls (menus, resize grips); null without a layoutId. Stable. */
  layoutControls: ColumnLayoutControls | null
  density: TableDensity
  /** The least height of a row, in px. */
  rowSize: number
  /** The visible columns' ids in order, joined: a string that changes only when they do. */
  visibleColumnIds: string
  visibleColumnCount: number
  /** The selection column is shown. */
  selectable: boolean
  /** The column's width when it has one (written or stored), else undefined: it shares the rest. */
  columnWidth: (column: DataTableColumn<TData>) => number | undefined
}

const EMPTY_SORTING: SortingState = []
const EMPTY_SELECTION: RowSelectionState = {}
const EMPTY_FILTERS: ColumnFiltersState = []
const EMPTY_VISIBILITY: ColumnVisibilityState = {}
const NO_COLUMNS: readonly string[] = []
const EMPTY_SIZING: ColumnSizingState = {}

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

export function useDataTable<TData extends RowData>({
  columns,
  data,
  getRowId,
  sorting: sortingProp,
  onSortingChange,
  rowSelection: rowSelectionProp,
  onRowSelectionChange,
  globalFilter: globalFilterProp,
  onGlobalFilterChange,
  layoutId,
  defaultHiddenColumns = NO_COLUMNS,
  estimateRowSize,
  widthOf,
}: UseDataTableOptions<TData>): DataTableState<TData> {
  const [sorting, setSorting] = useControllableSlice(sortingProp, onSortingChange, EMPTY_SORTING)
  const [rowSelection, setRowSelection] = useControllableSlice(
    rowSelectionProp,
    onRowSelectionChange,
    EMPTY_SELECTION,
  )
  // Column filters: no screen sets one (screens filter their rows before the table).
  const [columnFilters, setColumnFilters] = useState(EMPTY_FILTERS)
  const [globalFilter, setGlobalFilter] = useControllableSlice(
    globalFilterProp,
    onGlobalFilterChange,
    '',
  )
  // Without a layoutId the View menu's choice of columns lasts as long as the table is shown.
  const [localVisibility, setLocalVisibility] = useState(EMPTY_VISIBILITY)
  const movable = useMemo(() => movableColumnIds(columns), [columns])
  const sizedIds = useMemo(() => sizedColumnIds(columns), [columns])
  const stored = useColumnLayout(layoutId ?? '', movable, defaultHiddenColumns)
  const layout = layoutId ? stored : null
  const controls = layout?.controls
  const layoutControls = useMemo<ColumnLayoutControls | null>(
    () => (controls ? { ...controls, widthOf } : null),
    [controls, widthOf],
  )
  const columnVisibility = layout ? layout.visibility : localVisibility
  const setColumnVisibility = layout
    ? (updater: Updater<ColumnVisibilityState>) =>
        layout.setVisibility(functionalUpdate(updater, layout.visibility))
    : setLocalVisibility
  const columnOrder = useMemo(() => (layout ? [SELECTION_COLUMN_ID, ...layout.order] : []), [layout])
  const columnSizing = layout?.sizing ?? EMPTY_SIZING
  const density = layout ? layout.controls.density : DEFAULT_DENSITY

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
      columnSizing,
    },
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    onColumnFiltersChange: setColumnFilters,
    onGlobalFilterChange: setGlobalFilter,
    onColumnVisibilityChange: setColumnVisibility,
    // Every column starts ascending on first click (TanStack otherwise starts numbers descending).
    sortDescFirst: false,
  })

  const visibleColumns = table.getVisibleLeafColumns()
  return {
    table,
    rows: table.getRowModel().rows,
    filteredRows: table.getFilteredRowModel().rows,
    rowSelection,
    layoutControls,
    density,
    rowSize: estimateRowSize ?? ROW_SIZE_BY_DENSITY[density],
    visibleColumnIds: visibleColumns.map((c) => c.id).join(' '),
    visibleColumnCount: Math.max(visibleColumns.length, 1),
    selectable: visibleColumns.some((c) => c.id === SELECTION_COLUMN_ID),
    columnWidth: (column) =>
      sizedIds.has(column.id) || columnSizing[column.id] !== undefined ? column.getSize() : undefined,
  }
}
