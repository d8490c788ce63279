// Spreadsheet tab of Import Professors: headers auto-matched, a correctable mapping, a preview
// with each row's errors (spec messages), and one write for the whole import.
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeProfessor } from '@test/support/test-fixtures'
import { ImportProfessorsDialog } from './import-professors-dialog'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

let store: MemoryStore
beforeEach(() => {
  store = createMemoryStore({
    professors: [makeProfessor({ id: 'p-ada', email: 'ada@x.edu', firstName: 'Ada' })],
  })
  bindTestStore(store)
  vi.spyOn(notify, 'alert').mockImplementation(() => 0)
})
afterEach(() => vi.restoreAllMocks())

const CSV = [
  'Staff list,,,,,',
  'First Name,Surname,Reach At,Type,Max Hours,Ignored',
  'Ada,Lovelace,ada@x.edu,Full Time,20,x',
  ',,,,,',
  'Grace,Hopper,grace@x.edu,Sessional,,y',
  'Bad,Row,not-an-email,Wizard,0,z',
].join('\r\n')

async function openSpreadsheetTab() {
  render(
    <QueryClientProvider client={createTestClient()}>
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

    await userEvent.selectOptions(screen.getByLabelText('Email (required)'), 'Reach At')
    const preview = screen.getByRole('region', { name: 'Preview' })
    expect(preview).toHaveTextContent('3 rows to import · 1 with errors (skipped)')
    const rows = within(preview).getAllByRole('row')
    // Every mapped field, headed as in the file.
    expect(rows[0]).toHaveTextContent('RowFirst NameSurnameReach AtTypeMax HoursCheck')
    expect(rows[1]).toHaveTextContent('3AdaLovelaceada@x.eduFull-time20')
    expect(within(rows[3]!).getAllByRole('cell')[0]).toHaveTextContent('6')
    // Each error names the file's column; the unknown type names its value.
    expect(rows[3]).toHaveTextContent(
      'Error: Type: "Wizard" is not a known employment type; choose a type for it under Values to match, Reach At: Invalid email format, Max Hours: Maximum weekly hours must be at least 1',
    )
  })

  it('imports added / updated by email / skipped in one write', async () => {
    await openSpreadsheetTab()
    await userEvent.selectOptions(await screen.findByLabelText('Email (required)'), 'Reach At')
    const apply = vi.spyOn(store, 'apply')
    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('Imported 1 new, updated 1, skipped 1')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Skipped rows' })).toHaveTextContent(
      'Row 6: Type: "Wizard" is not a known employment type',
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
      <QueryClientProvider client={createTestClient()}>
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

  it('keeps the column matches when a corrected file with the same headers is chosen again', async () => {
    await openSpreadsheetTab()
    await userEvent.selectOptions(await screen.findByLabelText('Email (required)'), 'Reach At')
    // The remembered matches would restore the choice too: forget them, so only keeping the
    // matches of the file on screen can bring "Reach At" back.
    expect(Object.keys(localStorage).some((key) => key.endsWith('sheet-column-matches'))).toBe(true)
    localStorage.clear()
    await userEvent.upload(
      screen.getByLabelText('Spreadsheet file (.xlsx or .csv)'),
      new File([CSV.replace('Wizard', 'Sessional')], 'staff-fixed.csv', { type: 'text/csv' }),
    )
    await waitFor(() => expect(screen.getByText(/staff-fixed.csv: header on row 2/)).toBeInTheDocument())
    expect(screen.getByLabelText('Email (required)')).toHaveDisplayValue('Reach At')
  })
})

const HR_CSV = [
  'HR export - Faculty,,,,,,,,,',
  'Given Name,Family Name,Work Email,Employee Group,Employment Status,Work Phone,Office Location,Max Teaching Hrs/Wk,Areas of Expertise,Qualifications',
  'Ada,Lovelace,ada@x.edu,Full-Time Faculty,Active,555-0101,B-201,18,Java; Python,PhD',
  'Bea,Arthur,bea@x.edu,Contract Faculty,On Leave,,C-3,,Math | Stats,',
  'Cy,Young,cy@x.edu,contract faculty,Active,,,,,MSc',
].join('\r\n')

describe('Import Professors from an HR export', () => {
  beforeEach(() => localStorage.clear())

  async function openHr() {
    render(
      <QueryClientProvider client={createTestClient()}>
        <ImportProfessorsDialog open onOpenChange={() => {}} />
      </QueryClientProvider>,
    )
    await userEvent.click(screen.getByRole('tab', { name: 'Spreadsheet (.xlsx, .csv)' }))
    await userEvent.upload(
      screen.getByLabelText('Spreadsheet file (.xlsx or .csv)'),
      new File([HR_CSV], 'hr.csv', { type: 'text/csv' }),
    )
    return screen.findByRole('region', { name: 'Preview' })
  }

  it('matches the prefixed headers, asks once per unknown value, and applies the choice to every row', async () => {
    const preview = await openHr()
    expect(screen.getByLabelText('Email (required)')).toHaveDisplayValue('Work Email')
    expect(screen.getByLabelText('Type (required)')).toHaveDisplayValue('Employee Group')
    expect(screen.getByLabelText('Active')).toHaveDisplayValue('Employment Status')
    expect(screen.getByLabelText('Max Hours')).toHaveDisplayValue('Max Teaching Hrs/Wk')
    expect(screen.getByLabelText('Specializations')).toHaveDisplayValue('Areas of Expertise')

    const values = screen.getByRole('group', { name: 'Values to match' })
    const typeChoice = within(values).getByLabelText(/Employee Group: “Contract Faculty” \(2 rows\)/)
    const statusChoice = within(values).getByLabelText(/Employment Status: “On Leave” \(1 row\)/)
    expect(preview).toHaveTextContent('3 rows to import · 2 with errors (skipped)')
    expect(preview).toHaveTextContent('Full-Time Faculty -> Full-time')
    expect(preview).toHaveTextContent('Employment Status: "On Leave" is not a known status')
    expect(preview).not.toHaveTextContent('Employment type is required')

    await userEvent.selectOptions(typeChoice, 'Sessional')
    await userEvent.selectOptions(statusChoice, 'Inactive')
    expect(preview).toHaveTextContent('3 rows to import · 0 with errors (skipped)')
    expect(preview).toHaveTextContent('Contract Faculty -> Sessional (your choice)')
    expect(preview).toHaveTextContent('On Leave -> Inactive (your choice)')
    // Bea has no qualification: imported, marked for review, naming the column.
    expect(preview).toHaveTextContent('Needs review Qualifications: At least one qualification is required')

    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('Imported 2 new, updated 1, skipped 0')).toBeInTheDocument()
    const saved = (await store.professors.list()).items
    expect(saved.find((p) => p.email === 'bea@x.edu')).toMatchObject({
      employmentType: 'sessional',
      isActive: false,
      office: 'C-3',
      specializations: ['Math', 'Stats'],
      qualifications: [],
    })
    expect(saved.find((p) => p.email === 'cy@x.edu')).toMatchObject({ employmentType: 'sessional', isActive: true })
    expect(saved.find((p) => p.email === 'ada@x.edu')).toMatchObject({
      employmentType: 'full-time',
      phone: '555-0101',
      maxWeeklyHours: 18,
      specializations: ['Java', 'Python'],
    })
  })

  it('remembers a manual column match for the next file with the same headers', async () => {
    await openHr()
    await userEvent.selectOptions(screen.getByLabelText('Office'), '— Not in file —')
    await userEvent.selectOptions(screen.getByLabelText('Notes'), 'Office Location')
    cleanup()
    await openHr()
    expect(screen.getByLabelText('Notes')).toHaveDisplayValue('Office Location')
    expect(screen.getByLabelText('Office')).toHaveDisplayValue('— Not in file —')
  })
})
