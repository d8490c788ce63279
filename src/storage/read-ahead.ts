/**
 * The app's side of read-ahead.inline.js (inlined into index.html), which reads every entity
 * store while the bundle is still loading. Its lists stand in for the first read of each store,
 * once each, and only when they are surely what a read now would return:
 *  - the database had the schema version this build opens (an upgrade may reshape records);
 *  - no other tab announced a change since the read-ahead started (it listens on the cross-tab
 *    channel until every list is used);
 *  - this tab has not written yet (the start-up migrations may, before the first read).
 * Otherwise, or when the read-ahead found nothing, the store reads for itself as before. The
 * records go through the same parsing as any read (idb-store.ts), so corrupt ones are still
 * caught and reported.
 */
import type { EntityStoreName } from '@/domain/model/change-set'

/** What read-ahead.inline.js leaves on `window.__courseloadReadAhead`. */
export interface ReadAheadState {
  /** Another tab announced a change after the read-ahead started. */
  stale: boolean
  channel: BroadcastChannel | null
  /** The database's schema version, once it is open (0 before, or when it failed). */
  version: number
  /** Each store's raw records, settled when its own read is in; null when there are none to use. */
  lists: Partial<Record<EntityStoreName, Promise<unknown[] | null>>>
  /** Settings read first (the start-up migration's marker): `found` false when not read. */
  settings?: Record<string, Promise<{ found: boolean; value?: unknown }>>
  /** The connection that read them, left open for the app; null when the open failed. */
  connection?: Promise<IDBDatabase | null>
  /** The connection is not to be used: closed for another tab's upgrade, or its reads failed. */
  closed?: boolean
}

export interface ReadAhead {
  /**
   * The read-ahead's open connection when the database is at this build's schema version (the
   * app then opens none of its own); otherwise null, and that connection is closed.
   */
  connection(): Promise<IDBDatabase | null>
  /**
   * A setting as read ahead, `{ found: true, value }` (value undefined when none is stored), or
   * `{ found: false }` when it was not read or may be out of date: then read it yourself.
   */
  setting(key: string): Promise<{ found: boolean; value?: unknown }>
  /** The raw records of `store` as read ahead (once per store), or null when it has none. */
  take(store: EntityStoreName): Promise<unknown[] | null>
  /** Nothing has made what was read ahead out of date (checked again when a list is used). */
  current(): boolean
  /** The store's list was used or given up; listening to other tabs ends when all are. */
  release(store: EntityStoreName): void
  /** This tab is about to write: nothing read ahead may be used any more. */
  discard(): void
}

export const READ_AHEAD_GLOBAL = '__courseloadReadAhead'

function isReadAheadState(value: unknown): value is ReadAheadState {
  if (typeof value !== 'object' || value === null) return false
  const { lists } = value as { lists?: unknown }
  return typeof lists === 'object' && lists !== null
}

export function createReadAhead(state: ReadAheadState, version: number): ReadAhead {
  let discarded = false
  // Listening goes on until every list has been used: a change announced before then may be missing.
  const unreleased = new Set(Object.keys(state.lists))
  const stopListening = () => {
    if (state.channel) {
      state.channel.onmessage = null
      state.channel.close()
      state.channel = null
    }
  }
  const current = () => !discarded && !state.stale && state.version === version
  return {
    async connection() {
      const db = await state.connection?.catch(() => null)
      if (!db) return null
      if (state.closed || db.version !== version) {
        db.close()
        return null
      }
      return db
    },
    async setting(key) {
      const pending = state.settings?.[key]
      if (!pending) return { found: false }
      delete state.settings![key]
      const read = await pending.catch(() => ({ found: false }))
      return read.found && current() ? read : { found: false }
    },
    async take(store) {
      const pending = state.lists[store]
      delete state.lists[store]
      if (!pending) return null
      try {
        const list = await pending
        return Array.isArray(list) ? list : null
      } catch {
        return null
      }
    },
    current,
    release(store) {
      unreleased.delete(store)
      if (unreleased.size === 0) stopListening()
    },
    discard() {
      discarded = true
      stopListening()
    },
  }
}

/**
 * The page's read-ahead, handed out once (a store opened later, after a reset or in a test, reads
 * for itself). Null when the script did not run (tests, or it failed to load).
 */
export function takePageReadAhead(version: number): ReadAhead | null {
  const holder = globalThis as Record<string, unknown>
  const state = holder[READ_AHEAD_GLOBAL]
  delete holder[READ_AHEAD_GLOBAL]
  return isReadAheadState(state) ? createReadAhead(state, version) : null
}
