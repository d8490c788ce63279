// The professor form under Ontario CAAT-A (issue 23 step 5): the measures of the agreement instead
// of a full-time cap, the probationary flag, and per term the recorded agreements and extra duties.
import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { QueryClient } from '@tanstack/react-query'
import { replayStep } from '@/data/apply-changes'
import { ensureCoreData } from '@/data/ensure-core-data'
import { useDeleteProfessor } from '@/data/professor-mutations'
import type { Professor } from '@/domain/model/professor'
import { defaultWorkloadRules, workloadRulesSetting } from '@/domain/policy/workload-rules-setting'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeProfessor } from '@test/support/test-fixtures'
import { ProfessorFormDialog } from './professor-form-dialog'
import { loadPackUi } from '@/packs/pack-ui'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'
import { withoutRevision } from '@test/support/revisions'

let store: MemoryStore
let client: QueryClient
/** The CAAT-A records stored now (the contractRecords store). */
// As stored, the revision aside (the write path numbers it; these tests check content).
const records = async () => (await store.contractRecords.list()).items.map(withoutRevision) as unknown as Record<string, unknown>[]

beforeEach(() => {
  localStorage.clear()
  localStorage.setItem('academicYear', '2026-2027')
  localStorage.setItem('selectedSemester', 'fall-2026')
  store = createMemoryStore({
    professors: [makeProfessor({ id: 'p1', employmentType: 'full-time', maxWeeklyHours: 40 })],
    planSettings: [workloadRulesSetting({ ...defaultWorkloadRules(), rules: 'ontario-caat-a' })],
  })
  bindTestStore(store)
  client = createTestClient()
  vi.spyOn(notify, 'alert').mockImplementation(() => 0)
})

/** The form once the plan is read and the chosen pack's screen parts are in, as the app's start has them before any screen. */
async function renderForm(professor?: Professor) {
  await ensureCoreData(client)
  await loadPackUi('ontario-caat-a')
  render(
    <QueryClientProvider client={client}>
      <ProfessorFormDialog open onOpenChange={() => {}} professor={professor} />
    </QueryClientProvider>,
  )
}

describe('professor form under Ontario CAAT-A', () => {
  it('a full-time professor has the agreement measures instead of a weekly-hours cap; a part-time one keeps their cap', async () => {
    const user = userEvent.setup()
    await renderForm()
    await user.selectOptions(screen.getByLabelText(/^Employment type/), 'Full-time')
    expect(screen.queryByLabelText(/^Max weekly hours/)).toBeNull()
    const rules = screen.getByTestId('caat-rules')
    expect(rules).toHaveTextContent('At most 18 TCH a week (20 in non-post-secondary programs)')
    expect(rules).toHaveTextContent('At most 44 h of total attributed workload a week')
    await user.selectOptions(screen.getByLabelText(/^Employment type/), 'Part-time')
    expect(screen.getByLabelText(/^Max weekly hours/)).toHaveValue(6)
    expect(screen.getByTestId('caat-rules')).toHaveTextContent('At most 6 TCH a week')
    // A new professor has no record yet: it is kept once they are saved.
    expect(screen.queryByTestId('caat-professor-section')).toBeNull()
  })

  it('records probationary, an overtime agreement with its date and an extra duty for the chosen term', async () => {
    const user = userEvent.setup()
    await renderForm(makeProfessor({ id: 'p1', employmentType: 'full-time', maxWeeklyHours: 40 }))
    const section = within(screen.getByTestId('caat-professor-section'))
    expect(section.getByLabelText('Term')).toHaveDisplayValue('Fall 2026')

    await user.click(section.getByLabelText('Probationary (no overtime, even by agreement)'))
    await waitFor(async () => expect(await records()).toEqual([expect.objectContaining({ professorId: 'p1', probationary: true })]))
    await user.click(section.getByLabelText('Probationary (no overtime, even by agreement)'))

    const date = section.getByLabelText('Overtime agreement date')
    await user.clear(date)
    await user.type(date, '2026-08-01')
    await user.click(section.getByRole('button', { name: 'Record overtime agreement' }))
    expect(section.getByTestId('caat-overtimeAgreement')).toHaveTextContent('Overtime agreement: recorded on 2026-08-01')

    await user.click(section.getByRole('button', { name: 'Add duty' }))
    expect(section.getByTestId('caat-record-message')).toHaveTextContent('Name the duty')
    await user.type(section.getByLabelText('Duty'), 'Program coordination')
    await user.type(section.getByLabelText('Duty: hours a week'), '3')
    await user.click(section.getByRole('button', { name: 'Add duty' }))
    expect(section.getByText('Program coordination: 3 h a week')).toBeInTheDocument()

    await waitFor(async () => expect(await records()).toEqual([
      {
        professorId: 'p1',
        probationary: false,
        terms: {
          'fall-2026': {
            extraDuties: [{ label: 'Program coordination', hours: 3 }],
            overrides: {},
            overtimeAgreement: { date: '2026-08-01', note: '' },
          },
        },
      },
    ]))
    await user.click(section.getByRole('button', { name: 'Remove overtime agreement' }))
    await waitFor(async () => expect((await records())[0]).toMatchObject({ terms: { 'fall-2026': { extraDuties: [{ label: 'Program coordination', hours: 3 }] } } }))
    expect(((await records())[0]!.terms as Record<string, object>)['fall-2026']).not.toHaveProperty('overtimeAgreement')
  })

  it('an edit of the CAAT-A record is one undo step: undo puts the record back as it was, redo again', async () => {
    const user = userEvent.setup()
    await renderForm(makeProfessor({ id: 'p1', employmentType: 'full-time', maxWeeklyHours: 40 }))
    const section = within(screen.getByTestId('caat-professor-section'))
    const flag = section.getByLabelText('Probationary (no overtime, even by agreement)')
    await user.click(flag)
    await waitFor(async () => expect(await records()).toEqual([{ professorId: 'p1', probationary: true, terms: {} }]))
    expect(flag).toBeChecked()

    await act(async () => {
      expect(await replayStep(client, 'undo')).toMatchObject({ ok: true, message: expect.stringContaining('change the CAAT-A record of') })
    })
    // Gone from storage and from the screen: there was no record before.
    expect(await records()).toEqual([])
    await waitFor(() => expect(flag).not.toBeChecked())

    await act(async () => {
      expect(await replayStep(client, 'redo')).toMatchObject({ ok: true })
    })
    expect(await records()).toEqual([{ professorId: 'p1', probationary: true, terms: {} }])
    await waitFor(() => expect(flag).toBeChecked())
  })

  it('deleting a professor deletes their CAAT-A record in the same ChangeSet (and undo brings both back)', async () => {
    store = createMemoryStore({
      professors: [makeProfessor({ id: 'p1' }), makeProfessor({ id: 'p2', email: 'p2@example.edu' })],
      assignments: [makeAssignment({ id: 'a1', professorId: 'p1' })],
      contractRecords: [
        { professorId: 'p1', probationary: true, terms: {} },
        { professorId: 'p2', probationary: false, terms: {} },
      ],
    })
    bindTestStore(store)
    await ensureCoreData(client)
    const apply = vi.spyOn(store, 'apply')
    const { result } = renderHook(() => useDeleteProfessor(), { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> })
    await act(() => result.current.mutateAsync('p1'))
    expect(apply).toHaveBeenCalledTimes(1)
    expect(apply.mock.calls[0]![0].delete).toEqual({ professors: ['p1'], assignments: ['a1'], contractRecords: ['p1'] })
    expect((await records()).map((r) => r.professorId)).toEqual(['p2'])
    await act(() => replayStep(client, 'undo'))
    expect((await records()).map((r) => r.professorId)).toEqual(['p1', 'p2'])
    expect((await store.professors.list()).items.map((p) => p.id)).toEqual(['p1', 'p2'])
  })
})
