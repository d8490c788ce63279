/**
 * The sync settings for screens (the privacy badge, Share this plan, the sync runner): read from
 * localStorage, read again when another tab changes them or this tab starts or stops syncing.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { onStorageEvent } from '@/storage/events'
import { readRawLocal } from '@/storage/local-storage'
import { STORAGE_KEYS } from '@/storage/storage-keys'
import { readSyncSettings, type SyncSettings } from '@/storage/sync-settings'
import { subscribeSyncStatus } from './sync-status'

export function useSyncSettings(): SyncSettings | null {
  const client = useQueryClient()
  const subscribe = useCallback(
    (listener: () => void) => {
      const offStorage = onStorageEvent((event) => {
        if (event.type === 'local-key-changed' && event.key === STORAGE_KEYS.sync) listener()
      })
      const offStatus = subscribeSyncStatus(client, listener)
      return () => {
        offStorage()
        offStatus()
      }
    },
    [client],
  )
  // The stored text is the snapshot: a string compares by value, so nothing renders for nothing.
  const raw = useSyncExternalStore(subscribe, () => readRawLocal(STORAGE_KEYS.sync))
  return useMemo(() => (raw === null ? null : readSyncSettings()), [raw])
}

/** "courseload.school.edu" when the plan is shared, else null. */
export function useSharedHost(): string | null {
  const settings = useSyncSettings()
  if (!settings?.shared) return null
  try {
    return new URL(settings.serverUrl).host
  } catch {
    return null
  }
}
