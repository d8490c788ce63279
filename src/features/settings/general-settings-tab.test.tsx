// Settings → General with the spec's texts: academic year, backup export and import (preview,
// confirm, bad files change nothing), cache and reset, preferences, data migration.
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '@/components/ui/confirm'
import * as download from '@/lib/download-file'
import { buildBackupFile } from '@/domain/exchange/backup'
import { notify } from '@/lib/notify'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeCourse, makeProfessor, makeProgram } from '@test/support/test-fixtures'
import { GeneralSettingsTab } from './general-settings-tab'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

let store: MemoryStore
let success: ReturnType<typeof vi.spyOn>
let error: ReturnType<typeof vi.spyOn>
let downloads: { name: string; blob: Blob }[]

beforeEach(() => {
  store = createMemoryStore({
    professors: [makeProfessor({ id: 'p-mine' })],
    courses: [makeCourse()],
    programs: [makeProgram()],
  })
  bindTestStore(store)
  success = vi.spyOn(notify, 'success').mockImplementation(() => 0)
  error = vi.spyOn(notify, 'error').mockImplementation(() => 0)
  downloads = []
  vi.spyOn(download, 'downloadBlob').mockImplementation(
    (name, blob) => void downloads.push({ blob, name }),
  )
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

function renderTab() {
  render(
    <QueryClientProvider client={createTestClient()}>
      <ConfirmProvider>
        <GeneralSettingsTab />
      </ConfirmProvider>
    </QueryClientProvider>,
  )
}

function backupFileOf(payload: Parameters<typeof buildBackupFile>[0], name = 'backup.json'): File {
  return new File(
    [JSON.stringify(buildBackupFile(payload, new Date('2025-09-15T10:00:00.000Z')))],
    name,
    { type: 'application/json' },
  )
}

const chooseBackup = (file: File) =>
  fireEvent.change(screen.getByTestId('backup-file-input'), { target: { files: [file] } })

describe('Academic Year Configuration', () => {
  // The term shown when none is stored follows today's month: a fixed day (a Fall month) keeps
  // these tests from depending on when they run. Only Date is faked; timers stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2025, 9, 15))
  })
  afterEach(() => vi.useRealTimers())

  it('with no term stored, Current term is the term by month of today (15 March: Winter), not Fall', async () => {
    vi.setSystemTime(new Date(2026, 2, 15))
    localStorage.setItem('academicYear', '2025-2026')
    renderTab()
    const term = within(screen.getByTestId('academic-year-section')).getByLabelText('Current term')
    await waitFor(() => expect(term).toHaveValue('winter'))
    expect(term).toHaveDisplayValue('Winter 2026')
  })

  it('shows the stored term; saving without a change writes nothing and leaves the header semester alone', async () => {
    localStorage.setItem('academicYear', '2025-2026')
    localStorage.setItem('selectedSemester', 'winter-2026')
    await store.settings.put('academic-settings', {
      academicYear: '2025-2026',
      currentTerm: 'spring',
    })
    const put = vi.spyOn(store.settings, 'put')
    renderTab()
    const section = screen.getByTestId('academic-year-section')
    await waitFor(() =>
      expect(within(section).getByLabelText('Current term')).toHaveValue('spring'),
    )
    await userEvent.click(within(section).getByRole('button', { name: 'Save academic year' }))
    expect(
      await within(section).findByText(
        'No changes to save: the academic year and current term are as saved.',
      ),
    ).toBeInTheDocument()
    expect(put).not.toHaveBeenCalled()
    expect(localStorage.getItem('selectedSemester')).toBe('winter-2026')
    expect(localStorage.getItem('academicYear')).toBe('2025-2026')

    // A changed term is saved, and the header moves to it.
    await userEvent.selectOptions(within(section).getByLabelText('Current term'), 'fall')
    await userEvent.click(within(section).getByRole('button', { name: 'Save academic year' }))
    expect(await within(section).findByText('Saved settings.')).toBeInTheDocument()
    expect(localStorage.getItem('selectedSemester')).toBe('fall-2025')
    expect(await store.settings.get('academic-settings')).toEqual({
      academicYear: '2025-2026',
      currentTerm: 'fall',
    })
  })

  it('a start date sets the year to that year and the next, and saving says so; header key follows', async () => {
    localStorage.setItem('academicYear', '2025-2026')
    renderTab()
    const section = screen.getByTestId('academic-year-section')
    const date = within(section).getByLabelText('Academic year start date')
    expect(date).toHaveValue('2025-09-01')
    fireEvent.change(date, { target: { value: '2027-08-20' } })
    expect(within(section).getByTestId('academic-year-preview')).toHaveTextContent(
      'Academic year 2027-2028',
    )
    const term = within(section).getByLabelText('Current term')
    expect(
      within(term)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Fall 2027', 'Winter 2028', 'Spring 2028'])
    await userEvent.selectOptions(term, 'winter')
    await userEvent.click(within(section).getByRole('button', { name: 'Save academic year' }))
    expect(await within(section).findByText('Saved settings.')).toBeInTheDocument()
    expect(localStorage.getItem('academicYear')).toBe('2027-2028')
    expect(localStorage.getItem('selectedSemester')).toBe('winter-2028')
    expect(await store.settings.get('academic-settings')).toEqual({
      academicYear: '2027-2028',
      currentTerm: 'winter',
    })
  })

  it('falls back to browser storage with a visible warning when the database refuses', async () => {
    renderTab()
    const section = screen.getByTestId('academic-year-section')
    fireEvent.change(within(section).getByLabelText('Academic year start date'), {
      target: { value: '2030-09-01' },
    })
    store.failNextApply(new Error('disk'))
    await userEvent.click(within(section).getByRole('button', { name: 'Save academic year' }))
    expect(await within(section).findByText(/kept in browser storage only/)).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('courseload-settings')!)).toEqual({
      academicYear: '2030-2031',
      currentTerm: 'fall',
    })
  })

  it('refuses a date outside the allowed years', async () => {
    renderTab()
    const section = screen.getByTestId('academic-year-section')
    fireEvent.change(within(section).getByLabelText('Academic year start date'), {
      target: { value: '1999-09-01' },
    })
    expect(within(section).getByTestId('academic-year-preview')).toHaveTextContent(
      'Enter a start date between 2000 and 2099.',
    )
    expect(within(section).getByRole('button', { name: 'Save academic year' })).toBeDisabled()
  })
})

describe('Data Backup', () => {
  it("exports 'CourseLoad-backup-….json' with every record, says so and shows the last backup time", async () => {
    renderTab()
    expect(screen.getByTestId('last-backup')).toHaveTextContent(
      'No backup has been made in this browser yet.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Export Backup' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Data exported successfully'))
    expect(downloads).toHaveLength(1)
    expect(downloads[0]!.name).toMatch(
      /^CourseLoad-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/,
    )
    const file = JSON.parse(await downloads[0]!.blob.text()) as {
      professors: { id: string }[]
      _exportMetadata: { checksum: string }
    }
    expect(file.professors.map((p) => p.id)).toEqual(['p-mine'])
    expect(file._exportMetadata.checksum).toMatch(/^fnv1a32-json:[0-9a-f]{8}$/)
    expect(screen.getByTestId('last-backup')).toHaveTextContent(
      /^Last backup: \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/,
    )
  })

  it("says 'Failed to export data' when reading the data fails", async () => {
    vi.spyOn(store.professors, 'list').mockRejectedValue(new Error('gone'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderTab()
    await userEvent.click(screen.getByRole('button', { name: 'Export Backup' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to export data'))
    expect(downloads).toHaveLength(0)
  })

  it('a corrupted file shows why, and leaves the data untouched', async () => {
    renderTab()
    chooseBackup(new File(['{"_exportMetadata": {"version": "2.0"'], 'broken.json'))
    await waitFor(() =>
      expect(screen.getByTestId('backup-message')).toHaveTextContent(
        'Invalid backup file or import error: The file is not valid JSON (it may be truncated).',
      ),
    )
    expect(error).toHaveBeenCalledWith('Invalid backup file or import error')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect((await store.professors.list()).items.map((p) => p.id)).toEqual(['p-mine'])
  })

  it('previews what it will restore and replaces nothing until confirmed; Cancel keeps the data', async () => {
    renderTab()
    const opener = screen.getByRole('button', { name: 'Import Backup' })
    opener.focus()
    chooseBackup(
      backupFileOf({
        professors: [
          makeProfessor({ id: 'p-backup' }),
          makeProfessor({ id: 'p-two' }),
          { id: 'broken' },
        ],
        courses: [],
        assignments: [],
        programs: [],
        programVersions: [],
        settings: { academicYear: '2024-2025', currentTerm: 'spring' },
      }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this backup?' })
    expect(dialog).toHaveTextContent('backup.json · CourseLoad backup · made 09/15/2025')
    expect(within(dialog).getByTestId('restore-count-professors')).toHaveTextContent('Professors21')
    expect(within(dialog).getByTestId('restore-count-courses')).toHaveTextContent('Courses01')
    expect(dialog).toHaveTextContent('Skipped because they could not be read: 1 professors.')
    expect(dialog).toHaveTextContent('Also restores: academic year 2024-2025')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(opener).toHaveFocus()
    expect((await store.professors.list()).items.map((p) => p.id)).toEqual(['p-mine'])
  })

  it('shows progress while the file is read, then the preview naming each skipped record and why', async () => {
    renderTab()
    const file = backupFileOf({
      professors: [makeProfessor({ id: 'p-backup' }), { id: 'broken' }],
      courses: [],
      assignments: [],
      programs: [],
      programVersions: [],
      settings: {},
    })
    let release: () => void = () => {}
    const text = file.text()
    // The file's text arrives only when released, so the reading state can be seen.
    vi.spyOn(file, 'text').mockImplementation(
      () => new Promise((resolve) => (release = () => resolve(text))),
    )
    chooseBackup(file)
    const reading = await screen.findByRole('alertdialog', { name: 'Reading backup…' })
    expect(reading).toHaveTextContent('backup.json · nothing changes until you confirm.')
    expect(
      within(reading).getByRole('progressbar', { name: 'Backup reading progress' }),
    ).toBeInTheDocument()
    expect(within(reading).getByRole('status')).toHaveTextContent('Reading the file…')
    expect(
      within(reading).queryByRole('button', { name: 'Replace all data' }),
    ).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reading...', hidden: true })).toBeDisabled()
    release()
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this backup?' })
    expect(dialog).toHaveTextContent('Skipped because they could not be read: 1 professors.')
    expect(
      within(dialog).getByRole('list', { name: 'Why records were skipped' }),
    ).toHaveTextContent(
      'Professors record "broken": firstName: Invalid input: expected string, received undefined.',
    )
  })

  it('Cancel while reading stops it: no preview opens and nothing changes', async () => {
    renderTab()
    const file = backupFileOf({
      professors: [makeProfessor({ id: 'p-backup' })],
      courses: [],
      assignments: [],
      programs: [],
      programVersions: [],
      settings: {},
    })
    let release: () => void = () => {}
    const text = file.text()
    vi.spyOn(file, 'text').mockImplementation(
      () => new Promise((resolve) => (release = () => resolve(text))),
    )
    chooseBackup(file)
    const reading = await screen.findByRole('alertdialog', { name: 'Reading backup…' })
    await userEvent.click(within(reading).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    release()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Import Backup' })).toBeEnabled()
    expect((await store.professors.list()).items.map((p) => p.id)).toEqual(['p-mine'])
  })

  it("restores on confirmation in one write and says 'Data imported successfully!'", async () => {
    renderTab()
    chooseBackup(
      backupFileOf({
        professors: [makeProfessor({ id: 'p-backup' })],
        courses: [],
        assignments: [],
        programs: [],
        programVersions: [],
        settings: {},
      }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this backup?' })
    const apply = vi.spyOn(store, 'apply')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace all data' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Data imported successfully!'))
    expect(apply).toHaveBeenCalledTimes(1)
    expect((await store.professors.list()).items.map((p) => p.id)).toEqual(['p-backup'])
    expect(await store.courses.count()).toBe(0)
  })

  it('says how many records it restores against how many are stored now, before the question (issue 21)', async () => {
    renderTab()
    chooseBackup(
      backupFileOf({
        professors: [
          makeProfessor({ id: 'p-backup' }),
          makeProfessor({ id: 'p-two' }),
          { id: 'broken' },
        ],
        courses: [],
        assignments: [],
        programs: [],
        programVersions: [],
        settings: {},
      }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this backup?' })
    const summary = within(dialog).getByTestId('restore-summary')
    // Stored now: 1 professor, 1 course and 1 program.
    expect(summary).toHaveTextContent(
      'Restores 2 of the 3 records in the file (1 could not be read), replacing the 3 records stored in this browser now.',
    )
    expect(dialog).toHaveAccessibleDescription(summary.textContent!)
    const question = within(dialog).getByRole('heading', { name: 'Restore this backup?' })
    expect(
      summary.compareDocumentPosition(question) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(
      within(dialog)
        .getByText(/^Skipped because they could not be read/)
        .compareDocumentPosition(question) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it('refuses a backup in which no professor, course or assignment can be read, with the reason (issue 21)', async () => {
    renderTab()
    chooseBackup(
      backupFileOf({
        professors: [{ ...makeProfessor({ id: 'p-bad' }), maxWeeklyHours: -1 }],
        courses: [{ ...makeCourse({ id: 'c-bad' }), semester: { term: 'fall', year: -2026 } }],
        assignments: [],
        programs: [makeProgram()],
        programVersions: [],
        settings: {},
      }),
    )
    await waitFor(() =>
      expect(screen.getByTestId('backup-message')).toHaveTextContent(
        'Invalid backup file or import error: none of the 2 professors, courses and assignments in the file could be read (1 professors, 1 courses). For example: Professors record "p-bad": maxWeeklyHours: Too small: expected number to be >=1.',
      ),
    )
    expect(error).toHaveBeenCalledWith('Invalid backup file or import error')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect((await store.professors.list()).items.map((p) => p.id)).toEqual(['p-mine'])
  })

  it("after a restore: 'N professors loaded from backup', the restored backup is the last one, the reset's reload offer is withdrawn (issue 21)", async () => {
    const alert = vi.spyOn(notify, 'alert').mockImplementation(() => 0)
    const dismiss = vi.spyOn(notify, 'dismiss').mockImplementation(() => {})
    localStorage.setItem('courseload-report-options', JSON.stringify({ createdBy: 'Someone Else' }))
    renderTab()
    expect(screen.getByTestId('last-backup')).toHaveTextContent(
      'No backup has been made in this browser yet.',
    )
    chooseBackup(
      backupFileOf({
        professors: [makeProfessor({ id: 'p-backup' }), makeProfessor({ id: 'p-two' })],
        courses: [],
        assignments: [],
        programs: [],
        programVersions: [],
        settings: { reportOptions: { createdBy: 'Dean Rivera' } },
      }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this backup?' })
    expect(dialog).toHaveTextContent(
      'Also restores: report options (report creator "Dean Rivera").',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace all data' }))
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('2 professors loaded from backup', 'success'),
    )
    expect(success).toHaveBeenCalledWith('Data imported successfully!')
    expect(dismiss).toHaveBeenCalledWith('reset-reload')
    expect(screen.getByTestId('last-backup')).toHaveTextContent('Last backup: 09/15/2025')
    expect(JSON.parse(localStorage.getItem('courseload-report-options')!)).toMatchObject({
      createdBy: 'Dean Rivera',
    })
  })

  it("a failed write says 'Failed to import data' and keeps everything", async () => {
    renderTab()
    chooseBackup(
      backupFileOf({
        professors: [makeProfessor({ id: 'p-backup' })],
        courses: [],
        assignments: [],
        programs: [],
        programVersions: [],
        settings: {},
      }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this backup?' })
    store.failNextApply(new DOMException('full', 'QuotaExceededError'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace all data' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to import data'))
    expect((await store.professors.list()).items.map((p) => p.id)).toEqual(['p-mine'])
    expect(await store.courses.count()).toBe(1)
  })
})

describe('Cache & Reset', () => {
  it('asks with the spec text, offers a backup first, and Cancel returns focus and keeps the data', async () => {
    renderTab()
    const opener = screen.getByRole('button', { name: 'Clear Cache & Reset' })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear all local data?' })
    expect(dialog).toHaveTextContent(
      'This will erase all local data (programs, courses, assignments, professors). Continue?',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download a backup first' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(opener).toHaveFocus()
    expect(await store.professors.count()).toBe(1)
  })

  it("erases the product's data only and says 'Application cache cleared successfully!'", async () => {
    localStorage.setItem('courseload-user-preferences', JSON.stringify({ theme: 'dark' }))
    localStorage.setItem('someone-else', 'keep')
    renderTab()
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cache & Reset' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Erase all data',
      }),
    )
    await waitFor(() =>
      expect(screen.getByTestId('reset-message')).toHaveTextContent(
        'Application cache cleared successfully!',
      ),
    )
    expect(await store.professors.count()).toBe(0)
    expect(await store.programs.count()).toBe(0)
    expect(localStorage.getItem('courseload-user-preferences')).toBeNull()
    expect(localStorage.getItem('someone-else')).toBe('keep')
  })

  it("says 'Failed to clear application cache' and keeps the data when the database refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderTab()
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cache & Reset' }))
    store.failNextApply(new Error('nope'))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Erase all data',
      }),
    )
    await waitFor(() =>
      expect(screen.getByTestId('reset-message')).toHaveTextContent(
        'Failed to clear application cache',
      ),
    )
    expect(await store.professors.count()).toBe(1)
  })
})

describe('Application Preferences', () => {
  it('saves theme, date and time formats at once in the user preferences', async () => {
    renderTab()
    const section = screen.getByTestId('preferences-section')
    await userEvent.selectOptions(within(section).getByLabelText('Theme'), 'dark')
    await userEvent.selectOptions(within(section).getByLabelText('Date format'), 'yyyy-MM-dd')
    await userEvent.selectOptions(within(section).getByLabelText('Time format'), '24h')
    await userEvent.click(within(section).getByRole('switch', { name: 'Show welcome message' }))
    expect(JSON.parse(localStorage.getItem('courseload-user-preferences')!)).toMatchObject({
      theme: 'dark',
      dateFormat: 'yyyy-MM-dd',
      timeFormat: '24h',
      showWelcome: false,
    })
    expect(within(section).getByTestId('format-preview')).toHaveTextContent(
      'Dates and times appear as 2025-09-15 14:30.',
    )
  })
})

describe('Data Migration', () => {
  it('migrates the legacy programs key with its courses, then a second run changes nothing', async () => {
    localStorage.setItem(
      'programs',
      JSON.stringify([
        {
          program: { name: 'Game Development', code: 'GAME' },
          courses_by_level: { 'Level 1': [{ code: 'GAME1001', title: 'Game Design', hours: 3 }] },
        },
      ]),
    )
    renderTab()
    const section = screen.getByTestId('data-migration-section')
    await userEvent.click(within(section).getByRole('button', { name: 'Migrate Legacy Data' }))
    expect(
      await within(section).findByText('Migrated 1 program(s). 1 course(s) created.'),
    ).toBeInTheDocument()
    expect((await store.courses.list()).items.map((c) => c.id)).toContain('game-original-game1001')
    await userEvent.click(within(section).getByRole('button', { name: 'Migrate Legacy Data' }))
    expect(await within(section).findByText('Migrated 0 program(s).')).toBeInTheDocument()
  })

  it("reports 'Migration failed: …' and that the old data stays in browser storage", async () => {
    localStorage.setItem('programs', JSON.stringify([{ name: 'Film', courses_by_level: {} }]))
    renderTab()
    const section = screen.getByTestId('data-migration-section')
    store.failNextApply(new DOMException('full', 'QuotaExceededError'))
    await userEvent.click(within(section).getByRole('button', { name: 'Migrate Legacy Data' }))
    expect(await within(section).findByText(/^Migration failed: /)).toBeInTheDocument()
    expect(within(section).getByText(/stays in browser storage, untouched/)).toBeInTheDocument()
    expect(localStorage.getItem('programs')).not.toBeNull()
  })
})
