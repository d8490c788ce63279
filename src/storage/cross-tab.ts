/**
 * Keeps several open tabs in step. IndexedDB has no change events, so after each local apply we
 * post the touched store names and the ids put and deleted in each on a BroadcastChannel; the
 * other tabs read just those records ('changed' with source 'remote' and ids). A store without
 * ids (cleared, or a message from an older tab) is re-read whole there. localStorage does have one, the window 'storage' event; ours
 * are re-emitted as 'local-key-changed'. Where BroadcastChannel is missing (old browsers) tabs
 * simply do not sync entity data until reloaded.
 */
import { ENTITY_STORES, type EntityStoreName } from '@/domain/model/change-set'
import type { ChangedIds } from './types'
import { emitStorageEvent, onStorageEvent } from './events'
import { ALL_STORAGE_KEYS, isProductKey } from './storage-keys'

export const CROSS_TAB_CHANNEL = 'courseload-changes'

export interface CrossTabMessage {
  stores: EntityStoreName[]
  ids?: ChangedIds
}

type WindowLike = Pick<Window, 'addEventListener' | 'removeEventListener'>

function storesOf(data: unknown): EntityStoreName[] | null {
  if (!data || typeof data !== 'object' || !('stores' in data) || !Array.isArray(data.stores)) return null
  const stores = data.stores.filter((s): s is EntityStoreName => (ENTITY_STORES as readonly unknown[]).includes(s))
  return stores.length ? stores : null
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string')

/** The ids of a message, for the named stores only; a store with malformed ids has none. */
function idsOf(data: unknown, stores: readonly EntityStoreName[]): ChangedIds | undefined {
  if (!data || typeof data !== 'object' || !('ids' in data) || !data.ids || typeof data.ids !== 'object') return undefined
  const raw = data.ids as Record<string, unknown>
  const ids: ChangedIds = {}
  for (const store of stores) {
    const entry = raw[store] as { put?: unknown; delete?: unknown } | undefined
    if (entry && isStringArray(entry.put) && isStringArray(entry.delete)) ids[store] = { put: entry.put, delete: entry.delete }
  }
  return ids
}

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CROSS_TAB_CHANNEL) : null
  } catch {
    // Some embedded browsers define the constructor but refuse to create channels.
    return null
  }
}

/** Start syncing; returns a function that stops it and closes the channel. */
export function installCrossTab(target: WindowLike | undefined = globalThis.window): () => void {
  const cleanups: (() => void)[] = []

  const channel = openChannel()
  if (channel) {
    const onMessage = (event: MessageEvent) => {
      const stores = storesOf(event.data)
      if (!stores) return
      const ids = idsOf(event.data, stores)
      emitStorageEvent(ids ? { type: 'changed', stores, source: 'remote', ids } : { type: 'changed', stores, source: 'remote' })
    }
    channel.addEventListener('message', onMessage)
    // Only local changes are posted: re-posting remote ones would echo between tabs forever.
    cleanups.push(
      onStorageEvent((event) => {
        if (event.type !== 'changed' || event.source !== 'local') return
        try {
          const message: CrossTabMessage = event.ids ? { stores: event.stores, ids: event.ids } : { stores: event.stores }
          channel.postMessage(message)
        } catch (error) {
          console.warn('CourseLoad: could not tell other tabs about a change', error)
        }
      }),
      () => {
        channel.removeEventListener('message', onMessage)
        channel.close()
      },
    )
  }

  if (target) {
    const onStorage = (event: globalThis.StorageEvent) => {
      if (event.storageArea && event.storageArea !== localStorageOrNull()) return
      // key null: another tab cleared localStorage entirely; every key of ours changed.
      if (event.key === null) {
        for (const key of ALL_STORAGE_KEYS) emitStorageEvent({ type: 'local-key-changed', key })
      } else if (isProductKey(event.key)) {
        emitStorageEvent({ type: 'local-key-changed', key: event.key })
      }
    }
    target.addEventListener('storage', onStorage)
    cleanups.push(() => target.removeEventListener('storage', onStorage))
  }

  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  }
}
