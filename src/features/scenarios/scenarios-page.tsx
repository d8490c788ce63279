/**
 * Scenarios (/scenarios, issue 33): every what-if scenario with its scope, status, created date,
 * notes and what it started from; create one, open it (the whole app then shows it, with the
 * banner and a way back to live), edit its details, compare or promote it, delete it.
 */
import { Link, useNavigate } from '@tanstack/react-router'
import { FlaskConical, Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useConfirm } from '@/components/ui/confirm'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { academicYearOptions } from '@/domain/calendar/academic-year'
import { termKey, termsOfAcademicYear } from '@/domain/calendar/planning-term'
import { formatDate } from '@/domain/kernel/date-format'
import { LIVE_BASE, SCENARIO_STATUS_LABELS, type Scenario } from '@/domain/scenarios/scenario'
import { scenarioScopeLabel, SCENARIO_SCREEN_MESSAGES } from '@/domain/scenarios/scenario-new'
import { usePreferences } from '@/data/local-settings'
import { useScopeSelection } from '@/data/planning-scope'
import {
  useCreateScenario,
  useDeleteScenario,
  useOpenScenario,
  useOpenScenarioCommand,
  useSaveScenarioDetails,
  useScenarioList,
  useScenarioSession,
} from '@/data/scenario-hooks'
import { errorMessage, notify } from '@/lib/notify'
import { NewScenarioDialog } from './new-scenario-dialog'
import { ScenarioDetailsDialog } from './scenario-details-dialog'

/**
 * The Compare and Promote screens of a scenario (their routes come with those screens): one
 * place, so wiring them is a one-line change here.
 */
export const SCENARIO_ROW_LINKS = [
  { label: 'Compare', to: '/scenarios/$scenarioId/compare' },
  { label: 'Promote', to: '/scenarios/$scenarioId/promote' },
] as const

export function ScenariosPage() {
  const list = useScenarioList()
  const openScenario = useOpenScenario()
  const session = useScenarioSession()
  const create = useCreateScenario()
  const save = useSaveScenarioDetails()
  const remove = useDeleteScenario()
  const open = useOpenScenarioCommand()
  const confirm = useConfirm()
  const navigate = useNavigate()
  const [preferences] = usePreferences()
  const { academicYear, scope, chooseSemester, chooseAcademicYear } = useScopeSelection()
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<Scenario | null>(null)
  const scenarios = useMemo(() => [...(list.data?.items ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [list.data])
  const nameOf = (id: string) => (id === LIVE_BASE ? SCENARIO_SCREEN_MESSAGES.fromLive : (scenarios.find((s) => s.id === id)?.name ?? SCENARIO_SCREEN_MESSAGES.baseDeleted))
  const defaultScope = scope.kind === 'term' && scope.terms[0] ? termKey(scope.terms[0]) : (termsOfAcademicYear(academicYear)[0] ? termKey(termsOfAcademicYear(academicYear)[0]!) : '')

  async function openIt(s: Scenario) {
    try {
      await open.mutateAsync(s.id)
      // The header's scope follows the scenario, so its figures are the scenario's term.
      if (s.scope.kind === 'term') chooseSemester(termKey(s.scope))
      else chooseAcademicYear(s.scope.academicYear)
      notify.success(`Scenario "${s.name}" is open`)
      void navigate({ to: '/' })
    } catch (e) {
      notify.error(`The scenario could not be opened: ${errorMessage(e)}`)
    }
  }

  async function deleteIt(s: Scenario) {
    const ok = await confirm({
      title: `Delete the scenario "${s.name}"?`,
      description: 'Its changes are deleted with it. The live plan is not affected.',
      confirmLabel: 'Delete scenario',
      destructive: true,
    })
    if (!ok) return
    try {
      await remove.mutateAsync(s.id)
      notify.success(`Scenario "${s.name}" deleted`)
    } catch (e) {
      notify.error(`The scenario could not be deleted: ${errorMessage(e)}`)
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Scenarios</h1>
          <p className="text-muted-foreground mt-1 text-sm">
            What-if copies of a term's plan: try changes without touching the live plan, compare, then promote.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          New scenario
        </Button>
      </div>
      <h2 className="sr-only">Your scenarios</h2>
      {list.isPending ? (
        <Spinner label="Loading scenarios" />
      ) : list.isError ? (
        <p role="alert">The scenarios could not be read: {errorMessage(list.error)}</p>
      ) : scenarios.length === 0 ? (
        <EmptyState icon={FlaskConical} title="No scenarios yet" description="Create one to try a change to a term's plan without touching the live plan." />
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <caption className="sr-only">Scenarios</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2">Name</th>
                <th scope="col" className="px-3 py-2">Scope</th>
                <th scope="col" className="px-3 py-2">Status</th>
                <th scope="col" className="px-3 py-2">Created</th>
                <th scope="col" className="px-3 py-2">Based on</th>
                <th scope="col" className="px-3 py-2">Notes</th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {scenarios.map((s) => {
                const isOpen = openScenario?.id === s.id
                return (
                  <tr key={s.id} className="border-t align-top" data-testid="scenario-row">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {s.name}
                      {isOpen && <span className="text-muted-foreground ml-2 text-xs font-normal">(open now)</span>}
                    </th>
                    <td className="px-3 py-2 whitespace-nowrap">{scenarioScopeLabel(s.scope)}</td>
                    <td className="px-3 py-2">{SCENARIO_STATUS_LABELS[s.status]}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDate(s.createdAt, preferences)}</td>
                    <td className="px-3 py-2">{nameOf(s.basedOn)}</td>
                    <td className="max-w-xs px-3 py-2 break-words whitespace-pre-line">{s.notes}</td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap gap-2">
                        {isOpen ? (
                          <Button size="sm" variant="outline" onClick={() => session?.backToLive()} aria-label={`Back to live from ${s.name}`}>
                            Back to live
                          </Button>
                        ) : (
                          <Button size="sm" onClick={() => void openIt(s)} disabled={open.isPending} aria-label={`Open ${s.name}`}>
                            Open
                          </Button>
                        )}
                        <Button size="sm" variant="outline" onClick={() => setEditing(s)} aria-label={`Edit details of ${s.name}`}>
                          Edit details
                        </Button>
                        {SCENARIO_ROW_LINKS.map((link) => (
                          <Button key={link.label} size="sm" variant="outline" asChild>
                            <Link to={link.to} params={{ scenarioId: s.id }} aria-label={`${link.label} ${s.name}`}>
                              {link.label}
                            </Link>
                          </Button>
                        ))}
                        <Button size="sm" variant="destructive" onClick={() => void deleteIt(s)} aria-label={`Delete ${s.name}`}>
                          Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      {list.data && list.data.invalid > 0 && (
        <p role="status" className="text-sm">
          {list.data.invalid === 1 ? '1 stored scenario could not be read and is left as it is.' : `${list.data.invalid} stored scenarios could not be read and are left as they are.`}
        </p>
      )}
      <NewScenarioDialog
        open={creating}
        onOpenChange={setCreating}
        scenarios={scenarios}
        academicYears={academicYearOptions(academicYear, new Date())}
        defaultScope={defaultScope}
        onCreate={async (scenario) => {
          await create.mutateAsync(scenario)
          notify.success(`Scenario "${scenario.name}" created`)
        }}
      />
      <ScenarioDetailsDialog
        scenario={editing}
        scenarios={scenarios}
        onClose={() => setEditing(null)}
        onSave={async (id, details) => {
          await save.mutateAsync({ id, details })
          notify.success(`Scenario "${details.name}" saved`)
        }}
      />
    </div>
  )
}
