// Needs attention (issue 34): a change the server refused, what the server holds, who did it and
// when, and the three choices, each handed to the sync engine (which the engine's own tests run
// against a real server, test/unit/sync-engine.test.ts).
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OutboxEntry } from '@/data/sync/sync-engine'
import { createMemoryStore } from '@test/support/memory-store'
import { makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'
import { NeedsAttention } from './needs-attention'

const navigate = vi.fn()
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }))

const engine = { keepTheirs: vi.fn(async () => {}), replaceWithMine: vi.fn(async () => ({ status: 'applied' })) }
let attention: OutboxEntry[] = []
vi.mock('@/data/sync/sync-status', () => ({
  useSyncStatus: () => ({ phase: 'idle', waiting: 0, attention, message: null, syncedAt: null }),
  useSyncEngine: () => engine,
}))

const course = makeCourse({ id: 'c-anim', code: 'ANI1001' })
const raj = makeProfessor({ id: 'p-raj', firstName: 'Raj', lastName: 'Patel' })
const sam = makeProfessor({ id: 'p-sam', firstName: 'Sam', lastName: 'Lee' })

const refused: OutboxEntry = {
  order: 7,
  id: '00000000-0000-4000-8000-000000000007',
  at: '2026-11-29T10:40:00.000Z',
  status: 'attention',
  baseRevs: { assignments: { 'a-mine': 0 } },
  put: { assignments: [{ id: 'a-mine', courseId: 'c-anim', section: 2, professorId: 'p-raj' }] },
  delete: {},
  refusal: {
    status: 'refused',
    rule: 'one-professor-per-section',
    message: 'ANI1001 §2 already has a professor',
    at: '2026-11-29T10:43:00.000Z',
    conflicts: [
      {
        store: 'assignments',
        id: 'a-theirs',
        rev: 1,
        record: { id: 'a-theirs', courseId: 'c-anim', section: 2, professorId: 'p-sam' },
        changedBy: 'sam.lee@school.example',
        changedAt: new Date(2026, 10, 29, 10, 42).toISOString(),
      },
    ],
  },
}

async function renderList() {
  const client = createTestClient()
  render(
    <QueryClientProvider client={client}>
      <NeedsAttention />
    </QueryClientProvider>,
  )
  await screen.findByText(/Raj Patel/)
}

beforeEach(() => {
  bindTestStore(createMemoryStore({ courses: [course], professors: [raj, sam] }))
  attention = [refused]
  navigate.mockClear()
  engine.keepTheirs.mockClear()
  engine.replaceWithMine.mockClear()
})

describe('Needs attention', () => {
  it('shows nothing when the server took every change', () => {
    attention = []
    const { container } = render(
      <QueryClientProvider client={createTestClient()}>
        <NeedsAttention />
      </QueryClientProvider>,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('names the refused change, the refusal, and what the server holds, who did it and when', async () => {
    await renderList()
    expect(screen.getByRole('heading', { name: 'Needs attention' })).toBeInTheDocument()
    expect(screen.getByText('Yours: assign Raj Patel to ANI1001 §2')).toBeInTheDocument()
    expect(screen.getByText('ANI1001 §2 already has a professor')).toBeInTheDocument()
    expect(screen.getByText(/^sam\.lee@school\.example assigned Sam Lee to ANI1001 §2 at 10:42/)).toBeInTheDocument()
  })

  it('keep theirs, replace with mine and put mine elsewhere go to the engine (the last opens the course)', async () => {
    const user = userEvent.setup()
    await renderList()
    await user.click(screen.getByRole('button', { name: 'Keep theirs' }))
    expect(engine.keepTheirs).toHaveBeenCalledWith(7)
    await user.click(screen.getByRole('button', { name: 'Replace with mine' }))
    expect(engine.replaceWithMine).toHaveBeenCalledWith(7)
    await user.click(screen.getByRole('button', { name: 'Put mine elsewhere' }))
    expect(engine.keepTheirs).toHaveBeenCalledTimes(2)
    expect(navigate).toHaveBeenCalledWith({ to: '/courses', search: { manage: 'c-anim' } })
  })

  it('says so when replace with mine is refused again', async () => {
    engine.replaceWithMine.mockResolvedValueOnce({ status: 'refused', message: 'Raj Patel: 9/6 h in Fall 2026, 3 h over the cap' } as never)
    const user = userEvent.setup()
    await renderList()
    await user.click(screen.getByRole('button', { name: 'Replace with mine' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Still refused: Raj Patel: 9/6 h in Fall 2026, 3 h over the cap')
  })
})
