/**
 * Contracts of the storage layer. Two implementations exist: IndexedDB (idb-store.ts, the app)
 * and in-memory (test/support/memory-store.ts, component tests). Everything above storage talks to
 * `DataStore` only, never to idb or localStorage directly.
 */
import type { ChangeSet, EntityMap, EntityStoreName } from '@/domain/model/change-set'
import type { RecordChange, RecordExpectation } from '@/domain/history/record-change'
import type { OutboxRepository } from './outbox'

/** Result of reading a whole store: the valid records and how many corrupt ones were skipped. */
export interface ListResult<T> {
  items: T[]
  /** Records that failed schema parsing; they are left in place, untouched, and reported. */
  invalid: number
}

export interface ReadRepository<T> {
  list(): Promise<ListResult<T>>
  get(id: string): Promise<T | undefined>
  count(): Promise<number>
}

export interface DataStore {
  readonly kind: 'indexeddb' | 'memory'
  readonly professors: ReadRepository<EntityMap['professors']>
  readonly courses: ReadRepository<EntityMap['courses']>
  readonly assignments: ReadRepository<EntityMap['assignments']>
  readonly programs: ReadRepository<EntityMap['programs']>
  readonly programVersions: ReadRepository<EntityMap['programVersions']>
  readonly contractRecords: ReadRepository<EntityMap['contractRecords']>
  readonly planSettings: ReadRepository<EntityMap['planSettings']>
  /** Small key/value records kept in IndexedDB (academic settings, migration markers). */
  readonly settings: {
    get<T = unknown>(key: string): Promise<T | undefined>
    put(key: string, value: unknown): Promise<void>
  }
  /**
   * Apply every write of a change set in one transaction: all or nothing. Rejects with a
   * StorageError (kind 'quota' | 'aborted' | 'unavailable' | ...) and leaves stores untouched.
   */
  apply(changes: ChangeSet, options?: ApplyOptions): Promise<AppliedChanges>
  /** A shared plan's changes waiting for the school server (IndexedDB only; outbox.ts). */
  readonly outbox?: OutboxRepository
  close(): void
}

/**
 * Ids a committed change wrote, per store: records put and records deleted. A store that was
 * cleared has no entry (its whole content changed): readers re-read it whole.
 */
export type ChangedIds = { [S in EntityStoreName]?: { put: string[]; delete: string[] } }

/** What `apply` committed: the records as stored (parsed, defaults filled in) and the ids. */
export interface AppliedChanges {
  /** Entity stores written, in ENTITY_STORES order. */
  stores: EntityStoreName[]
  put: { [S in EntityStoreName]?: EntityMap[S][] }
  ids: ChangedIds
  /**
   * The touched records as they were before the write (read in its own transaction, so exact even
   * when a cache is stale) and as they are after it: what undo needs. Absent when a touched
   * record was unreadable (corrupt), since such a write cannot be taken back faithfully.
   */
  change?: RecordChange
}

/**
 * Extra writes carried by the same transaction as a change set. Migration and backup restore
 * use it so their marker or settings land together with the data, or not at all.
 */
export interface ApplyOptions {
  settings?: Record<string, unknown>
  /** Empty the settings store first (reset erases every stored value in the same transaction). */
  clearSettings?: boolean
  /**
   * Write only if the stored records still meet this (checked inside the same transaction);
   * otherwise reject with kind 'conflict' and write nothing. Undo and redo use it so they never
   * overwrite a change made since, in this tab or another.
   */
  expect?: RecordExpectation
  /**
   * false: do not read the touched records before writing, so the result has no `change` and the
   * write cannot be undone. For writes nobody undoes (a backup restore replaces every store and
   * clears the undo history), where reading everything first would only cost time.
   */
  recordChange?: false
  /**
   * Records as the school server holds them (issue 34: pulled, or a conflict resolved in its
   * favour): written at the revisions they carry, not renumbered, and not added to the outbox.
   */
  fromServer?: true
}

export type StorageErrorKind =
  | 'quota'
  | 'aborted'
  | 'unavailable'
  | 'blocked'
  | 'version-change'
  | 'unknown'
  /** A put failed its entity schema; the whole change set was refused before any write. */
  | 'invalid'
  /** The records an `expect` named were changed since; nothing was written. */
  | 'conflict'

export class StorageError extends Error {
  readonly kind: StorageErrorKind
  constructor(kind: StorageErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StorageError'
    this.kind = kind
  }
}

/** Events the storage layer reports upward (the shell turns them into alerts and banners). */
export type StorageEvent =
  | { type: 'load-warning'; store: EntityStoreName; message: string }
  | { type: 'write-error'; error: StorageError }
  | { type: 'blocked'; message: string }
  | { type: 'version-change'; message: string }
  /**
   * Committed entity writes. `ids` names the records per store so listeners can patch what they
   * hold; a store without ids (cleared, or a message from an older tab) must be re-read whole.
   */
  | { type: 'changed'; stores: EntityStoreName[]; source: 'local' | 'remote'; ids?: ChangedIds }
  | { type: 'persisted'; persisted: boolean }
  /** The browser closed the database connection abnormally (data cleared in DevTools, crash). */
  | { type: 'terminated'; message: string }
  /** Another tab changed one of our localStorage keys (see storage-keys.ts). */
  | { type: 'local-key-changed'; key: string }
