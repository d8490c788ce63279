/** Assignment Report: every section with its professor or 'Unassigned', filterable by text, status and term. */
import { useMemo, useState } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import {
  createDataTableColumnHelper,
  type DataTableColumnDef,
} from '@/components/data-table/data-table-features'
import { Badge } from '@/components/ui/badge'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { formatNumber, pluralize } from '@/domain/kernel/format'
import { courseAssignmentsData, type ReportInput, type SectionRow } from '@/domain/reports/report-data'

const helper = createDataTableColumnHelper<SectionRow>()

const COLUMNS: DataTableColumnDef<SectionRow>[] = [
  helper.accessor((r) => r.programName, { id: 'program', header: 'Program', size: 150 }),
  helper.accessor((r) => r.code, {
    id: 'code',
    header: 'Code',
    size: 100,
    cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
  }),
  helper.accessor((r) => r.title, { id: 'title', header: 'Title' }),
  helper.accessor((r) => r.level, {
    id: 'level',
    header: 'Level',
    size: 64,
    meta: { align: 'end' },
  }),
  helper.accessor((r) => r.termKey, {
    id: 'term',
    header: 'Term',
    size: 110,
    cell: ({ row }) => row.original.term,
  }),
  helper.accessor((r) => r.section, {
    id: 'section',
    header: 'Section',
    size: 76,
    meta: { align: 'end' },
  }),
  helper.accessor((r) => r.weeklyHours, {
    id: 'hours',
    header: 'Hours',
    size: 64,
    meta: { align: 'end' },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  helper.accessor((r) => r.professorName, {
    id: 'professor',
    header: 'Professor',
    size: 160,
    cell: ({ row }) =>
      row.original.professorId ? (
        row.original.professorName
      ) : (
        <span className="text-muted-foreground italic">Unassigned</span>
      ),
  }),
  helper.accessor((r) => r.status, {
    id: 'status',
    header: 'Status',
    // Room for the wider badge, "Unassigned", with the cell's padding (100 px cut it off).
    size: 120,
    cell: ({ getValue }) => (
      <Badge variant={getValue() === 'Assigned' ? 'success' : 'warning'}>{getValue()}</Badge>
    ),
  }),
]

type StatusFilter = 'all' | 'assigned' | 'unassigned'

export function AssignmentsTab({ input }: { input: ReportInput }) {
  const data = useMemo(() => courseAssignmentsData(input), [input])
  const [query, setQuery] = useState('')
  const [status, setStatus] = useState<StatusFilter>('all')
  const [term, setTerm] = useState('all')
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase()
    return data.rows.filter(
      (r) =>
        (status === 'all' || (status === 'assigned') === (r.professorId !== null)) &&
        (term === 'all' || r.termKey === term) &&
        (!q ||
          `${r.code} ${r.title} ${r.professorName} ${r.programName}`.toLowerCase().includes(q)),
    )
  }, [data.rows, query, status, term])

  return (
    <div className="space-y-4">
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="assignment-totals">
        {data.totals.map((t) => (
          <div key={t.termKey} className="flex gap-1">
            <dt className="font-medium">{t.term}:</dt>
            <dd className="text-muted-foreground">
              {t.assigned} of {pluralize(t.sections, 'section')} assigned · {t.unassigned}{' '}
              unassigned · {formatNumber(t.assignedHours)} h
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-64 space-y-1">
          <Label htmlFor="assignments-search">Search</Label>
          <Input
            id="assignments-search"
            type="search"
            placeholder="Course, title or professor"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="w-40 space-y-1">
          <Label htmlFor="assignments-status">Status</Label>
          <NativeSelect
            id="assignments-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
          >
            <option value="all">All sections</option>
            <option value="assigned">Assigned</option>
            <option value="unassigned">Unassigned</option>
          </NativeSelect>
        </div>
        <div className="w-40 space-y-1">
          <Label htmlFor="assignments-term">Term</Label>
          <NativeSelect
            id="assignments-term"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          >
            <option value="all">All terms</option>
            {data.totals.map((t) => (
              <option key={t.termKey} value={t.termKey}>
                {t.term}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <DataTable
        aria-label="Sections and their professors"
        columns={COLUMNS}
        data={rows}
        getRowId={(r) => `${r.courseId}:${r.section}`}
        height="min(60vh, 560px)"
        emptyMessage="No sections match"
        footer={() => (
          <p className="text-xs text-muted-foreground" data-testid="assignment-count">
            {pluralize(rows.length, 'section')}
            {!input.settings.includeUnassigned && ' · unassigned sections hidden (report options)'}
            {data.notRequiredCourses > 0 &&
              ` · ${pluralize(data.notRequiredCourses, 'course')} needing no professor not listed`}
          </p>
        )}
      />
    </div>
  )
}
