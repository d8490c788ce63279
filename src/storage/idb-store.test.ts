// IndexedDB-only behaviour: what the browser can do to a transaction or a connection.
import { IDBFactory, forceCloseDatabase } from 'fake-indexeddb'
import { unwrap, wrap } from 'idb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DATABASE_NAME } from '@/domain/kernel/constants'
import { DATABASE_VERSION, openAppDatabase } from './db'
import { onStorageEvent } from './events'
import { createIdbStore } from './idb-store'
import { plantRaw } from '@test/support/store-harness'
import { makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { StorageError, type DataStore, type StorageEvent } from './types'

const UNAVAILABLE =
  'Your browser is blocking local storage (IndexedDB) for this site, so CourseLoad cannot save data. Leave private browsing or allow site data, then reload.'
const QUOTA =
  'Your browser has run out of storage space for CourseLoad. Nothing from this change was saved. Free some disk space or remove old data, then try again.'

let factory: IDBFactory
let events: StorageEvent[]
let stop: () => void
let store: DataStore | undefined

beforeEach(() => {
  factory = new IDBFactory()
  events = []
  stop = onStorageEvent((e) => events.push(e))
})
afterEach(() => {
  stop()
  store?.close()
  store = undefined
  vi.unstubAllGlobals()
})

async function seeded(): Promise<DataStore> {
  await plantRaw(factory, {
    professors: ['prof-a', 'prof-b', 'prof-c'].map((id) => makeProfessor({ id })),
    courses: [makeCourse()],
  })
  store = await createIdbStore({ factory })
  return store
}

describe('database schema', () => {
  it('opens courseload-app at version 4 with the stores, key paths and indexes', async () => {
    const db = await openAppDatabase({ factory })
    expect(db.name).toBe(DATABASE_NAME)
    expect(db.name).toBe('courseload-app')
    expect(db.version).toBe(4)
    expect([...db.objectStoreNames].sort()).toEqual(
      ['assignments', 'contractRecords', 'courses', 'outbox', 'planSettings', 'professors', 'programVersions', 'programs', 'scenarios', 'settings'].sort(),
    )
    const tx = db.transaction(['professors', 'courses', 'assignments', 'programs', 'programVersions', 'settings', 'contractRecords', 'planSettings', 'scenarios', 'outbox'])
    // Version 4: a shared plan's outbox, in the order the changes were made.
    expect(tx.objectStore('outbox').keyPath).toBe('order')
    expect(tx.objectStore('outbox').autoIncrement).toBe(true)
    // Version 3: the what-if scenarios by id.
    expect(tx.objectStore('scenarios').keyPath).toBe('id')
    // Version 2: the CAAT-A records by their professor's id, the plan's settings by id.
    expect(tx.objectStore('contractRecords').keyPath).toBe('professorId')
    expect(tx.objectStore('planSettings').keyPath).toBe('id')
    expect(tx.objectStore('professors').keyPath).toBe('id')
    expect([...tx.objectStore('professors').indexNames]).toEqual(['email'])
    expect([...tx.objectStore('courses').indexNames].sort()).toEqual(['code', 'programId'])
    expect([...tx.objectStore('assignments').indexNames].sort()).toEqual(['courseId', 'professorId'])
    expect(tx.objectStore('programs').keyPath).toBe('slug')
    expect([...tx.objectStore('programVersions').indexNames]).toEqual(['programId'])
    expect(tx.objectStore('settings').keyPath).toBeNull()
    db.close()
  })

  it('upgrades a version 1 database to the current version, keeping every record', async () => {
    // What version 1 created (db.ts's first step), with a professor in it.
    const request = factory.open(DATABASE_NAME, 1)
    request.onupgradeneeded = () => {
      for (const name of ['professors', 'courses', 'assignments', 'programVersions']) request.result.createObjectStore(name, { keyPath: 'id' })
      request.result.createObjectStore('programs', { keyPath: 'slug' })
      request.result.createObjectStore('settings')
    }
    const v1 = (await wrap(request))!
    await v1.put('professors', makeProfessor({ id: 'p1' }))
    v1.close()
    store = await createIdbStore({ factory })
    expect((await store.professors.list()).items.map((p) => p.id)).toEqual(['p1'])
    expect((await store.contractRecords.list()).items).toEqual([])
    expect((await store.planSettings.list()).items).toEqual([])
    store.close()
    const db = await openAppDatabase({ factory })
    expect(await db.getAll('scenarios')).toEqual([])
    db.close()
  })

  it('keeps professors with the same email (legacy duplicates must still load)', async () => {
    store = await createIdbStore({ factory })
    const twins = [makeProfessor({ id: 'p1' }), makeProfessor({ id: 'p2' })]
    await store.apply({ put: { professors: twins } })
    expect(await store.professors.count()).toBe(2)
  })
})

describe('apply on IndexedDB', () => {
  it('writes only the records a single edit changes', async () => {
    const s = await seeded()
    const put = vi.spyOn(IDBObjectStore.prototype, 'put')
    const del = vi.spyOn(IDBObjectStore.prototype, 'delete')
    await s.apply({ put: { professors: [makeProfessor({ id: 'prof-b', firstName: 'Bea' })] } })
    expect(put).toHaveBeenCalledTimes(1)
    expect(del).not.toHaveBeenCalled()
    const names = (await s.professors.list()).items.map((p) => `${p.id}:${p.firstName}`)
    expect(names).toEqual(['prof-a:Jane', 'prof-b:Bea', 'prof-c:Jane'])
  })

  it('runs one transaction over exactly the touched stores', async () => {
    const s = await seeded()
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction')
    await s.apply({ delete: { courses: ['course-anim1001-1'] }, put: { professors: [makeProfessor()] } })
    expect(transaction).toHaveBeenCalledTimes(1)
    expect(transaction.mock.calls[0]?.[0]).toEqual(['professors', 'courses'])
    expect(transaction.mock.calls[0]?.[1]).toBe('readwrite')
  })

  it('still commits in browsers without IDBTransaction.commit', async () => {
    const s = await seeded()
    const original = Object.getOwnPropertyDescriptor(IDBTransaction.prototype, 'commit')!
    Object.defineProperty(IDBTransaction.prototype, 'commit', { value: undefined, configurable: true })
    try {
      await s.apply({ put: { courses: [makeCourse({ id: 'c-old-safari' })] } })
    } finally {
      Object.defineProperty(IDBTransaction.prototype, 'commit', original)
    }
    expect(await s.courses.get('c-old-safari')).toBeDefined()
  })

  it('leaves the data untouched when a write fails mid-transaction', async () => {
    const s = await seeded()
    const realPut = IDBObjectStore.prototype.put
    let calls = 0
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      calls++
      if (calls === 2) throw new Error('disk hiccup')
      return realPut.apply(this, args)
    })
    const error = await s
      .apply({
        clear: ['professors'],
        delete: { courses: ['course-anim1001-1'] },
        put: { professors: [makeProfessor({ id: 'prof-x' }), makeProfessor({ id: 'prof-y' })] },
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StorageError)
    expect((error as StorageError).kind).toBe('unknown')
    expect((error as StorageError).message).toBe('CourseLoad could not save this change. Nothing from it was saved. (disk hiccup)')
    vi.mocked(IDBObjectStore.prototype.put).mockRestore()
    expect((await s.professors.list()).items.map((p) => p.id)).toEqual(['prof-a', 'prof-b', 'prof-c'])
    expect(await s.courses.count()).toBe(1)
    expect(events).toContainEqual({ type: 'write-error', error })
  })

  it('maps a quota error to kind quota with the user message, writing nothing', async () => {
    const s = await seeded()
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    const error = await s
      .apply({ delete: { professors: ['prof-a'] }, put: { courses: [makeCourse({ id: 'c-new' })] } })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'StorageError', kind: 'quota', message: QUOTA })
    vi.mocked(IDBObjectStore.prototype.put).mockRestore()
    expect(await s.professors.count()).toBe(3)
    expect(await s.courses.get('c-new')).toBeUndefined()
    expect(events.filter((e) => e.type === 'write-error')).toHaveLength(1)
    expect(events.some((e) => e.type === 'changed')).toBe(false)
  })

  it('maps an aborted transaction to kind aborted', async () => {
    const s = await seeded()
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The transaction was aborted.', 'AbortError')
    })
    await expect(s.apply({ put: { courses: [makeCourse()] } })).rejects.toMatchObject({
      kind: 'aborted',
      message: 'Saving was interrupted before it finished, so nothing from this change was saved. Please try again.',
    })
  })

  it('reports a transaction aborted before commit as interrupted, not as an update in another tab', async () => {
    const s = await seeded()
    const realCommit = IDBTransaction.prototype.commit
    // The browser aborts the transaction after the writes were queued but before commit():
    // commit() then throws InvalidStateError, which once read as "updated in another tab".
    vi.spyOn(IDBTransaction.prototype, 'commit').mockImplementation(function (this: IDBTransaction) {
      this.abort()
      realCommit.call(this)
    })
    const error = await s
      .apply({ delete: { professors: ['prof-a'] }, put: { courses: [makeCourse({ id: 'c-new' })] } })
      .catch((e: unknown) => e)
    vi.restoreAllMocks()
    expect(error).toMatchObject({
      name: 'StorageError',
      kind: 'aborted',
      message: 'Saving was interrupted before it finished, so nothing from this change was saved. Please try again.',
    })
    expect((error as StorageError).message).not.toMatch(/another tab/)
    expect(events).toContainEqual({ type: 'write-error', error })
    expect(events.some((e) => e.type === 'version-change')).toBe(false)
    // Nothing landed, and the store keeps working: the next write succeeds.
    expect(await s.professors.count()).toBe(3)
    expect(await s.courses.get('c-new')).toBeUndefined()
    await s.apply({ put: { courses: [makeCourse({ id: 'c-next' })] } })
    expect(await s.courses.get('c-next')).toBeDefined()
  })

  it('reports a write queued on an already aborted transaction as interrupted', async () => {
    const s = await seeded()
    const realTransaction = IDBDatabase.prototype.transaction
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (this: IDBDatabase, ...args) {
      const tx = realTransaction.apply(this, args)
      tx.abort()
      return tx
    })
    const error = await s.apply({ put: { courses: [makeCourse({ id: 'c-new' })] } }).catch((e: unknown) => e)
    vi.restoreAllMocks()
    expect(error).toMatchObject({ kind: 'aborted' })
    expect(await s.courses.get('c-new')).toBeUndefined()
  })

  it('a store cleared and filled again writes only what differs, ending exactly as clear-then-put', async () => {
    const s = await seeded()
    const [a, b, c] = (await s.professors.list()).items
    const puts = vi.spyOn(IDBObjectStore.prototype, 'put')
    const deletes = vi.spyOn(IDBObjectStore.prototype, 'delete')
    const clears = vi.spyOn(IDBObjectStore.prototype, 'clear')
    const changedB = { ...b!, firstName: 'Changed' }
    const added = makeProfessor({ id: 'prof-d' })
    await s.apply({ clear: ['professors'], put: { professors: [a!, changedB, added] } }, { recordChange: false })
    expect(puts.mock.calls.map(([record]) => (record as { id: string }).id)).toEqual(['prof-b', 'prof-d'])
    expect(deletes.mock.calls.map(([key]) => key)).toEqual([c!.id])
    expect(clears).not.toHaveBeenCalled()
    vi.restoreAllMocks()
    // Planted without revisions: the untouched one keeps none, what was written is numbered.
    expect((await s.professors.list()).items).toEqual([a, { ...changedB, rev: 1 }, { ...added, rev: 1 }])
    expect(await s.courses.count()).toBe(1)
  })

  it('maps a transaction that fails after queuing (tx.done rejects) by the error name', async () => {
    const s = await seeded()
    const realTransaction = IDBDatabase.prototype.transaction
    vi.spyOn(IDBTransaction.prototype, 'commit').mockImplementation(() => {})
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (this: IDBDatabase, ...args) {
      const tx = realTransaction.apply(this, args)
      // What a browser does when the disk fills during commit: the transaction aborts with tx.error.
      const quota = new DOMException('full', 'QuotaExceededError')
      Object.defineProperty(tx, 'error', { get: () => quota, set: () => {} })
      queueMicrotask(() => tx.abort())
      return tx
    })
    await expect(s.apply({ put: { courses: [makeCourse({ id: 'c-new' })] } })).rejects.toMatchObject({ kind: 'quota' })
    vi.restoreAllMocks()
    expect(await s.courses.get('c-new')).toBeUndefined()
  })
})

describe('opening the database', () => {
  it('rejects with kind unavailable when the browser has no IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined)
    await expect(createIdbStore()).rejects.toMatchObject({ kind: 'unavailable', message: UNAVAILABLE })
    await expect(createIdbStore({ factory: null })).rejects.toMatchObject({ kind: 'unavailable' })
  })

  it('rejects with kind unavailable when opening throws (private browsing)', async () => {
    const refusing = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    } as unknown as IDBFactory
    await expect(createIdbStore({ factory: refusing })).rejects.toMatchObject({ kind: 'unavailable', message: UNAVAILABLE })
  })

  it('rejects with kind unavailable when the open request fails', async () => {
    const failing = {
      open: () => {
        const request = factory.open('probe', 1)
        request.addEventListener('upgradeneeded', () => request.transaction!.abort())
        return request
      },
    } as unknown as IDBFactory
    await expect(createIdbStore({ factory: failing })).rejects.toMatchObject({ kind: 'unavailable', message: UNAVAILABLE })
  })

  it('explains when the stored database is newer than this app', async () => {
    const newer = (await wrap(factory.open(DATABASE_NAME, 5)))!
    newer.close()
    await expect(createIdbStore({ factory })).rejects.toMatchObject({
      kind: 'version-change',
      message: 'Your saved data was written by a newer version of CourseLoad. Reload the page to get the latest version.',
    })
  })

  it('emits blocked while another tab holds an older version open, then finishes', async () => {
    const old = (await wrap(factory.open(DATABASE_NAME, 1)))!
    const opening = openAppDatabase({ factory, version: 2 })
    await vi.waitFor(() => expect(events.some((e) => e.type === 'blocked')).toBe(true))
    expect(events).toContainEqual({
      type: 'blocked',
      message:
        'CourseLoad is open in another tab with an older version. Close the other CourseLoad tabs so this one can finish updating its storage.',
    })
    old.close()
    const db = await opening
    expect(db.version).toBe(2)
    db.close()
  })

  it('closes its connection and asks for a reload when another tab upgrades', async () => {
    store = await createIdbStore({ factory })
    const upgraded = (await wrap(factory.open(DATABASE_NAME, DATABASE_VERSION + 1)))!
    expect(upgraded.version).toBe(DATABASE_VERSION + 1)
    expect(events).toContainEqual({
      type: 'version-change',
      message: 'CourseLoad was updated in another tab. Reload this page to keep working; this tab can no longer save changes.',
    })
    await expect(store.apply({ put: { courses: [makeCourse()] } })).rejects.toMatchObject({ kind: 'version-change' })
    await expect(store.courses.list()).rejects.toMatchObject({ kind: 'version-change' })
    upgraded.close()
  })

  it('reports a connection the browser closed (terminated) and stops using it', async () => {
    const onClose = vi.fn()
    const db = await openAppDatabase({ factory, onClose })
    // The library's declaration types the parameter as the class, not an instance.
    forceCloseDatabase(unwrap(db) as unknown as Parameters<typeof forceCloseDatabase>[0])
    expect(events).toContainEqual({
      type: 'terminated',
      message: 'The browser closed CourseLoad\u2019s storage unexpectedly. Reload the page to keep saving your work.',
    })
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(onClose.mock.calls[0]?.[0]).toMatchObject({ kind: 'unavailable' })
  })
})
