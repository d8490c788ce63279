/**
 * What a table's bulk actions apply to. The selection outlives a change of filters (a selection
 * can be built over several searches), so some selected rows may be hidden by the filters: every
 * bulk action applies to the whole selection, and the bar says how many of them are hidden before
 * any action runs. Records that no longer exist (deleted here or in another tab) are dropped.
 */
import type { RowSelectionState } from '@tanstack/react-table'

export interface SelectionScope<T> {
  /** The selected records: the shown ones in their shown order, then the hidden ones. */
  selected: T[]
  /** How many of `selected` the filters hide. */
  hidden: number
}

export function selectionScope<T>(
  selection: RowSelectionState,
  shown: readonly T[],
  idOf: (record: T) => string,
  byId: ReadonlyMap<string, T>,
): SelectionScope<T> {
  const ids = Object.keys(selection).filter((id) => selection[id])
  if (ids.length === 0) return { selected: [], hidden: 0 }
  const shownSelected = shown.filter((record) => selection[idOf(record)])
  const shownIds = new Set(shownSelected.map(idOf))
  const hidden: T[] = []
  for (const id of ids) {
    if (shownIds.has(id)) continue
    const record = byId.get(id)
    if (record) hidden.push(record)
  }
  return { selected: [...shownSelected, ...hidden], hidden: hidden.length }
}

/** The sentence a bulk dialog or confirmation adds when part of the selection is hidden. */
export function hiddenSelectionNote(hidden: number): string {
  if (hidden <= 0) return ''
  return hidden === 1
    ? '1 of them is hidden by the filters.'
    : `${hidden} of them are hidden by the filters.`
}

/** The selection without the rows the filters hide. */
export function withoutHidden<T>(
  selection: RowSelectionState,
  shown: readonly T[],
  idOf: (record: T) => string,
): RowSelectionState {
  const next: RowSelectionState = {}
  for (const record of shown) {
    const id = idOf(record)
    if (selection[id]) next[id] = true
  }
  return next
}
