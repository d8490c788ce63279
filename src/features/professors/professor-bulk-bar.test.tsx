// The bulk actions bar of the professors table against the in-memory store: each action writes
// the selected professors in one change, says how many changed and clears the selection; selected
// professors the filters hide are named before anything applies to them.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeProfessor } from '@test/support/test-fixtures'
import { ProfessorBulkBar } from './professor-bulk-bar'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

const ann = makeProfessor({ id: 'ann', firstName: 'Ann', lastName: 'Lee', email: 'ann@x.ca' })
const bob = makeProfessor({
  id: 'bob',
  firstName: 'Bob',
  lastName: 'Ray',
  email: 'bob@x.ca',
  isActive: false,
})
let store: MemoryStore
let success: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  store = createMemoryStore({ professors: [ann, bob] })
  bindTestStore(store)
  success = vi.spyOn(notify, 'success').mockImplementation(() => 0)
})
afterEach(() => vi.restoreAllMocks())

function renderBar(onDeleteMany = vi.fn(async () => true), hidden = 0) {
  const onDone = vi.fn()
  const onDeselectHidden = vi.fn()
  render(
    <QueryClientProvider client={createTestClient()}>
      <ProfessorBulkBar
        selected={[ann, bob]}
        hidden={hidden}
        onDeleteMany={onDeleteMany}
        onDone={onDone}
        onDeselectHidden={onDeselectHidden}
      />
    </QueryClientProvider>,
  )
  return { user: userEvent.setup(), onDone, onDeleteMany, onDeselectHidden }
}

const stored = async (id: string) => (await store.professors.get(id))!

describe('professor bulk actions', () => {
  it('sets the selected professors active, writing only the one that changes, then clears the selection', async () => {
    const { user, onDone } = renderBar()
    const region = screen.getByRole('region', { name: 'Actions on the selected professors' })
    expect(region).toHaveTextContent('2 selected')
    expect(region).not.toHaveTextContent('hidden')
    await user.click(screen.getByRole('button', { name: 'Set active' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Set active: 1 professor updated'))
    expect((await stored('bob')).isActive).toBe(true)
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('changes the employment type and the caps follow; the selection is cleared', async () => {
    const { user, onDone } = renderBar()
    await user.selectOptions(
      screen.getByLabelText('Change employment type of the selected professors'),
      'full-time',
    )
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Set to Full-time: 2 professors updated'),
    )
    expect([(await stored('ann')).maxWeeklyHours, (await stored('bob')).employmentType]).toEqual([
      40,
      'full-time',
    ])
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('adds a specialization to each, and deletes through the page’s confirmation', async () => {
    const { user, onDeleteMany, onDone } = renderBar()
    await user.type(
      screen.getByLabelText('Specialization to add to the selected professors'),
      'Houdini{Enter}',
    )
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added Houdini: 2 professors updated'))
    expect((await stored('ann')).specializations).toContain('Houdini')
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    await user.click(screen.getByRole('button', { name: 'Delete selected' }))
    expect(onDeleteMany).toHaveBeenCalledWith([ann, bob], '')
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2))
  })

  it('says how many selected professors the filters hide, offers to leave them out, and names them in the delete question', async () => {
    const { user, onDeleteMany, onDeselectHidden } = renderBar(
      vi.fn(async () => false),
      1,
    )
    expect(
      screen.getByRole('region', { name: 'Actions on the selected professors' }),
    ).toHaveTextContent('2 selected · 1 hidden by the filters')
    await user.click(screen.getByRole('button', { name: 'Deselect hidden' }))
    expect(onDeselectHidden).toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Delete selected' }))
    expect(onDeleteMany).toHaveBeenCalledWith([ann, bob], '1 of them is hidden by the filters.')
  })
})
