/**
 * A data table's layout in this browser (columns shown, order, widths, density), as one value
 * every component sees at once; other tabs' changes arrive as storage events like the other small
 * settings.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { TableLayout } from '@/domain/model/table-preferences'
import { getTableLayout, setTableLayout } from '@/storage/table-layout-storage'
import { STORAGE_KEYS } from '@/storage/storage-keys'
import { announce, cachedReader, subscribe } from './local-settings'

export function useTableLayout(tableId: string): [TableLayout, (patch: Partial<TableLayout>) => void] {
  const read = useMemo(() => cachedReader(STORAGE_KEYS.tableLayouts, () => getTableLayout(tableId)), [tableId])
  const value = useSyncExternalStore((cb) => subscribe(STORAGE_KEYS.tableLayouts, cb), read)
  const update = useCallback(
    (patch: Partial<TableLayout>) =>
      void announce(STORAGE_KEYS.tableLayouts, setTableLayout(tableId, { ...getTableLayout(tableId), ...patch })),
    [tableId],
  )
  return [value, update]
}
