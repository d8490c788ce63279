// Semester mapping dialog: the Fall -> Winter -> Spring sequence from the start text,
// re-sequencing after a change, 'Not active' levels left out, validation and Confirm/Cancel.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ProgramImport } from '@/domain/program-import-format'
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
    expect(onConfirm).toHaveBeenCalledWith({
      'Level 2': { term: 'spring', year: 2027 },
      'Level 3': { term: 'fall', year: 2027 },
    })
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

  it('Cancel and Escape discard', async () => {
    const { dialog, onCancel, onConfirm } = renderDialog(program(1))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect(onConfirm).not.toHaveBeenCalled()
  })
})
