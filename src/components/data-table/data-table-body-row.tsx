import { memo, type MouseEvent } from 'react'
import type { RowData } from '@tanstack/react-table'
import type { DataTableCell, DataTableColumnDef, DataTableRow } from '@/components/data-table/data-table-features'
import type { TableDensity } from '@/domain/model/table-preferences'
import { cn } from '@/lib/utils'

export interface DataTableBodyRowProps<TData extends RowData> {
  row: DataTableRow<TData>
  /** Position in the sorted, filtered rows. */
  index: number
  /** The column definitions: new ones (new cell renderers) re-render the cells. */
  columns: ReadonlyArray<DataTableColumnDef<TData>>
  /**
   * The ids of the visible columns in their order, joined: a change re-renders the cells.
   * (TanStack's visible-column array is new on every table render, so it cannot tell.)
   */
  visibleColumnIds: string
  selected: boolean
  canSelect: boolean
  tabIndex: 0 | -1 | undefined
  density: TableDensity
  /** The least height of the row (its density's); wrapped text makes it taller. */
  height: number
  clickable: boolean
  /** Stable callbacks (a new function would re-render every row). */
  measureRef: (element: HTMLTableRowElement | null) => void
  onFocusRow: (index: number) => void
  onRowClick: (event: MouseEvent<HTMLTableRowElement>, row: DataTableRow<TData>) => void
}

/**
 * A cell's content from its column's `cell` renderer, called as a function rather than mounted as
 * a component (TanStack's FlexRender): two fewer fibers per cell, which a sort that refills every
 * row in view otherwise reconciles in each of them. Cell renderers therefore call no hooks (ESLint's
 * rules-of-hooks refuses a hook in a function named `cell`); one that needs state renders a
 * component, as ConflictFlag does.
 */
function renderCell<TData extends RowData>(cell: DataTableCell<TData>) {
  const render = cell.column.columnDef.cell
  return typeof render === 'function' ? render(cell.getContext()) : (render ?? null)
}

export function alignClass(align: 'start' | 'center' | 'end' | undefined) {
  return align === 'end' ? 'text-right' : align === 'center' ? 'text-center' : 'text-left'
}

/**
 * One body row of DataTable. Memoized, so a render of the table (a sort, a selection, the
 * virtualizer's measurements) re-renders only the rows whose record, position, selection or focus
 * stop changed, not every row in the window. Cells read their row's record, so a row re-renders
 * whenever its record (the row object) is new.
 */
function BodyRow<TData extends RowData>({
  row,
  index,
  selected,
  tabIndex,
  density,
  height,
  clickable,
  measureRef,
  onFocusRow,
  onRowClick,
}: DataTableBodyRowProps<TData>) {
  return (
    <tr
      ref={measureRef}
      data-index={index}
      data-row-id={row.id}
      data-state={selected ? 'selected' : undefined}
      aria-rowindex={index + 2}
      aria-selected={selected || undefined}
      tabIndex={tabIndex}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusRow(index)
      }}
      onClick={(event) => onRowClick(event, row)}
      style={{ height }}
      className={cn(
        'border-b transition-colors outline-none hover:bg-muted/50 focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset data-[state=selected]:bg-accent/60',
        clickable && 'cursor-pointer',
      )}
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta
        return (
          <td
            key={cell.column.id}
            className={cn(
              'overflow-hidden border-b px-2 align-middle',
              density === 'compact' ? 'py-0.5' : 'py-2',
              // Wrapped lines sit close together, so a long title costs the row little height.
              meta?.wrap ? 'leading-tight break-words whitespace-normal' : 'text-ellipsis whitespace-nowrap',
              alignClass(meta?.align),
              meta?.cellClassName,
            )}
          >
            {renderCell(cell)}
          </td>
        )
      })}
    </tr>
  )
}

export const DataTableBodyRow = memo(BodyRow) as typeof BodyRow
