// The read-ahead (read-ahead.inline.js, run as index.html runs it) and the store's use of it.
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ENTITY_STORES } from '@/domain/model/change-set'
import { DATABASE_NAME } from '@/domain/kernel/constants'
import { CROSS_TAB_CHANNEL } from './cross-tab'
import { DATABASE_VERSION } from './db'
import { onStorageEvent } from './events'
import { ASSIGNMENT_TERMS_MARKER } from './migrate-assignment-terms'
import { CONTRACT_RECORDS_MARKER } from './packs/caat-a/migrate-contract-records'
import { createIdbStore } from './idb-store'
import { createReadAhead, READ_AHEAD_GLOBAL, takePageReadAhead, type ReadAheadState } from './read-ahead'
import { plantRaw } from '@test/support/store-harness'
import { makeCourse, makeProfessor } from '@test/support/test-fixtures'
import SOURCE from './read-ahead.inline.js?raw'
import type { DataStore, StorageEvent } from './types'


/** A BroadcastChannel stand-in: `announce` delivers a message as another tab's post would. */
class FakeChannel {
  static open: FakeChannel[] = []
  onmessage: ((event: { data: unknown }) => void) | null = null
  closed = false
  constructor(readonly name: string) {
    FakeChannel.open.push(this)
  }
  close() {
    this.closed = true
  }
  static announce(data: unknown) {
    for (const channel of FakeChannel.open) if (!channel.closed) channel.onmessage?.({ data })
  }
}

/** Run the script against `factory`, as the page's first script; returns what it left behind. */
function runScript(factory: IDBFactory): ReadAheadState {
  const page: Record<string, unknown> = {}
  new Function('indexedDB', 'window', 'BroadcastChannel', 'performance', SOURCE)(factory, page, FakeChannel, {
    mark: () => undefined,
  })
  return page[READ_AHEAD_GLOBAL] as ReadAheadState
}

let factory: IDBFactory
let store: DataStore | undefined
let events: StorageEvent[]
let stop: () => void

beforeEach(() => {
  factory = new IDBFactory()
  FakeChannel.open = []
  events = []
  stop = onStorageEvent((e) => events.push(e))
})
afterEach(() => {
  stop()
  store?.close()
  store = undefined
})

const professors = [makeProfessor({ id: 'p1' }), makeProfessor({ id: 'p2', email: 'p2@example.edu' })]
const courses = [makeCourse({ id: 'c1' })]

/** Counts the getAll calls the store itself makes (the script's ran before this is installed). */
function countOwnReads() {
  return vi.spyOn(IDBObjectStore.prototype, 'getAll')
}

describe('read-ahead script', () => {
  it('reads every entity store of the database before the app opens it', async () => {
    await plantRaw(factory, { professors, courses })
    const state = runScript(factory)
    expect(Object.keys(state.lists).sort()).toEqual([...ENTITY_STORES].sort())
    await expect(state.lists.professors).resolves.toEqual(professors)
    await expect(state.lists.courses).resolves.toEqual(courses)
    await expect(state.lists.assignments).resolves.toEqual([])
    expect(state.version).toBe(DATABASE_VERSION)
  })

  it('never creates the database: with none stored every list is null and the app creates it', async () => {
    const state = runScript(factory)
    await expect(state.lists.professors).resolves.toBeNull()
    expect((await factory.databases()).map((d) => d.name)).not.toContain(DATABASE_NAME)
    store = await createIdbStore({ factory, readAhead: createReadAhead(state, DATABASE_VERSION) })
    await store.apply({ put: { professors: [professors[0]!] } })
    expect((await store.professors.list()).items).toEqual([{ ...professors[0], rev: 1 }])
  })

  it('names the database, stores and channel the app uses', () => {
    expect(SOURCE).toContain(`'${DATABASE_NAME}'`)
    expect(SOURCE).toContain(`'${CROSS_TAB_CHANNEL}'`)
    expect(SOURCE).toContain(`var SETTING_KEYS = ['${ASSIGNMENT_TERMS_MARKER}', '${CONTRACT_RECORDS_MARKER}']`)
    expect(SOURCE).toContain(`[${ENTITY_STORES.map((s) => `'${s}'`).join(', ')}]`)
  })

  it('gives no connection whose reads failed or that another tab asked to close, and closes it', async () => {
    const close = vi.fn()
    const db = { version: DATABASE_VERSION, close } as unknown as IDBDatabase
    const state: ReadAheadState = { stale: false, channel: null, version: DATABASE_VERSION, lists: {}, closed: true, connection: Promise.resolve(db) }
    expect(await createReadAhead(state, DATABASE_VERSION).connection()).toBeNull()
    expect(close).toHaveBeenCalled()
  })

  it('is handed out once: a second store reads for itself', () => {
    ;(globalThis as Record<string, unknown>)[READ_AHEAD_GLOBAL] = runScript(factory)
    expect(takePageReadAhead(DATABASE_VERSION)).not.toBeNull()
    expect(takePageReadAhead(DATABASE_VERSION)).toBeNull()
  })
})

describe('a store with a read-ahead', () => {
  it('takes each first list from it instead of reading the store again', async () => {
    await plantRaw(factory, { professors, courses })
    const readAhead = createReadAhead(runScript(factory), DATABASE_VERSION)
    store = await createIdbStore({ factory, readAhead })
    const getAll = countOwnReads()
    expect((await store.professors.list()).items).toEqual(professors)
    expect((await store.courses.list()).items).toEqual(courses)
    expect(getAll).not.toHaveBeenCalled()
    // Only the first read: a later one (a refresh) reads the store.
    await store.professors.list()
    expect(getAll).toHaveBeenCalledTimes(1)
  })

  it("uses the read-ahead's open connection instead of opening another", async () => {
    await plantRaw(factory, { professors })
    const state = runScript(factory)
    const open = vi.spyOn(factory, 'open')
    store = await createIdbStore({ factory, readAhead: createReadAhead(state, DATABASE_VERSION) })
    await store.apply({ put: { courses } })
    expect((await store.courses.list()).items).toEqual(courses.map((c) => ({ ...c, rev: 1 })))
    expect(open).not.toHaveBeenCalled()
  })

  it('closes a read-ahead connection at another schema version and opens its own', async () => {
    await plantRaw(factory, { professors })
    const state = runScript(factory)
    const old = (await state.connection)!
    const close = vi.spyOn(old, 'close')
    const open = vi.spyOn(factory, 'open')
    store = await createIdbStore({ factory, readAhead: createReadAhead(state, DATABASE_VERSION + 1) })
    expect(close).toHaveBeenCalled()
    expect(open).toHaveBeenCalledTimes(1)
  })

  it("answers the start-up migration's marker from the read-ahead, other settings itself", async () => {
    await plantRaw(factory, { professors, settings: { [ASSIGNMENT_TERMS_MARKER]: { changed: 0 }, other: 1 } })
    store = await createIdbStore({ factory, readAhead: createReadAhead(runScript(factory), DATABASE_VERSION) })
    const get = vi.spyOn(IDBObjectStore.prototype, 'get')
    expect(await store.settings.get(ASSIGNMENT_TERMS_MARKER)).toEqual({ changed: 0 })
    expect(get).not.toHaveBeenCalled()
    expect(await store.settings.get('other')).toBe(1)
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('reads the marker itself when another tab changed something meanwhile', async () => {
    await plantRaw(factory, { professors })
    const state = runScript(factory)
    await state.settings?.[ASSIGNMENT_TERMS_MARKER]
    await plantRaw(factory, { settings: { [ASSIGNMENT_TERMS_MARKER]: { changed: 3 } } })
    FakeChannel.announce({ stores: ['assignments'] })
    store = await createIdbStore({ factory, readAhead: createReadAhead(state, DATABASE_VERSION) })
    expect(await store.settings.get(ASSIGNMENT_TERMS_MARKER)).toEqual({ changed: 3 })
  })

  it('still skips and reports corrupt records in what was read ahead', async () => {
    await plantRaw(factory, { professors: [professors[0], { id: 'broken', firstName: 42 }] })
    store = await createIdbStore({ factory, readAhead: createReadAhead(runScript(factory), DATABASE_VERSION) })
    const result = await store.professors.list()
    expect(result).toEqual({ items: [professors[0]], invalid: 1 })
    expect(events).toContainEqual({
      type: 'load-warning',
      store: 'professors',
      message: 'Some stored professors could not be read and were skipped (1)',
    })
  })

  it('reads for itself when another tab announced a change meanwhile', async () => {
    await plantRaw(factory, { professors })
    const state = runScript(factory)
    await state.lists.professors
    // Another tab renames p1 and says so.
    const renamed = { ...professors[0]!, firstName: 'Renamed' }
    await plantRaw(factory, { professors: [renamed] })
    FakeChannel.announce({ stores: ['professors'], ids: { professors: { put: ['p1'], delete: [] } } })
    store = await createIdbStore({ factory, readAhead: createReadAhead(state, DATABASE_VERSION) })
    expect((await store.professors.list()).items).toContainEqual(renamed)
  })

  it('reads for itself after its own first write (a start-up migration)', async () => {
    await plantRaw(factory, { professors })
    store = await createIdbStore({ factory, readAhead: createReadAhead(runScript(factory), DATABASE_VERSION) })
    await store.apply({ delete: { professors: ['p2'] } })
    expect((await store.professors.list()).items).toEqual([professors[0]])
  })

  it('reads for itself when the database had another schema version', async () => {
    await plantRaw(factory, { professors })
    const state = runScript(factory)
    store = await createIdbStore({ factory, readAhead: createReadAhead(state, DATABASE_VERSION + 1) })
    const getAll = countOwnReads()
    expect((await store.professors.list()).items).toEqual(professors)
    expect(getAll).toHaveBeenCalledTimes(1)
  })

  it('listens to other tabs until every list has been used, then stops', async () => {
    await plantRaw(factory, { professors })
    store = await createIdbStore({ factory, readAhead: createReadAhead(runScript(factory), DATABASE_VERSION) })
    const [first, ...rest] = ENTITY_STORES
    await store[first!].list()
    expect(FakeChannel.open.some((c) => !c.closed)).toBe(true)
    await Promise.all(rest.map((s) => store![s].list()))
    expect(FakeChannel.open.every((c) => c.closed)).toBe(true)
  })

  it('reads for itself when another tab announced a change after the lists were in', async () => {
    await plantRaw(factory, { professors })
    const state = runScript(factory)
    const lists = Object.values(state.lists)
    store = await createIdbStore({ factory, readAhead: createReadAhead(state, DATABASE_VERSION) })
    await Promise.all(lists)
    const renamed = { ...professors[0]!, firstName: 'Renamed' }
    await plantRaw(factory, { professors: [renamed] })
    FakeChannel.announce({ stores: ['professors'] })
    expect((await store.professors.list()).items).toContainEqual(renamed)
  })
})
