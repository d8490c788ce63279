/**
 * The body's roving focus, keyboard and selection clicks: which row holds the tab stop, arrow /
 * Home / End / Page keys moving the focus (scrolling the row into the DOM first when it is out of
 * the window), Enter activating a row, and Space or a click on a row's box selecting it, with
 * Shift a range from the last one. Its state (the focused row, the range anchor) changes with
 * every key, so it lives in the body, which re-renders alone.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent } from 'react'
import type { RowData } from '@tanstack/react-table'
import type { DataTableInstance, DataTableRow } from '@/components/data-table/data-table-features'
import { rowKeyTarget, rowSelectionRange } from '@/components/data-table/row-keyboard'

const INTERACTIVE_SELECTOR =
  'a, button, input, select, textarea, label, [role="checkbox"], [role="menuitem"], [contenteditable="true"]'

export interface UseRowKeyboardOptions<TData extends RowData> {
  table: DataTableInstance<TData>
  /** The sorted, filtered rows. */
  rows: readonly DataTableRow<TData>[]
  /** The rows in the DOM (the virtualizer's window), in order. */
  virtualItems: readonly { index: number }[]
  scrollToIndex: (index: number) => void
  scrollElement: HTMLElement | null
  overscan: number
  /** The selection column is shown: Space and Shift+click select. */
  selectable: boolean
  keyboardNavigation: boolean
  clickable: boolean
  /** Stable: it calls the latest onRowClick of DataTable. */
  activateRow: (row: TData) => void
}

export function useRowKeyboard<TData extends RowData>({
  table,
  rows,
  virtualItems,
  scrollToIndex,
  scrollElement,
  overscan,
  selectable,
  keyboardNavigation,
  clickable,
  activateRow,
}: UseRowKeyboardOptions<TData>) {
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
    scrollToIndex(next)
  }

  // Where the last selection click or Space happened: Shift extends a range from here.
  const anchorRef = useRef<number | null>(null)

  /** Space or a click on a row's checkbox; with Shift, every row from the anchor takes its new state. */
  function toggleRow(index: number, extend: boolean) {
    const row = rows[index]
    if (!row?.getCanSelect()) return
    const value = !row.getIsSelected()
    const anchor = anchorRef.current
    if (extend && anchor !== null && rows[anchor]) {
      table.setRowSelection((previous) => rowSelectionRange(previous, rows, anchor, index, value))
    } else row.toggleSelected(value)
    anchorRef.current = index
  }

  function onClickCapture(event: MouseEvent<HTMLTableSectionElement>) {
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

  function onKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    const rowElement = event.target as HTMLElement
    // Keys typed inside a cell's own control (a menu button, an input) belong to that control.
    if (rowElement.tagName !== 'TR' || rowElement.dataset.index === undefined) return
    const index = Number(rowElement.dataset.index)
    if (event.key === ' ') {
      if (!selectable) return
      event.preventDefault()
      toggleRow(index, event.shiftKey)
      return
    }
    if (event.key === 'Enter') {
      const row = rows[index]
      if (row && clickable) {
        event.preventDefault()
        activateRow(row.original)
      }
      return
    }
    const pageSize = Math.max(1, virtualItems.length - 2 * overscan)
    const target = rowKeyTarget(event.key, index, lastIndex, pageSize)
    if (target === null || !keyboardNavigation) return
    event.preventDefault()
    moveFocus(target)
  }

  // Stable (memoized rows take it): a click outside the row's own controls activates the row.
  const onRowClick = useCallback(
    (event: MouseEvent<HTMLTableRowElement>, row: DataTableRow<TData>) => {
      if (!clickable) return
      const interactive = (event.target as HTMLElement).closest(INTERACTIVE_SELECTOR)
      if (interactive && event.currentTarget.contains(interactive)) return
      activateRow(row.original)
    },
    [clickable, activateRow],
  )

  return { tabStopIndex, onFocusRow: setActiveIndex, onKeyDown, onClickCapture, onRowClick }
}
