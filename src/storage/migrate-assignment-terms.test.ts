import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from '@test/support/memory-store'
import { ASSIGNMENT_TERMS_MARKER, migrateAssignmentTerms } from './migrate-assignment-terms'
import { makeAssignment, makeCourse } from '@test/support/test-fixtures'

const NOW = () => new Date('2026-11-21T10:00:00.000Z')

const winterCourse = makeCourse({ id: 'c-win', code: 'ANIM2001', semester: { term: 'winter', year: 2027 }, term: 'winter' })
const fallCourse = makeCourse({ id: 'c-fall', code: 'ANIM1001', semester: { term: 'fall', year: 2026 }, term: 'fall' })
// Written by the old rule "semester year to year + 1": Winter 2027 filed under 2027-2028.
const oldWinter = makeAssignment({
  id: 'c-win_1_prof-janed-1_winter_2027-2028',
  courseId: 'c-win',
  term: 'winter',
  academicYear: '2027-2028',
  assignedAt: '2026-08-01T00:00:00.000Z',
})
const rightFall = makeAssignment({
  id: 'c-fall_1_prof-janed-1_fall_2026-2027',
  courseId: 'c-fall',
  term: 'fall',
  academicYear: '2026-2027',
  assignedAt: '2026-08-01T00:00:00.000Z',
})

function seeded() {
  return createMemoryStore({ courses: [winterCourse, fallCourse], assignments: [oldWinter, rightFall] })
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('migrateAssignmentTerms', () => {
  it('corrects the old records and writes the marker in one apply', async () => {
    const store = seeded()
    const apply = vi.spyOn(store, 'apply')
    expect(await migrateAssignmentTerms(store, { now: NOW })).toEqual({ status: 'done', changed: 1, scheduled: 0 })
    expect(apply).toHaveBeenCalledTimes(1)
    const [changes, options] = apply.mock.calls[0]!
    expect(changes.delete).toEqual({ assignments: ['c-win_1_prof-janed-1_winter_2027-2028'] })
    expect(options).toEqual({ settings: { [ASSIGNMENT_TERMS_MARKER]: { at: '2026-11-21T10:00:00.000Z', changed: 1, scheduled: 0 } } })

    const stored = (await store.assignments.list()).items
    expect(stored.map((a) => [a.id, a.term, a.academicYear])).toEqual([
      ['c-fall_1_prof-janed-1_fall_2026-2027', 'fall', '2026-2027'],
      ['c-win_1_prof-janed-1_winter_2026-2027', 'winter', '2026-2027'],
    ])
    expect(stored[1]).toEqual({ ...oldWinter, id: 'c-win_1_prof-janed-1_winter_2026-2027', academicYear: '2026-2027', rev: 1 })
    expect(await store.settings.get(ASSIGNMENT_TERMS_MARKER)).toEqual({ at: '2026-11-21T10:00:00.000Z', changed: 1, scheduled: 0 })
    // One delete and one put; the correct record is not rewritten.
    expect(store.writeCount('assignments')).toBe(2)
  })

  it('a second run finds the marker, returns already-done and writes nothing', async () => {
    const store = seeded()
    await migrateAssignmentTerms(store, { now: NOW })
    const apply = vi.spyOn(store, 'apply')
    const put = vi.spyOn(store.settings, 'put')
    expect(await migrateAssignmentTerms(store)).toEqual({ status: 'already-done' })
    expect(apply).not.toHaveBeenCalled()
    expect(put).not.toHaveBeenCalled()
    expect(store.writeCount('assignments')).toBe(2)
  })

  it('does not run when the marker is there, even with old records left', async () => {
    const store = createMemoryStore({
      courses: [winterCourse],
      assignments: [oldWinter],
      settings: { [ASSIGNMENT_TERMS_MARKER]: { at: '2026-01-01T00:00:00.000Z', changed: 0 } },
    })
    expect(await migrateAssignmentTerms(store)).toEqual({ status: 'already-done' })
    expect((await store.assignments.list()).items.map((a) => a.id)).toEqual(['c-win_1_prof-janed-1_winter_2027-2028'])
  })

  it('force re-runs: corrects what is there and rewrites the marker', async () => {
    const store = createMemoryStore({
      courses: [winterCourse],
      assignments: [oldWinter],
      settings: { [ASSIGNMENT_TERMS_MARKER]: { at: '2026-01-01T00:00:00.000Z', changed: 0 } },
    })
    expect(await migrateAssignmentTerms(store, { force: true, now: NOW })).toEqual({ status: 'done', changed: 1, scheduled: 0 })
    expect((await store.assignments.list()).items.map((a) => a.id)).toEqual(['c-win_1_prof-janed-1_winter_2026-2027'])
    expect(await store.settings.get(ASSIGNMENT_TERMS_MARKER)).toEqual({ at: '2026-11-21T10:00:00.000Z', changed: 1, scheduled: 0 })
  })

  it('force on clean data changes no record and reports 0', async () => {
    const store = seeded()
    await migrateAssignmentTerms(store, { now: NOW })
    expect(await migrateAssignmentTerms(store, { force: true, now: NOW })).toEqual({ status: 'done', changed: 0, scheduled: 0 })
    expect(store.writeCount('assignments')).toBe(2)
    expect(await store.assignments.count()).toBe(2)
  })

  it('writes the marker on an empty store so it runs once', async () => {
    const store = createMemoryStore()
    expect(await migrateAssignmentTerms(store, { now: NOW })).toEqual({ status: 'done', changed: 0, scheduled: 0 })
    expect(await store.settings.get(ASSIGNMENT_TERMS_MARKER)).toEqual({ at: '2026-11-21T10:00:00.000Z', changed: 0, scheduled: 0 })
  })

  it('writes nothing and no marker when the apply fails, and succeeds on the next try', async () => {
    const store = seeded()
    store.failNextApply(new DOMException('full', 'QuotaExceededError'))
    await expect(migrateAssignmentTerms(store, { now: NOW })).rejects.toMatchObject({ kind: 'quota' })
    expect((await store.assignments.list()).items.map((a) => a.id)).toEqual([
      'c-fall_1_prof-janed-1_fall_2026-2027',
      'c-win_1_prof-janed-1_winter_2027-2028',
    ])
    expect(await store.settings.get(ASSIGNMENT_TERMS_MARKER)).toBeUndefined()
    expect(await migrateAssignmentTerms(store, { now: NOW })).toEqual({ status: 'done', changed: 1, scheduled: 0 })
  })
  it('schedules a course without a year in the term its assignments were filed in, so card, header and load agree', async () => {
    // Assigned by older code from a Fall view: filed in the default academic year 2025-2026.
    const termOnly = makeCourse({ id: 'c-json', code: 'JSON1001', term: 'fall' })
    const filed = makeAssignment({
      id: 'c-json_1_prof-janed-1_fall_2025-2026',
      courseId: 'c-json',
      term: 'fall',
      academicYear: '2025-2026',
      assignedAt: '2026-09-10T00:00:00.000Z',
    })
    // Another term-only course whose sections were filed in two years: no single term is its own.
    const split = makeCourse({ id: 'c-split', code: 'JSON2002', term: 'winter' })
    const early = makeAssignment({
      id: 'c-split_1_p1_winter_2025-2026',
      courseId: 'c-split',
      professorId: 'p1',
      term: 'winter',
      academicYear: '2025-2026',
    })
    const late = makeAssignment({
      id: 'c-split_2_p2_winter_2026-2027',
      courseId: 'c-split',
      section: 2,
      professorId: 'p2',
      term: 'winter',
      academicYear: '2026-2027',
    })
    const untouched = makeCourse({ id: 'c-idle', code: 'JSON3003', term: 'spring' })
    const store = createMemoryStore({
      courses: [termOnly, split, untouched, fallCourse],
      assignments: [filed, early, late, rightFall],
      settings: { 'assignment-terms-v1': { at: '2026-01-01T00:00:00.000Z', changed: 0 } },
    })
    expect(await migrateAssignmentTerms(store, { now: NOW })).toEqual({
      status: 'done',
      changed: 0,
      scheduled: 1,
    })
    expect(await store.courses.get('c-json')).toEqual({
      ...termOnly,
      semester: { term: 'fall', year: 2025 },
      term: 'fall',
      rev: 1,
    })
    expect((await store.courses.get('c-split'))?.semester).toBeUndefined()
    expect((await store.courses.get('c-idle'))?.semester).toBeUndefined()
    expect((await store.assignments.list()).items.map((a) => a.id).sort()).toEqual(
      [filed.id, early.id, late.id, rightFall.id].sort(),
    )
    expect(await store.settings.get(ASSIGNMENT_TERMS_MARKER)).toEqual({
      at: '2026-11-21T10:00:00.000Z',
      changed: 0,
      scheduled: 1,
    })
  })
})
