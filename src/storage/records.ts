/**
 * Shared record handling of both DataStore implementations: parsing what is read (corrupt
 * records are skipped and counted, never thrown), the load-warning texts, and validation of a
 * change set before any transaction opens (one bad record refuses the whole set).
 */
import { ENTITY_STORES, LOOKUP_INDEXES, preconditionStore, type ChangeSet, type EntityMap, type EntityStoreName, type Precondition } from '@/domain/model/change-set'
import { meetsExpectation, type RecordChange, type RecordExpectation, type RecordSnapshot } from '@/domain/history/record-change'
import { sameData } from '@/domain/kernel/same-data'
import { ENTITY_KEY_PATHS, ENTITY_LABELS } from './entity-keys'
import type * as EntitySchemas from './entity-schemas'
import { emitStorageEvent } from './events'
import { putKeys } from './revisions'
import { CONFLICT_MESSAGE } from './storage-errors'
import { StorageError, type AppliedChanges, type ApplyOptions, type ChangedIds, type ListResult } from './types'

/** The schema half of record handling (entity-schemas.ts: zod and the entity schemas). */
export type EntitySchemaModule = typeof EntitySchemas

/**
 * The schemas are not in the first bundle (zod alone is a tenth of it). Their download starts
 * here, when the storage code is evaluated at start-up, so it runs while IndexedDB opens and
 * React is evaluated; every read and write of both stores awaits this before parsing, so none
 * can run without them.
 */
export const entitySchemas: Promise<EntitySchemaModule> = import('./entity-schemas')
// A failed download rejects the reads and writes that await it; it is not unhandled on its own.
entitySchemas.catch(() => {})

export function parseRecords<S extends EntityStoreName>(
  store: S,
  raws: readonly unknown[],
  parse: (store: S, raw: unknown) => EntityMap[S] | undefined,
): ListResult<EntityMap[S]> {
  const items: EntityMap[S][] = []
  let invalid = 0
  for (let i = 0; i < raws.length; i++) {
    const record = parse(store, raws[i])
    if (record) items.push(record)
    else invalid++
  }
  return { items, invalid }
}

/**
 * The professors text is the spec's (section 8); the others follow it. When some records were
 * readable the user keeps those, so the message says how many were skipped instead.
 */
export function loadWarningMessage(store: EntityStoreName, valid: number, invalid: number): string {
  const label = ENTITY_LABELS[store]
  if (valid === 0) return `Failed to load ${label} from storage, starting fresh`
  return `Some stored ${label} could not be read and were skipped (${invalid})`
}

/**
 * Lists are read again on every cache refresh; the user should hear about corrupt records once
 * per store, not on every read.
 */
export function createLoadWarningReporter(): (store: EntityStoreName, result: ListResult<unknown>) => void {
  const warned = new Set<EntityStoreName>()
  return (store, result) => {
    if (result.invalid === 0 || warned.has(store)) return
    warned.add(store)
    const message = loadWarningMessage(store, result.items.length, result.invalid)
    console.warn(`CourseLoad: ${result.invalid} unreadable ${ENTITY_LABELS[store]} record(s) skipped`)
    emitStorageEvent({ type: 'load-warning', store, message })
  }
}

/** A change set checked and normalised: puts are parsed records (defaults filled in). */
export interface ValidatedChanges {
  clear: EntityStoreName[]
  deletes: { store: EntityStoreName; keys: string[] }[]
  puts: { store: EntityStoreName; records: unknown[] }[]
  settings: [string, unknown][]
  clearSettings: boolean
  /** Entity stores touched, in ENTITY_STORES order (for events and cross-tab messages). */
  stores: EntityStoreName[]
  /** What the change assumes about the stored records, checked in its transaction. */
  require: Precondition[]
}

function isEntityStore(name: unknown): name is EntityStoreName {
  return typeof name === 'string' && (ENTITY_STORES as readonly string[]).includes(name)
}

function invalid(message: string): StorageError {
  return new StorageError('invalid', `${message} Nothing from this change was saved.`)
}

export function validateChanges(
  changes: ChangeSet,
  schemas: Pick<EntitySchemaModule, 'ENTITY_SCHEMAS' | 'passesShapeCheck'>,
  options: ApplyOptions = {},
): ValidatedChanges {
  const touched = new Set<EntityStoreName>()

  const clear: EntityStoreName[] = []
  for (const name of changes.clear ?? []) {
    if (!isEntityStore(name)) throw invalid(`Cannot clear unknown store "${String(name)}".`)
    if (!clear.includes(name)) clear.push(name)
    touched.add(name)
  }

  const deletes: ValidatedChanges['deletes'] = []
  for (const [name, keys] of Object.entries(changes.delete ?? {})) {
    if (!keys?.length) continue
    if (!isEntityStore(name)) throw invalid(`Cannot delete from unknown store "${name}".`)
    for (const key of keys) {
      if (typeof key !== 'string' || key === '') throw invalid(`Cannot delete ${ENTITY_LABELS[name]}: an id is missing.`)
    }
    deletes.push({ store: name, keys: [...keys] })
    touched.add(name)
  }

  const puts: ValidatedChanges['puts'] = []
  for (const [name, records] of Object.entries(changes.put ?? {})) {
    if (!records?.length) continue
    if (!isEntityStore(name)) throw invalid(`Cannot save to unknown store "${name}".`)
    const parsedRecords = records.map((record: unknown, index: number) => {
      // A record already in its parsed form (a restore's 17,000 records, checked while the file
      // was read) is written as is; anything else is parsed, defaults filled in.
      if (schemas.passesShapeCheck(name, record)) return record
      const result = schemas.ENTITY_SCHEMAS[name].safeParse(record)
      if (result.success) return result.data
      const keyField = ENTITY_KEY_PATHS[name]
      const key = record && typeof record === 'object' ? (record as Record<string, unknown>)[keyField] : undefined
      const which = typeof key === 'string' && key ? `"${key}"` : `number ${index + 1}`
      const issue = result.error.issues[0]
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
      throw invalid(`Cannot save ${ENTITY_LABELS[name]} record ${which}: ${where}${issue?.message ?? 'invalid data'}.`)
    })
    puts.push({ store: name, records: parsedRecords })
    touched.add(name)
  }

  const settings = Object.entries(options.settings ?? {})
  for (const [key] of settings) if (key === '') throw invalid('Cannot save a setting without a key.')

  const require = changes.require ?? []
  for (const p of require) {
    const known = p.kind === 'record' ? isEntityStore(p.store) && typeof p.id === 'string' : p.kind === 'lookup' && p.lookup in LOOKUP_INDEXES
    if (!known) throw invalid('Cannot check an unknown precondition.')
  }
  return {
    clear,
    deletes,
    puts,
    settings,
    clearSettings: options.clearSettings === true,
    stores: ENTITY_STORES.filter((s) => touched.has(s)),
    require,
  }
}

/**
 * What each precondition reads: one record by key, or a lookup's index at each probe value. Only
 * the records they name, so a check costs the same at 100 records as at 100,000.
 */
export type PreconditionQuery =
  | { store: EntityStoreName; key: string }
  | { store: EntityStoreName; field: string; values: string[] }

export function preconditionQueries(require: readonly Precondition[]): PreconditionQuery[] {
  return require.map((p) => {
    if (p.kind === 'record') return { store: p.store, key: p.id }
    const { store, field } = LOOKUP_INDEXES[p.lookup]
    return { store, field, values: p.probes }
  })
}

/**
 * Refuse the write (nothing is written yet) when a precondition no longer holds, naming what
 * changed. `raws` holds, per query, the record read (or undefined) or the records found at each
 * probe value. Stored records are parsed first; an unreadable one counts as changed.
 */
export function assertPreconditions(
  require: readonly Precondition[],
  raws: readonly unknown[],
  schemas: Pick<EntitySchemaModule, 'parseStoredRecord' | 'unmetPreconditions' | 'changedSinceMessage'>,
): void {
  if (!require.length) return
  const unmet = schemas.unmetPreconditions(require, (p, i) => {
    const store = preconditionStore(p)
    const raw = raws[i]
    if (p.kind === 'record') return raw === undefined ? null : (schemas.parseStoredRecord(store, raw) ?? UNREADABLE)
    // Parsed, keys de-duplicated (two probes can find the same record); unreadable ones left out.
    const byId = new Map<unknown, unknown>()
    for (const r of (raw as unknown[][]).flat()) {
      const record = schemas.parseStoredRecord(store, r)
      if (record) byId.set((record as { id: string }).id, record)
    }
    return [...byId.values()]
  })
  if (unmet.length) throw new StorageError('conflict', schemas.changedSinceMessage(unmet))
}

/**
 * Stores a change set clears and also puts records into: replaced whole. Writing only the
 * difference from what they hold leaves them exactly as clear-then-put would.
 */
export function replacedStores(v: ValidatedChanges): EntityStoreName[] {
  return v.clear.filter((store) => v.puts.some((p) => p.store === store))
}

/**
 * The writes that turn a store holding `stored` (raw records, as read) into one holding exactly
 * `records` (one per key, the later duplicate winning): put what is new or different, delete
 * what is no longer there, leave identical records alone. A backup restored over data that is
 * mostly the same (the usual case: going back a day) then rewrites only what changed, not
 * 17,000 records.
 */
export function replacementWrites(store: EntityStoreName, stored: readonly unknown[], records: readonly unknown[]): { put: unknown[]; delete: string[] } {
  const keyField = ENTITY_KEY_PATHS[store]
  const keyOf = (record: unknown) => (record && typeof record === 'object' ? (record as Record<string, unknown>)[keyField] : undefined)
  const wanted = new Map<unknown, unknown>()
  for (const record of records) wanted.set(keyOf(record), record)
  const before = new Map<unknown, unknown>()
  for (const raw of stored) before.set(keyOf(raw), raw)
  const put: unknown[] = []
  for (const [key, record] of wanted) if (!before.has(key) || !sameData(before.get(key), record)) put.push(record)
  const remove: string[] = []
  for (const key of before.keys()) if (!wanted.has(key) && typeof key === 'string') remove.push(key)
  return { put, delete: remove }
}

export function isEmptyChanges(v: ValidatedChanges): boolean {
  return v.stores.length === 0 && v.settings.length === 0 && !v.clearSettings
}

/**
 * The committed form of validated changes: stored records and the ids per store. A cleared store
 * has no ids, and neither has any store of a change carried with settings: only migrations and
 * restores write settings in the same transaction, and other tabs re-read their stores whole.
 */
export function appliedChanges(v: ValidatedChanges): AppliedChanges {
  const put: Record<string, unknown[]> = {}
  const ids: Record<string, { put: string[]; delete: string[] }> = {}
  const idsOf = (store: EntityStoreName) => (ids[store] ??= { put: [], delete: [] })
  for (const { store, records } of v.puts) {
    put[store] = [...(put[store] ?? []), ...records]
    const keyField = ENTITY_KEY_PATHS[store]
    for (const record of records) idsOf(store).put.push((record as Record<string, string>)[keyField]!)
  }
  for (const { store, keys } of v.deletes) idsOf(store).delete.push(...keys)
  for (const store of v.clear) delete ids[store]
  return { stores: v.stores, put: put as AppliedChanges['put'], ids: v.settings.length ? {} : (ids as ChangedIds) }
}

/** The 'changed' event of a commit (nothing when no entity store was written). */
export function emitChanged(applied: AppliedChanges): void {
  if (!applied.stores.length) return
  const hasIds = Object.keys(applied.ids).length > 0
  emitStorageEvent(
    hasIds
      ? { type: 'changed', stores: applied.stores, source: 'local', ids: applied.ids }
      : { type: 'changed', stores: applied.stores, source: 'local' },
  )
}

/**
 * The records a write reads in its own transaction before writing: every record of a store it
 * clears (or expects whole), and otherwise every id it deletes, puts or expects.
 */
export interface ReadPlan {
  whole: EntityStoreName[]
  ids: { store: EntityStoreName; keys: string[] }[]
  /** Every store read, for the transaction's scope. */
  stores: EntityStoreName[]
}

export function readPlan(v: ValidatedChanges, options: Pick<ApplyOptions, 'expect' | 'recordChange'> = {}): ReadPlan {
  const { expect } = options
  // Nothing to take back and nothing to check: a restore does not read the 17,000 records it
  // replaces (it reads what it refills anyway, replacementWrites), only the previous revisions
  // of what it puts elsewhere (revisions.ts).
  if (options.recordChange === false && !expect) {
    const ids = putKeys(v).filter(({ keys }) => keys.length)
    return { whole: [], ids, stores: ids.map(({ store }) => store) }
  }
  const whole = ENTITY_STORES.filter((s) => v.clear.includes(s) || expect?.whole.includes(s))
  const ids = new Map<EntityStoreName, Set<string>>()
  const add = (store: EntityStoreName, keys: Iterable<string>) => {
    if (whole.includes(store)) return
    const set = ids.get(store) ?? new Set<string>()
    for (const key of keys) set.add(key)
    ids.set(store, set)
  }
  for (const { store, keys } of v.deletes) add(store, keys)
  for (const { store, records } of v.puts) {
    const keyField = ENTITY_KEY_PATHS[store]
    add(store, records.map((r) => (r as Record<string, string>)[keyField]!))
  }
  for (const store of ENTITY_STORES) if (expect?.records[store]) add(store, Object.keys(expect.records[store]!))
  return {
    whole,
    ids: [...ids].map(([store, keys]) => ({ store, keys: [...keys] })),
    stores: ENTITY_STORES.filter((s) => whole.includes(s) || ids.has(s)),
  }
}

/** A stored record that failed its schema: equal to nothing, so it never meets an expectation. */
const UNREADABLE = Object.freeze({ unreadable: Symbol('unreadable') })

/** What the reads of a plan returned: raw records per whole store, raw values (or undefined) per id. */
export interface PlanReads {
  whole: Map<EntityStoreName, unknown[]>
  ids: Map<EntityStoreName, (unknown | undefined)[]>
}

/** The snapshot of a plan's reads; `readable` is false when some stored record was corrupt. */
export function snapshotOf(
  plan: ReadPlan,
  reads: PlanReads,
  parse: <S extends EntityStoreName>(store: S, raw: unknown) => EntityMap[S] | undefined,
): { snapshot: RecordSnapshot; readable: boolean } {
  const snapshot: Record<string, Record<string, unknown>> = {}
  let readable = true
  const parsed = (store: EntityStoreName, raw: unknown) => {
    if (raw === undefined) return null
    const record = parse(store, raw)
    if (record) return record
    readable = false
    return UNREADABLE
  }
  for (const store of plan.whole) {
    const keyField = ENTITY_KEY_PATHS[store]
    const records: Record<string, unknown> = (snapshot[store] = {})
    for (const raw of reads.whole.get(store) ?? []) {
      const key = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[keyField] : undefined
      if (typeof key === 'string') records[key] = parsed(store, raw)
    }
  }
  for (const { store, keys } of plan.ids) {
    const raws = reads.ids.get(store) ?? []
    const records: Record<string, unknown> = (snapshot[store] = {})
    keys.forEach((key, i) => (records[key] = parsed(store, raws[i])))
  }
  return { snapshot: snapshot as RecordSnapshot, readable }
}

/** Reject a conditional write whose records were changed since (nothing has been written yet). */
export function assertExpectation(expect: RecordExpectation | undefined, current: RecordSnapshot): void {
  if (expect && !meetsExpectation(expect, current)) throw new StorageError('conflict', CONFLICT_MESSAGE)
}

/**
 * The records as the write leaves them, from the records before it and what it wrote (clear,
 * then deletes, then puts, the storage order). Whole stores hold only what was put.
 */
export function recordChangeOf(v: ValidatedChanges, before: RecordSnapshot, whole: readonly EntityStoreName[]): RecordChange {
  const after: Record<string, Record<string, unknown>> = {}
  for (const store of ENTITY_STORES) {
    const was = before[store]
    if (!was) continue
    after[store] = whole.includes(store) ? {} : { ...was }
  }
  for (const { store, keys } of v.deletes) {
    if (whole.includes(store)) continue
    for (const key of keys) (after[store] ??= {})[key] = null
  }
  for (const { store, records } of v.puts) {
    const keyField = ENTITY_KEY_PATHS[store]
    for (const record of records) (after[store] ??= {})[(record as Record<string, string>)[keyField]!] = record
  }
  return { before, after: after as RecordSnapshot, whole: [...whole] }
}
