/**
 * The sorted row model of every CourseLoad table. TanStack's own calls the column's sortFn for
 * every one of the n·log n comparisons, and each call reads both rows' values through
 * row.getValue (issue 11: 10,000 rows took several times a plain array sort). Columns that give a
 * `meta.sortKey` are sorted here instead: their keys are read once per row list (and kept for the
 * next sort of the same list), and the positions are sorted by comparing those keys with < and >.
 * A sort over a column without a key (or nested rows) falls back to TanStack's row model.
 *
 * Written against TanStack Table's public surface only: the sortedRowModel slot's signature, the
 * sorting state as `table.store.state` shows it (v9's replacement for v8's `getState()`), the
 * pre-sorted row model, and the columns' public API and definitions.
 */
import {
  createSortedRowModel,
  type Row,
  type RowData,
  type RowModel,
  type rowSortingFeature,
  type SortingState,
  type Table,
} from '@tanstack/react-table'
import { orderByKeys, type KeyedCriterion, type SortKey } from '@/domain/kernel/keyed-order'

/**
 * The features this row model reads. The slot it fills takes any table, so it is typed for the
 * least it needs instead of being generic over the table's whole feature set (a generic set hides
 * the sorting state and the column meta from TypeScript). The meta's `never` parameter, as in
 * DataTableColumnMeta, lets any row type's key function fit.
 */
export interface KeyedSortFeatures {
  rowSortingFeature: typeof rowSortingFeature
  columnMeta: { sortKey?: (row: never) => SortKey }
}
export type KeyedSortTable = Table<KeyedSortFeatures, RowData>
type KeyedSortRow = Row<KeyedSortFeatures, RowData>
type KeyedSortRowModel = RowModel<KeyedSortFeatures, RowData>
type KeyOf = (row: RowData) => SortKey

export function createKeyedSortedRowModel() {
  const createFallback = createSortedRowModel<KeyedSortFeatures, RowData>()
  return (table: KeyedSortTable): (() => KeyedSortRowModel) => {
    const fallback = createFallback(table)
    // Keys per column for one list of rows: a new list (data or filter change) gets new keys,
    // the same list sorted by another column or direction reuses them.
    let keyedRows: readonly KeyedSortRow[] | null = null
    let keysByColumn = new Map<string, SortKey[]>()
    const keysOf = (rows: readonly KeyedSortRow[], columnId: string, keyOf: KeyOf) => {
      if (rows !== keyedRows) {
        keyedRows = rows
        keysByColumn = new Map()
      }
      let keys = keysByColumn.get(columnId)
      if (!keys) {
        keys = rows.map((row) => keyOf(row.original))
        keysByColumn.set(columnId, keys)
      }
      return keys
    }

    const sortModel = (preSorted: KeyedSortRowModel, sorting: SortingState): KeyedSortRowModel => {
      const { rows } = preSorted
      if (!rows.length || !sorting.length) return preSorted
      const criteria: KeyedCriterion[] = []
      for (const { id, desc } of sorting) {
        const column = table.getColumn(id)
        if (!column?.getCanSort()) continue
        const keyOf = column.columnDef.meta?.sortKey as KeyOf | undefined
        if (!keyOf || column.columnDef.invertSorting) return fallback()
        criteria.push({ keys: keysOf(rows, id, keyOf), desc })
      }
      if (!criteria.length) return preSorted
      if (rows.some((row) => row.subRows.length > 0)) return fallback()
      const sorted = orderByKeys(criteria, rows.length).map((i) => rows[i]!)
      return { rows: sorted, flatRows: sorted, rowsById: preSorted.rowsById }
    }

    // The last result, kept while the sorting and the rows before sorting are the same objects
    // (TanStack's row models hand out a new object only when they change).
    let last: { sorting: SortingState; preSorted: KeyedSortRowModel; model: KeyedSortRowModel } | null =
      null
    return () => {
      const preSorted = table.getPreSortedRowModel()
      const { sorting } = table.store.state
      if (last === null || last.sorting !== sorting || last.preSorted !== preSorted) {
        last = { sorting, preSorted, model: sortModel(preSorted, sorting) }
      }
      return last.model
    }
  }
}
