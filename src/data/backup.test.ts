// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ENTITY_STORES } from '@/domain/model/change-set'
import { getChangesSince, getLastBackup } from '@/storage/local-storage'
import { beginPendingWrite } from '@/storage/pending-writes'
import { createMemoryStore } from '@test/support/memory-store'
import { makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { writeChanges } from './apply-changes'
import { recordBackupRestored, settledCachedLists } from './backup'
import { keysByStore } from './query-keys'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

function loadedClient(): QueryClient {
  const client = new QueryClient()
  for (const store of ENTITY_STORES)
    client.setQueryData(keysByStore[store].list(), [{ id: `${store}-1` }])
  return client
}

describe('settledCachedLists (what an export may take from the cache)', () => {
  it('gives every cached list when all are loaded and settled', () => {
    const lists = settledCachedLists(loadedClient())
    expect(lists?.courses).toEqual([{ id: 'courses-1' }])
    expect(Object.keys(lists ?? {})).toEqual([...ENTITY_STORES])
  })

  it('is null when a list was never loaded: the export reads the stores', () => {
    const client = loadedClient()
    client.removeQueries({ queryKey: keysByStore.programVersions.list() })
    expect(settledCachedLists(client)).toBeNull()
  })

  it('is null when a list is marked stale', async () => {
    const client = loadedClient()
    await client.invalidateQueries({ queryKey: keysByStore.courses.all, refetchType: 'none' })
    expect(settledCachedLists(client)).toBeNull()
  })

  it('is null while a write is in flight (the cache may show it before it is stored)', () => {
    const client = loadedClient()
    const end = beginPendingWrite()
    try {
      expect(settledCachedLists(client)).toBeNull()
    } finally {
      end()
    }
    expect(settledCachedLists(client)).not.toBeNull()
  })

  it('holds the stored revisions after a write, so an export taken from the cache carries them', async () => {
    const store = createMemoryStore({ professors: [makeProfessor()], courses: [makeCourse()] })
    bindTestStore(store)
    const client = createTestClient()
    for (const name of ENTITY_STORES) client.setQueryData(keysByStore[name].list(), (await store[name].list()).items)
    await writeChanges(client, { put: { professors: [{ ...makeProfessor(), notes: 'edited' }] } })
    await writeChanges(client, { put: { professors: [{ ...makeProfessor(), notes: 'again' }] } })
    const lists = settledCachedLists(client)
    expect(lists?.professors).toEqual((await store.professors.list()).items)
    expect(lists?.professors[0]?.rev).toBe(2)
    // Records the write did not touch keep what they had (none: stored before revisions).
    expect(lists?.courses[0]?.rev).toBeUndefined()
  })
})

describe('recordBackupRestored (issue 21: after a restore, Settings no longer says no backup was made)', () => {
  it('records the restored backup as the last one, made when the file says, and stops the reminder clock', () => {
    localStorage.setItem('courseload-changes-since', JSON.stringify('2026-01-02T00:00:00.000Z'))
    recordBackupRestored('2025-09-15T10:00:00.000Z', new Date('2026-01-10T12:00:00.000Z'))
    expect(getLastBackup()).toBe('2025-09-15T10:00:00.000Z')
    expect(getChangesSince()).toBeNull()
  })

  it('takes the restore time when the file gives no time, or one still to come', () => {
    const now = new Date('2026-01-10T12:00:00.000Z')
    recordBackupRestored(null, now)
    expect(getLastBackup()).toBe(now.toISOString())
    recordBackupRestored('2099-01-01T00:00:00.000Z', now)
    expect(getLastBackup()).toBe(now.toISOString())
  })
})
