import '@/components/ui/test-polyfills'
import { useState } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as XLSX from 'xlsx'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeAssignment, makeCourse } from '@test/support/test-fixtures'
import type { LoggedChange } from '@/domain/sync/describe-change'
import type { HistorySearch } from '@/domain/sync/history-search'
import * as download from '@/lib/download-file'
import { notify } from '@/lib/notify'
import type { HistoryLoader, HistoryPage, HistoryQuery } from './history-source'
import { HistoryView, type HistoryViewProps } from './history-view'

const NAMES = {
  professor: (id: string) => ({ 'p-raj': 'Raj Patel', 'p-mia': 'Mia Wong' })[id],
  course: (id: string) => ({ 'c-anim': 'ANI1001' })[id],
  author: (a: string) => ({ 'sam.lee@a.example.edu': 'Sam Lee' })[a],
}
const FORMATS = { dateFormat: 'yyyy-MM-dd', timeFormat: '24h' } as const
const anim = makeCourse({ id: 'c-anim', code: 'ANI1001', title: 'Animation', sectionCount: 2 })
const raj2 = makeAssignment({ id: 'a-raj-2', courseId: 'c-anim', section: 2, professorId: 'p-raj' })
const mia2 = makeAssignment({ id: 'a-mia-2', courseId: 'c-anim', section: 2, professorId: 'p-mia' })
const local = (h: number, m: number) => new Date(2026, 8, 15, h, m).toISOString()

/** Newest first, as the server answers. */
const CHANGES: LoggedChange[] = [
  {
    seq: 4,
    author: 'kim@a.example.edu',
    at: local(11, 5),
    records: [
      { store: 'assignments', id: raj2.id, before: raj2, after: null },
      { store: 'assignments', id: mia2.id, before: null, after: mia2 },
    ],
  },
  { seq: 3, author: 'sam.lee@a.example.edu', at: local(10, 50), records: [{ store: 'courses', id: anim.id, before: anim, after: { ...anim, sectionCount: 3 } }] },
  { seq: 2, author: 'sam.lee@a.example.edu', at: local(10, 42), records: [{ store: 'assignments', id: raj2.id, before: null, after: raj2 }] },
]

function Harness(props: Partial<HistoryViewProps> & { initial?: HistorySearch; onSearch?: (s: HistorySearch) => void }) {
  const [search, setSearch] = useState<HistorySearch>(props.initial ?? {})
  return (
    <HistoryView
      loader={null}
      names={NAMES}
      formats={FORMATS}
      courses={[{ value: 'c-anim', label: 'ANI1001 · Animation (Fall 2026)' }]}
      professors={[
        { value: 'p-raj', label: 'Raj Patel' },
        { value: 'p-mia', label: 'Mia Wong' },
      ]}
      terms={[{ value: 'fall-2026', label: 'Fall 2026' }]}
      search={search}
      onSearchChange={(s) => {
        props.onSearch?.(s)
        setSearch(s)
      }}
      {...props}
    />
  )
}

const page = (changes: LoggedChange[], more = false): HistoryPage => ({ changes, more })
const rowTexts = () =>
  screen
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-index'))
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))

beforeEach(() => {
  // jsdom has no layout: give the table's scroll container a height so the virtualizer shows rows.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.slot === 'data-table-scroll' ? 600 : 0
    },
  })
})
afterEach(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight
})

describe('HistoryView', () => {
  it('says the plan is not shared when there is no server to read', () => {
    render(<Harness />)
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('This plan is not shared')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('lists who changed what when, with before and after, newest first', async () => {
    const loader = vi.fn<HistoryLoader>().mockResolvedValue(page(CHANGES))
    render(<Harness loader={loader} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading history…')
    await screen.findByRole('table', { name: 'Changes to the shared plan' })
    expect(loader).toHaveBeenCalledWith({ limit: 100 })
    expect(rowTexts()).toEqual([
      ['2026-09-15 11:05', 'kim@a.example.edu', 'reassigned ANI1001 \u00a72 from Raj Patel to Mia Wong', 'Raj Patel', 'Mia Wong'],
      ['2026-09-15 10:50', 'Sam Lee', 'added 1 section of ANI1001 (2 to 3)', '2 sections', '3 sections'],
      ['2026-09-15 10:42', 'Sam Lee', 'assigned Raj Patel to ANI1001 \u00a72', '—', 'Raj Patel'],
    ])
    expect(screen.getByTestId('history-count')).toHaveTextContent('3 rows from 3 changes')
  })

  it('asks the server for one course, one professor or one term, kept in the address', async () => {
    const user = userEvent.setup()
    const loader = vi.fn<HistoryLoader>().mockResolvedValue(page(CHANGES))
    const onSearch = vi.fn()
    render(<Harness loader={loader} onSearch={onSearch} />)
    await screen.findByRole('table')

    await user.selectOptions(screen.getByLabelText('Show'), 'One course')
    expect(onSearch).toHaveBeenLastCalledWith({ q: undefined, course: 'c-anim' })
    await waitFor(() => expect(loader).toHaveBeenLastCalledWith({ store: 'courses', id: 'c-anim', limit: 100 }))

    await user.selectOptions(screen.getByLabelText('Show'), 'One professor')
    await user.selectOptions(screen.getByLabelText('Professor'), 'Mia Wong')
    await waitFor(() => expect(loader).toHaveBeenLastCalledWith({ store: 'professors', id: 'p-mia', limit: 100 }))

    await user.selectOptions(screen.getByLabelText('Show'), 'One term')
    await waitFor(() => expect(loader).toHaveBeenLastCalledWith({ term: 'fall-2026', limit: 100 }))

    await user.selectOptions(screen.getByLabelText('Show'), 'Everything')
    await waitFor(() => expect(loader).toHaveBeenLastCalledWith({ limit: 100 }))
  })

  it('narrows the rows read with a search of who, what, before and after', async () => {
    const user = userEvent.setup()
    render(<Harness loader={async () => page(CHANGES)} />)
    await screen.findByRole('table')
    await user.type(screen.getByLabelText('Search'), 'mia')
    expect(rowTexts().map((r) => r[2])).toEqual(['reassigned ANI1001 \u00a72 from Raj Patel to Mia Wong'])
    await user.clear(screen.getByLabelText('Search'))
    await user.type(screen.getByLabelText('Search'), 'nobody')
    expect(screen.getByText('No changes match the search')).toBeInTheDocument()
  })

  it('says the server cannot be reached, and tries again on request', async () => {
    const user = userEvent.setup()
    const loader = vi.fn<HistoryLoader>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(page(CHANGES))
    render(<Harness loader={loader} serverName="https://courseload.example.edu" />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The school server cannot be reached')
    expect(alert).toHaveTextContent('https://courseload.example.edu did not answer (Failed to fetch)')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('table')
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('says when nothing has changed yet', async () => {
    render(<Harness loader={async () => page([])} initial={{ course: 'c-anim' }} />)
    expect(await screen.findByText('No changes yet')).toBeInTheDocument()
    expect(screen.getByText('Nothing was changed here since the plan was shared.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export workbook' })).toBeDisabled()
  })

  it('loads older changes after the oldest shown, a page at a time', async () => {
    const user = userEvent.setup()
    const loader = vi.fn<HistoryLoader>(async (q: HistoryQuery) => (q.before ? page(CHANGES.slice(2)) : page(CHANGES.slice(0, 2), true)))
    render(<Harness loader={loader} />)
    await screen.findByRole('table')
    expect(screen.getByTestId('history-count')).toHaveTextContent('2 rows from 2 changes · older changes not loaded yet')
    await user.click(screen.getByRole('button', { name: 'Load older changes' }))
    await waitFor(() => expect(screen.getByTestId('history-count')).toHaveTextContent('3 rows from 3 changes'))
    expect(loader).toHaveBeenLastCalledWith({ before: 3, limit: 100 })
    expect(screen.queryByRole('button', { name: 'Load older changes' })).not.toBeInTheDocument()
  })

  it('moves between rows with the arrow keys', async () => {
    const user = userEvent.setup()
    render(<Harness loader={async () => page(CHANGES)} />)
    await screen.findByRole('table')
    const rows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('data-index'))
    rows()[0]!.focus()
    await user.keyboard('{ArrowDown}')
    expect(rows()[1]).toHaveFocus()
    await user.keyboard('{End}')
    expect(rows()[2]).toHaveFocus()
  })

  it('exports the rows shown as a workbook', async () => {
    const user = userEvent.setup()
    const files: { name: string; blob: Blob }[] = []
    vi.spyOn(download, 'downloadBlob').mockImplementation((name, blob) => void files.push({ name, blob }))
    const alert = vi.spyOn(notify, 'alert').mockImplementation(() => 0)
    render(<Harness loader={async () => page(CHANGES)} initial={{ q: 'Sam' }} />)
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Export workbook' }))
    await waitFor(() => expect(files).toHaveLength(1))
    expect(files[0]!.name).toMatch(/^history_\d{4}-\d{2}-\d{2}\.xlsx$/)
    expect(alert).toHaveBeenCalledWith(`Exported ${files[0]!.name}`, 'success')
    const book = XLSX.read(new Uint8Array(await files[0]!.blob.arrayBuffer()))
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Changes!, { header: 1 })
    expect(sheet).toEqual([
      ['Change', 'When', 'Who', 'What', 'Record', 'Before', 'After'],
      [3, '2026-09-15 10:50', 'Sam Lee', 'added 1 section of ANI1001 (2 to 3)', 'ANI1001', '2 sections', '3 sections'],
      [2, '2026-09-15 10:42', 'Sam Lee', 'assigned Raj Patel to ANI1001 \u00a72', 'ANI1001 \u00a72', '', 'Raj Patel'],
    ])
  })
})
