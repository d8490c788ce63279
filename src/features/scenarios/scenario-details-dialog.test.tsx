// "Edit details" of a scenario: rename (unique once normalised), notes and status among draft,
// proposed and archived; a promoted scenario is shown read-only.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createScenario, type Scenario } from '@/domain/scenarios/scenario'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import { SCENARIO_SCREEN_MESSAGES } from '@/domain/scenarios/scenario-new'
import { ScenarioDetailsDialog } from './scenario-details-dialog'

const make = (id: string, name: string, extra: Partial<Scenario> = {}): Scenario => ({
  ...createScenario({ id, name, createdAt: '2026-11-01T08:00:00Z', scope: { kind: 'term', term: 'fall', year: 2026 } }),
  ...extra,
})
const a = make('s1', 'Studio swap')
const b = make('s2', 'Night classes')

function renderDialog(scenario: Scenario) {
  const onSave = vi.fn((_: string, __: unknown) => Promise.resolve())
  const onClose = vi.fn()
  render(<ScenarioDetailsDialog scenario={scenario} scenarios={[a, b]} onClose={onClose} onSave={onSave} />)
  return { onSave, onClose, user: userEvent.setup() }
}

describe('ScenarioDetailsDialog', () => {
  it('renames, changes the notes and the status; promoted is not offered; a taken name is refused', async () => {
    const { onSave, onClose, user } = renderDialog(a)
    const status = screen.getByLabelText('Status')
    expect([...(status as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Draft', 'Proposed', 'Archived'])
    await user.clear(screen.getByLabelText(/^Name/))
    await user.type(screen.getByLabelText(/^Name/), 'night CLASSES')
    await user.click(screen.getByRole('button', { name: 'Save details' }))
    expect(await screen.findByText(SCENARIO_SCREEN_MESSAGES.nameTaken)).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/^Name/))
    await user.type(screen.getByLabelText(/^Name/), 'Studio swap B')
    await user.type(screen.getByLabelText('Notes'), 'Agreed with Dana')
    await user.selectOptions(status, 'Proposed')
    await user.click(screen.getByRole('button', { name: 'Save details' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('s1', { name: 'Studio swap B', notes: 'Agreed with Dana', status: 'proposed' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('a promoted scenario is read-only', () => {
    renderDialog(make('s3', 'Done', { status: 'promoted' }))
    expect(screen.getAllByText(SCENARIO_MESSAGES.promoted).length).toBeGreaterThan(0)
    expect(screen.getByLabelText(/^Name/)).toBeDisabled()
    expect(screen.getByText('Status: Promoted')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save details' })).not.toBeInTheDocument()
  })
})
