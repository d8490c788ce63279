// Undo and redo through the real write path on the in-memory store: every write is one named
// step, undo and redo replay it atomically through writeChanges' path (cache and store), a step
// whose records were changed since is refused without touching them, a failed undo keeps data and
// step, and the success toast that confirms a write is offered its Undo.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { takeToastAction, TOAST_ACTION_FRESH_MS, withdrawToastAction } from '@/lib/toast-action'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { QUOTA_MESSAGE } from '@/storage/storage-errors'
import { replayStep, writeChanges } from './apply-changes'
import { useSaveSections } from './assignment-mutations'
import { useDeleteCourse } from './course-mutations'
import { assignmentQueries, courseQueries } from './entity-queries'
import { assignmentKeys, courseKeys } from './query-keys'
import { loadSampleData } from './sample-data'
import { undoHistoryOf } from './undo-history'
import { useUndoRedo } from './use-undo-redo'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

let store: MemoryStore
const jane = makeProfessor()
const maya = makeProfessor({ id: 'prof-mayao-2', firstName: 'Maya', lastName: 'Okafor', email: 'maya@example.edu' })
const course = makeCourse({ code: 'ANI1001', sectionCount: 2, semester: { term: 'fall', year: 2025 } }) // scheduled (issue 21 item 1)
const janeOnSection1 = makeAssignment()

beforeEach(() => {
  store = createMemoryStore({ professors: [jane, maya], courses: [course], assignments: [janeOnSection1] })
  bindTestStore(store)
  withdrawToastAction()
})

function setup<T>(hook: () => T, client: QueryClient = createTestClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return { ...renderHook(hook, { wrapper }), client }
}

async function storedAssignments() {
  return (await store.assignments.list()).items
}

describe('undo and redo through the write path', () => {
  it('assigning a section is one step named by the action; undo and redo restore the stored records and the cache', async () => {
    const { result, client } = setup(() => ({ assign: useSaveSections(), history: useUndoRedo() }))
    await client.ensureQueryData(assignmentQueries.list())
    await act(async () => {
      await result.current.assign.mutateAsync({ courseId: course.id, newCount: 2, selections: [jane.id, maya.id] })
    })
    const assigned = await storedAssignments()
    expect(assigned).toHaveLength(2)
    expect(result.current.history.undoStep?.label).toBe('assign ANI1001 §2 to Maya Okafor')

    let outcome: Awaited<ReturnType<typeof result.current.history.undo>> | undefined
    await act(async () => {
      outcome = await result.current.history.undo()
    })
    expect(outcome).toEqual({ ok: true, message: 'Undone: assign ANI1001 §2 to Maya Okafor' })
    expect(await storedAssignments()).toEqual([janeOnSection1])
    expect(client.getQueryData<Assignment[]>(assignmentKeys.list())).toEqual([janeOnSection1])
    expect(result.current.history.undoStep).toBeUndefined()
    expect(result.current.history.redoStep?.label).toBe('assign ANI1001 §2 to Maya Okafor')

    await act(async () => {
      outcome = await result.current.history.redo()
    })
    expect(outcome).toEqual({ ok: true, message: 'Redone: assign ANI1001 §2 to Maya Okafor' })
    expect(await storedAssignments()).toEqual(assigned)
    expect(client.getQueryData<Assignment[]>(assignmentKeys.list())).toHaveLength(2)
  })

  it('deleting a course (with its assignments) is undone in one step, even when the cache never held the records', async () => {
    const { result, client } = setup(() => useDeleteCourse())
    await act(async () => {
      await result.current.mutateAsync(course.id)
    })
    expect(await store.courses.count()).toBe(0)
    expect(undoHistoryOf(client).undo.map((s) => s.label)).toEqual(['delete course ANI1001'])
    expect(await replayStep(client, 'undo')).toMatchObject({ ok: true })
    // Put back as new records (revision 1): the same content, a write of its own.
    expect((await store.courses.list()).items).toEqual([{ ...course, rev: 1 }])
    expect(await storedAssignments()).toEqual([{ ...janeOnSection1, rev: 1 }])
  })

  it('undoes two edits of one record in a row and redoes them: each replay expects the revisions the one before wrote', async () => {
    const client = createTestClient()
    await client.ensureQueryData(courseQueries.list())
    await writeChanges(client, { put: { courses: [{ ...course, title: 'First' }] } }, { label: 'first' })
    await writeChanges(client, { put: { courses: [{ ...course, title: 'Second' }] } }, { label: 'second' })
    // Saved again unchanged: no step, and the revision stays, so the steps still apply.
    await writeChanges(client, { put: { courses: [{ ...course, title: 'Second' }] } }, { label: 'again' })
    expect((await store.courses.get(course.id))?.rev).toBe(2)
    expect(await replayStep(client, 'undo')).toEqual({ ok: true, message: 'Undone: second' })
    expect(await replayStep(client, 'undo')).toEqual({ ok: true, message: 'Undone: first' })
    expect((await store.courses.get(course.id))?.title).toBe(course.title)
    expect(await replayStep(client, 'redo')).toEqual({ ok: true, message: 'Redone: first' })
    expect(await replayStep(client, 'redo')).toEqual({ ok: true, message: 'Redone: second' })
    expect(await replayStep(client, 'undo')).toEqual({ ok: true, message: 'Undone: second' })
    // Seven writes changed the record, each one revision on; the cache holds the stored one.
    const stored = await store.courses.get(course.id)
    expect(stored).toMatchObject({ title: 'First', rev: 7 })
    expect(client.getQueryData<Course[]>(courseKeys.list())).toEqual([stored])
  })

  it('redoes an edit with its own content after its record was deleted and put back (revision 1 again)', async () => {
    const client = createTestClient()
    await client.ensureQueryData(courseQueries.list())
    await writeChanges(client, { put: { courses: [{ ...course, title: 'Zero' }] } }, { label: 'zero' })
    await writeChanges(client, { put: { courses: [{ ...course, title: 'Two' }] } }, { label: 'two' })
    await writeChanges(client, { delete: { courses: [course.id] } }, { label: 'delete' })
    expect(await replayStep(client, 'undo')).toMatchObject({ ok: true })
    // Put back as a new record: 'Two' at revision 1, the revision 'Zero' had.
    expect(await store.courses.get(course.id)).toMatchObject({ title: 'Two', rev: 1 })
    expect(await replayStep(client, 'undo')).toMatchObject({ ok: true })
    expect(await store.courses.get(course.id)).toMatchObject({ title: 'Zero', rev: 2 })
    expect(await replayStep(client, 'redo')).toEqual({ ok: true, message: 'Redone: two' })
    expect(await store.courses.get(course.id)).toMatchObject({ title: 'Two', rev: 3 })
  })

  it('refuses an undo when another tab changed the record and changed it back: the same content at a newer revision', async () => {
    const client = createTestClient()
    await writeChanges(client, { put: { courses: [{ ...course, title: 'Mine' }] } }, { label: 'edit course ANI1001' })
    await store.apply({ put: { courses: [{ ...course, title: 'Theirs' }] } })
    await store.apply({ put: { courses: [{ ...course, title: 'Mine' }] } })
    const outcome = await replayStep(client, 'undo')
    expect(outcome).toEqual({ ok: false, message: "Can't undo: edit course ANI1001 — those records were changed since." })
    expect(await store.courses.get(course.id)).toMatchObject({ title: 'Mine', rev: 3 })
  })

  it('refuses an undo whose records were changed since (another tab) and leaves them as they are', async () => {
    const client = createTestClient()
    await writeChanges(client, { put: { courses: [{ ...course, title: 'Mine' }] } }, { label: 'edit course ANI1001' })
    // Another tab writes straight to the shared store.
    await store.apply({ put: { courses: [{ ...course, title: 'Theirs' }] } })
    const outcome = await replayStep(client, 'undo')
    expect(outcome).toEqual({ ok: false, message: "Can't undo: edit course ANI1001 — those records were changed since." })
    expect((await store.courses.get(course.id))?.title).toBe('Theirs')
    // It can never apply again, so older steps become reachable.
    expect(undoHistoryOf(client).undo).toEqual([])
  })

  it('refuses a redo once the records were changed since the undo', async () => {
    const client = createTestClient()
    await writeChanges(client, { delete: { assignments: [janeOnSection1.id] } }, { label: 'unassign ANI1001 §1' })
    await replayStep(client, 'undo')
    await writeChanges(createTestClient(), { put: { assignments: [{ ...janeOnSection1, weeklyHours: 5 }] } })
    expect(await replayStep(client, 'redo')).toEqual({
      ok: false,
      message: "Can't redo: unassign ANI1001 §1 — those records were changed since.",
    })
    expect((await store.assignments.get(janeOnSection1.id))?.weeklyHours).toBe(5)
  })

  it('a failed undo leaves the data and the step as they were', async () => {
    const client = createTestClient()
    await client.ensureQueryData(courseQueries.list())
    await writeChanges(client, { delete: { courses: [course.id] } }, { label: 'delete course ANI1001' })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    store.failNextApply(new DOMException('full', 'QuotaExceededError'))
    expect(await replayStep(client, 'undo')).toEqual({ ok: false, message: `Can't undo: delete course ANI1001 — ${QUOTA_MESSAGE}` })
    expect(await store.courses.count()).toBe(0)
    expect(client.getQueryData<Course[]>(courseKeys.list()) ?? []).toEqual([])
    expect(undoHistoryOf(client).undo.map((s) => s.label)).toEqual(['delete course ANI1001'])
    expect(await replayStep(client, 'undo')).toMatchObject({ ok: true })
    expect(await store.courses.count()).toBe(1)
  })

  it('a new write clears what could be redone; a write that changes nothing is no step', async () => {
    const client = createTestClient()
    await writeChanges(client, { put: { courses: [{ ...course, title: 'A' }] } }, { label: 'first' })
    await replayStep(client, 'undo')
    expect(undoHistoryOf(client).redo).toHaveLength(1)
    await writeChanges(client, { put: { courses: [{ ...course, title: 'B' }] } }, { label: 'second' })
    expect(undoHistoryOf(client)).toMatchObject({ undo: [{ label: 'second' }], redo: [] })
    await writeChanges(client, { put: { courses: [{ ...course, title: 'B' }] } }, { label: 'same again' })
    expect(undoHistoryOf(client).undo.map((s) => s.label)).toEqual(['second'])
    expect(await replayStep(client, 'redo')).toEqual({ ok: false, message: 'Nothing to redo' })
  })

  it('an unlabelled write is named by what it did', async () => {
    const client = createTestClient()
    await writeChanges(client, { put: { professors: [makeProfessor({ id: 'p3', email: 'p3@x.edu' }), makeProfessor({ id: 'p4', email: 'p4@x.edu' })] } })
    expect(undoHistoryOf(client).undo[0]!.label).toBe('add 2 professors')
  })

  it('a Manage Sections save that assigns one section is named like an assignment', async () => {
    const { result, client } = setup(() => useSaveSections())
    await act(async () => {
      await result.current.mutateAsync({ courseId: course.id, newCount: 2, selections: [jane.id, maya.id] })
    })
    expect(undoHistoryOf(client).undo.map((s) => s.label)).toEqual(['assign ANI1001 §2 to Maya Okafor'])
  })

  it('loading sample data replaces every store and is undone whole', async () => {
    const client = createTestClient()
    await loadSampleData(client, { professors: 4, coursesPerProgram: 2 })
    expect(await store.courses.count()).toBeGreaterThan(1)
    expect(undoHistoryOf(client).undo.map((s) => s.label)).toEqual(['load sample data'])
    expect(await replayStep(client, 'undo')).toMatchObject({ ok: true })
    // Seeded without revisions; put back into the refilled stores as new records, revision 1.
    expect((await store.courses.list()).items).toEqual([{ ...course, rev: 1 }])
    expect((await store.professors.list()).items).toEqual([{ ...jane, rev: 1 }, { ...maya, rev: 1 }])
    expect(await storedAssignments()).toEqual([{ ...janeOnSection1, rev: 1 }])
  })

  it('the toast confirming a write is offered its Undo, once, and only while fresh', async () => {
    const client = createTestClient()
    await writeChanges(client, { delete: { courses: [course.id] } }, { label: 'delete course ANI1001' })
    const action = takeToastAction()
    expect(action?.label).toBe('Undo')
    expect(takeToastAction()).toBeUndefined()
    expect(await action!.run()).toEqual({ ok: true, message: 'Undone: delete course ANI1001' })
    expect(await store.courses.count()).toBe(1)
    // The toast saying it was undone offers the way back.
    const redo = takeToastAction()
    expect(redo?.label).toBe('Redo')
    expect(await redo!.run()).toEqual({ ok: true, message: 'Redone: delete course ANI1001' })
    expect(await store.courses.count()).toBe(0)
    expect(takeToastAction()?.label).toBe('Undo')

    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      await writeChanges(client, { delete: { courses: [course.id] } })
      vi.setSystemTime(Date.now() + TOAST_ACTION_FRESH_MS + 1)
      expect(takeToastAction()).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})
