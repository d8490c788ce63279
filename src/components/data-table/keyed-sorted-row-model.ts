/**
 * The sorted row model of every CourseLoad table. TanStack's own calls the column's sortFn for
 * every one of the n·log n comparisons, and each call reads both rows' values through
 * row.getValue (issue 11: 10,000 rows took several times a plain array sort). Columns that give a
 * `meta.sortKey` are sorted here instead: their keys are read once per row list (and kept for the
 * next sort of the same list), and the positions are sorted by comparing those keys with < and >.
 * A sort over a column without a key (or nested rows) falls back to TanStack's row model.
 */
import {
  createSortedRowModel,
  tableMemo,
  type Row,
  type RowData,
  type RowModel,
  type SortingState,
  type Table,
  type TableFeatures,
} from '@tanstack/react-table'
import { orderByKeys, type KeyedCriterion, type SortKey } from '@/domain/kernel/keyed-order'

type KeyOf<TData> = (row: TData) => SortKey

/**
 * What this row model reads of a column. The factory is generic over the feature set (it is part
 * of that set), so TypeScript cannot see that the sorting feature is registered: the parts used
 * are named here instead.
 */
interface SortableColumn<TData> {
  getCanSort?: () => boolean
  columnDef: { invertSorting?: boolean; meta?: { sortKey?: KeyOf<TData> } }
}

export function createKeyedSortedRowModel<TFeatures extends TableFeatures, TData extends RowData>() {
  const createFallback = createSortedRowModel<TFeatures, TData>()
  return (table: Table<TFeatures, TData>): (() => RowModel<TFeatures, TData>) => {
    const fallback = createFallback(table)
    // Keys per column for one list of rows: a new list (data or filter change) gets new keys,
    // the same list sorted by another column or direction reuses them.
    let keyedRows: readonly Row<TFeatures, TData>[] | null = null
    let keysByColumn = new Map<string, SortKey[]>()
    const keysOf = (rows: readonly Row<TFeatures, TData>[], columnId: string, keyOf: KeyOf<TData>) => {
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

    const sortingOf = (): SortingState =>
      (table.atoms as { sorting?: { get: () => SortingState } }).sorting?.get() ?? []

    return tableMemo({
      feature: 'rowSortingFeature',
      table,
      fnName: 'table.getSortedRowModel',
      memoDeps: () => [sortingOf(), table.getPreSortedRowModel()],
      fn: (): RowModel<TFeatures, TData> => {
        const preSorted = table.getPreSortedRowModel()
        const sorting = sortingOf()
        const { rows } = preSorted
        if (!rows.length || !sorting.length) return preSorted
        const criteria: KeyedCriterion[] = []
        for (const { id, desc } of sorting) {
          const column = table.getColumn(id) as SortableColumn<TData> | undefined
          if (!column?.getCanSort?.()) continue
          const keyOf = column.columnDef.meta?.sortKey
          if (!keyOf || column.columnDef.invertSorting) return fallback()
          criteria.push({ keys: keysOf(rows, id, keyOf), desc })
        }
        if (!criteria.length) return preSorted
        if (rows.some((row) => row.subRows.length > 0)) return fallback()
        const sorted = orderByKeys(criteria, rows.length).map((i) => rows[i]!)
        return { rows: sorted, flatRows: sorted, rowsById: preSorted.rowsById }
      },
    })
  }
}
