/** Overview: staffing per term and program (chart + table), and the scope's top workload alerts. */
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatNumber } from '@/domain/kernel/format'
import { programOverviewData, reportCourses, reportProfessors, staffingOverview, type CoverageFigures, type ReportInput } from '@/domain/reports/report-data'
import { alertCount, workloadAlerts } from '@/domain/alerts/workload-alerts'
import { useContractAlerts } from '@/data/use-workload-policy'
import { ChartFallback, chartHeights } from './chart-fallback'

const CoverageChart = lazy(() => import('./report-charts').then((m) => ({ default: m.CoverageChart })))

/** Alerts shown per type; the dashboard lists them all. */
const TOP_ALERTS = 5

function coverageText(c: CoverageFigures | undefined): string {
  return c ? `${formatNumber(c.staffedSections)}/${formatNumber(c.requiredSections)} (${c.percentStaffed}%)` : '—'
}

export function OverviewTab({ input }: { input: ReportInput }) {
  const contractAlerts = useContractAlerts()
  const view = useMemo(() => {
    const overview = staffingOverview(programOverviewData(input))
    const alerts = workloadAlerts({ professors: reportProfessors(input), courses: reportCourses(input), index: input.index, scope: input.scope, policy: input.policy, contractAlerts })
    return { overview, alerts }
  }, [input, contractAlerts])
  const { overview, alerts } = view
  const chartData = overview.terms.map((t) => ({
    name: t.term,
    staffed: overview.byTerm[t.termKey]?.staffedSections ?? 0,
    open: overview.byTerm[t.termKey]?.openSections ?? 0,
  }))
  const summary = `Sections staffed per term: ${chartData.map((d) => `${d.name} ${d.staffed} staffed, ${d.open} open`).join('; ')}. The table lists the same figures.`

  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <Card className="xl:col-span-2">
        <CardHeader>
          <CardTitle>Staffing per term and program</CardTitle>
          <CardDescription>Sections with a professor over sections that need one, in {input.scope.label}.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {chartData.length > 0 && (
            <Suspense fallback={<ChartFallback height={chartHeights.coverage(chartData.length)} />}>
              <CoverageChart data={chartData} summary={summary} />
            </Suspense>
          )}
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-label="Staffing per term and program" data-testid="overview-staffing">
              <thead>
                <tr className="text-muted-foreground border-b text-left">
                  <th scope="col" className="py-2 pr-3 font-medium">Program</th>
                  {overview.terms.map((t) => (
                    <th key={t.termKey} scope="col" className="py-2 pr-3 text-right font-medium">{t.term}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {overview.programs.map((p) => (
                  <tr key={p.programId} className="border-b">
                    <th scope="row" className="py-2 pr-3 text-left font-medium">{p.programName}</th>
                    {overview.terms.map((t) => (
                      <td key={t.termKey} className="py-2 pr-3 text-right tabular-nums">{coverageText(p.byTerm[t.termKey])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold">
                  <th scope="row" className="py-2 pr-3 text-left">All programs</th>
                  {overview.terms.map((t) => (
                    <td key={t.termKey} className="py-2 pr-3 text-right tabular-nums" data-testid={`overview-total-${t.termKey}`}>
                      {coverageText(overview.byTerm[t.termKey])}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
            {overview.terms.length === 0 && <p className="text-muted-foreground py-4 text-sm">No courses in this scope.</p>}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Top alerts</CardTitle>
          <CardDescription>{alertCount(alerts) === 0 ? 'No workload alerts at this time.' : `${alertCount(alerts)} in ${input.scope.label}, most severe first.`}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {alerts.map((group) => (
            <section key={group.type} aria-label={group.label} data-testid={`alerts-${group.type}`}>
              <h3 className="mb-1 flex items-center justify-between text-sm font-semibold">
                {group.label}
                <Badge variant="outline" className="tabular-nums">{group.alerts.length}</Badge>
              </h3>
              <ul className="space-y-1 text-sm">
                {group.alerts.slice(0, TOP_ALERTS).map((a) => (
                  <li key={a.id}>
                    <span className="font-medium">{a.subject}</span>
                    <span className="text-muted-foreground"> · {a.detail}</span>
                    {a.target.kind === 'professor-courses' && (
                      <>
                        {' '}
                        <Link to="/courses" search={{ professorId: a.target.professorId }} className="text-primary underline underline-offset-2">
                          {a.action}
                        </Link>
                      </>
                    )}
                  </li>
                ))}
              </ul>
              {group.alerts.length > TOP_ALERTS && (
                <p className="text-muted-foreground mt-1 text-xs">and {group.alerts.length - TOP_ALERTS} more on the dashboard</p>
              )}
            </section>
          ))}
        </CardContent>
      </Card>
    </div>
  )
}
