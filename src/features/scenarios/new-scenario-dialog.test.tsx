// "New scenario": the name is required and unique once normalised (case, accents and spaces
// aside), the scope is a term or a whole academic year, and a scenario started from another one
// starts with a copy of its changes.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createScenario, LIVE_BASE, type Scenario } from '@/domain/scenarios/scenario'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import { SCENARIO_SCREEN_MESSAGES } from '@/domain/scenarios/scenario-new'
import { makeProfessor } from '@test/support/test-fixtures'
import { NewScenarioDialog } from './new-scenario-dialog'

const NOW = new Date('2026-11-29T10:00:00Z')
const existing: Scenario = {
  ...createScenario({ id: 's1', name: 'Studio swap', createdAt: '2026-11-01T08:00:00Z', scope: { kind: 'term', term: 'fall', year: 2026 } }),
  overlay: { professors: { put: { p1: makeProfessor({ id: 'p1', firstName: 'Dana' }) }, delete: [], base: { p1: { rev: 1, record: makeProfessor({ id: 'p1' }) } } } },
}

function renderDialog() {
  const onCreate = vi.fn((_: Scenario) => Promise.resolve())
  const onOpenChange = vi.fn()
  render(
    <NewScenarioDialog
      open
      onOpenChange={onOpenChange}
      scenarios={[existing]}
      academicYears={['2026-2027', '2027-2028']}
      defaultScope="fall-2026"
      onCreate={onCreate}
      now={() => NOW}
    />,
  )
  return { onCreate, onOpenChange, user: userEvent.setup() }
}

describe('NewScenarioDialog', () => {
  it('needs a name, and one no other scenario has once normalised', async () => {
    const { onCreate, user } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Create scenario' }))
    expect(await screen.findByText(SCENARIO_MESSAGES.nameRequired)).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Name/), '  studio\u200B  SWAP ')
    await user.click(screen.getByRole('button', { name: 'Create scenario' }))
    expect(await screen.findByText(SCENARIO_SCREEN_MESSAGES.nameTaken)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Name/)).toHaveFocus()
    expect(onCreate).not.toHaveBeenCalled()
  })

  it('creates a scenario of one term from live, with its notes and the creation time', async () => {
    const { onCreate, onOpenChange, user } = renderDialog()
    await user.type(screen.getByLabelText(/^Name/), '  Fall what-if ')
    await user.type(screen.getByLabelText('Notes'), 'Dana takes the studio courses')
    await user.click(screen.getByRole('button', { name: 'Create scenario' }))
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1))
    const made = onCreate.mock.calls[0]![0]
    expect(made).toMatchObject({
      name: 'Fall what-if',
      notes: 'Dana takes the studio courses',
      status: 'draft',
      basedOn: LIVE_BASE,
      createdAt: NOW.toISOString(),
      scope: { kind: 'term', term: 'fall', year: 2026 },
      overlay: {},
    })
    expect(made.id).toMatch(/^scenario-\d+-[a-z0-9]{8}$/)
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('a whole academic year, started from another scenario: its changes are copied', async () => {
    const { onCreate, user } = renderDialog()
    await user.type(screen.getByLabelText(/^Name/), 'Next year')
    await user.selectOptions(screen.getByLabelText(/^Scope/), 'Whole academic year 2027-2028')
    await user.selectOptions(screen.getByLabelText('Start from'), 'Scenario: Studio swap')
    await user.click(screen.getByRole('button', { name: 'Create scenario' }))
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1))
    const made = onCreate.mock.calls[0]![0]
    expect(made.scope).toEqual({ kind: 'year', academicYear: '2027-2028' })
    expect(made.basedOn).toBe('s1')
    expect(made.overlay).toEqual(existing.overlay)
    expect(made.overlay.professors).not.toBe(existing.overlay.professors)
  })

  it('says why a save failed and stays open', async () => {
    const { onCreate, onOpenChange, user } = renderDialog()
    onCreate.mockRejectedValueOnce(new Error('The disk is full'))
    await user.type(screen.getByLabelText(/^Name/), 'Fall what-if')
    await user.click(screen.getByRole('button', { name: 'Create scenario' }))
    expect(await screen.findByText('The scenario could not be created: The disk is full')).toBeInTheDocument()
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})
