// The section-7 actions through the real write path, on the in-memory store: validation before
// any write, cascades in one change, targeted writes, and rollback when storage refuses.
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { QUOTA_MESSAGE } from '@/storage/storage-errors'
import { useSaveSections } from './assignment-mutations'
import { useCreateCoursesBulk, useDeleteCourse } from './course-mutations'
import { useAssignments, useProfessors } from './entity-hooks'
import { useCreateProfessor, useDeleteProfessor, useUpdateProfessor } from './professor-mutations'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

let store: MemoryStore

function setup<T>(hook: () => T) {
  const client = createTestClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { ...renderHook(hook, { wrapper }), client }
}

const jane = makeProfessor()
const sam = makeProfessor({ id: 'prof-samle-2', firstName: 'Sam', lastName: 'Lee', email: 'sam@example.edu' })
const course = makeCourse({ sectionCount: 2, semester: { term: 'fall', year: 2025 } }) // scheduled: a course without a year is staffed only from a term (issue 21 item 1)
const janeOnSection1 = makeAssignment()

beforeEach(() => {
  store = createMemoryStore({ professors: [jane, sam], courses: [course], assignments: [janeOnSection1] })
  bindTestStore(store)
})

describe('professor actions', () => {
  it('refuses an invalid professor with the store messages joined by commas, writing nothing', async () => {
    const { result } = setup(() => useCreateProfessor())
    await act(async () => {
      await expect(
        result.current.mutateAsync({ firstName: '', lastName: 'X', email: 'nope', employmentType: 'part-time' }),
      ).rejects.toThrow('First name is required, Invalid email format')
    })
    expect(store.writeCount('professors')).toBe(0)
  })

  it('adds a professor with a prof- id and timestamps', async () => {
    const { result } = setup(() => useCreateProfessor())
    let created: Awaited<ReturnType<typeof result.current.mutateAsync>> | undefined
    await act(async () => {
      created = await result.current.mutateAsync({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@college.ca', employmentType: 'sessional', maxWeeklyHours: 18 })
    })
    expect(created!.id).toMatch(/^prof-adalo/)
    expect(created!.createdAt).not.toBe('')
    expect((await store.professors.list()).items).toHaveLength(3)
  })

  it('updating one professor writes only that record', async () => {
    const { result } = setup(() => useUpdateProfessor())
    await act(async () => {
      await result.current.mutateAsync({ id: jane.id, data: { phone: '555-0100' } })
    })
    expect(store.writeCount('professors')).toBe(1)
    expect((await store.professors.get(jane.id))?.phone).toBe('555-0100')
  })

  it("an unknown id gives 'Professor not found'", async () => {
    const { result } = setup(() => useUpdateProfessor())
    await act(async () => {
      await expect(result.current.mutateAsync({ id: 'prof-ghost', data: {} })).rejects.toThrow('Professor not found')
    })
  })

  it('deleting a professor removes their assignments in the same write', async () => {
    const { result } = setup(() => useDeleteProfessor())
    await act(async () => {
      await result.current.mutateAsync(jane.id)
    })
    expect((await store.professors.list()).items.map((p) => p.id)).toEqual([sam.id])
    expect((await store.assignments.list()).items).toEqual([])
  })

  it('rolls the cache back and reports the quota message when storage is full', async () => {
    const { result, client } = setup(() => ({ list: useProfessors(), del: useDeleteProfessor() }))
    await waitFor(() => expect(result.current.list.data).toHaveLength(2))
    store.failNextApply(new DOMException('full', 'QuotaExceededError'))
    await act(async () => {
      await expect(result.current.del.mutateAsync(jane.id)).rejects.toThrow(QUOTA_MESSAGE)
    })
    await waitFor(() => expect(result.current.list.data).toHaveLength(2))
    expect(client.getQueryData(['professors', 'list'])).toHaveLength(2)
    expect((await store.professors.list()).items).toHaveLength(2)
  })
})

describe('course and assignment actions', () => {
  it('Manage Sections save giving a section to another professor replaces whoever held it', async () => {
    const { result } = setup(() => useSaveSections())
    await act(async () => {
      await result.current.mutateAsync({ courseId: course.id, newCount: 2, selections: [sam.id, null] })
    })
    const assignments = (await store.assignments.list()).items
    expect(assignments).toHaveLength(1)
    expect(assignments[0]).toMatchObject({ courseId: course.id, section: 1, professorId: sam.id, weeklyHours: 3, term: 'fall' })
  })

  it('Manage Sections save unassigning one section removes only that section', async () => {
    const second = makeAssignment({ id: 'a-2', section: 2, professorId: sam.id })
    store = createMemoryStore({ professors: [jane, sam], courses: [course], assignments: [janeOnSection1, second] })
    bindTestStore(store)
    const { result } = setup(() => useSaveSections())
    await act(async () => {
      await result.current.mutateAsync({ courseId: course.id, newCount: 2, selections: [jane.id, null] })
    })
    expect((await store.assignments.list()).items.map((a) => a.id)).toEqual([janeOnSection1.id])
  })

  it('Manage Sections save is refused, writing nothing, when a section it writes changed since the dialog read it', async () => {
    const { result } = setup(() => useSaveSections())
    // The dialog opened with section 2 open; another tab staffed it before Save.
    await store.apply({ put: { assignments: [makeAssignment({ id: 'a-other-tab', section: 2, professorId: jane.id })] } })
    await act(async () => {
      await expect(
        result.current.mutateAsync({ courseId: course.id, newCount: 2, selections: [jane.id, sam.id], read: [janeOnSection1] }),
      ).rejects.toThrow(/^Changed in another tab or window since this was prepared: section 2 of ANIM1001 in Fall 2025\. Nothing was written/)
    })
    expect((await store.assignments.list()).items.map((a) => a.id).sort()).toEqual(['a-other-tab', janeOnSection1.id].sort())
  })

  it('Manage Sections save shrinks the count and drops assignments above it', async () => {
    const { result } = setup(() => ({ save: useSaveSections(), assignments: useAssignments() }))
    await act(async () => {
      await result.current.save.mutateAsync({ courseId: course.id, newCount: 0, selections: [sam.id] })
    })
    expect((await store.courses.get(course.id))?.sectionCount).toBe(1)
    const assignments = (await store.assignments.list()).items
    expect(assignments.map((a) => [a.section, a.professorId])).toEqual([[1, sam.id]])
  })

  it('deleting a course removes its assignments', async () => {
    const { result } = setup(() => useDeleteCourse())
    await act(async () => {
      await result.current.mutateAsync(course.id)
    })
    expect((await store.courses.list()).items).toEqual([])
    expect((await store.assignments.list()).items).toEqual([])
  })

  it('bulk add skips existing course codes of the same program version and term, case-insensitively, and counts them', async () => {
    const { result } = setup(() => useCreateCoursesBulk())
    let outcome: { added: number; skipped: number } | undefined
    await act(async () => {
      outcome = await result.current.mutateAsync([
        { code: 'anim1001', title: 'Duplicate', programId: 'bachelor-animation', semester: { term: 'fall', year: 2025 } },
        { code: 'anim1001', title: 'Next year', programId: 'bachelor-animation', semester: { term: 'fall', year: 2026 } },
        { code: 'GAME2001', title: 'Game Design I', weeklyHours: 4 },
        { code: 'GAME2001', title: 'Same code twice' },
      ])
    })
    expect(outcome).toEqual({ added: 2, skipped: 2 })
    expect((await store.courses.list()).items.map((c) => c.code).sort()).toEqual(['ANIM1001', 'GAME2001', 'anim1001'])
  })
})
