// Revisions (issue 32 item 3), one contract for both DataStore implementations: the write path
// numbers every record it puts one past the stored revision, in the write's own transaction,
// whatever the caller sent; records stored before revisions read as revision 0 (none).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ENTITY_STORES, type ChangeSet } from '@/domain/model/change-set'
import { revisionOf } from '@/domain/model/revision-compare'
import { idbHarness, memoryHarness, type StoreHarness } from '@test/support/store-harness'
import { makeAssignment, makeCourse, makeProfessor, makeProgram, makeProgramVersion } from '@test/support/test-fixtures'
import type { MemoryStore } from '@test/support/memory-store'
import { recordAsRead } from '@/domain/plan/preconditions'
import { defaultWorkloadRules, workloadRulesSetting } from '@/domain/policy/workload-rules-setting'
import type { DataStore } from './types'

const professor = makeProfessor()
const course = makeCourse()
const ONE_OF_EACH: ChangeSet = {
  put: {
    professors: [professor],
    courses: [course],
    assignments: [makeAssignment()],
    programs: [makeProgram()],
    programVersions: [makeProgramVersion()],
    contractRecords: [{ professorId: professor.id, probationary: true, terms: {} } as never],
    planSettings: [workloadRulesSetting(defaultWorkloadRules())],
  },
}

describe.each([idbHarness, memoryHarness] as StoreHarness[])('revisions: $name', (harness) => {
  let store: DataStore | undefined
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => {
    vi.restoreAllMocks()
    store?.close()
    store = undefined
  })
  const open = async (seed?: Parameters<typeof harness.create>[0]) => (store = await harness.create(seed))
  const revOf = async (s: DataStore, id = professor.id) => (await s.professors.get(id))?.rev
  const rename = (s: DataStore, lastName: string, sent: Partial<{ rev: number }> = {}) =>
    s.apply({ put: { professors: [{ ...professor, lastName, ...sent }] } })

  it('gives a record new to any store revision 1', async () => {
    const s = await open()
    const applied = await s.apply(ONE_OF_EACH)
    for (const name of ENTITY_STORES) {
      expect((await s[name].list()).items.map((r) => r.rev)).toEqual([1])
      // What apply reports as stored (the cache keeps it) is what a read gives back.
      expect(applied.put[name]).toEqual((await s[name].list()).items)
    }
  })

  it('adds one on every write that changes a record, whatever revision the caller sent', async () => {
    const s = await open()
    await rename(s, 'A')
    await rename(s, 'B', { rev: 99 })
    expect(await revOf(s)).toBe(2)
    const applied = await rename(s, 'C', { rev: 0 })
    expect(await revOf(s)).toBe(3)
    expect(applied.change!.before.professors![professor.id]!.rev).toBe(2)
    expect(applied.change!.after.professors![professor.id]!.rev).toBe(3)
  })

  it('keeps the revision when a put leaves the content as stored (nothing was revised)', async () => {
    const s = await open()
    await rename(s, 'A')
    await rename(s, 'B')
    const applied = await rename(s, 'B', { rev: 7 })
    expect(await revOf(s)).toBe(2)
    expect(applied.put.professors![0]!.rev).toBe(2)
  })

  it('reads a record stored before revisions as revision 0; its first write makes it 1', async () => {
    const s = await open({ professors: [professor] })
    expect(await revOf(s)).toBeUndefined()
    expect(revisionOf(await s.professors.get(professor.id))).toBe(0)
    await rename(s, 'Later')
    expect(await revOf(s)).toBe(1)
  })

  it('starts again at 1 for a record deleted and added again (no record stored in between)', async () => {
    const s = await open()
    await rename(s, 'A')
    await rename(s, 'B')
    await s.apply({ delete: { professors: [professor.id] } })
    await rename(s, 'C', { rev: 2 })
    expect(await revOf(s)).toBe(1)
    // Deleted and put again in one change set: one past what was stored, not a fresh 1.
    await s.apply({ delete: { professors: [professor.id] }, put: { professors: [{ ...professor, lastName: 'D' }] } })
    expect(await revOf(s)).toBe(2)
  })

  it('numbers each record of a change set touching many from its own stored revision', async () => {
    const legacy = makeProfessor({ id: 'prof-legacy', email: 'legacy@example.edu' })
    const s = await open({ professors: [legacy] })
    const others = Array.from({ length: 40 }, (_, i) => makeProfessor({ id: `prof-${String(i).padStart(2, '0')}`, email: `p${i}@example.edu` }))
    await s.apply({ put: { professors: others.slice(0, 20) } })
    await s.apply({ put: { professors: others.slice(0, 10).map((p) => ({ ...p, notes: 'second' })) } })
    const applied = await s.apply({
      put: { professors: [...others.map((p) => ({ ...p, notes: 'third' })), { ...legacy, notes: 'x' }], courses: [course] },
    })
    const revs = Object.fromEntries((await s.professors.list()).items.map((p) => [p.id, p.rev]))
    for (const [i, p] of others.entries()) expect(revs[p.id]).toBe(i < 10 ? 3 : i < 20 ? 2 : 1)
    expect(revs['prof-legacy']).toBe(1)
    expect((await s.courses.get(course.id))?.rev).toBe(1)
    expect(applied.put.professors!.map((p) => p.rev)).toEqual(others.map((p) => revs[p.id]).concat(1))
  })

  it('leaves every revision as it was when the write fails', async () => {
    const s = await open()
    await s.apply({ put: { professors: [professor, makeProfessor({ id: 'prof-2', email: 'two@example.edu' })] } })
    await rename(s, 'A')
    const failing = { put: { professors: [{ ...professor, lastName: 'B' }, makeProfessor({ id: 'prof-2', email: 'two@example.edu', notes: 'n' })] } }
    if (s.kind === 'memory') (s as MemoryStore).failNextApply(new DOMException('full', 'QuotaExceededError'))
    else {
      // The browser refuses the second put while the write is queued: the transaction aborts.
      const put = IDBObjectStore.prototype.put
      let calls = 0
      vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
        if (++calls === 2) throw new DOMException('full', 'QuotaExceededError')
        return put.apply(this, args)
      })
    }
    await expect(s.apply(failing)).rejects.toMatchObject({ kind: 'quota' })
    vi.restoreAllMocks()
    expect(await revOf(s)).toBe(2)
    expect(await revOf(s, 'prof-2')).toBe(1)
    expect((await s.professors.get(professor.id))?.lastName).toBe('A')
    // The next write numbers from what is stored, as if the failed one never happened.
    await rename(s, 'C')
    expect(await revOf(s)).toBe(3)
  })

  it('leaves revisions as they were when a conditional write is refused', async () => {
    const s = await open()
    const first = await rename(s, 'A')
    await rename(s, 'B')
    const undo = { records: first.change!.after, whole: [] }
    await expect(s.apply({ put: { professors: [{ ...professor, lastName: 'X' }] } }, { expect: undo })).rejects.toMatchObject({ kind: 'conflict' })
    expect(await revOf(s)).toBe(2)
  })

  it('in a store cleared and refilled (a restore) keeps a record’s own revision when higher, and never goes back', async () => {
    const s = await open()
    await rename(s, 'A')
    await rename(s, 'B')
    await rename(s, 'C') // stored at 3
    const fromBackup = [
      { ...professor, lastName: 'Backup', rev: 2 }, // changed, and older than stored: one past the stored
      makeProfessor({ id: 'prof-new', email: 'new@example.edu', rev: 7 }), // new: as the backup says
      makeProfessor({ id: 'prof-old', email: 'old@example.edu' }), // a backup from before revisions: 1
    ]
    const applied = await s.apply({ clear: ['professors'], put: { professors: fromBackup } }, { recordChange: false })
    expect(await revOf(s)).toBe(4)
    expect(await revOf(s, 'prof-new')).toBe(7)
    expect(await revOf(s, 'prof-old')).toBe(1)
    expect(applied.put.professors).toEqual((await s.professors.list()).items.sort((a, b) => fromBackup.findIndex((p) => p.id === a.id) - fromBackup.findIndex((p) => p.id === b.id)))
    // The same content again (the same backup restored twice): each keeps its revision.
    await s.apply({ clear: ['professors'], put: { professors: fromBackup } }, { recordChange: false })
    expect(await revOf(s)).toBe(4)
    expect(await revOf(s, 'prof-new')).toBe(7)
    expect(await revOf(s, 'prof-old')).toBe(1)
  })

  it("checks a 'record' precondition by revision: a record changed and changed back since was changed", async () => {
    const s = await open()
    const read = (await rename(s, 'A')).put.professors![0]!
    const assign = (what: typeof read) => ({ put: { assignments: [makeAssignment()] }, require: [recordAsRead('professors', professor.id, what, 'Jane Doe')] })
    await rename(s, 'B')
    await rename(s, 'A') // the content read, at revision 3
    await expect(s.apply(assign(read))).rejects.toMatchObject({ kind: 'conflict', message: expect.stringContaining('Jane Doe') })
    expect(await s.assignments.count()).toBe(0)
    await s.apply(assign((await s.professors.get(professor.id))!))
    expect(await s.assignments.count()).toBe(1)
  })
})

