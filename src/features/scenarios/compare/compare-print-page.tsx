/**
 * The comparison laid out for paper (/scenarios/{id}/compare/print), marked DRAFT on every page:
 * a scenario is not the plan. Plain tables (every row, no virtualising: paper has no scroll).
 */
import { Printer } from 'lucide-react'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useScenarioComparison, type OtherSide } from '@/data/scenario-compare'
import { comparisonSheets } from '@/domain/scenarios/scenario-compare-sheets'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'

const PRINT_CSS = `@media print { html, body { background: #fff !important; } thead { display: table-header-group; } .draft-mark { position: fixed; top: 0; right: 0; } }`

export function ComparePrintPage({ scenarioId, other }: { scenarioId: string; other: OtherSide }) {
  const { loading, missing, error, scenario, comparison } = useScenarioComparison(scenarioId, other)
  const title = scenario ? `DRAFT – ${SCENARIO_MESSAGES.compareTitle(scenario.name)}` : ''
  useEffect(() => {
    if (title) document.title = title
  }, [title])
  if (missing || error) return <p role="alert" className="p-10">{error ? error.message : SCENARIO_MESSAGES.missingScenario}</p>
  if (loading || !scenario || !comparison) return <Spinner label="Loading the comparison" />
  // The same tables as the workbook, so print and export never disagree.
  const [about, ...tables] = comparisonSheets({ scenarioName: scenario.name, scopeLabel: comparison.scope.label, ...comparison })
  return (
    <main className="mx-auto max-w-5xl space-y-6 p-8 text-sm">
      <style>{PRINT_CSS}</style>
      <p className="draft-mark border-foreground rounded border-2 px-3 py-1 text-lg font-bold tracking-widest" data-testid="draft-mark">
        {SCENARIO_MESSAGES.draftMark}
      </p>
      <div className="flex items-start justify-between gap-4">
        <h1 className="text-2xl font-semibold">{SCENARIO_MESSAGES.compareTitle(scenario.name)}</h1>
        <Button className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print
        </Button>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        {about!.rows.slice(1).map(([k, v]) => (
          <div key={String(k)} className="contents">
            <dt className="font-medium">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {tables.map((t) => (
        <section key={t.name} className="break-inside-avoid-page space-y-2">
          <h2 className="text-lg font-semibold">{t.name}</h2>
          {t.rows.length ? (
            <table className="w-full border-collapse">
              <thead>
                <tr>
                  {t.columns.map((c) => (
                    <th key={c.header} scope="col" className="border px-2 py-1 text-left">{c.header}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {t.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td key={j} className="border px-2 py-1">{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-muted-foreground">None.</p>
          )}
        </section>
      ))}
    </main>
  )
}
