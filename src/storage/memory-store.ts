/**
 * In-memory DataStore, for component tests and for a scenario's view (scenario-store.ts), with the IndexedDB store's semantics: records are
 * parsed on read (a seed may hold corrupt records on purpose), apply validates everything first
 * and then swaps in new copies of the touched stores (all or nothing), values are cloned in and
 * out like IndexedDB's structured clone, the touched records are read (and a conditional write
 * checked) before writing, every record put is numbered like IndexedDB numbers it (revisions.ts),
 * and the same events are emitted (unless told not to: a scenario's writes are not live's).
 */
import { ENTITY_STORES, type ChangeSet, type EntityMap, type EntityStoreName } from '@/domain/model/change-set'
import { ENTITY_KEY_PATHS, ENTITY_LABELS } from './entity-keys'
import { emitStorageEvent } from './events'
import { trackWrite } from './pending-writes'
import {
  appliedChanges,
  createLoadWarningReporter,
  emitChanged,
  entitySchemas,
  isEmptyChanges,
  parseRecords,
  type EntitySchemaModule,
  readPlan,
  recordChangeOf,
  snapshotOf,
  assertExpectation,
  assertPreconditions,
  preconditionQueries,
  validateChanges,
  type PlanReads,
} from './records'
import { revisedPuts } from './revisions'
import { CLOSED_MESSAGE, toWriteError } from './storage-errors'
import { StorageError, type AppliedChanges, type ApplyOptions, type DataStore, type ReadRepository } from './types'

/** Seed records are stored as given, unparsed, so tests can plant corrupt data. */
export type MemorySeed = Partial<Record<EntityStoreName, readonly unknown[]>> & {
  settings?: Record<string, unknown>
}

export interface MemoryStore extends DataStore {
  readonly kind: 'memory'
  /** Make the next apply (or settings.put) fail with this error, mapped like a browser error. */
  failNextApply(error: unknown): void
  /** Records written by apply so far, per store (puts and deletes), for "writes only what changed". */
  writeCount(store: EntityStoreName): number
  /**
   * Remember the records as they are now; the returned function puts them back exactly (their
   * revisions too), for an owner whose own save after an apply failed (scenario-store.ts).
   */
  checkpoint(): () => void
}

function byKey(a: string, b: string): number {
  // IndexedDB orders string keys by code unit, which is what < does.
  return a < b ? -1 : a > b ? 1 : 0
}

export interface MemoryStoreOptions {
  /**
   * false: emit no storage events ('changed', 'write-error', load warnings). A scenario's view
   * uses it: its ids must not reach live's change feed or other tabs (cross-tab.ts), and its
   * owner reports a failed write itself.
   */
  events?: false
}

export function createMemoryStore(seed: MemorySeed = {}, options: MemoryStoreOptions = {}): MemoryStore {
  const emits = options.events !== false
  const data = new Map<EntityStoreName, Map<string, unknown>>()
  for (const store of ENTITY_STORES) {
    const records = new Map<string, unknown>()
    for (const raw of seed[store] ?? []) {
      const key = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[ENTITY_KEY_PATHS[store]] : undefined
      if (typeof key !== 'string') throw new Error(`Memory store seed: a ${ENTITY_LABELS[store]} record has no key`)
      records.set(key, structuredClone(raw))
    }
    data.set(store, records)
  }
  let settings = new Map<string, unknown>(Object.entries(seed.settings ?? {}).map(([k, v]) => [k, structuredClone(v)]))
  const writes = new Map<EntityStoreName, number>()
  let nextFailure: unknown = undefined
  let hasNextFailure = false
  let closedReason: StorageError | null = null
  const reportLoad = createLoadWarningReporter()

  function table(store: EntityStoreName): Map<string, unknown> {
    return data.get(store)!
  }

  function assertOpen(): void {
    if (closedReason) throw closedReason
  }

  /** Copies of a store's raw records in key order, as IndexedDB's getAll returns them. */
  function sortedRaws(store: EntityStoreName): unknown[] {
    return [...table(store).entries()].sort(([a], [b]) => byKey(a, b)).map(([, raw]) => structuredClone(raw))
  }

  function repository<S extends EntityStoreName>(store: S): ReadRepository<EntityMap[S]> {
    return {
      list: async () => {
        assertOpen()
        const raws = sortedRaws(store)
        const { parseRecord } = await entitySchemas
        const result = parseRecords(store, raws, parseRecord)
        if (emits) reportLoad(store, result)
        return result
      },
      get: async (id) => {
        assertOpen()
        const raw = table(store).get(id)
        if (raw === undefined) return undefined
        const { parseRecord } = await entitySchemas
        const record = parseRecord(store, structuredClone(raw))
        if (!record) console.warn(`CourseLoad: stored ${ENTITY_LABELS[store]} record "${id}" is unreadable`)
        return record
      },
      count: async () => {
        assertOpen()
        return table(store).size
      },
    }
  }

  async function applyNow(changes: ChangeSet, options?: ApplyOptions): Promise<AppliedChanges> {
    let applied: AppliedChanges
    try {
      const { written, before, readable } = write(changes, options, await entitySchemas)
      applied = appliedChanges(written)
      if (readable && options?.recordChange !== false) applied.change = recordChangeOf(written, before, written.clear)
    } catch (error) {
      const failure = toWriteError(error)
      // A refused conditional write is an answer, not a storage failure: the caller says why.
      if (failure.kind !== 'conflict' && emits) emitStorageEvent({ type: 'write-error', error: failure })
      throw failure
    }
    if (emits) emitChanged(applied)
    return applied
  }

  /** Read what the write touches, check the expectation and preconditions, then swap in the new tables. */
  function write(changes: ChangeSet, options: ApplyOptions | undefined, schemas: EntitySchemaModule) {
    const changesToWrite = validateChanges(changes, schemas, options)
    if (isEmptyChanges(changesToWrite) && !options?.expect) return { written: changesToWrite, before: {}, readable: true }
    assertOpen()
    if (hasNextFailure) {
      hasNextFailure = false
      throw nextFailure
    }
    const plan = readPlan(changesToWrite, options)
    const reads: PlanReads = {
      whole: new Map(plan.whole.map((store) => [store, sortedRaws(store)])),
      ids: new Map(plan.ids.map(({ store, keys }) => [store, keys.map((key) => structuredClone(table(store).get(key)))])),
    }
    const { snapshot, readable } = snapshotOf(plan, reads, schemas.parseRecord)
    assertExpectation(options?.expect, snapshot)
    // Numbered from the tables as they are before this write, as IndexedDB's reads see them.
    // Records from the school server keep its revisions (ApplyOptions.fromServer).
    if (!options?.fromServer) changesToWrite.puts = revisedPuts(changesToWrite, (store, key) => table(store).get(key))
    // Read synchronously, like the rest of this write (no other can interleave); a scan stands in for the index.
    const found = preconditionQueries(changesToWrite.require).map((q) =>
      'key' in q
        ? structuredClone(table(q.store).get(q.key))
        : q.values.map((v) => [...table(q.store).values()].filter((raw) => (raw as Record<string, unknown>)[q.field] === v)),
    )
    assertPreconditions(changesToWrite.require, found, schemas)
    // Copy-on-write: build every new table first, then swap them in at once.
    const next = new Map<EntityStoreName, Map<string, unknown>>()
    const copy = (store: EntityStoreName) => {
      let t = next.get(store)
      if (!t) next.set(store, (t = new Map(table(store))))
      return t
    }
    const counted = new Map<EntityStoreName, number>()
    const count = (store: EntityStoreName, n: number) => counted.set(store, (counted.get(store) ?? 0) + n)
    for (const store of changesToWrite.clear) copy(store).clear()
    for (const { store, keys } of changesToWrite.deletes) {
      for (const key of keys) copy(store).delete(key)
      count(store, keys.length)
    }
    for (const { store, records } of changesToWrite.puts) {
      const keyField = ENTITY_KEY_PATHS[store]
      for (const record of records) copy(store).set((record as Record<string, string>)[keyField]!, structuredClone(record))
      count(store, records.length)
    }
    const nextSettings = changesToWrite.clearSettings ? new Map<string, unknown>() : new Map(settings)
    for (const [key, value] of changesToWrite.settings) nextSettings.set(key, structuredClone(value))

    for (const [store, t] of next) data.set(store, t)
    settings = nextSettings
    for (const [store, n] of counted) writes.set(store, (writes.get(store) ?? 0) + n)
    return { written: changesToWrite, before: snapshot, readable }
  }

  return {
    kind: 'memory',
    professors: repository('professors'),
    courses: repository('courses'),
    assignments: repository('assignments'),
    programs: repository('programs'),
    programVersions: repository('programVersions'),
    contractRecords: repository('contractRecords'),
    planSettings: repository('planSettings'),
    settings: {
      get: async <T = unknown>(key: string) => {
        assertOpen()
        const value = settings.get(key)
        return (value === undefined ? undefined : structuredClone(value)) as T | undefined
      },
      put: async (key, value) => {
        await trackWrite(applyNow({}, { settings: { [key]: value } }))
      },
    },
    apply: (changes, options) => trackWrite(applyNow(changes, options)),
    close: () => {
      closedReason ??= new StorageError('unavailable', CLOSED_MESSAGE)
    },
    failNextApply: (error) => {
      nextFailure = error
      hasNextFailure = true
    },
    writeCount: (store) => writes.get(store) ?? 0,
    checkpoint: () => {
      // Writes swap in new tables (copy-on-write), so holding the current ones is a snapshot.
      const tables = new Map(data)
      const savedSettings = settings
      return () => {
        for (const [store, t] of tables) data.set(store, t)
        settings = savedSettings
      }
    },
  }
}
