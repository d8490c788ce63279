// The header's Undo/Redo buttons and the toast's Undo, on the in-memory store: the buttons name
// the action, are disabled when there is nothing to undo or redo, and replay the step; the
// success toast that confirms a write carries an Undo that takes it back.
import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import { writeChanges } from '@/data/apply-changes'
import { notify } from '@/lib/notify'
import { withdrawToastAction } from '@/lib/toast-action'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeCourse } from '@test/support/test-fixtures'
import { UndoRedoButtons } from './undo-redo-buttons'
import { undoKey } from './use-global-shortcuts'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

let store: MemoryStore
const course = makeCourse({ code: 'ANI1001', sectionCount: 2 })
const section2 = makeAssignment({ id: 'a-2', section: 2 })

beforeEach(() => {
  store = createMemoryStore({ courses: [course] })
  bindTestStore(store)
  withdrawToastAction()
})

function renderButtons() {
  const client = createTestClient()
  render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <UndoRedoButtons />
      </TooltipProvider>
      <Toaster />
    </QueryClientProvider>,
  )
  return client
}

describe('Undo and Redo in the header', () => {
  it('are disabled with nothing to undo, then name the action and replay it', async () => {
    const user = userEvent.setup()
    const client = renderButtons()
    expect(screen.getByRole('button', { name: 'Nothing to undo' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Nothing to redo' })).toBeDisabled()

    await act(() => writeChanges(client, { put: { assignments: [section2] } }, { label: 'assign ANI1001 §2 to Maya Okafor' }))
    const undo = screen.getByRole('button', { name: 'Undo: assign ANI1001 §2 to Maya Okafor' })
    expect(undo).toBeEnabled()
    act(() => undo.focus())
    expect(await screen.findByText('(Ctrl+Z)')).toBeInTheDocument()

    await user.click(undo)
    const redo = await screen.findByRole('button', { name: 'Redo: assign ANI1001 §2 to Maya Okafor' })
    expect(await screen.findByText('Undone: assign ANI1001 §2 to Maya Okafor')).toBeInTheDocument()
    expect(await store.assignments.count()).toBe(0)
    expect(screen.getByRole('button', { name: 'Nothing to undo' })).toBeDisabled()

    await user.click(redo)
    await screen.findByRole('button', { name: 'Undo: assign ANI1001 §2 to Maya Okafor' })
    // Added again by the redo: a new record to the store, revision 1.
    expect(await store.assignments.get('a-2')).toEqual({ ...section2, rev: 1 })
  })

  it('says why an undo is refused when the records were changed since', async () => {
    const user = userEvent.setup()
    const client = renderButtons()
    await act(() => writeChanges(client, { put: { courses: [{ ...course, title: 'Mine' }] } }, { label: 'edit course ANI1001' }))
    await store.apply({ put: { courses: [{ ...course, title: 'Theirs' }] } })
    await user.click(screen.getByRole('button', { name: 'Undo: edit course ANI1001' }))
    expect(await screen.findByText("Can't undo: edit course ANI1001 — those records were changed since.")).toBeInTheDocument()
    expect((await store.courses.get(course.id))?.title).toBe('Theirs')
  })

  it("the success toast confirming a write offers Undo, which restores the deleted course", async () => {
    const user = userEvent.setup()
    const client = renderButtons()
    await act(() => writeChanges(client, { delete: { courses: [course.id] } }, { label: 'delete course ANI1001' }))
    act(() => void notify.success('Course deleted successfully'))
    const toast = (await screen.findByText('Course deleted successfully')).closest('[data-sonner-toast]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    await waitFor(async () => expect(await store.courses.get(course.id)).toEqual({ ...course, rev: 1 }))
    expect(await screen.findByText('Undone: delete course ANI1001')).toBeInTheDocument()
  })
})

describe('undo keys', () => {
  const key = (k: string, mods: Partial<KeyboardEvent> = {}) => undoKey({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods })
  it('Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo; plain keys do nothing', () => {
    expect(key('z', { ctrlKey: true })).toBe('undo')
    expect(key('z', { metaKey: true })).toBe('undo')
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo')
    expect(key('y', { ctrlKey: true })).toBe('redo')
    expect(key('z')).toBeNull()
    expect(key('z', { ctrlKey: true, altKey: true })).toBeNull()
  })
})
