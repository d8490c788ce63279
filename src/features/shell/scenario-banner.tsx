/**
 * The banner on every screen while a what-if scenario is open (issue 33): which scenario, its
 * scope and status, and one click back to the live plan. Its text says "scenario" and the status
 * in words, so nothing depends on its colour. It also says when the scenario is read-only
 * (promoted), covers no courses, or changed records that were since deleted from live: those are
 * shown as such, never as a crash. Light palette shades (amber-50, amber-900): the dark theme maps
 * them to dark tints (styles.css).
 */
import { FlaskConical } from 'lucide-react'
import { useMemo } from 'react'
import { Button } from '@/components/ui/button'
import { courseInScope } from '@/domain/calendar/planning-term'
import { isReadOnlyScenario, scenarioPlanningScope, SCENARIO_STATUS_LABELS } from '@/domain/scenarios/scenario'
import { scenarioDrift } from '@/domain/scenarios/scenario-drift'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import { scenarioScopeLabel } from '@/domain/scenarios/scenario-new'
import { useCourses } from '@/data/entity-hooks'
import { useOpenScenario, useScenarioSession } from '@/data/scenario-hooks'
import { useLivePlanLists } from '@/data/scenario-live'
import type { StoredScenario } from '@/data/scenario-session'

export const SCENARIO_BANNER_TEXT = {
  backToLive: 'Back to live',
  deletedInLive: (count: number) =>
    count === 1
      ? '1 record this scenario changed was deleted from the live plan since:'
      : `${count} records this scenario changed were deleted from the live plan since:`,
} as const

/** The banner, shown only while a scenario is open. */
export function ScenarioBanner() {
  const scenario = useOpenScenario()
  return scenario ? <OpenScenarioBanner scenario={scenario} /> : null
}

export function OpenScenarioBanner({ scenario, onBackToLive }: { scenario: StoredScenario; onBackToLive?: () => void }) {
  const session = useScenarioSession()
  const courses = useCourses().data
  const live = useLivePlanLists(true)
  const scope = useMemo(() => scenarioPlanningScope(scenario.scope), [scenario.scope])
  const empty = courses !== undefined && !courses.some((c) => courseInScope(c, scope))
  const deleted = useMemo(() => (live ? scenarioDrift(scenario, live).filter((d) => d.kind === 'deleted') : []), [scenario, live])
  const back = onBackToLive ?? (() => session?.backToLive())
  return (
    <section
      aria-label="Open scenario"
      data-testid="scenario-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 lg:px-8"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
        <p role="status" className="min-w-0 flex-1">
          You are working in the scenario <strong>{scenario.name}</strong> ({scenarioScopeLabel(scenario.scope)}, status:{' '}
          {SCENARIO_STATUS_LABELS[scenario.status]}). The live plan is not changed.
        </p>
        <Button size="sm" variant="outline" className="text-foreground" onClick={back}>
          {SCENARIO_BANNER_TEXT.backToLive}
        </Button>
      </div>
      {isReadOnlyScenario(scenario) && <p className="mt-1 font-medium">{SCENARIO_MESSAGES.promoted}</p>}
      {empty && <p className="mt-1">{SCENARIO_MESSAGES.emptyScope}</p>}
      {deleted.length > 0 && (
        <div className="mt-1">
          <p>{SCENARIO_BANNER_TEXT.deletedInLive(deleted.length)}</p>
          <ul className="list-disc pl-5">
            {deleted.slice(0, 5).map((d) => (
              <li key={`${d.store}:${d.id}`}>{d.message}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
