// The change feed names what every change of the cached lists touched, whichever way it came:
// a local write, the store's normalisation of it, a rollback, undo and redo, another tab, a
// restore, a re-read from storage, and a cache write that bypassed the feed.
import { QueryObserver, type QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Course } from '@/domain/model/course'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { replayStep, writeChanges } from './apply-changes'
import { refreshAllStores, showRestored } from './backup'
import { listChangeVersion, subscribeListChanges, type ListChange } from './change-feed'
import { assignmentQueries, courseQueries, listQueryFor } from './entity-queries'
import { courseKeys } from './query-keys'
import { patchRemoteChange } from './storage-sync'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

const courses = ['c1', 'c2', 'c3'].map((id, i) => makeCourse({ id, code: `ANIM100${i}`, sectionCount: 2 }))
const assignment = makeAssignment({ id: 'a1', courseId: 'c1' })
let store: MemoryStore

beforeEach(() => {
  store = createMemoryStore({ courses, assignments: [assignment], professors: [makeProfessor()] })
  bindTestStore(store)
})
afterEach(() => vi.restoreAllMocks())

/** A client with the course and assignment lists loaded, and the changes it publishes from now on. */
async function watched(): Promise<{ client: QueryClient; changes: ListChange[] }> {
  const client = createTestClient()
  await client.ensureQueryData(courseQueries.list())
  await client.ensureQueryData(assignmentQueries.list())
  const changes: ListChange[] = []
  subscribeListChanges(client, (change) => changes.push(change))
  return { client, changes }
}

/** What the changes touched, ids sorted, without their versions. */
const touched = (changes: ListChange[]) =>
  changes.map((c) =>
    Object.fromEntries(Object.entries(c.touched).map(([store, ids]) => [store, ids === 'all' ? 'all' : [...ids].sort()])),
  )

/** Keep a list observed, as a mounted screen does, so that an invalidation re-reads it. */
function observe(client: QueryClient, store: 'courses' | 'assignments') {
  return new QueryObserver(client, listQueryFor(store)).subscribe(() => {})
}

describe('the change feed', () => {
  it('a first read publishes the list as replaced whole', async () => {
    const client = createTestClient()
    const changes: ListChange[] = []
    subscribeListChanges(client, (change) => changes.push(change))
    await client.ensureQueryData(courseQueries.list())
    expect(touched(changes)).toEqual([{ courses: 'all' }])
    expect(changes[0]!.version).toBe(1)
  })

  it('a local write publishes one change naming the ids it put and deleted in each store', async () => {
    const { client, changes } = await watched()
    await writeChanges(client, {
      put: { courses: [{ ...courses[1]!, sectionCount: 3 }], assignments: [makeAssignment({ id: 'a2', courseId: 'c2' })] },
      delete: { assignments: ['a1'] },
    })
    expect(touched(changes)).toEqual([{ courses: ['c2'], assignments: ['a1', 'a2'] }])
  })

  it('numbers the changes one after another', async () => {
    const { client, changes } = await watched()
    const start = listChangeVersion(client)
    await writeChanges(client, { put: { courses: [{ ...courses[0]!, title: 'One' }] } })
    await writeChanges(client, { put: { courses: [{ ...courses[0]!, title: 'Two' }] } })
    expect(changes.map((c) => c.version)).toEqual([start + 1, start + 2])
    expect(listChangeVersion(client)).toBe(start + 2)
  })

  it('a record the store normalised is published again, by id', async () => {
    const { client, changes } = await watched()
    const partial: Partial<Course> = makeCourse({ id: 'c4', code: 'ANIM1004' })
    delete partial.description
    await writeChanges(client, { put: { courses: [partial as Course] } })
    expect(touched(changes)).toEqual([{ courses: ['c4'] }, { courses: ['c4'] }])
  })

  it('a failed write is published, then its rollback as the lists replaced whole, then the re-read', async () => {
    const { client, changes } = await watched()
    const stop = observe(client, 'courses')
    store.failNextApply(new DOMException('full', 'QuotaExceededError'))
    await expect(writeChanges(client, { delete: { courses: ['c1'] } })).rejects.toThrow()
    await vi.waitFor(() => expect(client.isFetching()).toBe(0))
    expect(touched(changes)).toEqual([{ courses: ['c1'] }, { courses: 'all' }, { courses: 'all' }])
    stop()
  })

  it('undo and redo publish the ids of the step they write', async () => {
    const { client, changes } = await watched()
    await writeChanges(client, { delete: { courses: ['c1'], assignments: ['a1'] } })
    expect(await replayStep(client, 'undo')).toMatchObject({ ok: true })
    expect(await replayStep(client, 'redo')).toMatchObject({ ok: true })
    expect(touched(changes)).toEqual([
      { courses: ['c1'], assignments: ['a1'] },
      { courses: ['c1'], assignments: ['a1'] },
      { courses: ['c1'], assignments: ['a1'] },
    ])
  })

  it("another tab's change is published with the ids it names; a store it names no ids for, once re-read, whole", async () => {
    const { client, changes } = await watched()
    const stop = observe(client, 'assignments')
    await store.apply({ put: { courses: [{ ...courses[2]!, title: 'Elsewhere' }] }, delete: { assignments: ['a1'] } })
    await patchRemoteChange(client, { stores: ['courses', 'assignments'], ids: { courses: { put: ['c3', 'c-gone'], delete: [] } } })
    await vi.waitFor(() => expect(client.isFetching()).toBe(0))
    expect(touched(changes)).toEqual([{ courses: ['c-gone', 'c3'] }, { assignments: 'all' }])
    stop()
  })

  it('a restore publishes every list replaced whole, as one change', async () => {
    const { client, changes } = await watched()
    await showRestored(client, { professors: [], courses: [courses[0]!], assignments: [], programs: [], programVersions: [] })
    expect(touched(changes)).toEqual([
      { professors: 'all', courses: 'all', assignments: 'all', programs: 'all', programVersions: 'all' },
    ])
  })

  it('a reset re-reads the observed lists, each published whole', async () => {
    const { client, changes } = await watched()
    const stops = [observe(client, 'courses'), observe(client, 'assignments')]
    await store.apply({ clear: ['courses', 'assignments'] })
    await refreshAllStores(client)
    expect(touched(changes).sort((a, b) => Object.keys(a)[0]!.localeCompare(Object.keys(b)[0]!))).toEqual([
      { assignments: 'all' },
      { courses: 'all' },
    ])
    for (const stop of stops) stop()
  })

  it('a cache write that bypasses the feed is still published, as replaced whole', async () => {
    const { client, changes } = await watched()
    client.setQueryData(courseKeys.list(), [courses[0]!])
    expect(touched(changes)).toEqual([{ courses: 'all' }])
  })

  it('stops telling a listener that unsubscribed', async () => {
    const client = createTestClient()
    const listener = vi.fn()
    const unsubscribe = subscribeListChanges(client, listener)
    unsubscribe()
    await client.ensureQueryData(courseQueries.list())
    expect(listener).not.toHaveBeenCalled()
  })
})
