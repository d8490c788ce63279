/**
 * Compare (/scenarios/{id}/compare, issue 33): a scenario's changes against live (per term, per
 * professor and term, per section), the drift of live since the scenario was made, and a side by
 * side with live or another scenario. Exported as a workbook; printed marked DRAFT. Rendered under
 * live's QueryClient (the route's), so it reads live as it is whichever plan the app shows.
 */
import { Link } from '@tanstack/react-router'
import { useId, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/badge'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { NativeCheckbox } from '@/components/ui/native-checkbox'
import { Spinner } from '@/components/ui/spinner'
import { useReportOptions } from '@/data/report-options'
import { useScenarioComparison, type OtherSide } from '@/data/scenario-compare'
import { comparisonSheets } from '@/domain/scenarios/scenario-compare-sheets'
import { SCENARIO_STATUS_LABELS } from '@/domain/scenarios/scenario'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import { datedFileName, downloadBlob } from '@/lib/download-file'
import { notify } from '@/lib/notify'
import { ProfessorChangesTable, SectionChangesTable, SideBySideTable, TermFiguresTable } from './compare-tables'

const LIVE_VALUE = 'live'

export function ComparePage({ scenarioId }: { scenarioId: string }) {
  const [otherValue, setOtherValue] = useState(LIVE_VALUE)
  const [onlyDifferences, setOnlyDifferences] = useState(true)
  const other: OtherSide = useMemo(() => (otherValue === LIVE_VALUE ? { kind: 'live' } : { kind: 'scenario', id: otherValue }), [otherValue])
  const { loading, missing, error, scenario, others, comparison } = useScenarioComparison(scenarioId, other)
  const [{ paperSize }] = useReportOptions()
  const ids = { other: useId(), only: useId() }
  const sideRows = useMemo(
    () => (comparison ? (onlyDifferences ? comparison.sideBySide.rows.filter((r) => r.differs) : comparison.sideBySide.rows) : []),
    [comparison, onlyDifferences],
  )

  if (missing || error) return <p role="alert" className="p-6">{error ? error.message : SCENARIO_MESSAGES.missingScenario}</p>
  if (loading || !scenario || !comparison) return <Spinner label="Loading the comparison" />

  const onExport = async () => {
    const fileName = datedFileName(`scenario_${scenario.name.replace(/[^\w-]+/g, '_')}_comparison`, 'xlsx')
    try {
      const { tablesToBlob } = await import('@/data/spreadsheet-io')
      const tables = comparisonSheets({ scenarioName: scenario.name, scopeLabel: comparison.scope.label, ...comparison })
      downloadBlob(fileName, await tablesToBlob(tables, 'xlsx', { paperSize }))
      notify.alert(`Exported ${fileName}`, 'success')
    } catch (e) {
      notify.alert(`Failed to export the comparison: ${e instanceof Error ? e.message : String(e)}`, 'error')
    }
  }
  const { diff, drift, sideBySide } = comparison

  return (
    <div className="space-y-8 p-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{SCENARIO_MESSAGES.compareTitle(scenario.name)}</h1>
          <p className="text-muted-foreground text-sm">
            {comparison.scope.label} · <Badge variant="outline">{SCENARIO_STATUS_LABELS[scenario.status]}</Badge>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void onExport()}>
            Export workbook
          </Button>
          <Button variant="outline" asChild>
            <Link to="/scenarios/$scenarioId/compare/print" params={{ scenarioId }} search={{ other: otherValue }} target="_blank">
              Print (DRAFT)
            </Link>
          </Button>
          <Button asChild>
            <Link to="/scenarios/$scenarioId/promote" params={{ scenarioId }}>
              Promote…
            </Link>
          </Button>
        </div>
      </header>
      {diff.emptyMessage ? <p role="status">{diff.emptyMessage}</p> : null}

      <section aria-labelledby="compare-terms-heading" className="space-y-2">
        <h2 id="compare-terms-heading" className="text-lg font-semibold">Per term</h2>
        <TermFiguresTable terms={diff.terms} caption="Per term, live -> scenario" />
      </section>

      <section aria-labelledby="compare-professors-heading" className="space-y-2">
        <h2 id="compare-professors-heading" className="text-lg font-semibold">Per professor</h2>
        <p className="text-muted-foreground text-sm">{"Weekly hours and status in each term, live -> scenario."}</p>
        <ProfessorChangesTable professors={diff.professors} />
      </section>

      <section aria-labelledby="compare-sections-heading" className="space-y-2">
        <h2 id="compare-sections-heading" className="text-lg font-semibold">Per section</h2>
        <SectionChangesTable sections={diff.sections} />
      </section>

      <section aria-labelledby="compare-drift-heading" className="space-y-2">
        <h2 id="compare-drift-heading" className="text-lg font-semibold">Changed in live since the scenario was made</h2>
        {drift.length ? (
          <ul className="list-disc space-y-1 pl-6 text-sm" data-testid="compare-drift">
            {drift.map((d) => (
              <li key={`${d.store}:${d.id}`}>{d.message}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">{SCENARIO_MESSAGES.noDrift}</p>
        )}
      </section>

      <section aria-labelledby="compare-side-heading" className="space-y-3">
        <h2 id="compare-side-heading" className="text-lg font-semibold">Side by side</h2>
        <div className="flex flex-wrap items-end gap-4">
          <div className="w-64 space-y-1">
            <Label htmlFor={ids.other}>Compare with</Label>
            <NativeSelect
              id={ids.other}
              value={otherValue}
              onChange={(e) => setOtherValue(e.target.value)}
              options={[{ value: LIVE_VALUE, label: SCENARIO_MESSAGES.liveSide }, ...others.map((s) => ({ value: s.id, label: s.name }))]}
            />
          </div>
          <div className="flex items-center gap-2 pb-2">
            <NativeCheckbox id={ids.only} checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
            <Label htmlFor={ids.only}>Only sections that differ</Label>
          </div>
          <p className="pb-2 text-sm" data-testid="side-by-side-count">
            {sideBySide.differing} of {sideBySide.rows.length} sections differ
          </p>
        </div>
        <SideBySideTable rows={sideRows} leftName={scenario.name} rightName={comparison.otherName} />
      </section>
    </div>
  )
}
