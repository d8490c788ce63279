import type { RowData } from '@tanstack/react-table'
import { DataTableHeaderCell } from '@/components/data-table/data-table-header-cell'
import type { DataTableState } from '@/components/data-table/use-data-table'

export interface DataTableHeadProps<TData extends RowData> {
  state: DataTableState<TData>
  /** The View menu (columns, and with a layoutId density and order) in the last header cell. */
  viewOptionsInHeader: boolean
}

/**
 * The sticky header row of DataTable. Not memoized itself (it re-renders with the table); its
 * cells are, so a sort re-renders only the cells whose column changed direction.
 */
export function DataTableHead<TData extends RowData>({ state, viewOptionsInHeader }: DataTableHeadProps<TData>) {
  const { table, density, layoutControls, visibleColumnIds, rowSelection, filteredRows, columnWidth } = state
  return (
    <thead className="sticky top-0 z-10 bg-card">
      {table.getHeaderGroups().map((headerGroup) => (
        <tr key={headerGroup.id} aria-rowindex={1}>
          {headerGroup.headers.map((header, index) => {
            const { column } = header
            return (
              <DataTableHeaderCell
                key={header.id}
                table={table}
                header={header}
                sorted={column.getCanSort() ? column.getIsSorted() : false}
                width={columnWidth(column)}
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
  )
}
