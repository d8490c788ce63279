/**
 * Where this browser's copy of a plan is shared (issue 34), kept in localStorage under
 * STORAGE_KEYS.sync: the school server's address, the id of the school's shared plan, whether
 * the plan is shared yet (only then does the write path fill the outbox, outbox.ts), and the
 * trial sign-in's token with its expiry (a Clerk token is asked for each time instead, never
 * kept). localStorage, not IndexedDB: the write path reads `shared` synchronously inside its
 * transaction, and the first render shows the badge from it.
 */
import { emitStorageEvent } from './events'
import { plainCheck, readLocal, removeLocal, writeLocal, type LocalWriteResult } from './local-storage'
import { STORAGE_KEYS } from './storage-keys'

export interface SyncSettings {
  /** The server's origin and path prefix, no trailing slash: https://courseload.school.edu */
  serverUrl: string
  /** The school's shared plan (the server's :planId). */
  planId: string
  /** Uploaded or joined: from now on every change goes to the outbox. */
  shared: boolean
  /** Who signed in with the trial sign-in (e-mail) and its token, until it expires. */
  email?: string
  token?: string
  tokenExpiresAt?: number
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0

const check = plainCheck<SyncSettings | null>((value) => {
  if (!value || typeof value !== 'object') return undefined
  const v = value as Record<string, unknown>
  if (!isString(v.serverUrl) || !isString(v.planId) || typeof v.shared !== 'boolean') return undefined
  return {
    serverUrl: v.serverUrl,
    planId: v.planId,
    shared: v.shared,
    ...(isString(v.email) ? { email: v.email } : {}),
    ...(isString(v.token) ? { token: v.token } : {}),
    ...(typeof v.tokenExpiresAt === 'number' ? { tokenExpiresAt: v.tokenExpiresAt } : {}),
  }
})

export function readSyncSettings(): SyncSettings | null {
  return readLocal(STORAGE_KEYS.sync, check, null)
}

/** Written, and this tab told (other tabs hear of it from the browser's storage event). */
export function writeSyncSettings(settings: SyncSettings): LocalWriteResult {
  const result = writeLocal(STORAGE_KEYS.sync, settings)
  if (result.ok) emitStorageEvent({ type: 'local-key-changed', key: STORAGE_KEYS.sync })
  return result
}

export function clearSyncSettings(): void {
  removeLocal(STORAGE_KEYS.sync)
  emitStorageEvent({ type: 'local-key-changed', key: STORAGE_KEYS.sync })
}

/** Whether the write path must fill the outbox: the plan is shared with a school server. */
export function isPlanShared(): boolean {
  return readSyncSettings()?.shared === true
}
