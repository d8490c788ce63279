// The professor form under Ontario CAAT-A (issue 23 step 5): the measures of the agreement instead
// of a full-time cap, the probationary flag, and per term the recorded agreements and extra duties.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Professor } from '@/domain/model/professor'
import { notify } from '@/lib/notify'
import { createMemoryStore } from '@test/support/memory-store'
import { makeProfessor } from '@test/support/test-fixtures'
import { ProfessorFormDialog } from './professor-form-dialog'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

const records = () => JSON.parse(localStorage.getItem('courseload-caat-records') ?? '[]')

beforeEach(() => {
  localStorage.clear()
  localStorage.setItem('academicYear', '2026-2027')
  localStorage.setItem('selectedSemester', 'fall-2026')
  localStorage.setItem('courseload-workload-rules', JSON.stringify({ rules: 'ontario-caat-a' }))
  bindTestStore(createMemoryStore())
  vi.spyOn(notify, 'alert').mockImplementation(() => 0)
})

function renderForm(professor?: Professor) {
  render(
    <QueryClientProvider client={createTestClient()}>
      <ProfessorFormDialog open onOpenChange={() => {}} professor={professor} />
    </QueryClientProvider>,
  )
}

describe('professor form under Ontario CAAT-A', () => {
  it('a full-time professor has the agreement measures instead of a weekly-hours cap; a part-time one keeps their cap', async () => {
    const user = userEvent.setup()
    renderForm()
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
    renderForm(makeProfessor({ id: 'p1', employmentType: 'full-time', maxWeeklyHours: 40 }))
    const section = within(screen.getByTestId('caat-professor-section'))
    expect(section.getByLabelText('Term')).toHaveDisplayValue('Fall 2026')

    await user.click(section.getByLabelText('Probationary (no overtime, even by agreement)'))
    expect(records()).toEqual([expect.objectContaining({ professorId: 'p1', probationary: true })])
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

    expect(records()).toEqual([
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
    ])
    await user.click(section.getByRole('button', { name: 'Remove overtime agreement' }))
    expect(records()[0].terms['fall-2026'].overtimeAgreement).toBeUndefined()
  })
})
