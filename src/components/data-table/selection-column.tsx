import type { RowData } from '@tanstack/react-table'
import { Checkbox } from '@/components/ui/checkbox'
import { NativeCheckbox } from '@/components/ui/native-checkbox'
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
 * (TanStack's "all rows" is the filtered model), showing a dash when only some of those are
 * selected: selected rows the filters hide do not count (TanStack's "some rows selected" counts
 * every selected id, which showed a dash with no ticked row in sight).
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
            : table.getFilteredRowModel().flatRows.some((row) => row.getIsSelected())
              ? 'indeterminate'
              : false
        }
        onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
      />
    ),
    // A flex box: an inline checkbox would sit on the text baseline, above the row's middle. Rows
    // use the native box (cheap to mount by the hundred); the header keeps Radix's for its dash.
    cell: ({ row }) => (
      // The span around the 16 px box takes the click too (a 24 px target, WCAG 2.5.8): DataTable
      // handles a click anywhere in [data-row-select] (a single toggle, or a range with Shift) and
      // keeps it from also opening the row.
      <span data-row-select="" className="-m-1 flex items-center p-1">
        <NativeCheckbox
          aria-label={getRowLabel(row.original)}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => row.toggleSelected(event.target.checked)}
        />
      </span>
    ),
  }
}
