/**
 * Promote (/scenarios/{id}/promote, issue 33): what the scenario would write to live as it is
 * now, the conflicts (records live changed since the scenario's base) each to resolve (keep live /
 * take the scenario's) or leave out, and the re-check of caps and contract limits. One button
 * writes it all as one change set (one undo step on live); the scenario is then promoted and
 * read-only. Every refusal says why and writes nothing.
 */
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useStoredScenario } from '@/data/scenario-compare'
import { usePromoteScenario, usePromotionPreview, type PromoteOutcome, type Resolutions } from '@/data/scenario-promote'
import { isReadOnlyScenario, SCENARIO_STATUS_LABELS } from '@/domain/scenarios/scenario'
import { conflictKey, type ConflictResolution } from '@/domain/scenarios/scenario-drift'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import { SectionChangesTable } from '../compare/compare-tables'

const CHOICES: [ConflictResolution, string][] = [
  ['keep-live', SCENARIO_MESSAGES.keepLive],
  ['take-scenario', SCENARIO_MESSAGES.takeScenario],
]

export function PromotePage({ scenarioId }: { scenarioId: string }) {
  const stored = useStoredScenario(scenarioId)
  const scenario = stored.data ?? undefined
  const [resolutions, setResolutions] = useState<Resolutions>({})
  const preview = usePromotionPreview(scenario, resolutions)
  const promote = usePromoteScenario(scenarioId)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<PromoteOutcome | null>(null)

  if (stored.error || stored.data === null) return <p role="alert" className="p-6">{stored.error ? stored.error.message : SCENARIO_MESSAGES.missingScenario}</p>
  if (!scenario || !preview) return <Spinner label="Loading the scenario" />

  const readOnly = isReadOnlyScenario(scenario)
  const { plan, check } = preview
  const { allConflicts } = preview
  const unresolved = plan.conflicts.length
  const blocked = check.messages.length > 0
  const onPromote = async () => {
    setBusy(true)
    setOutcome(null)
    try {
      setOutcome(await promote(resolutions))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="max-w-4xl space-y-6 p-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{SCENARIO_MESSAGES.promoteTitle(scenario.name)}</h1>
        <p className="text-muted-foreground text-sm">
          Status: <Badge variant="outline">{SCENARIO_STATUS_LABELS[scenario.status]}</Badge> ·{' '}
          <Link to="/scenarios/$scenarioId/compare" params={{ scenarioId }} className="underline">
            Compare with live
          </Link>
        </p>
      </header>

      {outcome ? (
        <div role={outcome.ok ? 'status' : 'alert'} className="rounded-md border p-4" data-testid="promote-outcome">
          <p className="font-medium">{outcome.message}</p>
          {!outcome.ok && outcome.problems.length ? (
            <ul className="mt-2 list-disc pl-6 text-sm">
              {outcome.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {readOnly ? (
        <p role="status">{SCENARIO_MESSAGES.promoted}</p>
      ) : (
        <>
          <section aria-labelledby="promote-conflicts-heading" className="space-y-3">
            <h2 id="promote-conflicts-heading" className="text-lg font-semibold">
              Conflicts with the live plan ({allConflicts.length})
            </h2>
            {allConflicts.length === 0 ? (
              <p className="text-muted-foreground text-sm">{SCENARIO_MESSAGES.noDrift}</p>
            ) : (
              <ul className="space-y-3" data-testid="promote-conflicts">
                {allConflicts.map((c) => {
                  const key = conflictKey(c)
                  return (
                    <li key={key} className="rounded-md border p-3">
                      <fieldset>
                        <legend className="text-sm font-medium">{c.message}</legend>
                        <div className="mt-2 flex flex-wrap gap-4 text-sm">
                          {CHOICES.map(([value, label]) => (
                            <label key={value} className="flex items-center gap-2">
                              <input
                                type="radio"
                                name={key}
                                value={value}
                                checked={resolutions[key] === value}
                                onChange={() => setResolutions((r) => ({ ...r, [key]: value }))}
                              />
                              {label}
                            </label>
                          ))}
                        </div>
                      </fieldset>
                    </li>
                  )
                })}
              </ul>
            )}
            {unresolved ? <p className="text-sm">{SCENARIO_MESSAGES.unresolvedConflicts(unresolved)}</p> : null}
          </section>

          <section aria-labelledby="promote-changes-heading" className="space-y-2">
            <h2 id="promote-changes-heading" className="text-lg font-semibold">What changes in the live plan</h2>
            <SectionChangesTable sections={check.diff.sections} emptyMessage={SCENARIO_MESSAGES.noSectionChangesToPromote} />
          </section>

          {plan.cascaded.length || plan.leftOut.length ? (
            <section aria-labelledby="promote-notes-heading" className="space-y-2">
              <h2 id="promote-notes-heading" className="text-lg font-semibold">Also</h2>
              <ul className="list-disc pl-6 text-sm">
                {[...plan.cascaded, ...plan.leftOut].map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </section>
          ) : null}

          {blocked ? (
            <section aria-labelledby="promote-check-heading" className="space-y-2" role="alert">
              <h2 id="promote-check-heading" className="text-lg font-semibold">Limits</h2>
              <ul className="list-disc pl-6 text-sm">
                {check.messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </section>
          ) : null}

          {plan.promoted === 0 ? (
            <p className="text-sm">{SCENARIO_MESSAGES.nothingToPromote}</p>
          ) : (
            <Button onClick={() => void onPromote()} disabled={busy || blocked}>
              {unresolved ? SCENARIO_MESSAGES.promoteNonConflicting(plan.promoted) : SCENARIO_MESSAGES.promoteAll(plan.promoted)}
            </Button>
          )}
        </>
      )}
    </div>
  )
}

