import { useCallback, useMemo } from 'react'
import type { ColumnVisibilityState } from '@tanstack/react-table'
import { useTableLayout } from '@/data/table-layout'
import {
  clampColumnWidth,
  DEFAULT_TABLE_LAYOUT,
  moveColumn,
  type TableDensity,
} from '@/domain/model/table-preferences'

/** What the view-options menu and the header resize handles change; persisted per browser. */
export interface ColumnLayoutControls {
  density: TableDensity
  setDensity: (density: TableDensity) => void
  /** Move a column one place earlier (-1) or later (+1) among the movable columns. */
  move: (columnId: string, step: -1 | 1) => void
  resize: (columnId: string, width: number) => void
  reset: () => void
  /**
   * The column's width as shown, in pixels (set by the table that shows it): the menu's Narrower
   * and Wider start from it, so a column never sized by hand changes by one step, not to a default.
   */
  widthOf?: (columnId: string) => number | undefined
}

/**
 * A table's column layout kept in this browser under `layoutId` (issue 12 "Dense tables"): the
 * visibility (starting from `defaultHidden`), the order of the movable columns, widths the user
 * dragged, and the density. `movable` lists the reorderable column ids in their defined order;
 * fixed columns (selection first, actions last) stay where the definition puts them.
 */
export function useColumnLayout(layoutId: string, movable: readonly string[], defaultHidden: readonly string[]) {
  const [layout, update] = useTableLayout(layoutId)
  const visibility = useMemo<ColumnVisibilityState>(
    () => ({ ...Object.fromEntries(defaultHidden.map((id) => [id, false])), ...layout.visibility }),
    [defaultHidden, layout.visibility],
  )
  const order = useMemo(() => moveColumn(movable, layout.order, '', 1), [movable, layout.order])
  const setVisibility = useCallback((next: ColumnVisibilityState) => update({ visibility: next }), [update])
  const controls: ColumnLayoutControls = useMemo(
    () => ({
      density: layout.density,
      setDensity: (density) => update({ density }),
      move: (columnId, step) => update({ order: moveColumn(movable, layout.order, columnId, step) }),
      resize: (columnId, width) => update({ sizing: { ...layout.sizing, [columnId]: clampColumnWidth(width) } }),
      reset: () => update({ ...DEFAULT_TABLE_LAYOUT, density: layout.density }),
    }),
    [layout, movable, update],
  )
  return { visibility, setVisibility, order, sizing: layout.sizing, controls }
}
