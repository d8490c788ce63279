import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { plantRaw } from '@test/support/store-harness'
import { makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { DATABASE_NAME } from '@/domain/kernel/constants'
import { createIdbStore } from './idb-store'
import type { DataStore } from './types'

let factory: IDBFactory
let store: DataStore | undefined
let shared: boolean

beforeEach(async () => {
  factory = new IDBFactory()
  shared = true
  await plantRaw(factory, { professors: [makeProfessor({ id: 'prof-a', rev: 3 })], courses: [makeCourse({ id: 'c-1', rev: 1 })] })
  store = await createIdbStore({ factory, sharing: () => shared })
})
afterEach(() => {
  store?.close()
  vi.restoreAllMocks()
})

describe('the outbox of a shared plan', () => {
  it('adds each change, with the revisions it was based on, in the order made', async () => {
    const s = store!
    const prof = (await s.professors.get('prof-a'))!
    await s.apply({ put: { professors: [{ ...prof, firstName: 'Maya' }] } })
    await s.apply({ delete: { courses: ['c-1'] }, put: { courses: [makeCourse({ id: 'c-2' })] } })
    const entries = await s.outbox!.list()
    expect(entries.map((e) => e.order)).toEqual([1, 2])
    expect(entries[0]).toMatchObject({ status: 'pending', baseRevs: { professors: { 'prof-a': 3 } }, delete: {} })
    expect(entries[0]!.put.professors![0]).toMatchObject({ id: 'prof-a', firstName: 'Maya', rev: 4 })
    expect(entries[1]).toMatchObject({ baseRevs: { courses: { 'c-1': 1, 'c-2': 0 } }, delete: { courses: ['c-1'] } })
    expect(entries[1]!.put.courses![0]).toMatchObject({ id: 'c-2', rev: 1 })
    expect(new Set(entries.map((e) => e.id)).size).toBe(2)
  })

  it('sends a store cleared and not refilled (all data reset) as the deletion of each of its records', async () => {
    const s = store!
    await s.apply({ clear: ['courses'] })
    expect(await s.courses.count()).toBe(0)
    const [entry] = await s.outbox!.list()
    expect(entry).toMatchObject({ baseRevs: { courses: { 'c-1': 1 } }, delete: { courses: ['c-1'] }, put: {} })
  })

  it('leaves out a put that changes nothing, and writes no entry when nothing changed', async () => {
    const s = store!
    const prof = (await s.professors.get('prof-a'))!
    await s.apply({ put: { professors: [prof] } })
    expect(await s.outbox!.list()).toEqual([])
  })

  it('adds nothing when the plan is not shared, nor for records from the server', async () => {
    const s = store!
    shared = false
    await s.apply({ put: { courses: [makeCourse({ id: 'c-3' })] } })
    shared = true
    await s.apply({ put: { courses: [makeCourse({ id: 'c-4', rev: 7 })] } }, { fromServer: true })
    expect(await s.outbox!.list()).toEqual([])
    // A record from the server keeps the server's revision.
    expect((await s.courses.get('c-4'))?.rev).toBe(7)
  })

  it('a failed write leaves neither the records nor an outbox entry (one transaction)', async () => {
    const s = store!
    // The outbox add is the last request queued; make the browser refuse the records' put instead.
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await expect(s.apply({ put: { courses: [makeCourse({ id: 'c-9' })] } })).rejects.toMatchObject({ kind: 'quota' })
    vi.restoreAllMocks()
    expect(await s.courses.get('c-9')).toBeUndefined()
    expect(await s.outbox!.list()).toEqual([])
  })

  it('a failed outbox add leaves the records unwritten too', async () => {
    const s = store!
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await expect(s.apply({ put: { courses: [makeCourse({ id: 'c-9' })] }, delete: { professors: ['prof-a'] } })).rejects.toMatchObject({ kind: 'quota' })
    vi.restoreAllMocks()
    expect(await s.courses.get('c-9')).toBeUndefined()
    expect(await s.professors.get('prof-a')).toBeDefined()
    expect(await s.outbox!.list()).toEqual([])
  })

  it('settles entries: update marks one for attention, remove takes accepted ones away', async () => {
    const s = store!
    await s.apply({ put: { courses: [makeCourse({ id: 'c-5' })] } })
    await s.apply({ put: { courses: [makeCourse({ id: 'c-6' })] } })
    const [first, second] = await s.outbox!.list()
    await s.outbox!.update({ ...first!, status: 'attention' })
    await s.outbox!.remove([second!.order])
    expect((await s.outbox!.list()).map((e) => [e.order, e.status])).toEqual([[1, 'attention']])
  })

  it('an older database (version 3) upgrades to version 4 keeping its records', async () => {
    const old = new IDBFactory()
    // A database as version 3 left it (its professors store is enough here), holding a record.
    await new Promise<void>((resolve, reject) => {
      const request = old.open(DATABASE_NAME, 3)
      request.onupgradeneeded = () => request.result.createObjectStore('professors', { keyPath: 'id' }).createIndex('email', 'email')
      request.onsuccess = () => {
        const tx = request.result.transaction('professors', 'readwrite')
        tx.objectStore('professors').put(makeProfessor({ id: 'kept' }))
        tx.oncomplete = () => (request.result.close(), resolve())
      }
      request.onerror = () => reject(request.error)
    })
    const upgraded = await createIdbStore({ factory: old, sharing: () => true })
    expect((await upgraded.professors.get('kept'))?.id).toBe('kept')
    await upgraded.apply({ delete: { professors: ['kept'] } })
    expect(await upgraded.outbox!.list()).toHaveLength(1)
    upgraded.close()
  })
})
