import type { RowData } from '@tanstack/react-table'
import { Checkbox } from '@/components/ui/checkbox'
import type { DataTableColumnDef } from '@/components/data-table/data-table-features'

export const SELECTION_COLUMN_ID = 'select'

export interface SelectionColumnOptions<TData extends RowData> {
  /** Accessible name of the header checkbox. */
  selectAllLabel?: string
  /** Accessible name of a row checkbox, e.g. row => `Select ${row.name}`. */
  getRowLabel?: (row: TData) => string
}

/**
 * A leading checkbox column. The header toggles every row that passes the current filters
 * (TanStack's "all rows" is the filtered model), showing a dash when only some are selected.
 * Shift+click on a row's box, and Space / Shift+Space on a focused row, are DataTable's.
 */
export function createSelectionColumn<TData extends RowData>({
  selectAllLabel = 'Select all rows',
  getRowLabel = () => 'Select row',
}: SelectionColumnOptions<TData> = {}): DataTableColumnDef<TData> {
  return {
    id: SELECTION_COLUMN_ID,
    size: 36,
    enableSorting: false,
    enableHiding: false,
    enableColumnFilter: false,
    enableGlobalFilter: false,
    meta: { label: selectAllLabel },
    header: ({ table }) => (
      <Checkbox
        aria-label={selectAllLabel}
        checked={
          table.getIsAllRowsSelected()
            ? true
            : table.getIsSomeRowsSelected()
              ? 'indeterminate'
              : false
        }
        onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
      />
    ),
    // A flex box: an inline checkbox would sit on the text baseline, above the row's middle.
    cell: ({ row }) => (
      <span className="flex items-center">
        <Checkbox
          aria-label={getRowLabel(row.original)}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          // DataTable handles the click (a single toggle, or a range with Shift) and keeps it from
          // also opening the row.
          data-row-select=""
          onClick={(event) => event.stopPropagation()}
          onCheckedChange={(checked) => row.toggleSelected(checked === true)}
        />
      </span>
    ),
  }
}
