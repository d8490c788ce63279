/** Program Analysis: coverage per program and level (sections staffed / required, hours), per term. */
import { lazy, Suspense, useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { NO_PROFESSOR_NEEDED_LABEL } from '@/domain/plan/course-status'
import { formatNumber } from '@/domain/kernel/format'
import { programOverviewData, type ReportInput } from '@/domain/reports/report-data'
import { ChartFallback, chartHeights } from './chart-fallback'

const CoverageChart = lazy(() => import('./report-charts').then((m) => ({ default: m.CoverageChart })))

export function ProgramAnalysisTab({ input }: { input: ReportInput }) {
  const data = useMemo(() => programOverviewData(input), [input])
  const chartData = data.programs.map((p) => ({ name: p.programName, staffed: p.staffedSections, open: p.openSections }))
  const summary = `Sections staffed per program: ${data.programs.map((p) => `${p.programName} ${p.staffedSections} of ${p.requiredSections}`).join('; ')}. The table lists every level and term.`

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Coverage per program</CardTitle>
          <CardDescription>
            {formatNumber(data.totals.staffedSections)} of {formatNumber(data.totals.requiredSections)} sections staffed ({data.totals.percentStaffed}%) ·{' '}
            {formatNumber(data.totals.staffedHours)} of {formatNumber(data.totals.requiredHours)} weekly hours in {input.scope.label}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {chartData.length > 0 ? (
            <Suspense fallback={<ChartFallback height={chartHeights.coverage(chartData.length, 'vertical')} />}>
              <CoverageChart data={chartData} summary={summary} layout="vertical" />
            </Suspense>
          ) : (
            <p className="text-muted-foreground text-sm">No courses in this scope.</p>
          )}
        </CardContent>
      </Card>
      {/* Scrolls sideways on a phone: a named tab stop, so the keyboard can scroll it too. */}
      <div className="overflow-x-auto rounded-md border" tabIndex={0} role="region" aria-label="Coverage per program, level and term">
        <table className="w-full text-sm" aria-label="Coverage per program, level and term" data-testid="program-coverage">
          <thead className="bg-muted/50">
            <tr className="text-muted-foreground text-left">
              {['Program', 'Level', 'Term', 'Courses', 'Staffed / required sections', 'Open', 'Staffed / required hours', 'Coverage'].map((h, i) => (
                <th key={h} scope="col" className={`px-3 py-2 font-medium ${i >= 3 && i < 7 ? 'text-right' : ''}`}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={`${r.programId}|${r.level}|${r.termKey}`} className="border-t" data-open={r.openSections > 0 || undefined}>
                <th scope="row" className="px-3 py-2 text-left font-medium">{r.programName}</th>
                <td className="px-3 py-2">Level {r.level}</td>
                <td className="px-3 py-2">{r.term}</td>
                <td className="px-3 py-2 text-right tabular-nums">{r.courses}</td>
                <td className="px-3 py-2 text-right tabular-nums">{r.staffedSections} / {r.requiredSections}</td>
                <td className="px-3 py-2 text-right tabular-nums">{r.openSections}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(r.staffedHours)} / {formatNumber(r.requiredHours)}</td>
                <td className="px-3 py-2">
                  {r.openSections > 0 ? (
                    <Badge variant="warning">{r.percentStaffed}% · {r.openSections} open</Badge>
                  ) : (
                    <Badge variant="success">{r.requiredSections > 0 ? 'Fully staffed' : NO_PROFESSOR_NEEDED_LABEL}</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold">
            {data.programs.map((p) => (
              <tr key={p.programId} className="border-t">
                <th scope="row" className="px-3 py-2 text-left" colSpan={3}>{p.programName} total</th>
                <td className="px-3 py-2 text-right tabular-nums">{p.courses}</td>
                <td className="px-3 py-2 text-right tabular-nums" data-testid={`program-total-${p.programId}`}>{p.staffedSections} / {p.requiredSections}</td>
                <td className="px-3 py-2 text-right tabular-nums">{p.openSections}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(p.staffedHours)} / {formatNumber(p.requiredHours)}</td>
                <td className="px-3 py-2">{p.percentStaffed}%</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
    </div>
  )
}
