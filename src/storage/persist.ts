/**
 * Ask the browser to keep CourseLoad's data under storage pressure. Without persistence the
 * browser may evict IndexedDB silently when the disk fills up; everything here lives only on
 * this machine, so that would lose the user's work. The request waits for the first saved
 * change: browsers grant (or prompt) more sensibly for a site the user has actually used.
 */
import { emitStorageEvent, onStorageEvent } from './events'
import { readRawLocal, writeRawLocal } from './local-storage'
import { STORAGE_KEYS } from './storage-keys'

export interface StorageStatus {
  /** null where the browser has no StorageManager (or refuses to say). */
  persisted: boolean | null
  usage?: number
  quota?: number
}

type StorageManagerLike = Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>

function storageManager(): Partial<StorageManagerLike> | undefined {
  return (globalThis.navigator as Navigator | undefined)?.storage
}

/**
 * Request persistence once (per page load, and never again once granted), remember the answer
 * in localStorage and emit 'persisted'. Resolves to the answer, or null where unsupported.
 */
export async function requestPersistence(): Promise<boolean | null> {
  const manager = storageManager()
  if (typeof manager?.persist !== 'function') return null
  try {
    const persisted = await manager.persist()
    writeRawLocal(STORAGE_KEYS.storagePersisted, String(persisted))
    emitStorageEvent({ type: 'persisted', persisted })
    return persisted
  } catch (error) {
    console.warn('CourseLoad: asking for persistent storage failed', error)
    return null
  }
}

/** The remembered answer of an earlier request: true, false, or null when never asked. */
export function rememberedPersistence(): boolean | null {
  const stored = readRawLocal(STORAGE_KEYS.storagePersisted)
  return stored === 'true' ? true : stored === 'false' ? false : null
}

/**
 * After the first locally saved change, ask for persistence once. Skipped when an earlier
 * session was already granted it; a refusal is asked again next session (the browser answers
 * from its own memory without prompting if the user said no). Returns an uninstaller.
 */
export function installPersistOnFirstSave(): () => void {
  if (rememberedPersistence() === true) return () => {}
  const unsubscribe = onStorageEvent((event) => {
    if (event.type !== 'changed' || event.source !== 'local') return
    unsubscribe()
    void requestPersistence()
  })
  return unsubscribe
}

export async function getStorageStatus(): Promise<StorageStatus> {
  const manager = storageManager()
  const status: StorageStatus = { persisted: null }
  if (typeof manager?.persisted === 'function') {
    try {
      status.persisted = await manager.persisted()
    } catch {
      status.persisted = null
    }
  }
  if (typeof manager?.estimate === 'function') {
    try {
      const estimate = await manager.estimate()
      if (estimate.usage !== undefined) status.usage = estimate.usage
      if (estimate.quota !== undefined) status.quota = estimate.quota
    } catch {
      // Estimates are informative only; the status page shows what it has.
    }
  }
  return status
}
