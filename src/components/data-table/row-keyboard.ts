/**
 * What DataTable's body does with a key on a focused row and with a Shift range of selection
 * boxes, as pure functions of positions in the sorted, filtered rows.
 */
import type { RowSelectionState } from '@tanstack/react-table'

/**
 * The row a navigation key moves the focus to (not yet clamped to the rows), or null when the key
 * does not move it. `pageSize` is the number of rows a PageUp / PageDown moves.
 */
export function rowKeyTarget(key: string, index: number, lastIndex: number, pageSize: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return index + 1
    case 'ArrowUp':
      return index - 1
    case 'Home':
      return 0
    case 'End':
      return lastIndex
    case 'PageDown':
      return index + pageSize
    case 'PageUp':
      return index - pageSize
    default:
      return null
  }
}

/** What rowSelectionRange reads of a row. */
export interface SelectableRow {
  id: string
  getCanSelect: () => boolean
}

/**
 * The selection after every selectable row from `from` to `to` (either order, both included)
 * takes `value`; rows that cannot be selected keep their state.
 */
export function rowSelectionRange(
  previous: RowSelectionState,
  rows: readonly SelectableRow[],
  from: number,
  to: number,
  value: boolean,
): RowSelectionState {
  const [start, end] = from < to ? [from, to] : [to, from]
  const next = { ...previous }
  for (let i = start; i <= end; i++) {
    const row = rows[i]
    if (!row?.getCanSelect()) continue
    if (value) next[row.id] = true
    else delete next[row.id]
  }
  return next
}
