// The Compare screen: a scenario's changes against live per term, professor and section, the drift
// of live since it was made, and the side by side with live or another scenario.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChangeSet } from '@/domain/model/change-set'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import { applied, assign, course, lists, professor, scenarioOver } from '@/domain/scenarios/scenario-test-fixtures'
import { renderScreen, scenarioScreens, withTableLayout, type ScreenHarness } from '@test/support/scenario-screens'
import { ComparePage } from './compare-page'

const c1 = course('ani1001', { sectionCount: 2 })
const c2 = course('ani1002')
const held = assign(c1, 1, 'p1')
const live = lists({ professors: [professor('p1'), professor('p2')], courses: [c1, c2], assignments: [held, assign(c2, 1, 'p1')] })
/** ANI1001 §1 from p1 to p2. */
const move: ChangeSet = { delete: { assignments: [held.id] }, put: { assignments: [assign(c1, 1, 'p2')] } }
const scenario = { ...scenarioOver(live, move), id: 'sc', name: 'What if' }
const other = { ...scenarioOver(live, { put: { assignments: [assign(c1, 2, 'p2')] } }), id: 'sc2', name: 'Plan B' }

withTableLayout()
let harness: ScreenHarness | undefined
afterEach(() => harness?.repo.close())

async function open(liveLists = live) {
  harness = await scenarioScreens(liveLists, [scenario, other])
  renderScreen(harness.client, () => <ComparePage scenarioId="sc" />)
  await screen.findByRole('heading', { name: SCENARIO_MESSAGES.compareTitle('What if'), level: 1 })
}

describe('Compare', () => {
  it('shows the move per section, the professors\' hours and status before -> after, and the term figures', async () => {
    await open()
    const sections = screen.getByRole('table', { name: 'Section changes' })
    expect(within(sections).getByRole('row', { name: /ANI1001 §1 in Fall 2026/ }).textContent).toBe('ANI1001 §1 in Fall 2026Professor changedp1 Prof -> p2 Prof')
    const professors = screen.getByRole('table', { name: 'Professor changes' })
    expect(within(professors).getByRole('row', { name: /^p1 Prof/ }).textContent).toBe('p1 ProfFall 20266 h -> 3 hPartial -> Underutilized')
    expect(within(professors).getByRole('row', { name: /^p2 Prof/ }).textContent).toBe('p2 ProfFall 20260 h -> 3 hUnassigned -> Underutilized')
    // Staffing is the same (a move): nothing marked changed.
    expect(within(screen.getByTestId('compare-terms')).queryByText('Changed')).toBeNull()
    expect(screen.getByText(SCENARIO_MESSAGES.noDrift)).toBeTruthy()
    expect(screen.getByTestId('side-by-side-count').textContent).toBe('1 of 3 sections differ')
  })

  it('shows what live changed since the scenario was made, as such', async () => {
    // Live gave the same section to a third professor meanwhile.
    const withP3 = { ...live, professors: [...live.professors, professor('p3')] }
    await open(applied(withP3, { delete: { assignments: [held.id] }, put: { assignments: [assign(c1, 1, 'p3')] } }))
    expect(within(screen.getByTestId('compare-drift')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      SCENARIO_MESSAGES.changedInLive('ANI1001 §1 in Fall 2026'),
    ])
    // The section reads against live as it is now: the scenario's view keeps live's new holder too
    // (its overlay only removed the holder it was based on); Promote asks which to keep.
    expect(within(screen.getByRole('table', { name: 'Section changes' })).getByText('p3 Prof -> p2 Prof, p3 Prof')).toBeTruthy()
  })

  it('compares side by side with another scenario, the difference named in words', async () => {
    await open()
    await userEvent.selectOptions(screen.getByLabelText('Compare with'), 'Plan B')
    const table = await screen.findByRole('table', { name: 'Side by side' })
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Section', 'What if', 'Plan B', 'Difference'])
    expect(screen.getByTestId('side-by-side-count').textContent).toBe('2 of 3 sections differ')
    expect(within(table).getAllByText(SCENARIO_MESSAGES.differs)).toHaveLength(2)
  })

  it('says so when the scenario no longer exists', async () => {
    harness = await scenarioScreens(live, [])
    renderScreen(harness.client, () => <ComparePage scenarioId="gone" />)
    expect((await screen.findByRole('alert')).textContent).toBe(SCENARIO_MESSAGES.missingScenario)
  })
})
