// One behavioural contract, run against both DataStore implementations, so component tests on
// the memory store exercise the same semantics the app gets from IndexedDB.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChangeSet } from '@/domain/model/change-set'
import type { Professor } from '@/domain/model/professor'
import { onStorageEvent } from './events'
import { hasPendingWrites } from './pending-writes'
import { idbHarness, memoryHarness } from '@test/support/store-harness'
import { makeAssignment, makeCourse, makeProfessor, makeProgram, makeProgramVersion } from '@test/support/test-fixtures'
import { StorageError, type DataStore, type StorageEvent } from './types'

describe.each([idbHarness, memoryHarness])('DataStore contract: $name', (harness) => {
  let events: StorageEvent[]
  let stopListening: () => void
  let store: DataStore | undefined

  beforeEach(() => {
    events = []
    stopListening = onStorageEvent((event) => events.push(event))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    stopListening()
    store?.close()
    store = undefined
  })

  async function open(seed?: Parameters<typeof harness.create>[0]): Promise<DataStore> {
    store = await harness.create(seed)
    return store
  }

  it('reports its kind', async () => {
    expect((await open()).kind).toBe(harness.name)
  })

  it('round-trips a record of every store through apply, list, get and count', async () => {
    const s = await open()
    const professor = makeProfessor()
    const course = makeCourse()
    const assignment = makeAssignment()
    const program = makeProgram()
    const version = makeProgramVersion()
    await s.apply({
      put: {
        professors: [professor],
        courses: [course],
        assignments: [assignment],
        programs: [program],
        programVersions: [version],
      },
    })
    // Stored as sent, numbered by the write path: revision 1, each new to its store.
    expect(await s.professors.list()).toEqual({ items: [{ ...professor, rev: 1 }], invalid: 0 })
    expect(await s.courses.list()).toEqual({ items: [{ ...course, rev: 1 }], invalid: 0 })
    expect(await s.assignments.list()).toEqual({ items: [{ ...assignment, rev: 1 }], invalid: 0 })
    expect(await s.programs.list()).toEqual({ items: [{ ...program, rev: 1 }], invalid: 0 })
    expect(await s.programVersions.list()).toEqual({ items: [{ ...version, rev: 1 }], invalid: 0 })
    expect(await s.professors.get(professor.id)).toEqual({ ...professor, rev: 1 })
    expect(await s.programs.get('bachelor-animation')).toEqual({ ...program, rev: 1 })
    expect(await s.courses.get('missing')).toBeUndefined()
    expect(await s.assignments.count()).toBe(1)
  })

  it('stores the parsed record, with the schema defaults filled in', async () => {
    const s = await open()
    const bare = { id: 'prof-x', firstName: 'Al', lastName: 'Bo', email: 'a@b.c', employmentType: 'sessional' }
    await s.apply({ put: { professors: [bare as Professor] } })
    const stored = await s.professors.get('prof-x')
    expect(stored?.maxWeeklyHours).toBe(6)
    expect(stored?.isActive).toBe(true)
    expect(stored?.workloadPreferences.maxDailyHours).toBe(4)
  })

  it('lists records in key order', async () => {
    const s = await open()
    await s.apply({ put: { professors: ['prof-c', 'prof-a', 'prof-b'].map((id) => makeProfessor({ id })) } })
    expect((await s.professors.list()).items.map((p) => p.id)).toEqual(['prof-a', 'prof-b', 'prof-c'])
  })

  it('applies clears, then deletes, then puts (a restore replaces the store)', async () => {
    const s = await open({ professors: [makeProfessor({ id: 'prof-old-1' }), makeProfessor({ id: 'prof-old-2' })] })
    await s.apply({ clear: ['professors'], put: { professors: [makeProfessor({ id: 'prof-new' })] } })
    expect((await s.professors.list()).items.map((p) => p.id)).toEqual(['prof-new'])

    await s.apply({ delete: { professors: ['prof-new'] }, put: { professors: [makeProfessor({ id: 'prof-new' })] } })
    expect(await s.professors.count()).toBe(1)
  })

  it('deletes only the named records', async () => {
    const s = await open({ courses: [makeCourse({ id: 'c1' }), makeCourse({ id: 'c2' })] })
    await s.apply({ delete: { courses: ['c1'] } })
    expect((await s.courses.list()).items.map((c) => c.id)).toEqual(['c2'])
  })

  it('refuses a whole change set with one invalid record and writes nothing', async () => {
    const s = await open({ professors: [makeProfessor({ id: 'prof-keep' })] })
    const bad = { ...makeProfessor({ id: 'prof-bad' }), maxWeeklyHours: 41 }
    const changes: ChangeSet = {
      clear: ['courses'],
      delete: { professors: ['prof-keep'] },
      put: { professors: [makeProfessor({ id: 'prof-good' }), bad], assignments: [makeAssignment()] },
    }
    const error = await s.apply(changes).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StorageError)
    expect((error as StorageError).kind).toBe('invalid')
    expect((error as StorageError).message).toBe(
      'Cannot save professors record "prof-bad": maxWeeklyHours: Too big: expected number to be <=40. Nothing from this change was saved.',
    )
    expect((await s.professors.list()).items.map((p) => p.id)).toEqual(['prof-keep'])
    expect(await s.assignments.count()).toBe(0)
    expect(events).toContainEqual({ type: 'write-error', error })
    expect(events.some((e) => e.type === 'changed')).toBe(false)
  })

  it('names an invalid record by position when it has no id', async () => {
    const s = await open()
    const error = await s.apply({ put: { courses: [makeCourse(), { title: 'No code' } as never] } }).catch((e: unknown) => e)
    expect((error as StorageError).message).toMatch(/^Cannot save courses record number 2: id: /)
  })

  it('keeps the settings of a refused change set unwritten too', async () => {
    const s = await open()
    const bad = { ...makeCourse(), level: 9 }
    await expect(s.apply({ put: { courses: [bad] } }, { settings: { marker: true } })).rejects.toMatchObject({
      kind: 'invalid',
    })
    expect(await s.settings.get('marker')).toBeUndefined()
  })

  it('writes settings in the same apply as the data', async () => {
    const s = await open()
    await s.apply({ put: { courses: [makeCourse()] } }, { settings: { marker: { at: '2025-09-01' } } })
    expect(await s.settings.get('marker')).toEqual({ at: '2025-09-01' })
    expect(await s.courses.count()).toBe(1)
  })

  it('clears the settings store in the same apply as clearing the data, then writes new settings', async () => {
    const s = await open({ courses: [makeCourse()], settings: { old: 1, marker: 2 } })
    await s.apply({ clear: ['courses'] }, { clearSettings: true, settings: { fresh: true } })
    expect(await s.settings.get('old')).toBeUndefined()
    expect(await s.settings.get('marker')).toBeUndefined()
    expect(await s.settings.get('fresh')).toBe(true)
    expect(await s.courses.count()).toBe(0)
  })

  it('round-trips settings under out-of-line keys', async () => {
    const s = await open()
    expect(await s.settings.get('academic')).toBeUndefined()
    await s.settings.put('academic', { academicYear: '2025-2026', currentTerm: 'winter' })
    expect(await s.settings.get('academic')).toEqual({ academicYear: '2025-2026', currentTerm: 'winter' })
  })

  it('skips corrupt records, counts them and warns once with the spec message', async () => {
    const s = await open({
      professors: [{ id: 'prof-1', firstName: 'No', lastName: 'Email' }, { id: 'prof-2', employmentType: 'boss' }],
    })
    expect(await s.professors.list()).toEqual({ items: [], invalid: 2 })
    await s.professors.list()
    const warnings = events.filter((e) => e.type === 'load-warning')
    expect(warnings).toEqual([
      { type: 'load-warning', store: 'professors', message: 'Failed to load professors from storage, starting fresh' },
    ])
  })

  it('keeps the readable records and says how many were skipped', async () => {
    const s = await open({
      courses: [makeCourse({ id: 'c-ok' }), { id: 'c-bad', code: '', title: 'x' }, { id: 'c-bad2', level: 'one' }],
    })
    const result = await s.courses.list()
    expect(result.items.map((c) => c.id)).toEqual(['c-ok'])
    expect(result.invalid).toBe(2)
    expect(events).toContainEqual({
      type: 'load-warning',
      store: 'courses',
      message: 'Some stored courses could not be read and were skipped (2)',
    })
  })

  it('keeps records saved before issue 21 tightened the bounds readable and writable (12 h courses, a 0 h cap)', async () => {
    // Raw, as an earlier version stored them: weekly hours up to 40 and a cap from 0 were allowed.
    const legacyCourse = { ...makeCourse({ id: 'c-12' }), weeklyHours: 12 }
    const legacyProfessor = { ...makeProfessor(), maxWeeklyHours: 0 }
    const legacyAssignment = { ...makeAssignment(), weeklyHours: 12 }
    const s = await open({
      courses: [legacyCourse, { ...makeCourse({ id: 'c-41' }), weeklyHours: 41 }],
      professors: [legacyProfessor],
      assignments: [legacyAssignment],
    })
    const courses = await s.courses.list()
    expect(courses.items.map((c) => [c.id, c.weeklyHours])).toEqual([['c-12', 12]])
    expect(courses.invalid).toBe(1) // beyond even the old bound
    expect((await s.professors.list()).items.map((p) => p.maxWeeklyHours)).toEqual([0])
    expect((await s.assignments.list()).items.map((a) => a.weeklyHours)).toEqual([12])
    // Deleted and put back as it was (what undo does): not refused.
    await s.apply({ delete: { courses: ['c-12'] } })
    await s.apply({ put: { courses: [courses.items[0]!] } })
    expect((await s.courses.get('c-12'))?.weeklyHours).toBe(12)
  })

  it('gives undefined for a corrupt record read by id, and counts it as stored', async () => {
    const s = await open({ assignments: [{ id: 'a-bad', courseId: '' }] })
    expect(await s.assignments.get('a-bad')).toBeUndefined()
    expect(await s.assignments.count()).toBe(1)
  })

  it('emits changed (local) with exactly the touched stores and ids, and nothing for an empty change set', async () => {
    const s = await open({ courses: [makeCourse()] })
    await s.apply({ delete: { courses: ['course-anim1001-1'] }, put: { assignments: [makeAssignment()] } })
    await s.apply({ put: { professors: [] }, delete: {} })
    expect(events.filter((e) => e.type === 'changed')).toEqual([
      {
        type: 'changed',
        stores: ['courses', 'assignments'],
        source: 'local',
        ids: {
          courses: { put: [], delete: ['course-anim1001-1'] },
          assignments: { put: [makeAssignment().id], delete: [] },
        },
      },
    ])
  })

  it('announces cleared stores, and changes carried with settings (migration, restore), without ids', async () => {
    const s = await open({ courses: [makeCourse()] })
    await s.apply({ clear: ['courses'], put: { courses: [makeCourse({ id: 'c-2' })], professors: [makeProfessor()] } })
    await s.apply({ delete: { courses: ['c-2'] } }, { settings: { marker: 1 } })
    expect(events.filter((e) => e.type === 'changed')).toEqual([
      { type: 'changed', stores: ['professors', 'courses'], source: 'local', ids: { professors: { put: [makeProfessor().id], delete: [] } } },
      { type: 'changed', stores: ['courses'], source: 'local' },
    ])
  })

  it('resolves apply with the records as stored, defaults filled in', async () => {
    const s = await open()
    const partial: Partial<Professor> = makeProfessor({ phone: '555' })
    delete partial.phone
    const applied = await s.apply({ put: { professors: [partial as Professor] } })
    expect(applied.stores).toEqual(['professors'])
    expect(applied.put.professors?.[0]?.phone).toBe('')
    expect(applied.put.professors).toEqual([await s.professors.get(makeProfessor().id)])
  })

  it('hands out copies: mutating a read record does not change the store', async () => {
    const s = await open({ professors: [makeProfessor()] })
    const read = (await s.professors.list()).items[0]!
    read.firstName = 'Changed'
    read.specializations.push('x')
    expect((await s.professors.get('prof-janed-1'))?.firstName).toBe('Jane')
    expect((await s.professors.get('prof-janed-1'))?.specializations).toEqual([])
  })

  it('counts an apply as a pending write until it settles', async () => {
    const s = await open()
    const writing = s.apply({ put: { professors: [makeProfessor()] } })
    expect(hasPendingWrites()).toBe(true)
    await writing
    expect(hasPendingWrites()).toBe(false)
  })

  it('rejects reads and writes after close', async () => {
    const s = await open()
    s.close()
    await expect(s.professors.list()).rejects.toMatchObject({ kind: 'unavailable' })
    await expect(s.apply({ put: { professors: [makeProfessor()] } })).rejects.toMatchObject({ kind: 'unavailable' })
  })
})
