/**
 * The outbox of a shared plan (issue 34): every change the write path commits while the plan is
 * shared (sync-settings.ts) is also added here, IN THE SAME IndexedDB transaction as its records
 * (idb-store.ts), so a change is either stored and waiting for the server, or not stored at all.
 * An entry is what the school server's push takes (server/src/protocol.ts): the records put, the
 * ids deleted, and the revision each had when the change was made (`baseRevs`; 0: it did not
 * exist). Entries are keyed by an increasing number and pushed in that order; an accepted one is
 * removed; one the server refused stays, marked 'attention', with the server's answer, until the
 * planner resolves it (features/sync, "Needs attention").
 *
 * Local revisions are the server's: a change bumps a record one past the revision it was based
 * on, as the server does when it accepts it, and records pulled from the server are written with
 * the server's revision (ApplyOptions.fromServer, which also keeps them out of the outbox).
 * So a put that changes nothing (its revision kept, revisions.ts) is left out: the server would
 * count it. A store cleared without being refilled (a reset) is not sent.
 */
import type { EntityStoreName } from '@/domain/model/change-set'
import { revisionOf } from '@/domain/model/revision-compare'
import { OUTBOX_STORE, type AppDatabase } from './db'
import { ENTITY_KEY_PATHS } from './entity-keys'
import type { ValidatedChanges } from './records'
import type { PreviousRecord } from './revisions'
import type { ServerHeldRecord } from '@/domain/sync/logged-change'

/** The settings key (IndexedDB settings store) of the last server change number applied here. */
export const LAST_PULLED_SEQ_KEY = 'sync-last-seq'

export type { ServerHeldRecord }

/** Why the server did not take an entry: stale (its records changed there) or a rule refused it. */
export interface OutboxRefusal {
  status: 'stale' | 'refused'
  rule?: string
  message: string
  conflicts: ServerHeldRecord[]
  /** When the answer came. */
  at: string
}

export type RevisionsByStore = { [S in EntityStoreName]?: { [id: string]: number } }

/** One change as the server's push takes it (id, baseRevs, put, delete). */
export interface OutboxChange {
  id: string
  baseRevs: RevisionsByStore
  put: { [S in EntityStoreName]?: Record<string, unknown>[] }
  delete: { [S in EntityStoreName]?: string[] }
}

export interface OutboxEntry extends OutboxChange {
  /** The key: increasing, the order the changes were made in. */
  order: number
  /** When it was made (ISO). */
  at: string
  status: 'pending' | 'attention'
  refusal?: OutboxRefusal
}

export type NewOutboxEntry = Omit<OutboxEntry, 'order'>

const keyOf = (store: EntityStoreName, record: unknown) => (record as Record<string, string>)[ENTITY_KEY_PATHS[store]]!

/**
 * The outbox entry of a validated change (its puts already numbered, revisions.ts), from the
 * records its transaction read before writing; `replaced` holds, per store cleared and refilled,
 * the writes that actually happen (records.ts replacementWrites). Null: nothing the server needs.
 */
export function outboxEntryOf(
  v: ValidatedChanges,
  previous: PreviousRecord,
  replaced: ReadonlyMap<EntityStoreName, { put: unknown[]; delete: string[] }>,
  id: string = crypto.randomUUID(),
  now: Date = new Date(),
): NewOutboxEntry | null {
  const change: OutboxChange = { id, baseRevs: {}, put: {}, delete: {} }
  let any = false
  const base = (store: EntityStoreName, key: string) => {
    ;(change.baseRevs[store] ??= {})[key] = revisionOf(previous(store, key))
    any = true
  }
  const put = (store: EntityStoreName, record: unknown) => {
    const key = keyOf(store, record)
    const was = previous(store, key)
    // Unchanged (the write path kept its revision): the server would count a revision for nothing.
    if (was !== undefined && revisionOf(was) === revisionOf(record) && revisionOf(record) > 0) return
    base(store, key)
    ;(change.put[store] ??= []).push(record as Record<string, unknown>)
  }
  const remove = (store: EntityStoreName, key: string) => {
    if (previous(store, key) === undefined) return
    base(store, key)
    ;(change.delete[store] ??= []).push(key)
  }
  for (const [store, writes] of replaced) {
    for (const key of writes.delete) remove(store, key)
    for (const record of writes.put) put(store, record)
  }
  for (const { store, keys } of v.deletes) if (!replaced.has(store) && !v.clear.includes(store)) for (const key of keys) remove(store, key)
  for (const { store, records } of v.puts) if (!replaced.has(store)) for (const record of records) put(store, record)
  return any ? { ...change, at: now.toISOString(), status: 'pending' } : null
}

/** Every record an entry touches, as `store\u0000id` keys. */
export function outboxKeys(entry: OutboxChange): Set<string> {
  const keys = new Set<string>()
  for (const [store, revs] of Object.entries(entry.baseRevs)) for (const id of Object.keys(revs ?? {})) keys.add(`${store}\u0000${id}`)
  return keys
}

/** Reading and settling the outbox (the write path adds to it inside its own transaction). */
export interface OutboxRepository {
  /** Every entry, oldest first. */
  list(): Promise<OutboxEntry[]>
  /** Replace an entry (marked for attention, or re-based to be pushed again). */
  update(entry: OutboxEntry): Promise<void>
  remove(orders: readonly number[]): Promise<void>
  clear(): Promise<void>
}

export function outboxRepository(db: AppDatabase): OutboxRepository {
  return {
    list: async () => (await db.getAll(OUTBOX_STORE)) as OutboxEntry[],
    update: async (entry) => {
      await db.put(OUTBOX_STORE, entry)
    },
    remove: async (orders) => {
      const tx = db.transaction(OUTBOX_STORE, 'readwrite')
      await Promise.all([...orders.map((order) => tx.store.delete(order)), tx.done])
    },
    clear: () => db.clear(OUTBOX_STORE),
  }
}
