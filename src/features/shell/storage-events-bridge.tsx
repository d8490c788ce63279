/**
 * Turns storage events into what the user sees: load warnings as info alerts (e.g. 'Failed to
 * load professors from storage, starting fresh'), failed writes as error alerts, and a blocked or
 * upgraded database (another tab) as a persistent prompt to reload.
 */
import { useCallback } from 'react'
import { useStorageSync, type StorageEvent } from '@/data/storage-sync'
import { notify } from '@/lib/notify'

export function StorageEventsBridge() {
  const onEvent = useCallback((event: StorageEvent) => {
    switch (event.type) {
      case 'load-warning':
        notify.alert(event.message, 'info')
        break
      case 'write-error':
        notify.alert(event.error.message, 'error')
        break
      case 'blocked':
      case 'version-change':
        notify.sticky('warning', event.message, 'storage-reload', { label: 'Reload', onClick: () => window.location.reload() })
        break
      default:
        break
    }
  }, [])
  useStorageSync(onEvent)
  return null
}
