/**
 * The IndexedDB database: its schema, its upgrade steps, and what happens when another tab or
 * the browser gets in the way. Entity data lives here (see storage-keys.ts for what stays in
 * localStorage). Values are typed `unknown` on purpose: whatever is on disk may be corrupt or
 * from an older version, so every read goes through the entity schemas (idb-store.ts).
 *
 * This is idb's `openDB` spelled out with `wrap`, so a caller (the tests) can pass its own
 * IDBFactory instead of the global one.
 */
import { wrap, type DBSchema, type IDBPDatabase, type StoreNames } from 'idb'
import { ENTITY_STORES } from '@/domain/model/change-set'
import { DATABASE_NAME } from '@/domain/kernel/constants'
import { emitStorageEvent } from './events'
import {
  BLOCKED_MESSAGE,
  NEWER_DATABASE_MESSAGE,
  TERMINATED_MESSAGE,
  UNAVAILABLE_MESSAGE,
  VERSION_CHANGE_MESSAGE,
} from './storage-errors'
import { StorageError } from './types'

export const DATABASE_VERSION = 4
export const SETTINGS_STORE = 'settings'
export const SCENARIOS_STORE = 'scenarios'
/** A shared plan's changes not yet accepted by the school server (version 4, outbox.ts). */
export const OUTBOX_STORE = 'outbox'

export interface CourseLoadDB extends DBSchema {
  professors: { key: string; value: unknown; indexes: { email: string } }
  courses: { key: string; value: unknown; indexes: { programId: string; code: string } }
  assignments: { key: string; value: unknown; indexes: { courseId: string; professorId: string } }
  programs: { key: string; value: unknown }
  programVersions: { key: string; value: unknown; indexes: { programId: string } }
  /** A rule pack's record per professor (version 2), keyed by their id. */
  contractRecords: { key: string; value: unknown }
  /** The plan's settings, by id (version 2): the workload rules. */
  planSettings: { key: string; value: unknown }
  /** What-if scenarios (version 3), by id: each an overlay over live (scenario-repository.ts). */
  scenarios: { key: string; value: unknown }
  /** Changes waiting for the school server (version 4), in the order made: outbox.ts. */
  outbox: { key: number; value: unknown }
  /** Out-of-line keys: small values such as academic settings and migration markers. */
  settings: { key: string; value: unknown }
}

export type AppDatabase = IDBPDatabase<CourseLoadDB>
export type AppStoreName = StoreNames<CourseLoadDB>

export interface OpenDatabaseOptions {
  /** Defaults to the global `indexedDB`; `null` behaves like a browser without one. */
  factory?: IDBFactory | null
  name?: string
  /** Defaults to DATABASE_VERSION; other values only for tests of upgrades and blocking. */
  version?: number
  /** Told once when the connection is gone for good (upgrade elsewhere or closed by the browser). */
  onClose?: (reason: StorageError) => void
  /**
   * A connection already open at this version (the read-ahead's, see read-ahead.ts), used
   * instead of opening another when it has every store; null or missing opens as usual.
   */
  connection?: Promise<IDBDatabase | null> | null
}

const ALL_STORES: readonly AppStoreName[] = [...ENTITY_STORES, SETTINGS_STORE, SCENARIOS_STORE, OUTBOX_STORE]

/**
 * Upgrade steps, one `if` per version, never edited once shipped: a browser at version N runs
 * exactly the steps after N, so every install converges on the same schema.
 */
function upgrade(db: AppDatabase, oldVersion: number): void {
  if (oldVersion < 1) {
    // Email is not unique: legacy data may hold duplicates and must still migrate.
    db.createObjectStore('professors', { keyPath: 'id' }).createIndex('email', 'email')
    const courses = db.createObjectStore('courses', { keyPath: 'id' })
    courses.createIndex('programId', 'programId')
    courses.createIndex('code', 'code')
    const assignments = db.createObjectStore('assignments', { keyPath: 'id' })
    assignments.createIndex('courseId', 'courseId')
    assignments.createIndex('professorId', 'professorId')
    db.createObjectStore('programs', { keyPath: 'slug' })
    db.createObjectStore('programVersions', { keyPath: 'id' }).createIndex('programId', 'programId')
    db.createObjectStore(SETTINGS_STORE)
  }
  if (oldVersion < 2) {
    // The CAAT-A records and the workload rules, in localStorage until now, join the write path;
    // what localStorage holds is moved in once the database is open (migrate-contract-records.ts).
    db.createObjectStore('contractRecords', { keyPath: 'professorId' })
    db.createObjectStore('planSettings', { keyPath: 'id' })
  }
  if (oldVersion < 3) {
    // What-if scenarios (issue 33): each a whole record (its overlay inside), written alone.
    db.createObjectStore(SCENARIOS_STORE, { keyPath: 'id' })
  }
  if (oldVersion < 4) {
    // A shared plan's outbox (issue 34): written in the same transaction as each change, keyed by
    // an increasing number so it is pushed in the order the changes were made.
    db.createObjectStore(OUTBOX_STORE, { keyPath: 'order', autoIncrement: true })
  }
}

function globalFactory(): IDBFactory | null {
  try {
    // Reading the property itself throws in some sandboxed frames.
    return globalThis.indexedDB ?? null
  } catch {
    return null
  }
}

function openFailure(error: unknown): StorageError {
  if (error instanceof StorageError) return error
  const name = error && typeof error === 'object' && 'name' in error ? error.name : undefined
  if (name === 'VersionError') return new StorageError('version-change', NEWER_DATABASE_MESSAGE, { cause: error })
  // Private browsing and blocked site data show up as SecurityError, InvalidStateError or
  // UnknownError depending on the browser; for the user they all mean the same thing.
  return new StorageError('unavailable', UNAVAILABLE_MESSAGE, { cause: error })
}

/** A new connection (creating or upgrading the database as needed). */
async function openConnection(options: OpenDatabaseOptions): Promise<AppDatabase> {
  const factory = 'factory' in options ? options.factory : globalFactory()
  if (!factory) throw new StorageError('unavailable', UNAVAILABLE_MESSAGE)

  let request: IDBOpenDBRequest
  try {
    request = factory.open(options.name ?? DATABASE_NAME, options.version ?? DATABASE_VERSION)
  } catch (error) {
    throw openFailure(error)
  }
  request.addEventListener('upgradeneeded', (event) => {
    // The versionchange transaction is deliberately not wrapped: idb would attach a `done`
    // promise to it that nobody awaits, an unhandled rejection whenever an upgrade aborts.
    upgrade(wrap(request.result) as unknown as AppDatabase, event.oldVersion)
  })
  // The open waits (does not fail) until the other tab lets go; say why nothing loads meanwhile.
  request.addEventListener('blocked', () => emitStorageEvent({ type: 'blocked', message: BLOCKED_MESSAGE }))

  try {
    return (await wrap(request)) as unknown as AppDatabase
  } catch (error) {
    throw openFailure(error)
  }
}

/** Open (creating or upgrading as needed) the app's database. Rejects with a StorageError. */
export async function openAppDatabase(options: OpenDatabaseOptions = {}): Promise<AppDatabase> {
  const given = options.connection ? await options.connection.catch(() => null) : null
  let db: AppDatabase
  if (given && ALL_STORES.every((store) => given.objectStoreNames.contains(store))) {
    db = wrap(given) as unknown as AppDatabase
  } else {
    given?.close()
    db = await openConnection(options)
  }
  let closed = false
  const closeFor = (reason: StorageError) => {
    if (closed) return
    closed = true
    options.onClose?.(reason)
  }
  db.addEventListener('versionchange', () => {
    // Another tab wants a newer schema: holding on would block it, and our code could not
    // read the new schema anyway. Let go and ask for a reload.
    db.close()
    closeFor(new StorageError('version-change', VERSION_CHANGE_MESSAGE))
    emitStorageEvent({ type: 'version-change', message: VERSION_CHANGE_MESSAGE })
  })
  db.addEventListener('close', () => {
    closeFor(new StorageError('unavailable', TERMINATED_MESSAGE))
    emitStorageEvent({ type: 'terminated', message: TERMINATED_MESSAGE })
  })
  return db
}
