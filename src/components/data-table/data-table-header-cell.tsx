/**
 * One header cell of DataTable, memoized. A sort, a selection or the virtualizer's measurements
 * re-render DataTable; without the memo every header cell re-rendered with it: the sort buttons
 * and their icons, the resize grips, the select-all box (a Radix checkbox) and the View menu
 * (a Radix dropdown with its popper and portal), about 75 of the 128 components a first sort of
 * the Courses list rendered. Now a sort re-renders the cells whose column changed direction.
 */
import { memo } from 'react'
import type { RowData, RowSelectionState } from '@tanstack/react-table'
import { alignClass } from '@/components/data-table/data-table-body-row'
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header'
import {
  getColumnLabel,
  type DataTableColumn,
  type DataTableHeader,
  type DataTableInstance,
  type DataTableRow,
} from '@/components/data-table/data-table-features'
import { ColumnResizeHandle } from '@/components/data-table/column-resize-handle'
import { DataTableViewOptions } from '@/components/data-table/data-table-view-options'
import type { ColumnLayoutControls } from '@/components/data-table/use-column-layout'
import type { TableDensity } from '@/domain/model/table-preferences'
import { cn } from '@/lib/utils'

export type ColumnSortState = false | 'asc' | 'desc'

export interface DataTableHeaderCellProps<TData extends RowData> {
  /** Not compared: see sameCell. */
  table: DataTableInstance<TData>
  /** TanStack's header: compared by id (the header objects may be new on each table render). */
  header: DataTableHeader<TData>
  /** The column's sort direction: the cell re-renders when it changes. */
  sorted: ColumnSortState
  /** The column's width when it has one (written or resized), else it shares what is left. */
  width: number | undefined
  density: TableDensity
  /** The View menu sits in this cell (the last one, when DataTable shows it in the header). */
  viewOptions: boolean
  /** The stored layout's controls (resize grips, the View menu's density and order); stable. */
  layoutControls: ColumnLayoutControls | null
  /**
   * What custom headers and the View menu read from the table, passed so a change re-renders
   * them: the visible columns in order (the menu's boxes), the selection and the filtered rows
   * (the select-all box). None of them changes on a sort.
   */
  visibleColumnIds: string
  rowSelection: RowSelectionState
  filteredRows: readonly DataTableRow<TData>[]
}

function ariaSort(canSort: boolean, sorted: ColumnSortState) {
  if (!canSort) return undefined
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
}

function HeaderCell<TData extends RowData>({
  table,
  header,
  sorted,
  width,
  density,
  viewOptions,
  layoutControls,
}: DataTableHeaderCellProps<TData>) {
  const column: DataTableColumn<TData> = header.column
  const meta = column.columnDef.meta
  const definition = column.columnDef.header
  return (
    <th
      colSpan={header.colSpan}
      scope="col"
      data-column-id={column.id}
      aria-sort={ariaSort(column.getCanSort(), sorted)}
      style={width === undefined ? undefined : { width }}
      className={cn(
        'relative border-b px-1 align-middle leading-tight font-medium text-muted-foreground',
        density === 'compact' ? 'h-9' : 'h-11',
        alignClass(meta?.align),
        meta?.headerClassName,
      )}
    >
      {header.isPlaceholder ? null : definition === undefined || typeof definition === 'string' ? (
        definition === undefined && !column.accessorFn ? null : (
          <DataTableColumnHeader column={column} title={getColumnLabel(column)} />
        )
      ) : (
        <table.FlexRender header={header} />
      )}
      {viewOptions ? (
        <DataTableViewOptions table={table} layout={layoutControls} label="" menuLabel="Columns" />
      ) : null}
      {layoutControls && column.getCanHide() ? (
        <ColumnResizeHandle onResize={(next) => layoutControls.resize(column.id, next)} />
      ) : null}
    </th>
  )
}

function sameCell<TData extends RowData>(
  a: DataTableHeaderCellProps<TData>,
  b: DataTableHeaderCellProps<TData>,
): boolean {
  return (
    a.header.id === b.header.id &&
    a.header.column === b.header.column &&
    a.header.colSpan === b.header.colSpan &&
    // Not the table: React's table object is new on every render of DataTable, while what a cell
    // calls on it (the columns, FlexRender, the visibility setters) reads the one live store.
    a.sorted === b.sorted &&
    a.width === b.width &&
    a.density === b.density &&
    a.viewOptions === b.viewOptions &&
    a.layoutControls === b.layoutControls &&
    a.visibleColumnIds === b.visibleColumnIds &&
    a.rowSelection === b.rowSelection &&
    a.filteredRows === b.filteredRows
  )
}

export const DataTableHeaderCell = memo(HeaderCell, sameCell) as typeof HeaderCell
