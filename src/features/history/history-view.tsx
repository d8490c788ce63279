/**
 * History: who changed what in the shared plan, and when (issue 34). Reads the school server's log
 * through `loader` (history-source.ts), for one course (with its sections' assignments), one
 * professor (with theirs), one planning term, or everything, a page at a time; a search narrows the
 * rows read; the rows export as a workbook. Says plainly when the plan is not shared, when the
 * server cannot be reached and when nothing has changed yet.
 */
import { useId, useMemo, useState } from 'react'
import { CloudOff, Download, History, RefreshCw } from 'lucide-react'
import { DataTable } from '@/components/data-table/data-table'
import { createDataTableColumnHelper, type DataTableColumnDef } from '@/components/data-table/data-table-features'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect, type NativeSelectOption } from '@/components/ui/native-select'
import { pluralize } from '@/domain/kernel/format'
import type { ChangeNames, TimeFormats } from '@/domain/sync/describe-change'
import type { HistorySearch } from '@/domain/sync/history-search'
import { filterHistoryRows, historyRows, historySheet, type HistoryRow } from '@/domain/sync/history-table'
import { useReportOptions } from '@/data/report-options'
import { tablesToBlob } from '@/data/spreadsheet-io'
import { datedFileName, downloadBlob } from '@/lib/download-file'
import { errorMessage, notify } from '@/lib/notify'
import type { HistoryLoader } from './history-source'
import { useHistoryPages, type HistoryFilter } from './use-history-pages'

type Scope = 'all' | 'course' | 'professor' | 'term'

export interface HistoryViewProps {
  /** Reads the server's history; null while the plan is not shared. */
  loader: HistoryLoader | null
  /** The server's address, named when it cannot be reached. */
  serverName?: string
  names: ChangeNames
  formats: TimeFormats
  courses: readonly NativeSelectOption[]
  professors: readonly NativeSelectOption[]
  terms: readonly NativeSelectOption[]
  search: HistorySearch
  onSearchChange: (search: HistorySearch) => void
}

const EXPORT_BASE_NAME = 'history'

const helper = createDataTableColumnHelper<HistoryRow>()
const muted = (text: string) => (text ? text : <span className="text-muted-foreground">—</span>)
const COLUMNS: DataTableColumnDef<HistoryRow>[] = [
  helper.accessor((r) => r.at, { id: 'when', header: 'When', size: 150, cell: ({ row }) => <span className="tabular-nums">{row.original.when}</span> }),
  helper.accessor((r) => r.author, { id: 'who', header: 'Who', size: 170, meta: { wrap: true } }),
  helper.accessor((r) => r.summary, { id: 'what', header: 'What', size: 340, meta: { wrap: true } }),
  helper.accessor((r) => r.before, { id: 'before', header: 'Before', size: 200, meta: { wrap: true }, cell: ({ getValue }) => muted(getValue()) }),
  helper.accessor((r) => r.after, { id: 'after', header: 'After', size: 200, meta: { wrap: true }, cell: ({ getValue }) => muted(getValue()) }),
]

function scopeOf(search: HistorySearch): Scope {
  if (search.course) return 'course'
  if (search.professor) return 'professor'
  if (search.term) return 'term'
  return 'all'
}

/** The server query of the address: a course or a professor with what points at it, or a term. */
export function historyFilter(search: HistorySearch): HistoryFilter {
  if (search.course) return { store: 'courses', id: search.course }
  if (search.professor) return { store: 'professors', id: search.professor }
  if (search.term) return { term: search.term }
  return {}
}

export function HistoryView(props: HistoryViewProps) {
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">History</h1>
        <p className="text-muted-foreground mt-1 text-sm">Who changed what in the shared plan, and when, newest first.</p>
      </header>
      {/* The states below use h3 headings (EmptyState): this keeps the outline h1 > h2 > h3. */}
      <h2 className="sr-only">Changes</h2>
      {props.loader ? (
        <SharedHistory {...props} loader={props.loader} />
      ) : (
        <EmptyState
          icon={History}
          role="status"
          title="This plan is not shared"
          description="History lists the changes your school’s server accepted from every coordinator. Share the plan in Settings to keep one; until then your changes stay in this browser."
        />
      )}
    </div>
  )
}

function SharedHistory({ loader, serverName, names, formats, courses, professors, terms, search, onSearchChange }: HistoryViewProps & { loader: HistoryLoader }) {
  const id = useId()
  const filter = historyFilter(search)
  const { state, loadMore, retry } = useHistoryPages(loader, filter)
  const scope = scopeOf(search)
  const [{ paperSize }] = useReportOptions()
  const [exporting, setExporting] = useState(false)

  const allRows = useMemo(() => (state.status === 'ready' ? historyRows(state.changes, formats, names) : []), [state, formats, names])
  const rows = useMemo(() => filterHistoryRows(allRows, search.q ?? ''), [allRows, search.q])

  const choices = { course: courses, professor: professors, term: terms }
  const setScope = (next: Scope) => {
    const { q } = search
    if (next === 'all') return onSearchChange({ q })
    onSearchChange({ q, [next]: choices[next][0]?.value ?? '' })
  }
  const onExport = async () => {
    setExporting(true)
    try {
      const fileName = datedFileName(EXPORT_BASE_NAME, 'xlsx')
      downloadBlob(fileName, await tablesToBlob([historySheet(rows)], 'xlsx', { paperSize }))
      notify.alert(`Exported ${fileName}`, 'success')
    } catch (error) {
      notify.alert(`Failed to export data: ${errorMessage(error)}`, 'error')
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-44 space-y-1">
          <Label htmlFor={`${id}-scope`}>Show</Label>
          <NativeSelect id={`${id}-scope`} value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
            <option value="all">Everything</option>
            <option value="course">One course</option>
            <option value="professor">One professor</option>
            <option value="term">One term</option>
          </NativeSelect>
        </div>
        {scope !== 'all' && (
          <div className="w-64 space-y-1">
            <Label htmlFor={`${id}-which`}>{{ course: 'Course', professor: 'Professor', term: 'Term' }[scope]}</Label>
            <NativeSelect
              id={`${id}-which`}
              value={search[scope] ?? ''}
              options={choices[scope]}
              onChange={(e) => onSearchChange({ q: search.q, [scope]: e.target.value })}
            />
          </div>
        )}
        <div className="w-64 space-y-1">
          <Label htmlFor={`${id}-search`}>Search</Label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Who, what, before or after"
            value={search.q ?? ''}
            onChange={(e) => onSearchChange({ ...search, q: e.target.value || undefined })}
          />
        </div>
        <Button variant="outline" className="ml-auto" onClick={() => void onExport()} disabled={exporting || !rows.length}>
          <Download aria-hidden="true" />
          Export workbook
        </Button>
      </div>

      {state.status === 'loading' && (
        <p role="status" className="text-muted-foreground text-sm">
          Loading history…
        </p>
      )}
      {state.status === 'error' && (
        <EmptyState
          icon={CloudOff}
          role="alert"
          title="The school server cannot be reached"
          description={`${serverName ? `${serverName} did not answer` : 'The server did not answer'} (${state.message}). Your plan keeps working in this browser; try again when you are back online.`}
          action={
            <Button variant="outline" onClick={retry}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          }
        />
      )}
      {state.status === 'ready' && !state.changes.length && (
        <EmptyState
          icon={History}
          role="status"
          title="No changes yet"
          description={scope === 'all' ? 'Changes accepted by the server appear here.' : 'Nothing was changed here since the plan was shared.'}
        />
      )}
      {state.status === 'ready' && state.changes.length > 0 && (
        <DataTable
          aria-label="Changes to the shared plan"
          columns={COLUMNS}
          data={rows}
          getRowId={(r) => r.key}
          height="min(65vh, 640px)"
          emptyMessage="No changes match the search"
          footer={() => (
            <div className="flex flex-wrap items-center gap-3 text-xs">
              <p className="text-muted-foreground" data-testid="history-count" aria-live="polite">
                {pluralize(rows.length, 'row')} from {pluralize(state.changes.length, 'change')}
                {state.more ? ' · older changes not loaded yet' : ''}
              </p>
              {state.more && (
                <Button variant="outline" size="sm" onClick={loadMore} disabled={state.loadingMore}>
                  {state.loadingMore ? 'Loading…' : 'Load older changes'}
                </Button>
              )}
              {state.moreError && (
                <p role="alert" className="text-destructive">
                  Older changes could not be loaded ({state.moreError}).
                </p>
              )}
            </div>
          )}
        />
      )}
    </>
  )
}
