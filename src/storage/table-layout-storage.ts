/**
 * The data tables' layouts (columns shown, order, widths, density) in localStorage, one key for
 * every table. A table whose stored layout is missing or unreadable gets the defaults.
 */
import { DEFAULT_TABLE_LAYOUT, tableLayoutsSchema, type TableLayout } from '@/domain/model/table-preferences'
import { readLocal, writeLocal, type LocalWriteResult } from './local-storage'
import { STORAGE_KEYS } from './storage-keys'

function readAll() {
  return readLocal(STORAGE_KEYS.tableLayouts, tableLayoutsSchema, {})
}

export function getTableLayout(tableId: string): TableLayout {
  return readAll()[tableId] ?? DEFAULT_TABLE_LAYOUT
}

export function setTableLayout(tableId: string, layout: TableLayout): LocalWriteResult {
  return writeLocal(STORAGE_KEYS.tableLayouts, { ...readAll(), [tableId]: layout })
}
