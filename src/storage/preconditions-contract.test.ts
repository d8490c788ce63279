// A change set's preconditions (domain/plan/preconditions.ts) are checked by both stores inside
// the write's own transaction: met, the change lands; unmet, nothing is written and the refusal
// names what changed. Two writes computed from the same read race: one wins, one is refused.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDBFactory, IDBIndex, IDBObjectStore } from 'fake-indexeddb'
import type { ChangeSet } from '@/domain/model/change-set'
import {
  courseOfferingAsRead,
  offeringsStillNew,
  professorsWithEmailAsRead,
  recordAsRead,
  sectionHoldersAsRead,
} from '@/domain/plan/preconditions'
import { idbHarness, memoryHarness, plantRaw, scenarioHarness } from '@test/support/store-harness'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { createIdbStore } from './idb-store'
import type { DataStore } from './types'

const course = makeCourse({ semester: { term: 'fall', year: 2026 }, term: 'fall', sectionCount: 2 })
const jane = makeProfessor()
const sam = makeProfessor({ id: 'prof-sam-1', firstName: 'Sam', lastName: 'Lee', email: 'sam.lee@example.edu' })
const janeOn1 = makeAssignment({ courseId: course.id, professorId: jane.id, section: 1 })
const samOn1 = makeAssignment({ id: 'a-sam-1', courseId: course.id, professorId: sam.id, section: 1 })

describe.each([idbHarness, memoryHarness, scenarioHarness])('preconditions: $name', (harness) => {
  let store: DataStore | undefined
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => {
    store?.close()
    store = undefined
  })
  const open = async (seed?: Parameters<typeof harness.create>[0]) => (store = await harness.create(seed))

  it('writes when the section is still open, refuses (naming it) when someone holds it now', async () => {
    const s = await open({ courses: [course], professors: [jane, sam] })
    const assignJane: ChangeSet = { put: { assignments: [janeOn1] }, require: [sectionHoldersAsRead(course, 1, [])] }
    const assignSam: ChangeSet = { put: { assignments: [samOn1] }, require: [sectionHoldersAsRead(course, 1, [])] }
    await s.apply(assignJane)
    const refused = s.apply(assignSam)
    await expect(refused).rejects.toMatchObject({ kind: 'conflict' })
    await expect(refused).rejects.toThrow(/section 1 of ANIM1001 in Fall 2026/)
    await expect(refused).rejects.toThrow(/Nothing was written/)
    expect((await s.assignments.list()).items).toEqual([{ ...janeOn1, rev: 1 }])
  })

  it('a holder on another section of the same course is no clash', async () => {
    const s = await open({ courses: [course], assignments: [makeAssignment({ id: 'a-2', courseId: course.id, section: 2 })] })
    await s.apply({ put: { assignments: [janeOn1] }, require: [sectionHoldersAsRead(course, 1, [])] })
    expect((await s.assignments.list()).items).toHaveLength(2)
  })

  it('replacing the holder it read is allowed; one added meanwhile is not', async () => {
    const s = await open({ courses: [course], assignments: [janeOn1] })
    await s.apply({ put: { assignments: [samOn1] }, delete: { assignments: [janeOn1.id] }, require: [sectionHoldersAsRead(course, 1, [janeOn1])] })
    expect((await s.assignments.list()).items).toEqual([{ ...samOn1, rev: 1 }])
    await expect(s.apply({ delete: { assignments: [samOn1.id] }, require: [sectionHoldersAsRead(course, 1, [janeOn1])] })).rejects.toMatchObject({
      kind: 'conflict',
    })
    expect((await s.assignments.list()).items).toEqual([{ ...samOn1, rev: 1 }])
  })

  it('refuses a second professor with the same e-mail, and the whole change with it', async () => {
    const s = await open({ professors: [jane] })
    const twin = makeProfessor({ id: 'prof-twin', email: jane.email })
    const other = makeProfessor({ id: 'prof-other', email: 'other@example.edu' })
    const refused = s.apply({
      put: { professors: [other, twin] },
      require: [professorsWithEmailAsRead(other.email, []), professorsWithEmailAsRead(twin.email, [])],
    })
    await expect(refused).rejects.toThrow(/the professor with the e-mail jane\.doe@example\.edu/)
    expect((await s.professors.list()).items).toEqual([jane])
    // Updating the one it read is fine.
    await s.apply({ put: { professors: [{ ...jane, phone: '555' }] }, require: [professorsWithEmailAsRead(jane.email, [jane])] })
    expect((await s.professors.get(jane.id))?.phone).toBe('555')
  })

  it('a course code is taken per program version and planning term, not across terms', async () => {
    const s = await open({ courses: [course] })
    const nextYear = { ...course, id: 'c-2027', semester: { term: 'fall' as const, year: 2027 } }
    await s.apply({ put: { courses: [nextYear] }, require: offeringsStillNew([nextYear]) })
    const twin = { ...course, id: 'c-twin', code: 'anim1001' }
    await expect(s.apply({ put: { courses: [twin] }, require: offeringsStillNew([twin]) })).rejects.toThrow(/course anim1001 in Fall 2026/)
    const otherProgram = { ...course, id: 'c-other', programId: 'game-design' }
    await s.apply({ put: { courses: [otherProgram] }, require: [courseOfferingAsRead(otherProgram, [])] })
    expect((await s.courses.list()).items.map((c) => c.id).sort()).toEqual(['c-2027', 'c-other', course.id])
  })

  it('a record changed or deleted since it was read refuses the change', async () => {
    const s = await open({ professors: [jane] })
    await s.apply({ put: { professors: [{ ...jane, office: 'B12' }] } })
    const stale = s.apply({ put: { professors: [{ ...jane, phone: '555' }] }, require: [recordAsRead('professors', jane.id, jane, 'Jane Doe')] })
    await expect(stale).rejects.toThrow(/Jane Doe/)
    expect((await s.professors.get(jane.id))?.office).toBe('B12')
    expect((await s.professors.get(jane.id))?.phone).toBe('')
    // Absent as read (null) and still absent: fine.
    await s.apply({ put: { professors: [sam] }, require: [recordAsRead('professors', sam.id, null, 'Sam Lee')] })
  })

  it('of two writes computed from the same read and sent at once, one lands and one is refused', async () => {
    const s = await open({ courses: [course], professors: [jane, sam] })
    const results = await Promise.allSettled([
      s.apply({ put: { assignments: [janeOn1] }, require: [sectionHoldersAsRead(course, 1, [])] }),
      s.apply({ put: { assignments: [samOn1] }, require: [sectionHoldersAsRead(course, 1, [])] }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect((await s.assignments.list()).items).toHaveLength(1)
  })
})

describe('preconditions on IndexedDB read only what they name', () => {
  it('a lookup reads its index at the probe values, never the whole store', async () => {
    const factory = new IDBFactory()
    const others = Array.from({ length: 50 }, (_, i) => makeAssignment({ id: `a-${i}`, courseId: `c-${i}` }))
    await plantRaw(factory, { courses: [course], assignments: others })
    const s = await createIdbStore({ factory })
    const storeGetAll = vi.spyOn(IDBObjectStore.prototype, 'getAll')
    const indexGetAll = vi.spyOn(IDBIndex.prototype, 'getAll')
    await s.apply({ put: { assignments: [janeOn1] }, require: [sectionHoldersAsRead(course, 1, [])] })
    expect(storeGetAll).not.toHaveBeenCalled()
    expect(indexGetAll).toHaveBeenCalledTimes(1)
    expect(indexGetAll.mock.calls[0]![0]).toBe(course.id)
    s.close()
  })
})
