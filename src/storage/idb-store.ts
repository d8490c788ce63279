/**
 * The app's DataStore on IndexedDB. Reads check every record against its domain schema (a cheap
 * shape check for records as this app writes them, the full zod parse otherwise; corrupt
 * records are skipped, counted and reported, never thrown); `apply` writes a whole change set in
 * one readwrite transaction over exactly the stores it touches, so it lands completely or not
 * at all, and writes nothing but the records it names. The same transaction first reads those
 * records as they were (returned for undo, and to number each record it puts one revision past
 * the stored one, revisions.ts) and, for a conditional write, checks them; it also
 * reads what the change's preconditions name (by id, or one index key) and refuses the whole
 * change, writing nothing, when another tab changed them since they were read.
 */
import { ENTITY_STORES, preconditionStores, type ChangeSet, type EntityMap, type EntityStoreName } from '@/domain/model/change-set'
import { unwrap, type IDBPTransaction } from 'idb'
import { OUTBOX_STORE, openAppDatabase, SETTINGS_STORE, type AppStoreName, type CourseLoadDB, type OpenDatabaseOptions } from './db'
import { ENTITY_LABELS } from './entity-keys'
import { emitStorageEvent } from './events'
import { outboxEntryOf, outboxRepository } from './outbox'
import { trackWrite } from './pending-writes'
import {
  appliedChanges,
  createLoadWarningReporter,
  emitChanged,
  entitySchemas,
  isEmptyChanges,
  parseRecords,
  validateChanges,
  readPlan,
  recordChangeOf,
  replacedStores,
  replacementWrites,
  snapshotOf,
  assertExpectation,
  assertPreconditions,
  preconditionQueries,
  type PlanReads,
  type ReadPlan,
} from './records'
import type { ReadAhead } from './read-ahead'
import { previousRecords, revisedPuts } from './revisions'
import { CLOSED_MESSAGE, toReadError, toWriteError } from './storage-errors'
import { isPlanShared } from './sync-settings'
import {
  StorageError,
  type AppliedChanges,
  type ApplyOptions,
  type DataStore,
  type ListResult,
  type ReadRepository,
} from './types'

export type IdbStoreOptions = Omit<OpenDatabaseOptions, 'onClose'> & {
  /** Lists read before the bundle loaded (read-ahead.ts), each standing in for a first read. */
  readAhead?: ReadAhead | null
  /** Whether a write also goes to the outbox (default: the plan is shared, sync-settings.ts). */
  sharing?: () => boolean
}

type AppTransaction = IDBPTransaction<CourseLoadDB, AppStoreName[], 'readwrite'>
type KeyIndex = { getAll(query: string): Promise<unknown[]> }

/** Queue the reads of a plan on a transaction (before any of its writes). */
async function readAll(tx: AppTransaction, plan: ReadPlan): Promise<PlanReads> {
  const [whole, ids] = await Promise.all([
    Promise.all(plan.whole.map((store) => tx.objectStore(store).getAll())),
    Promise.all(plan.ids.map(({ store, keys }) => Promise.all(keys.map((key) => tx.objectStore(store).get(key))))),
  ])
  return {
    whole: new Map(plan.whole.map((store, i) => [store, whole[i]!])),
    ids: new Map(plan.ids.map(({ store }, i) => [store, ids[i]!])),
  }
}

export async function createIdbStore(options: IdbStoreOptions = {}): Promise<DataStore> {
  let closedReason: StorageError | null = null
  const { readAhead = null, sharing = isPlanShared, ...openOptions } = options
  // Each list read ahead is parsed as soon as it is in, while the other stores are still being
  // read and before the database has even opened here; list() then only checks it is current.
  const readAheadLists = new Map<EntityStoreName, Promise<ListResult<unknown> | null>>()
  if (readAhead) {
    for (const store of ENTITY_STORES) {
      const parsed = readAhead.take(store).then(async (raws) => {
        if (!raws || !readAhead.current()) return null
        const { parseStoredRecord } = await entitySchemas
        return parseRecords(store, raws, parseStoredRecord)
      })
      readAheadLists.set(store, parsed.catch(() => null))
    }
  }
  const db = await openAppDatabase({
    ...openOptions,
    // The read-ahead's connection, already open, when it is at this build's version.
    connection: readAhead?.connection() ?? null,
    onClose: (reason) => {
      closedReason = reason
    },
  })
  const reportLoad = createLoadWarningReporter()

  function assertOpen(): void {
    if (closedReason) throw closedReason
  }

  async function read<T>(work: () => Promise<T>): Promise<T> {
    try {
      assertOpen()
      return await work()
    } catch (error) {
      throw toReadError(error)
    }
  }

  function repository<S extends EntityStoreName>(store: S): ReadRepository<EntityMap[S]> {
    return {
      list: () =>
        read(async () => {
          const ahead = readAheadLists.get(store)
          if (ahead) {
            readAheadLists.delete(store)
            const early = await ahead
            // Checked when used: another tab's change or a write of ours may have come meanwhile.
            const usable = early !== null && readAhead!.current()
            readAhead!.release(store)
            if (usable) {
              reportLoad(store, early)
              return early as ListResult<EntityMap[S]>
            }
          }
          const [raws, { parseStoredRecord }] = await Promise.all([db.getAll(store), entitySchemas])
          const result = parseRecords(store, raws, parseStoredRecord)
          reportLoad(store, result)
          return result
        }),
      get: (id) =>
        read(async () => {
          const [raw, { parseStoredRecord }] = await Promise.all([db.get(store, id), entitySchemas])
          if (raw === undefined) return undefined
          const record = parseStoredRecord(store, raw)
          if (!record) console.warn(`CourseLoad: stored ${ENTITY_LABELS[store]} record "${id}" is unreadable`)
          return record
        }),
      // Counts stored records, readable or not: cheap, and list() reports the unreadable ones.
      count: () => read(() => db.count(store)),
    }
  }

  async function applyNow(changes: ChangeSet, applyOptions?: ApplyOptions): Promise<AppliedChanges> {
    let applied: AppliedChanges
    try {
      const { written, before, readable, whole } = await write(changes, applyOptions)
      applied = appliedChanges(written)
      if (readable && applyOptions?.recordChange !== false) applied.change = recordChangeOf(written, before, whole)
    } catch (error) {
      // The connection closed during the write (upgrade in another tab, browser closed it):
      // that is the reason to report; any other failure is the transaction's own.
      const failure = closedReason ?? toWriteError(error)
      // A refused conditional write is an answer, not a storage failure: the caller says why.
      if (failure.kind !== 'conflict') emitStorageEvent({ type: 'write-error', error: failure })
      throw failure
    }
    emitChanged(applied)
    return applied
  }

  /**
   * Validate, then in one transaction: read the records the write touches (and those it
   * expects), check the expectation, write. Resolves to what was written and what was there.
   */
  async function write(changes: ChangeSet, applyOptions?: ApplyOptions) {
    readAhead?.discard()
    // Before the transaction opens: awaiting anything else inside it would let it commit.
    const schemas = await entitySchemas
    const written = validateChanges(changes, schemas, applyOptions)
    const plan = readPlan(written, applyOptions)
    const done = { written, before: {}, readable: true, whole: written.clear }
    if (isEmptyChanges(written) && !applyOptions?.expect) return done
    assertOpen()

    const txStores: AppStoreName[] = [...new Set([...written.stores, ...plan.stores, ...preconditionStores({ require: written.require })])]
    if (written.settings.length || written.clearSettings) txStores.push(SETTINGS_STORE)
    // A shared plan's change also goes to the outbox, in this transaction (outbox.ts).
    const toOutbox = written.stores.length > 0 && !applyOptions?.fromServer && sharing()
    if (toOutbox) txStores.push(OUTBOX_STORE)
    if (!txStores.length) return done
    const tx = db.transaction(txStores, 'readwrite')
    const requests: Promise<unknown>[] = []
    let snapshot: ReturnType<typeof snapshotOf> | undefined
    try {
      // Reads are queued first, so they see the records as they were before this write.
      const reading = readAll(tx, plan)
      let reads: PlanReads | undefined
      if (applyOptions?.expect || written.puts.length || toOutbox) {
        // Conditional, or numbering what it puts (revisions.ts): wait for the reads (the
        // transaction stays active across IDB awaits).
        reads = await reading
        snapshot = snapshotOf(plan, reads, schemas.parseStoredRecord)
        assertExpectation(applyOptions?.expect, snapshot.snapshot)
      } else {
        requests.push(reading.then((r) => (snapshot = snapshotOf(plan, r, schemas.parseStoredRecord))))
      }
      if (written.require.length) {
        // What the change was computed from, read here so no other write can come between.
        const found = await Promise.all(
          preconditionQueries(written.require).map((q) =>
            'key' in q
              ? tx.objectStore(q.store).get(q.key)
              : // The index names are LOOKUP_INDEXES' fields (db.ts creates them); idb types them per store.
                Promise.all(q.values.map((v) => (tx.objectStore(q.store).index(q.field as never) as unknown as KeyIndex).getAll(v))),
          ),
        )
        assertPreconditions(written.require, found, schemas)
      }
      // A store cleared and filled again (a restore) is read first, in this transaction, and
      // only what differs is written: the same end state as clear-then-put (replacementWrites).
      // For a shared plan every cleared store is read too, refilled or not: a store emptied (all
      // data reset) reaches the server as the deletion of each record it held.
      const replaced = toOutbox ? written.clear : replacedStores(written)
      const held = replaced.length ? await Promise.all(replaced.map((store) => tx.objectStore(store).getAll())) : []
      const previous = reads && previousRecords(plan, reads, new Map(replaced.map((store, i) => [store, held[i]!])))
      // Records from the school server keep its revisions (ApplyOptions.fromServer).
      if (previous && !applyOptions?.fromServer) written.puts = revisedPuts(written, previous)
      const replacements = new Map(
        replaced.map((store, i) => [store, replacementWrites(store, held[i]!, written.puts.filter((p) => p.store === store).flatMap((p) => p.records))]),
      )
      const outboxEntry = toOutbox && previous ? outboxEntryOf(written, previous, replacements) : null
      // Order matters within the transaction: clears, then deletes, then puts.
      // The writes are plain requests, not promises: a failed one aborts the transaction, and
      // tx.done reports that. A promise per request costs more than the put itself for 17,000.
      const raw = unwrap(tx)
      for (const store of written.clear) if (!replacements.has(store)) raw.objectStore(store).clear()
      if (written.clearSettings) raw.objectStore(SETTINGS_STORE).clear()
      for (const { store, keys } of written.deletes) {
        if (replacements.has(store)) continue
        const target = raw.objectStore(store)
        for (const key of keys) target.delete(key)
      }
      for (const [store, writes] of replacements) {
        const target = raw.objectStore(store)
        for (const key of writes.delete) target.delete(key)
        for (const record of writes.put) target.put(record)
      }
      for (const { store, records } of written.puts) {
        if (replacements.has(store)) continue
        const target = raw.objectStore(store)
        for (const record of records) target.put(record)
      }
      for (const [key, value] of written.settings) raw.objectStore(SETTINGS_STORE).put(value, key)
      if (outboxEntry) raw.objectStore(OUTBOX_STORE).add(outboxEntry)
      // Everything is queued: let the browser commit now instead of waiting for idle. Older
      // Safari has no commit(); there the transaction still commits when it goes idle.
      if (typeof tx.commit === 'function') tx.commit()
    } catch (error) {
      // A request threw while being queued (or the expectation failed): abort, so the writes
      // queued before it roll back.
      try {
        tx.abort()
      } catch {
        // Already finished or aborted; either way nothing more will be written.
      }
      await Promise.allSettled([...requests, tx.done])
      // Aborted by the browser while reading (disk full): its reason, not the refused request's.
      throw error instanceof StorageError ? error : (tx.error ?? error)
    }
    try {
      await Promise.all([...requests, tx.done])
    } catch (error) {
      // Requests cut short by an abort reject with a bare AbortError, often before the
      // transaction reports why it aborted; the real cause (QuotaExceededError) is tx.error.
      await Promise.allSettled([tx.done])
      throw tx.error ?? error
    }
    return { ...done, before: snapshot!.snapshot, readable: snapshot!.readable }
  }

  return {
    kind: 'indexeddb',
    professors: repository('professors'),
    courses: repository('courses'),
    assignments: repository('assignments'),
    programs: repository('programs'),
    programVersions: repository('programVersions'),
    contractRecords: repository('contractRecords'),
    planSettings: repository('planSettings'),
    settings: {
      get: <T = unknown>(key: string) =>
        read(async () => {
          // The start-up migration's marker comes with the read-ahead (read before its lists).
          const early = await readAhead?.setting(key)
          if (early?.found) return early.value as T | undefined
          return (await db.get(SETTINGS_STORE, key)) as T | undefined
        }),
      put: async (key, value) => {
        await trackWrite(applyNow({}, { settings: { [key]: value } }))
      },
    },
    apply: (changes, applyOptions) => trackWrite(applyNow(changes, applyOptions)),
    outbox: outboxRepository(db),
    close: () => {
      closedReason ??= new StorageError('unavailable', CLOSED_MESSAGE)
      db.close()
    },
  }
}
