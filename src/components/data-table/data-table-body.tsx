/**
 * The body of DataTable: the virtualized rows, the roving focus and the keyboard, and the
 * selection clicks. A component of its own, memoized, so the virtualizer's own updates (a
 * scroll, or rows measured taller or shorter after a sort) re-render the body alone, not the
 * header, the toolbar and the table model above it.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import type { RowData, RowSelectionState } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { DataTableBodyRow } from '@/components/data-table/data-table-body-row'
import type {
  DataTableColumnDef,
  DataTableInstance,
  DataTableRow,
} from '@/components/data-table/data-table-features'
import type { TableDensity } from '@/domain/table-preferences'

const INTERACTIVE_SELECTOR =
  'a, button, input, select, textarea, label, [role="checkbox"], [role="menuitem"], [contenteditable="true"]'

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
  // No React Compiler in this project, so the virtualizer's unmemoizable API is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowSize,
    // Sizes are kept per position (the default key), not per record: a record key would change
    // with every sort and make the virtualizer rebuild the positions of all 10,000 rows; the rows
    // in view are measured again anyway.
    overscan,
    // Rows whose text wraps are taller; a row is never shorter than its density's height (and
    // jsdom, which has no layout, measures every row at that height).
    measureElement: (element, entry, instance) => {
      // As TanStack's default does: a row just rendered keeps the size known for its position,
      // and the ResizeObserver (after layout, without forcing it) reports a real change. A sort
      // then paints without a second render for the new rows' heights.
      if (!entry) {
        const known = instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element)))
        if (known !== undefined) return known
      }
      // The observer's own box size: reading the element's rect in its callback would lay the
      // page out again whenever an earlier row's new size has already moved the others.
      const box = entry?.borderBoxSize?.[0]
      const height = box ? box.blockSize : element.getBoundingClientRect().height
      return Math.max(rowSize, Math.round(height))
    },
    // A first paint with rows in it, before the container has been measured.
    initialRect: initialHeight === undefined ? undefined : { width: 0, height: initialHeight },
  })
  // A density change estimates every row again (rows in view are measured again).
  const estimatedRowSize = useRef(rowSize)
  useLayoutEffect(() => {
    if (estimatedRowSize.current === rowSize) return
    estimatedRowSize.current = rowSize
    virtualizer.measure()
  }, [virtualizer, rowSize])
  const virtualItems = virtualizer.getVirtualItems()
  const totalSize = virtualizer.getTotalSize()
  const paddingTop = virtualItems[0]?.start ?? 0
  const paddingBottom =
    virtualItems.length > 0 ? totalSize - (virtualItems[virtualItems.length - 1]?.end ?? 0) : 0

  const [activeIndex, setActiveIndex] = useState(0)
  const pendingFocusRef = useRef<number | null>(null)
  const lastIndex = rows.length - 1
  const clampedActive = Math.min(activeIndex, Math.max(lastIndex, 0))
  // The roving tab stop must be a rendered row; fall back to the first one in view.
  const tabStopIndex = virtualItems.some((item) => item.index === clampedActive)
    ? clampedActive
    : (virtualItems[0]?.index ?? -1)

  // Focus follows the keyboard even when the target row had to be scrolled into the DOM first.
  useEffect(() => {
    const index = pendingFocusRef.current
    if (index === null) return
    const element = scrollElement?.querySelector<HTMLElement>(`tr[data-index="${index}"]`)
    if (element) {
      pendingFocusRef.current = null
      element.focus()
    }
  })

  function moveFocus(index: number) {
    const next = Math.max(0, Math.min(index, lastIndex))
    setActiveIndex(next)
    pendingFocusRef.current = next
    virtualizer.scrollToIndex(next, { align: 'auto' })
  }

  // Where the last selection click or Space happened: Shift extends a range from here.
  const anchorRef = useRef<number | null>(null)

  function selectRange(from: number, to: number, value: boolean) {
    const [start, end] = from < to ? [from, to] : [to, from]
    table.setRowSelection((previous) => {
      const next = { ...previous }
      for (let i = start; i <= end; i++) {
        const row = rows[i]
        if (!row?.getCanSelect()) continue
        if (value) next[row.id] = true
        else delete next[row.id]
      }
      return next
    })
  }

  /** Space or a click on a row's checkbox; with Shift, every row from the anchor takes its new state. */
  function toggleRow(index: number, extend: boolean) {
    const row = rows[index]
    if (!row?.getCanSelect()) return
    const value = !row.getIsSelected()
    if (extend && anchorRef.current !== null && rows[anchorRef.current]) selectRange(anchorRef.current, index, value)
    else row.toggleSelected(value)
    anchorRef.current = index
  }

  function handleBodyClickCapture(event: MouseEvent<HTMLTableSectionElement>) {
    const box = (event.target as HTMLElement).closest('[data-row-select]')
    const rowElement = box?.closest<HTMLElement>('tr[data-index]')
    if (!box || !rowElement) return
    // The checkbox's handlers never see the click: one place decides single toggle or Shift range.
    // A native box keeps its default action: cancelling it would flip the box back after React
    // has drawn the new state, and its new checked state is the one decided here anyway.
    const target = event.target as HTMLElement
    if (!(target instanceof HTMLInputElement && target.type === 'checkbox')) event.preventDefault()
    event.stopPropagation()
    toggleRow(Number(rowElement.dataset.index), event.shiftKey)
  }

  function handleBodyKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    const rowElement = event.target as HTMLElement
    // Keys typed inside a cell's own control (a menu button, an input) belong to that control.
    if (rowElement.tagName !== 'TR' || rowElement.dataset.index === undefined) return
    const index = Number(rowElement.dataset.index)
    const pageSize = Math.max(1, virtualItems.length - 2 * overscan)
    let target: number
    switch (event.key) {
      case ' ':
        if (!selectable) return
        event.preventDefault()
        toggleRow(index, event.shiftKey)
        return
      case 'ArrowDown':
        target = index + 1
        break
      case 'ArrowUp':
        target = index - 1
        break
      case 'Home':
        target = 0
        break
      case 'End':
        target = lastIndex
        break
      case 'PageDown':
        target = index + pageSize
        break
      case 'PageUp':
        target = index - pageSize
        break
      case 'Enter': {
        const row = rows[index]
        if (row && clickable) {
          event.preventDefault()
          activateRow(row.original)
        }
        return
      }
      default:
        return
    }
    if (!keyboardNavigation) return
    event.preventDefault()
    moveFocus(target)
  }

  const handleRowClick = useCallback(
    (event: MouseEvent<HTMLTableRowElement>, row: DataTableRow<TData>) => {
      if (!clickable) return
      const interactive = (event.target as HTMLElement).closest(INTERACTIVE_SELECTOR)
      if (interactive && event.currentTarget.contains(interactive)) return
      activateRow(row.original)
    },
    [clickable, activateRow],
  )
  return (
    <tbody onKeyDown={handleBodyKeyDown} onClickCapture={handleBodyClickCapture}>
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
                onFocusRow={setActiveIndex}
                onRowClick={handleRowClick}
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
