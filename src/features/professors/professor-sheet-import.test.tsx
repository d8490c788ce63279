// Spreadsheet tab of Import Professors: headers auto-matched, a correctable mapping, a preview
// with each row's errors (spec messages), and one write for the whole import.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppQueryClient } from '@/data/query-client'
import { bindDataStore } from '@/data/store-registry'
import { notify } from '@/lib/notify'
// eslint-disable-next-line no-restricted-imports -- component tests bind an in-memory store
import { createMemoryStore, type MemoryStore } from '@/storage/memory-store'
// eslint-disable-next-line no-restricted-imports -- component tests bind an in-memory store
import { makeProfessor } from '@/storage/test-fixtures'
import { ImportProfessorsDialog } from './import-professors-dialog'

let store: MemoryStore
beforeEach(() => {
  store = createMemoryStore({
    professors: [makeProfessor({ id: 'p-ada', email: 'ada@x.edu', firstName: 'Ada' })],
  })
  bindDataStore(store)
  vi.spyOn(notify, 'alert').mockImplementation(() => 0)
})
afterEach(() => vi.restoreAllMocks())

const CSV = [
  'Staff list,,,,,',
  'First Name,Surname,Work Email,Type,Max Hours,Ignored',
  'Ada,Lovelace,ada@x.edu,Full Time,20,x',
  ',,,,,',
  'Grace,Hopper,grace@x.edu,Sessional,,y',
  'Bad,Row,not-an-email,Wizard,0,z',
].join('\r\n')

async function openSpreadsheetTab() {
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <ImportProfessorsDialog open onOpenChange={() => {}} />
    </QueryClientProvider>,
  )
  await userEvent.click(screen.getByRole('tab', { name: 'Spreadsheet (.xlsx, .csv)' }))
  await userEvent.upload(
    screen.getByLabelText('Spreadsheet file (.xlsx or .csv)'),
    new File([CSV], 'staff.csv', { type: 'text/csv' }),
  )
}

describe('Import Professors from a spreadsheet', () => {
  it('auto-matches headers, asks for the missing one, and previews rows with their errors', async () => {
    await openSpreadsheetTab()
    // The file read is named beside its button (the native input's own text is cleared).
    await waitFor(() =>
      expect(screen.getAllByTestId('file-picker-name').map((e) => e.textContent)).toContain(
        'staff.csv',
      ),
    )
    const firstName = await screen.findByLabelText('First Name (required)')
    expect(firstName).toHaveDisplayValue('First Name')
    expect(screen.getByLabelText('Last Name (required)')).toHaveDisplayValue('Surname')
    expect(screen.getByLabelText('Max Hours')).toHaveDisplayValue('Max Hours')
    expect(screen.getByLabelText('Email (required)')).toHaveDisplayValue('— Not in file —')
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a column for Email')
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled()
    expect(screen.getByText(/header on row 2, 3 data rows/)).toBeInTheDocument()

    await userEvent.selectOptions(screen.getByLabelText('Email (required)'), 'Work Email')
    const preview = screen.getByRole('region', { name: 'Preview' })
    expect(preview).toHaveTextContent('3 rows to import · 1 with errors (skipped)')
    const rows = within(preview).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('3Ada Lovelaceada@x.eduFull-time20OK')
    expect(within(rows[3]!).getAllByRole('cell')[0]).toHaveTextContent('6')
    expect(rows[3]).toHaveTextContent(
      'Error: Invalid email format, Employment type is required, Maximum weekly hours must be at least 1',
    )
  })

  it('imports added / updated by email / skipped in one write', async () => {
    await openSpreadsheetTab()
    await userEvent.selectOptions(await screen.findByLabelText('Email (required)'), 'Work Email')
    const apply = vi.spyOn(store, 'apply')
    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('Imported 1 new, updated 1, skipped 1')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Skipped rows' })).toHaveTextContent(
      'Row 6: Invalid email format',
    )
    // One change set: both professors (one added, one updated) in a single apply.
    expect(apply).toHaveBeenCalledTimes(1)
    expect(store.writeCount('professors')).toBe(2)
    const saved = (await store.professors.list()).items
    expect(saved.find((p) => p.id === 'p-ada')).toMatchObject({
      lastName: 'Lovelace',
      maxWeeklyHours: 20,
      employmentType: 'full-time',
    })
    expect(saved.find((p) => p.email === 'grace@x.edu')).toMatchObject({
      employmentType: 'sessional',
    })
  })

  it('shows a file that is not a spreadsheet as an error and writes nothing', async () => {
    render(
      <QueryClientProvider client={createAppQueryClient()}>
        <ImportProfessorsDialog open onOpenChange={() => {}} />
      </QueryClientProvider>,
    )
    await userEvent.click(screen.getByRole('tab', { name: 'Spreadsheet (.xlsx, .csv)' }))
    await userEvent.upload(
      screen.getByLabelText('Spreadsheet file (.xlsx or .csv)'),
      new File(['x'], 'notes.txt'),
      { applyAccept: false },
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a .xlsx, .xls or .csv file',
    )
    expect(store.writeCount('professors')).toBe(0)
  })
})
