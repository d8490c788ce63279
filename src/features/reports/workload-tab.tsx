/**
 * Workload Analysis: each professor's weekly hours in a term against their cap, as a chart (one
 * term at a time; bars coloured AND labelled by status) and as a sortable, virtualized table of
 * every professor and term of the scope.
 */
import { lazy, Suspense, useMemo, useState } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import { createDataTableColumnHelper, type DataTableColumnDef } from '@/components/data-table/data-table-features'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { formatNumber } from '@/domain/kernel/format'
import { workloadSummaryData, type ReportInput, type WorkloadRow } from '@/domain/reports/report-data'
import { REPORT_WORKLOAD_STATUSES } from '@/domain/model/workload'
import { ChartFallback, chartHeights } from './chart-fallback'
import { ReportStatusBadge } from './report-status'

const WorkloadChart = lazy(() => import('./report-charts'))

const helper = createDataTableColumnHelper<WorkloadRow>()
// Most severe first when sorting by status ascending.
const STATUS_RANK = Object.fromEntries(REPORT_WORKLOAD_STATUSES.map((s, i) => [s, i])) as Record<WorkloadRow['status'], number>

function workloadColumns(details: boolean): DataTableColumnDef<WorkloadRow>[] {
  const columns: DataTableColumnDef<WorkloadRow>[] = [
    helper.accessor((r) => r.name, { id: 'name', header: 'Professor', cell: ({ getValue }) => <span className="font-medium">{getValue()}</span> }),
    helper.accessor((r) => r.employmentType, { id: 'type', header: 'Type', size: 120 }),
    helper.accessor((r) => r.termKey, { id: 'term', header: 'Term', size: 130, cell: ({ row }) => row.original.term }),
    helper.accessor((r) => r.hours, {
      id: 'hours',
      header: 'Weekly Hours',
      size: 120,
      meta: { align: 'end' },
      cell: ({ row }) => <span className="tabular-nums" data-testid="workload-hours">{formatNumber(row.original.hours)}</span>,
    }),
    helper.accessor((r) => r.maxHours, { id: 'max', header: 'Max Hours', size: 100, meta: { align: 'end' }, cell: ({ getValue }) => <span className="tabular-nums">{formatNumber(getValue())}</span> }),
  ]
  if (details) {
    columns.push(
      helper.accessor((r) => r.sections, { id: 'sections', header: 'Sections', size: 90, meta: { align: 'end' } }),
      helper.accessor((r) => r.utilization, { id: 'utilization', header: 'Utilization', size: 110, meta: { align: 'end' }, cell: ({ getValue }) => `${getValue()}%` }),
    )
  }
  columns.push(
    helper.accessor((r) => STATUS_RANK[r.status], { id: 'status', header: 'Status', size: 150, cell: ({ row }) => <ReportStatusBadge status={row.original.status} /> }),
  )
  return columns
}

export function WorkloadTab({ input }: { input: ReportInput }) {
  const data = useMemo(() => workloadSummaryData(input), [input])
  const details = input.settings.showWorkloadDetails
  const columns = useMemo(() => workloadColumns(details), [details])
  const [chosenTerm, setChosenTerm] = useState<string | null>(null)
  const [query, setQuery] = useState('')
  const tableRows = useMemo(() => {
    const q = query.trim().toLowerCase()
    return q ? data.rows.filter((r) => r.name.toLowerCase().includes(q)) : data.rows
  }, [data.rows, query])
  const term = data.totals.find((t) => t.termKey === chosenTerm) ?? data.totals[0]
  const chartRows = useMemo(
    () => data.rows.filter((r) => r.termKey === term?.termKey).map((r) => ({ name: r.name, hours: r.hours, maxHours: r.maxHours, status: r.status })),
    [data.rows, term?.termKey],
  )
  const summary = term
    ? `Weekly hours against each professor's cap in ${term.term}: ${term.overloaded} overloaded, ${term.underUtilized} under-utilized, ${term.unassigned} unassigned, ${term.normal} normal. The table below lists every figure.`
    : 'No professors to chart.'

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
          <div>
            <CardTitle>Hours against cap</CardTitle>
            <CardDescription>One term at a time: a weekly cap is a cap per term, so terms are never added together.</CardDescription>
          </div>
          {data.totals.length > 1 && (
            <div className="w-44 space-y-1">
              <Label htmlFor="workload-chart-term">Term</Label>
              <NativeSelect id="workload-chart-term" value={term?.termKey ?? ''} onChange={(e) => setChosenTerm(e.target.value)}>
                {data.totals.map((t) => (
                  <option key={t.termKey} value={t.termKey}>{t.term}</option>
                ))}
              </NativeSelect>
            </div>
          )}
        </CardHeader>
        <CardContent className="space-y-3">
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Status counts per term" data-testid="workload-totals">
            {data.totals.map((t) => (
              <div key={t.termKey} className="flex gap-1">
                <dt className="font-medium">{t.term}:</dt>
                <dd className="text-muted-foreground">
                  {t.overloaded} overloaded · {t.underUtilized} under-utilized · {t.unassigned} unassigned · {t.normal} normal · {formatNumber(t.hours)} h taught
                </dd>
              </div>
            ))}
          </dl>
          <div className="max-h-[480px] overflow-y-auto">
            <Suspense fallback={chartRows.length > 0 ? <ChartFallback height={chartHeights.workload(chartRows.length)} /> : null}>
              {chartRows.length > 0 && <WorkloadChart data={chartRows} summary={summary} />}
            </Suspense>
          </div>
        </CardContent>
      </Card>
      <div className="w-64 space-y-1">
        <Label htmlFor="workload-search">Find a professor</Label>
        <Input id="workload-search" type="search" placeholder="Name" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <DataTable
        aria-label="Workload per professor and term"
        columns={columns}
        data={tableRows}
        getRowId={(r) => `${r.professorId}:${r.termKey}`}
        height="min(60vh, 560px)"
        emptyMessage="No professors in this scope"
        footer={() => <p className="text-muted-foreground text-xs">{tableRows.length} of {data.rows.length} rows · one per professor and term</p>}
      />
    </div>
  )
}
