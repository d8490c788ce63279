// The Promote screen: the scenario's changes written to live as one change set (one undo step),
// conflicts with what live changed since listed and resolved or left out, the caps re-checked
// before anything is written, the scenario promoted and read-only; every refusal says why.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { undoHistoryOf } from '@/data/undo-history'
import type { ChangeSet } from '@/domain/model/change-set'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import type { PlanLists } from '@/domain/scenarios/scenario-overlay'
import { applied, assign, course, lists, professor, scenarioOver } from '@/domain/scenarios/scenario-test-fixtures'
import { renderScreen, scenarioScreens, withTableLayout, type ScreenHarness } from '@test/support/scenario-screens'
import { PromotePage } from './promote-page'

const c1 = course('ani1001')
const c2 = course('ani1002')
const a1 = assign(c1, 1, 'p1')
const a2 = assign(c2, 1, 'p1')
const live = lists({ professors: [professor('p1'), professor('p2'), professor('p3')], courses: [c1, c2], assignments: [a1, a2] })
const move = (from: typeof a1, to: string): ChangeSet => ({ delete: { assignments: [from.id] }, put: { assignments: [{ ...from, professorId: to, id: from.id.replace('p1', to) }] } })
/** Both sections from p1 to p2. */
const scenario = { ...scenarioOver(live, move(a1, 'p2'), move(a2, 'p2')), name: 'What if' }

withTableLayout()
let harness: ScreenHarness | undefined
afterEach(() => harness?.repo.close())

async function open(liveLists: PlanLists = live, scenarios = [scenario]) {
  harness = await scenarioScreens(liveLists, scenarios)
  renderScreen(harness.client, () => <PromotePage scenarioId="sc" />)
  await screen.findByRole('heading', { name: SCENARIO_MESSAGES.promoteTitle('What if'), level: 1 })
  return harness
}
const holders = async (h: ScreenHarness, courseId: string) => (await h.live.assignments.list()).items.filter((a) => a.courseId === courseId).map((a) => a.professorId)

describe('Promote', () => {
  it('writes every change to live in one undo step and makes the scenario read-only', async () => {
    const h = await open()
    // What changes in live: both sections.
    expect(within(screen.getByRole('table', { name: 'Section changes' })).getAllByText('p1 Prof -> p2 Prof')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: SCENARIO_MESSAGES.promoteAll(4) }))
    expect((await screen.findByTestId('promote-outcome')).textContent).toBe(SCENARIO_MESSAGES.promotedDone(4, 'What if'))
    expect(await holders(h, c1.id)).toEqual(['p2'])
    expect(await holders(h, c2.id)).toEqual(['p2'])
    expect(undoHistoryOf(h.client).undo.map((s) => s.label)).toEqual(['promote the scenario "What if"'])
    expect((await h.repo.get('sc'))?.status).toBe('promoted')
    await screen.findByText(SCENARIO_MESSAGES.promoted)
  })

  it('lists what live changed since as a conflict: left out by default, or resolved either way', async () => {
    // Live gave ANI1001 §1 to p3 after the scenario was made.
    const drifted = applied(live, move(a1, 'p3'))
    const h = await open(drifted)
    const conflicts = screen.getByTestId('promote-conflicts')
    expect(within(conflicts).getAllByRole('group').map((g) => g.querySelector('legend')!.textContent)).toEqual([SCENARIO_MESSAGES.changedInLive('ANI1001 §1 in Fall 2026')])
    expect(screen.getByText(SCENARIO_MESSAGES.unresolvedConflicts(1))).toBeTruthy()
    screen.getByRole('button', { name: SCENARIO_MESSAGES.promoteNonConflicting(2) })

    await userEvent.click(within(conflicts).getByRole('radio', { name: SCENARIO_MESSAGES.keepLive }))
    expect(screen.queryByText(SCENARIO_MESSAGES.unresolvedConflicts(1))).toBeNull()
    screen.getByRole('button', { name: SCENARIO_MESSAGES.promoteAll(2) })

    await userEvent.click(within(conflicts).getByRole('radio', { name: SCENARIO_MESSAGES.takeScenario }))
    await userEvent.click(screen.getByRole('button', { name: SCENARIO_MESSAGES.promoteAll(4) }))
    expect((await screen.findByTestId('promote-outcome')).textContent).toBe(SCENARIO_MESSAGES.promotedDone(4, 'What if'))
    expect(await holders(h, c1.id)).toEqual(['p2'])
    expect(await holders(h, c2.id)).toEqual(['p2'])
  })

  it('promotes only what does not conflict, keeping live\'s side of the conflict', async () => {
    const h = await open(applied(live, move(a1, 'p3')))
    await userEvent.click(screen.getByRole('button', { name: SCENARIO_MESSAGES.promoteNonConflicting(2) }))
    expect((await screen.findByTestId('promote-outcome')).textContent).toBe(SCENARIO_MESSAGES.promotedDone(2, 'What if'))
    expect(await holders(h, c1.id)).toEqual(['p3'])
    expect(await holders(h, c2.id)).toEqual(['p2'])
  })

  it('refuses a promotion that would take a professor over their limit, and writes nothing', async () => {
    const tight = { ...live, professors: [professor('p1'), professor('p2', 3), professor('p3')] }
    const h = await open(tight, [{ ...scenarioOver(tight, move(a1, 'p2'), move(a2, 'p2')), name: 'What if' }])
    const limits = screen.getByRole('alert')
    expect(within(limits).getByRole('listitem').textContent).toBe(SCENARIO_MESSAGES.overLimitAfterPromotion('p2 Prof', 'Fall 2026', '6', '3'))
    expect((screen.getByRole('button', { name: SCENARIO_MESSAGES.promoteAll(4) }) as HTMLButtonElement).disabled).toBe(true)
    expect(await holders(h, c1.id)).toEqual(['p1'])
  })

  it('puts live back when the scenario cannot be marked promoted (edited in another tab meanwhile)', async () => {
    const h = await open()
    const put = h.repo.put.bind(h.repo)
    vi.spyOn(h.repo, 'put').mockImplementation((s, rev) => (s.status === 'promoted' ? Promise.reject(new Error('changed in another tab')) : put(s, rev)))
    await userEvent.click(screen.getByRole('button', { name: SCENARIO_MESSAGES.promoteAll(4) }))
    expect((await screen.findByTestId('promote-outcome')).querySelector('p')!.textContent).toBe(SCENARIO_MESSAGES.promotionUndone('changed in another tab'))
    await waitFor(async () => expect(await holders(h, c1.id)).toEqual(['p1']))
    expect(await holders(h, c2.id)).toEqual(['p1'])
    expect((await h.repo.get('sc'))?.status).toBe('draft')
  })
})
