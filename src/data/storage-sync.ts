/**
 * Keeps the query cache in step with storage: changes committed in another tab arrive as
 * 'changed' events with source 'remote' (BroadcastChannel) and invalidate exactly those stores.
 * Other storage events (warnings, write errors, blocked upgrades) are handed to the caller,
 * which is the shell: it owns how they are shown.
 */
import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { onStorageEvent } from '@/storage/events'
import type { StorageEvent } from '@/storage/types'
import { keysByStore } from './query-keys'

export type { StorageEvent }

export function useStorageSync(onEvent?: (event: StorageEvent) => void): void {
  const client = useQueryClient()
  useEffect(
    () =>
      onStorageEvent((event) => {
        if (event.type === 'changed' && event.source === 'remote') {
          for (const store of event.stores) {
            void client.invalidateQueries({ queryKey: keysByStore[store].all })
          }
        }
        onEvent?.(event)
      }),
    [client, onEvent],
  )
}
