// The banner of an open scenario: it names the scenario, its scope and status in words, offers
// "Back to live" as a button, and says when the scenario is read-only (promoted), covers no
// courses, or changed records since deleted from live (listed as such, no crash).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { keysByStore } from '@/data/query-keys'
import type { StoredScenario } from '@/data/scenario-session'
import { ENTITY_STORES } from '@/domain/model/change-set'
import { createScenario } from '@/domain/scenarios/scenario'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { OpenScenarioBanner, SCENARIO_BANNER_TEXT } from './scenario-banner'

const fall = makeCourse({ id: 'c1', code: 'ANI1001', semester: { term: 'fall', year: 2026 } })
const held = makeAssignment({ id: 'a1', courseId: 'c1', professorId: 'p1' })

function scenario(extra: Partial<StoredScenario> = {}): StoredScenario {
  return { ...createScenario({ id: 's1', name: 'Studio swap', createdAt: '2026-11-01T08:00:00Z', scope: { kind: 'term', term: 'fall', year: 2026 } }), rev: 1, ...extra }
}

function renderBanner(s: StoredScenario, lists: { courses?: unknown[]; assignments?: unknown[] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  for (const store of ENTITY_STORES) client.setQueryData(keysByStore[store].list(), [])
  client.setQueryData(keysByStore.professors.list(), [makeProfessor({ id: 'p1' })])
  client.setQueryData(keysByStore.courses.list(), lists.courses ?? [fall])
  client.setQueryData(keysByStore.assignments.list(), lists.assignments ?? [held])
  const onBack = vi.fn()
  render(
    <QueryClientProvider client={client}>
      <OpenScenarioBanner scenario={s} onBackToLive={onBack} />
    </QueryClientProvider>,
  )
  return { onBack }
}

describe('OpenScenarioBanner', () => {
  it('names the scenario, its scope and status, and goes back to live from the keyboard', async () => {
    const { onBack } = renderBanner(scenario({ status: 'proposed' }))
    const region = screen.getByRole('region', { name: 'Open scenario' })
    expect(region).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('You are working in the scenario Studio swap (Fall 2026, status: Proposed). The live plan is not changed.')
    const user = userEvent.setup()
    await user.tab()
    expect(screen.getByRole('button', { name: SCENARIO_BANNER_TEXT.backToLive })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(screen.queryByText(SCENARIO_MESSAGES.promoted)).not.toBeInTheDocument()
    expect(screen.queryByText(SCENARIO_MESSAGES.emptyScope)).not.toBeInTheDocument()
  })

  it('a promoted scenario says it is read-only', () => {
    renderBanner(scenario({ status: 'promoted' }))
    expect(screen.getByRole('status')).toHaveTextContent('status: Promoted')
    expect(screen.getByText(SCENARIO_MESSAGES.promoted)).toBeInTheDocument()
  })

  it('a scenario of a term with no courses says there is nothing in it', () => {
    renderBanner(scenario({ scope: { kind: 'term', term: 'winter', year: 2027 } }))
    expect(screen.getByText(SCENARIO_MESSAGES.emptyScope)).toBeInTheDocument()
  })

  it('records it changed that live deleted since are listed as deleted from live', () => {
    const other = makeCourse({ id: 'c2', code: 'ANI1002', semester: { term: 'fall', year: 2026 } })
    const s = scenario({ overlay: { courses: { put: { c2: { ...other, title: 'Studio in the scenario' } }, delete: [], base: { c2: { rev: 1, record: other } } } } })
    renderBanner(s)
    expect(screen.getByText(SCENARIO_BANNER_TEXT.deletedInLive(1))).toBeInTheDocument()
    expect(screen.getByRole('listitem')).toHaveTextContent('ANI1002')
    expect(screen.getByRole('listitem')).toHaveTextContent('was deleted from the live plan after this scenario was made.')
  })
})
