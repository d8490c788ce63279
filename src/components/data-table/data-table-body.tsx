/**
 * The body of DataTable: the virtualized rows (use-row-virtualizer.ts) with their roving focus,
 * keyboard and selection clicks (use-row-keyboard.ts). A component of its own, memoized, so the
 * virtualizer's own updates (a scroll, or rows measured taller or shorter after a sort) and the
 * focus moving re-render the body alone, not the header, the toolbar and the table model above it.
 */
import { memo } from 'react'
import type { ReactNode } from 'react'
import type { RowData, RowSelectionState } from '@tanstack/react-table'
import { DataTableBodyRow } from '@/components/data-table/data-table-body-row'
import type {
  DataTableColumnDef,
  DataTableInstance,
  DataTableRow,
} from '@/components/data-table/data-table-features'
import { useRowKeyboard } from '@/components/data-table/use-row-keyboard'
import { useRowVirtualizer } from '@/components/data-table/use-row-virtualizer'
import type { TableDensity } from '@/domain/model/table-preferences'

export interface DataTableBodyProps<TData extends RowData> {
  table: DataTableInstance<TData>
  /** The sorted, filtered rows (TanStack's row model: a new array only when it changes). */
  rows: readonly DataTableRow<TData>[]
  /** Passed so a selection change re-renders the body (rows read it through the table). */
  rowSelection: RowSelectionState
  columns: ReadonlyArray<DataTableColumnDef<TData>>
  visibleColumnIds: string
  visibleColumnCount: number
  /** The selection column is shown: Space and Shift+click select. */
  selectable: boolean
  /** The scroll container (null until it is in the DOM). */
  scrollElement: HTMLDivElement | null
  /** The scroll container's height before it is measured, for a first paint with rows. */
  initialHeight: number | undefined
  rowSize: number
  density: TableDensity
  overscan: number
  keyboardNavigation: boolean
  emptyMessage: ReactNode
  clickable: boolean
  /** Stable: it calls the latest onRowClick of DataTable. */
  activateRow: (row: TData) => void
}

function Body<TData extends RowData>({
  table,
  rows,
  columns,
  visibleColumnIds,
  visibleColumnCount,
  selectable,
  scrollElement,
  initialHeight,
  rowSize,
  density,
  overscan,
  keyboardNavigation,
  emptyMessage,
  clickable,
  activateRow,
}: DataTableBodyProps<TData>) {
  const virtualizer = useRowVirtualizer({ count: rows.length, scrollElement, rowSize, overscan, initialHeight })
  const virtualItems = virtualizer.getVirtualItems()
  const totalSize = virtualizer.getTotalSize()
  const paddingTop = virtualItems[0]?.start ?? 0
  const paddingBottom =
    virtualItems.length > 0 ? totalSize - (virtualItems[virtualItems.length - 1]?.end ?? 0) : 0
  const { tabStopIndex, onFocusRow, onKeyDown, onClickCapture, onRowClick } = useRowKeyboard({
    table,
    rows,
    virtualItems,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    scrollElement,
    overscan,
    selectable,
    keyboardNavigation,
    clickable,
    activateRow,
  })

  return (
    <tbody onKeyDown={onKeyDown} onClickCapture={onClickCapture}>
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
                key={item.index}
                row={row}
                index={item.index}
                columns={columns}
                visibleColumnIds={visibleColumnIds}
                selected={row.getIsSelected()}
                canSelect={row.getCanSelect()}
                tabIndex={keyboardNavigation ? (item.index === tabStopIndex ? 0 : -1) : undefined}
                density={density}
                height={rowSize}
                clickable={clickable}
                measureRef={virtualizer.measureElement}
                onFocusRow={onFocusRow}
                onRowClick={onRowClick}
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
  )
}

export const DataTableBody = memo(Body) as typeof Body
