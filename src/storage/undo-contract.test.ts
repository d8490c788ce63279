// Undo at the storage edge, on both DataStore implementations: for every kind of action the app
// writes, applying it and then its inverse (derived from the records `apply` read in the same
// transaction) gives back exactly the records there were; redo gives back exactly the records
// the action wrote (each a write of its own: same content, a newer revision); and either is
// refused, writing nothing, once the records were changed since.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  deleteCourse,
  deleteProfessor,
  manageSectionsSave,
  removeProgram,
  updateCourseCascade,
} from '@/domain/plan/cascades'
import { ENTITY_STORES, type ChangeSet } from '@/domain/model/change-set'
import { bulkEditProfessors } from '@/domain/professors/professor-bulk'
import { bulkEditCourses } from '@/domain/courses/course-bulk'
import { deleteVersion } from '@/domain/programs/program-versions'
import {
  changeSetForRecordChange,
  expectationOf,
  invertRecordChange,
  rebaseRecordChange,
  type RecordChange,
} from '@/domain/history/record-change'
import { generateSampleData, type SampleData } from '@/domain/sample/sample-data'
import { onStorageEvent } from './events'
import { idbHarness, memoryHarness } from '@test/support/store-harness'
import { makeCourse, makeProfessor, makeProgramVersion } from '@test/support/test-fixtures'
import { withoutRevisions } from '@test/support/revisions'
import { StorageError, type DataStore, type StorageEvent } from './types'

const NOW = new Date('2025-09-15T12:00:00Z')
// The benchmarks' half-staffed plan: the actions below need a course nobody teaches yet.
const sample: SampleData = generateSampleData({ plan: 'volume', seed: 7, professors: 8, coursesPerProgram: 6, now: NOW })
const version = makeProgramVersion({ id: 'version-2', programId: sample.programs[0]!.slug, programDesignNumber: '2', isActive: false })
const seed = { ...sample, programVersions: [version] }

async function everything(s: DataStore) {
  const out: Record<string, unknown[]> = {}
  for (const store of ENTITY_STORES) out[store] = (await s[store].list()).items
  return out
}

const course = sample.courses.find((c) => sample.assignments.some((a) => a.courseId === c.id))!
const professor = sample.professors.find((p) => sample.assignments.some((a) => a.professorId === p.id))!
const freeCourse = sample.courses.find((c) => !sample.assignments.some((a) => a.courseId === c.id))!

/** Every kind of action the app writes, built by the same domain rules the mutations use. */
const ACTIONS: Record<string, () => ChangeSet> = {
  'add a professor': () => ({ put: { professors: [makeProfessor({ id: 'prof-new', email: 'new@example.edu' })] } }),
  'edit a professor': () => ({ put: { professors: [{ ...professor, lastName: 'Renamed' }] } }),
  'delete a professor with their assignments': () => deleteProfessor(professor.id, sample.assignments),
  'add a course': () => ({ put: { courses: [makeCourse({ id: 'course-new', code: 'ANIM9001' })] } }),
  'edit a course (assignments follow)': () =>
    updateCourseCascade(course, { ...course, weeklyHours: course.weeklyHours + 1, sectionCount: 1 }, sample.assignments).changes,
  'delete a course with its assignments': () => deleteCourse(course.id, sample.assignments),
  'assign a section (replacing its professor)': () =>
    manageSectionsSave({
      course,
      newCount: course.sectionCount,
      // Section 1 to another professor, the other sections kept as held.
      selections: Array.from({ length: course.sectionCount }, (_, i) =>
        i === 0 ? sample.professors.at(-1)!.id : (sample.assignments.find((a) => a.courseId === course.id && a.section === i + 1)?.professorId ?? null),
      ),
      assignments: sample.assignments,
      professors: sample.professors,
      courses: sample.courses,
      now: NOW,
    }).changes,
  'unassign a course': () => bulkEditCourses(sample.courses, [course.id], { kind: 'clear-assignments' }, sample.assignments).changes,
  'save Manage Sections': () =>
    manageSectionsSave({ course: freeCourse, newCount: 2, selections: [professor.id, null], assignments: sample.assignments, professors: sample.professors, courses: sample.courses, now: NOW }).changes,
  'bulk-edit professors': () => bulkEditProfessors(sample.professors, sample.professors.slice(0, 3).map((p) => p.id), { kind: 'active', isActive: false }, NOW).changes,
  'import (many puts, new and existing)': () => ({
    put: { courses: [{ ...course, title: 'Imported title' }, makeCourse({ id: 'course-imp', code: 'ANIM9002' })] },
  }),
  'remove a program': () => removeProgram(sample.programs[0]!.slug, { ...sample, programVersions: [version] }),
  'delete a program version': () =>
    deleteVersion(sample.programs[0]!.slug, 'version-2', { program: sample.programs[0]!, programVersions: [version], courses: sample.courses, assignments: sample.assignments }),
  'load sample data (clears every store)': () => {
    const fresh = generateSampleData({ seed: 99, professors: 5, coursesPerProgram: 4, now: NOW })
    return { clear: [...ENTITY_STORES], put: { professors: fresh.professors, courses: fresh.courses, programs: fresh.programs, assignments: fresh.assignments } }
  },
}

describe.each([idbHarness, memoryHarness])('undo at the storage edge: $name', (harness) => {
  let store: DataStore | undefined
  let events: StorageEvent[]
  let stop: () => void
  beforeEach(() => {
    events = []
    stop = onStorageEvent((e) => events.push(e))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    stop()
    store?.close()
    store = undefined
  })

  async function open(): Promise<DataStore> {
    store = await harness.create(seed)
    return store
  }

  async function applyStep(s: DataStore, change: RecordChange) {
    return s.apply(changeSetForRecordChange(change), { expect: expectationOf(change) })
  }

  it.each(Object.keys(ACTIONS))('%s: undo gives back the exact records, redo the exact result', async (name) => {
    const s = await open()
    const original = await everything(s)
    const applied = await s.apply(ACTIONS[name]!())
    const written = await everything(s)
    expect(written).not.toEqual(original)
    const change = applied.change!
    expect(change).toBeDefined()

    const undone = await applyStep(s, invertRecordChange(change))
    expect(withoutRevisions(await everything(s))).toEqual(withoutRevisions(original))

    // Redo expects the records as the undo stored them (the history rebases onto them).
    await applyStep(s, rebaseRecordChange(change, change.before, undone.change!.after))
    expect(withoutRevisions(await everything(s))).toEqual(withoutRevisions(written))
  })

  it('returns the records before the write, read in its transaction, even those the caller never saw', async () => {
    const s = await open()
    const applied = await s.apply({ put: { professors: [{ ...professor, lastName: 'X' }] }, delete: { courses: [course.id, 'nope'] } })
    expect(applied.change!.before).toEqual({ professors: { [professor.id]: professor }, courses: { [course.id]: course, nope: null } })
    expect(applied.change!.after).toEqual({ professors: { [professor.id]: { ...professor, lastName: 'X', rev: 1 } }, courses: { [course.id]: null, nope: null } })
  })

  it('refuses an undo whose records were changed since, writes nothing and reports no storage failure', async () => {
    const s = await open()
    const applied = await s.apply({ put: { professors: [{ ...professor, lastName: 'First' }] } })
    await s.apply({ put: { professors: [{ ...professor, lastName: 'Newer' }] } })
    const before = await everything(s)
    events.length = 0

    const error = await applyStep(s, invertRecordChange(applied.change!)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StorageError)
    expect((error as StorageError).kind).toBe('conflict')
    expect(await everything(s)).toEqual(before)
    expect(events).toEqual([])
  })

  it('refuses a redo when a record it would add was created since', async () => {
    const s = await open()
    const added = makeProfessor({ id: 'prof-new', email: 'new@example.edu' })
    const applied = await s.apply({ put: { professors: [added] } })
    await applyStep(s, invertRecordChange(applied.change!))
    await s.apply({ put: { professors: [{ ...added, firstName: 'Someone else' }] } })
    await expect(applyStep(s, applied.change!)).rejects.toMatchObject({ kind: 'conflict' })
    expect((await s.professors.get('prof-new'))?.firstName).toBe('Someone else')
  })

  it('refuses to undo a cleared store once any record of it was added since', async () => {
    const s = await open()
    const applied = await s.apply(ACTIONS['load sample data (clears every store)']!())
    await s.apply({ put: { courses: [makeCourse({ id: 'course-later', code: 'ANIM9003' })] } })
    await expect(applyStep(s, invertRecordChange(applied.change!))).rejects.toMatchObject({ kind: 'conflict' })
    expect(await s.courses.get('course-later')).toBeDefined()
  })

  it('gives no change to undo when a touched record was unreadable', async () => {
    store = await harness.create({ professors: [{ id: 'prof-bad', firstName: 'No' }] })
    const applied = await store.apply({ delete: { professors: ['prof-bad'] } })
    expect(applied.change).toBeUndefined()
  })
})
