/**
 * The one TanStack Table v9 feature set every CourseLoad table uses. Features, row models and the
 * named sort/filter functions are registered explicitly (v9 tree-shakes everything else), at
 * module scope so the object is stable across renders.
 */
import {
  columnFacetingFeature,
  columnFilteringFeature,
  columnOrderingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFacetedRowModel,
  createFacetedUniqueValues,
  createFilteredRowModel,
  filterFn_arrHas,
  filterFn_arrIncludes,
  filterFn_arrIncludesSome,
  filterFn_equals,
  filterFn_inDateRange,
  filterFn_inNumberRange,
  filterFn_includesString,
  filterFn_weakEquals,
  globalFilteringFeature,
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type Cell,
  type Column,
  type ColumnDef,
  type Header,
  type Row,
  type RowData,
  type ReactTable,
  type Table,
  type TableState,
} from '@tanstack/react-table'
import { createKeyedSortedRowModel } from '@/components/data-table/keyed-sorted-row-model'
import type { SortKey } from '@/domain/kernel/keyed-order'

/** Per-column presentation hints read by the data-table pieces. */
export interface DataTableColumnMeta {
  /** Human name for the column in the view-options menu and filters (defaults to a string header, then the id). */
  label?: string
  headerClassName?: string
  cellClassName?: string
  align?: 'start' | 'center' | 'end'
  /** Long text (titles, names) wraps onto more lines instead of being cut with an ellipsis. */
  wrap?: boolean
  /**
   * The row's precomputed sort key for this column (a `collationKey` for text, the number for
   * numbers): the table then sorts by comparing keys instead of calling a sortFn per comparison.
   * Typed `never` so any row type fits; annotate the parameter, e.g. `(r: CourseRow) => r.keys.title`.
   */
  sortKey?: (row: never) => SortKey
}

export const dataTableFeatures = tableFeatures({
  columnMeta: metaHelper<DataTableColumnMeta>(),
  rowSortingFeature,
  // Columns with meta.sortKey sort by precomputed keys; the others by the sortFns below.
  sortedRowModel: createKeyedSortedRowModel(),
  // The keys 'auto' sorting resolves to (text, alphanumeric, datetime) plus basic for numbers.
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  // The keys 'auto' filtering resolves to, plus the multi-value filters.
  filterFns: {
    includesString: filterFn_includesString,
    inNumberRange: filterFn_inNumberRange,
    equals: filterFn_equals,
    weakEquals: filterFn_weakEquals,
    arrIncludes: filterFn_arrIncludes,
    arrIncludesSome: filterFn_arrIncludesSome,
    arrHas: filterFn_arrHas,
    inDateRange: filterFn_inDateRange,
  },
  columnFacetingFeature,
  facetedRowModel: createFacetedRowModel(),
  facetedUniqueValues: createFacetedUniqueValues(),
  rowSelectionFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
})

export type DataTableFeatures = typeof dataTableFeatures

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a column list mixes value types; helper.columns() keeps each one's type
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>
export type DataTableTable<TData extends RowData> = Table<DataTableFeatures, TData>
/** The instance DataTable hands to its toolbar/footer: the core table plus React's selected `state`. */
export type DataTableInstance<TData extends RowData> = ReactTable<
  DataTableFeatures,
  TData,
  TableState<DataTableFeatures>
>
export type DataTableColumn<TData extends RowData, TValue = unknown> = Column<
  DataTableFeatures,
  TData,
  TValue
>
export type DataTableRow<TData extends RowData> = Row<DataTableFeatures, TData>
export type DataTableCell<TData extends RowData> = Cell<DataTableFeatures, TData, unknown>
export type DataTableHeader<TData extends RowData> = Header<DataTableFeatures, TData, unknown>

/**
 * Column helper bound to the shared features, so column defs type-check against the options
 * (filterFn: 'arrHas', meta: { label }) that DataTable actually registers.
 */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>()
}

/** The human name of a column: meta.label, then a string header, then the id. */
export function getColumnLabel<TData extends RowData>(column: DataTableColumn<TData>): string {
  const { meta, header } = column.columnDef
  return meta?.label ?? (typeof header === 'string' ? header : column.id)
}
