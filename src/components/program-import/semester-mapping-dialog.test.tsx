// Semester mapping dialog: the Fall -> Winter -> Spring sequence from the start text,
// re-sequencing after a change, 'Not active' levels left out, validation and Confirm/Cancel.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ProgramImport } from '@/domain/model/program-import-format'
import { SemesterMappingDialog } from './semester-mapping-dialog'

function program(levels: number, start = 'January 2027'): ProgramImport {
  const courses_by_level: ProgramImport['courses_by_level'] = {}
  for (let i = 1; i <= levels; i++) courses_by_level[`Level ${i}`] = [{ code: `C${i}`, title: `Course ${i}`, hours: 3 }]
  return { program: { name: 'Mapped', code: 'MAP', credential: '', start, source_last_scraped: '2026-01-01T00:00:00Z' }, courses_by_level }
}

function renderDialog(p: ProgramImport) {
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  render(<SemesterMappingDialog program={p} onConfirm={onConfirm} onCancel={onCancel} />)
  const dialog = screen.getByRole('dialog', { name: 'Map Program Semesters' })
  return { dialog, onConfirm, onCancel }
}

const termOf = (dialog: HTMLElement, level: number) => (within(dialog).getByLabelText(`Level ${level} term`) as HTMLSelectElement).value
const yearOf = (dialog: HTMLElement, level: number) => (within(dialog).getByLabelText(`Level ${level} year`) as HTMLInputElement).value

describe('SemesterMappingDialog', () => {
  it('starts from the start text and follows Winter -> Spring (same year) -> Fall', () => {
    const { dialog } = renderDialog(program(4))
    expect([1, 2, 3, 4].map((l) => [termOf(dialog, l), yearOf(dialog, l)])).toEqual([
      ['winter', '2027'],
      ['spring', '2027'],
      ['fall', '2027'],
      ['winter', '2028'],
    ])
  })

  it('re-sequences later levels when one changes, and confirms only active levels', async () => {
    const { dialog, onConfirm } = renderDialog(program(3, 'Fall 2026'))
    await userEvent.selectOptions(within(dialog).getByLabelText('Level 2 term'), 'spring')
    expect([termOf(dialog, 3), yearOf(dialog, 3)]).toEqual(['fall', '2027'])
    await userEvent.click(within(dialog).getAllByRole('checkbox')[0]!)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenCalledWith(
      {
        'Level 2': { term: 'spring', year: 2027 },
        'Level 3': { term: 'fall', year: 2027 },
      },
      { placeholders: [] },
    )
  })

  it('disables Confirm while a year is invalid or no level is active', async () => {
    const { dialog } = renderDialog(program(2, 'Fall 2026'))
    const year = within(dialog).getByLabelText('Level 1 year')
    await userEvent.clear(year)
    await userEvent.type(year, '1999')
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Level 1: year must be a number from 2000 to 2100')
    await userEvent.clear(year)
    await userEvent.type(year, '2030')
    expect(yearOf(dialog, 2)).toBe('2031')
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled()
    for (const box of within(dialog).getAllByRole('checkbox')) await userEvent.click(box)
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('At least one level must be mapped to a semester')
  })

  it('warns when more than 3 levels share a term and year', async () => {
    const { dialog } = renderDialog(program(4, 'Fall 2026'))
    for (const level of [2, 3, 4]) {
      await userEvent.selectOptions(within(dialog).getByLabelText(`Level ${level} term`), 'fall')
      const year = within(dialog).getByLabelText(`Level ${level} year`)
      await userEvent.clear(year)
      await userEvent.type(year, '2026')
    }
    expect(within(dialog).getByRole('status')).toHaveTextContent('consider reviewing course scheduling capacity')
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled()
  })

  it('offers the Fall/Winter pattern as one click: every even level in Winter, the sentence and the timeline follow', async () => {
    const { dialog, onConfirm } = renderDialog(program(4, 'Fall 2026'))
    const fallWinter = within(dialog).getByRole('button', { name: /Fall\/Winter, every level every year/ })
    const cohort = within(dialog).getByRole('button', { name: /Fall\/Winter\/Spring cohort/ })
    // The cohort sequence stays the default: Level 3 in Spring.
    expect(cohort).toHaveAttribute('aria-pressed', 'true')
    expect([termOf(dialog, 3), yearOf(dialog, 3)]).toEqual(['spring', '2027'])

    await userEvent.click(fallWinter)
    expect(fallWinter).toHaveAttribute('aria-pressed', 'true')
    expect(cohort).toHaveAttribute('aria-pressed', 'false')
    expect([1, 2, 3, 4].map((l) => `${termOf(dialog, l)} ${yearOf(dialog, l)}`)).toEqual(['fall 2026', 'winter 2027', 'fall 2026', 'winter 2027'])
    expect(within(dialog).getByTestId('mapping-sentence')).toHaveTextContent(
      'Every level runs every year; in 2026-2027: Level 1 and Level 3 in Fall 2026; Level 2 and Level 4 in Winter 2027.',
    )
    const timeline = within(dialog).getByRole('list', { name: 'Levels by term' })
    expect(within(timeline).getByRole('list', { name: 'Levels in Winter 2027' })).toHaveTextContent('Level 2Level 4')
    expect(within(timeline).queryByText(/Spring/)).toBeNull()

    await userEvent.selectOptions(within(dialog).getByLabelText('Academic year'), '2027')
    expect([termOf(dialog, 2), yearOf(dialog, 2)]).toEqual(['winter', '2028'])

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenCalledWith(
      {
        'Level 1': { term: 'fall', year: 2027 },
        'Level 2': { term: 'winter', year: 2028 },
        'Level 3': { term: 'fall', year: 2027 },
        'Level 4': { term: 'winter', year: 2028 },
      },
      { placeholders: [] },
    )
  })

  it('the cohort button restores the spec sequence; editing a level makes the mapping custom', async () => {
    const { dialog } = renderDialog(program(3, 'Fall 2026'))
    await userEvent.click(within(dialog).getByRole('button', { name: /every level every year/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: /cohort/ }))
    expect([1, 2, 3].map((l) => `${termOf(dialog, l)} ${yearOf(dialog, l)}`)).toEqual(['fall 2026', 'winter 2027', 'spring 2027'])
    await userEvent.selectOptions(within(dialog).getByLabelText('Level 2 term'), 'fall')
    expect(within(dialog).getByRole('button', { name: /^Custom/ })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(within(dialog).getByRole('button', { name: /^Custom/ }))
    expect(within(dialog).getByLabelText('Level 1 term')).toHaveFocus()
  })

  it('leaves a requirement out by default, or staffs it as a placeholder course with its hours', async () => {
    const p = program(2, 'Fall 2026')
    p.courses_by_level['Level 2']!.push({ type: 'requirement', category: 'Elective', title: 'Professional Elective' })
    const { dialog, onConfirm } = renderDialog(p)
    const staff = within(dialog).getByRole('checkbox', { name: /Staff Professional Elective \(Level 2\) as a placeholder course/ })
    expect(staff).not.toBeChecked()
    await userEvent.click(staff)
    const hours = within(dialog).getByLabelText('Weekly hours')
    expect(hours).toHaveValue(3)
    await userEvent.clear(hours)
    await userEvent.type(hours, '11')
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Professional Elective (Level 2): weekly hours must be a number from 0 to 10')
    await userEvent.clear(hours)
    await userEvent.type(hours, '4')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenLastCalledWith(expect.any(Object), { placeholders: [{ level: 'Level 2', index: 1, weeklyHours: 4 }] })
  })

  it('Cancel and Escape discard', async () => {
    const { dialog, onCancel, onConfirm } = renderDialog(program(1))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect(onConfirm).not.toHaveBeenCalled()
  })
})
