// @vitest-environment jsdom
// The incremental write path: a committed change stays in the cache by id (no whole-store
// re-read), untouched records keep their identity, and another tab's change is patched in by
// reading just the records it names.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { CROSS_TAB_CHANNEL, installCrossTab } from '@/storage/cross-tab'
import { onStorageEvent } from '@/storage/events'
import { makeAssignment, makeCourse } from '@test/support/test-fixtures'
import { QUOTA_MESSAGE } from '@/storage/storage-errors'
import type { StorageEvent } from '@/storage/types'
import type { Course } from '@/domain/model/course'
import { writeChanges } from './apply-changes'
import { subscribeListChanges } from './change-feed'
import { courseQueries, assignmentQueries } from './entity-queries'
import { assignmentKeys, courseKeys } from './query-keys'
import { createRemotePatcher, MAX_PATCHED_RECORDS, patchRemoteChange } from './storage-sync'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

const courses = ['c1', 'c2', 'c3'].map((id, i) => makeCourse({ id, code: `ANIM100${i}`, title: `Course ${i}` }))
let store: MemoryStore

beforeEach(() => {
  store = createMemoryStore({ courses, assignments: [makeAssignment({ courseId: 'c1' })] })
  bindTestStore(store)
})

async function loadedClient() {
  const client = createTestClient()
  await client.ensureQueryData(courseQueries.list())
  await client.ensureQueryData(assignmentQueries.list())
  return client
}

/** Counts whole-store reads from now on. */
function spyLists() {
  return { courses: vi.spyOn(store.courses, 'list'), assignments: vi.spyOn(store.assignments, 'list') }
}

describe('writeChanges keeps the committed change in the cache', () => {
  it('a put replaces one record; the others keep their object identity; nothing is re-read', async () => {
    const client = await loadedClient()
    const before = client.getQueryData<Course[]>(courseKeys.list())!
    const lists = spyLists()
    const edited = { ...before[1]!, sectionCount: 3 }
    await writeChanges(client, { put: { courses: [edited] } })
    const after = client.getQueryData<Course[]>(courseKeys.list())!
    expect(after).not.toBe(before)
    expect(after[0]).toBe(before[0])
    expect(after[2]).toBe(before[2])
    // The stored record, with the revision storage gave it, replaces its optimistic twin: the
    // next precondition on it compares that revision.
    expect(after[1]).toEqual({ ...edited, rev: 1 })
    expect(after[1]).toEqual(await store.courses.get('c2'))
    expect(lists.courses).not.toHaveBeenCalled()
    expect(client.getQueryState(courseKeys.list())?.isInvalidated).toBe(false)
    expect((await store.courses.get('c2'))?.sectionCount).toBe(3)
  })

  it('shows a write at the revision storage gives it, so it is published once; a cache behind is corrected', async () => {
    const client = await loadedClient()
    const published: number[] = []
    const stop = subscribeListChanges(client, (change) => published.push(change.version))
    const c2 = () => client.getQueryData<Course[]>(courseKeys.list())!.find((c) => c.id === 'c2')!
    await writeChanges(client, { put: { courses: [{ ...c2(), sectionCount: 3 }] } })
    expect(published).toHaveLength(1)
    expect(c2().rev).toBe(1)
    // Another tab wrote c2 (revision 2) and this tab has not heard yet: it foresees 2, storage gives 3.
    await store.apply({ put: { courses: [{ ...c2(), title: 'Elsewhere' }] } })
    await writeChanges(client, { put: { courses: [{ ...c2(), sectionCount: 4 }] } })
    expect(c2()).toEqual(await store.courses.get('c2'))
    expect(c2().rev).toBe(3)
    stop()
  })

  it('a delete drops the record across stores in one change, keeping the rest', async () => {
    const client = await loadedClient()
    const before = client.getQueryData<Course[]>(courseKeys.list())!
    const lists = spyLists()
    await writeChanges(client, { delete: { courses: ['c1'], assignments: [makeAssignment({ courseId: 'c1' }).id] } })
    const after = client.getQueryData<Course[]>(courseKeys.list())!
    expect(after.map((c) => c.id)).toEqual(['c2', 'c3'])
    expect(after[0]).toBe(before[1])
    expect(client.getQueryData(assignmentKeys.list())).toEqual([])
    expect(lists.courses).not.toHaveBeenCalled()
    expect(lists.assignments).not.toHaveBeenCalled()
  })

  it('a record the store normalises (defaults filled in) replaces its optimistic twin', async () => {
    const client = await loadedClient()
    const partial: Partial<Course> = makeCourse({ id: 'c4', code: 'ANIM1004', description: 'x' })
    delete partial.description
    await writeChanges(client, { put: { courses: [partial as Course] } })
    const after = client.getQueryData<Course[]>(courseKeys.list())!
    expect(after.at(-1)).toEqual({ ...partial, description: '', rev: 1 })
  })

  it('a failed write rolls back and re-reads the touched stores (the cache is known stale)', async () => {
    const client = await loadedClient()
    const before = client.getQueryData<Course[]>(courseKeys.list())!
    const lists = spyLists()
    store.failNextApply(new DOMException('full', 'QuotaExceededError'))
    await expect(writeChanges(client, { delete: { courses: ['c1'] } })).rejects.toMatchObject({ message: QUOTA_MESSAGE })
    expect(client.getQueryData<Course[]>(courseKeys.list())).toBe(before)
    expect(client.getQueryState(courseKeys.list())?.isInvalidated).toBe(true)
    expect(lists.courses).not.toHaveBeenCalled() // no screen observes it here; the next one re-reads
  })
})

describe('changes from another tab', () => {
  it('reads just the named records by id and patches the lists', async () => {
    const client = await loadedClient()
    const before = client.getQueryData<Course[]>(courseKeys.list())!
    // The other tab wrote these; this tab's cache does not know yet.
    await store.apply({ put: { courses: [{ ...courses[0]!, title: 'Renamed' }, makeCourse({ id: 'c9', code: 'ANIM1009' })] }, delete: { courses: ['c3'] } })
    const lists = spyLists()
    const gets = vi.spyOn(store.courses, 'get')
    await patchRemoteChange(client, { stores: ['courses'], ids: { courses: { put: ['c1', 'c9'], delete: ['c3'] } } })
    const after = client.getQueryData<Course[]>(courseKeys.list())!
    expect(after.map((c) => [c.id, c.title])).toEqual([
      ['c1', 'Renamed'],
      ['c2', 'Course 1'],
      ['c9', makeCourse().title],
    ])
    expect(after[1]).toBe(before[1])
    expect(gets.mock.calls.map(([id]) => id)).toEqual(['c1', 'c9'])
    expect(lists.courses).not.toHaveBeenCalled()
  })

  it('a put whose record is gone again is treated as a delete', async () => {
    const client = await loadedClient()
    await patchRemoteChange(client, { stores: ['courses'], ids: { courses: { put: ['c-gone'], delete: [] } } })
    expect(client.getQueryData<Course[]>(courseKeys.list())!.map((c) => c.id)).toEqual(['c1', 'c2', 'c3'])
  })

  it('re-reads a store whole when the message has no ids for it, or too many', async () => {
    const client = await loadedClient()
    const many = Array.from({ length: MAX_PATCHED_RECORDS + 1 }, (_, i) => `x${i}`)
    await patchRemoteChange(client, { stores: ['courses', 'assignments'], ids: { assignments: { put: many, delete: [] } } })
    expect(client.getQueryState(courseKeys.list())?.isInvalidated).toBe(true)
    expect(client.getQueryState(assignmentKeys.list())?.isInvalidated).toBe(true)
  })

  it('applies messages in order: a later delete is not overtaken by an earlier put', async () => {
    const client = await loadedClient()
    const patch = createRemotePatcher(client)
    void patch({ stores: ['courses'], ids: { courses: { put: ['c1'], delete: [] } } })
    await patch({ stores: ['courses'], ids: { courses: { put: [], delete: ['c1'] } } })
    expect(client.getQueryData<Course[]>(courseKeys.list())!.map((c) => c.id)).toEqual(['c2', 'c3'])
  })

  it('carries the ids of a local write over the BroadcastChannel', async () => {
    const stop = installCrossTab(window)
    const events: StorageEvent[] = []
    const other = new BroadcastChannel(CROSS_TAB_CHANNEL)
    const received: unknown[] = []
    other.addEventListener('message', (e) => received.push((e as MessageEvent).data))
    const unsubscribe = onStorageEvent((e) => events.push(e))
    try {
      await store.apply({ put: { courses: [{ ...courses[1]!, title: 'X' }] }, delete: { assignments: ['a-1'] } })
      await vi.waitFor(() =>
        expect(received).toEqual([
          {
            stores: ['courses', 'assignments'],
            ids: { courses: { put: ['c2'], delete: [] }, assignments: { put: [], delete: ['a-1'] } },
          },
        ]),
      )
      other.postMessage({ stores: ['courses'], ids: { courses: { put: ['c2'], delete: [] }, bogus: 1 } })
      await vi.waitFor(() =>
        expect(events).toContainEqual({ type: 'changed', stores: ['courses'], source: 'remote', ids: { courses: { put: ['c2'], delete: [] } } }),
      )
    } finally {
      unsubscribe()
      other.close()
      stop()
    }
  })
})

afterEach(() => vi.restoreAllMocks())
