// The bulk actions bar of the professors table against the in-memory store: each action writes
// the selected professors in one change and says how many changed.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppQueryClient } from '@/data/query-client'
import { bindDataStore } from '@/data/store-registry'
import { notify } from '@/lib/notify'
// eslint-disable-next-line no-restricted-imports -- component tests bind an in-memory store
import { createMemoryStore, type MemoryStore } from '@/storage/memory-store'
// eslint-disable-next-line no-restricted-imports -- component tests bind an in-memory store
import { makeProfessor } from '@/storage/test-fixtures'
import { ProfessorBulkBar } from './professor-bulk-bar'

const ann = makeProfessor({ id: 'ann', firstName: 'Ann', lastName: 'Lee', email: 'ann@x.ca' })
const bob = makeProfessor({ id: 'bob', firstName: 'Bob', lastName: 'Ray', email: 'bob@x.ca', isActive: false })
let store: MemoryStore
let success: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  store = createMemoryStore({ professors: [ann, bob] })
  bindDataStore(store)
  success = vi.spyOn(notify, 'success').mockImplementation(() => 0)
})
afterEach(() => vi.restoreAllMocks())

function renderBar(onDeleteMany = vi.fn(async () => true)) {
  const onDeleted = vi.fn()
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <ProfessorBulkBar selected={[ann, bob]} onDeleteMany={onDeleteMany} onDeleted={onDeleted} />
    </QueryClientProvider>,
  )
  return { user: userEvent.setup(), onDeleted, onDeleteMany }
}

const stored = async (id: string) => (await store.professors.get(id))!

describe('professor bulk actions', () => {
  it('sets the selected professors active, writing only the one that changes', async () => {
    const { user } = renderBar()
    expect(screen.getByRole('region', { name: 'Actions on the selected professors' })).toHaveTextContent('2 selected')
    await user.click(screen.getByRole('button', { name: 'Set active' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Set active: 1 professor updated'))
    expect((await stored('bob')).isActive).toBe(true)
  })

  it('changes the employment type and the caps follow', async () => {
    const { user } = renderBar()
    await user.selectOptions(screen.getByLabelText('Change employment type of the selected professors'), 'full-time')
    await waitFor(() => expect(success).toHaveBeenCalledWith('Set to Full-time: 2 professors updated'))
    expect([(await stored('ann')).maxWeeklyHours, (await stored('bob')).employmentType]).toEqual([40, 'full-time'])
  })

  it('adds a specialization to each, and deletes through the page’s confirmation', async () => {
    const { user, onDeleteMany, onDeleted } = renderBar()
    await user.type(screen.getByLabelText('Specialization to add to the selected professors'), 'Houdini{Enter}')
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added Houdini: 2 professors updated'))
    expect((await stored('ann')).specializations).toContain('Houdini')
    await user.click(screen.getByRole('button', { name: 'Delete selected' }))
    expect(onDeleteMany).toHaveBeenCalledWith([ann, bob])
    await waitFor(() => expect(onDeleted).toHaveBeenCalled())
  })
})
