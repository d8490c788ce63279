// Memory-only extras used by component tests: failure injection and write counting.
import { describe, expect, it, vi } from 'vitest'
import { onStorageEvent } from './events'
import { createMemoryStore } from '@test/support/memory-store'
import { makeCourse, makeProfessor } from '@test/support/test-fixtures'
import type { StorageEvent } from './types'

describe('createMemoryStore', () => {
  it('fails the next apply as the browser would, writing nothing, then works again', async () => {
    const store = createMemoryStore({ professors: [makeProfessor()] })
    const events: StorageEvent[] = []
    const stop = onStorageEvent((e) => events.push(e))
    store.failNextApply(new DOMException('full', 'QuotaExceededError'))
    await expect(
      store.apply({ clear: ['professors'], put: { courses: [makeCourse()] } }),
    ).rejects.toMatchObject({
      kind: 'quota',
      message:
        'Your browser has run out of storage space for CourseLoad. Nothing from this change was saved. Free some disk space or remove old data, then try again.',
    })
    expect(await store.professors.count()).toBe(1)
    expect(await store.courses.count()).toBe(0)
    expect(events.map((e) => e.type)).toEqual(['write-error'])

    await store.apply({ put: { courses: [makeCourse()] } })
    expect(await store.courses.count()).toBe(1)
    stop()
  })

  it('maps an injected abort to kind aborted', async () => {
    const store = createMemoryStore()
    store.failNextApply(new DOMException('stop', 'AbortError'))
    await expect(store.apply({ put: { courses: [makeCourse()] } })).rejects.toMatchObject({ kind: 'aborted' })
  })

  it('counts the records each apply writes, per store', async () => {
    const store = createMemoryStore({ professors: ['a', 'b', 'c'].map((id) => makeProfessor({ id })) })
    await store.apply({ put: { professors: [makeProfessor({ id: 'b', firstName: 'Bea' })] } })
    expect(store.writeCount('professors')).toBe(1)
    await store.apply({ delete: { professors: ['c'] } })
    expect(store.writeCount('professors')).toBe(2)
    expect(store.writeCount('courses')).toBe(0)
  })

  it('refuses a seed record without a key, as IndexedDB would', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(() => createMemoryStore({ courses: [{ code: 'X' }] })).toThrow('Memory store seed: a courses record has no key')
  })
})
