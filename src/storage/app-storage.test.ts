// @vitest-environment jsdom
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openAppStorage } from './app-storage'
import { CROSS_TAB_CHANNEL } from './cross-tab'
import { LEGACY_MIGRATION_MARKER } from './migrate-legacy'
import { makeProfessor } from '@test/support/test-fixtures'
import type { DataStore } from './types'

let store: DataStore | undefined
afterEach(() => {
  store?.close()
  store = undefined
  Reflect.deleteProperty(navigator, 'storage')
})

describe('openAppStorage', () => {
  it('opens IndexedDB, migrates legacy data, and announces the migration to other tabs', async () => {
    localStorage.setItem('courseload-professors', JSON.stringify([makeProfessor()]))
    const persist = vi.fn().mockResolvedValue(true)
    Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true })
    const other = new BroadcastChannel(CROSS_TAB_CHANNEL)
    const received: unknown[] = []
    other.addEventListener('message', (e) => received.push((e as MessageEvent).data))

    store = await openAppStorage({ factory: new IDBFactory() })
    expect(store.kind).toBe('indexeddb')
    // Moved by the write path: a new record, revision 1.
    expect((await store.professors.list()).items).toEqual([{ ...makeProfessor(), rev: 1 }])
    expect(await store.settings.get(LEGACY_MIGRATION_MARKER)).toBeDefined()
    await vi.waitFor(() => expect(received).toEqual([{ stores: ['professors'] }]))
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1))
    other.close()
  })

  it('still opens when the migration fails, leaving the legacy keys for the next start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem('courseload-professors', JSON.stringify([makeProfessor()]))
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    store = await openAppStorage({ factory: new IDBFactory() })
    vi.mocked(IDBObjectStore.prototype.put).mockRestore()
    expect(await store.professors.count()).toBe(0)
    expect(await store.settings.get(LEGACY_MIGRATION_MARKER)).toBeUndefined()
    expect(localStorage.getItem('courseload-professors')).not.toBeNull()
  })

  it('rejects with kind unavailable when IndexedDB is blocked', async () => {
    await expect(openAppStorage({ factory: null })).rejects.toMatchObject({ kind: 'unavailable' })
  })
})
