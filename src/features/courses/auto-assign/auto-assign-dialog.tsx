/**
 * Auto-assign open sections: pick the term (the header's, or one of its terms when several are
 * chosen), tune the settings, and let the HiGHS solver (in a Web Worker, loaded on demand) propose
 * who teaches every open section. The result is a proposal, not a write: accept or reject rows,
 * swap a row's professor for one of its alternatives or leave the section open; the rules are
 * checked again on the edited proposal, then one change set is written (one undo step). Cancel
 * terminates the solver.
 *
 * `courseIds` limits the run to chosen courses (the list's selected rows, once the list has
 * selection); without it every course of the term takes part.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Progress } from '@/components/ui/progress'
import type { Assignment } from '@/domain/model/assignment'
import { openSectionCount } from '@/domain/auto-assign/auto-assign-problem'
import {
  acceptedRowProblems,
  editProposal,
  proposalChangeSet,
  rowAdditions,
  rowsByProfessor,
  rowsOverMeasuredLimits,
  writableRowIds,
  type Proposal,
  type ProposalRow,
} from '@/domain/auto-assign/auto-assign-proposal'
import { LIVE_REFERENCE_MESSAGES, type LiveReference } from '@/domain/auto-assign/auto-assign-reference'
import { DEFAULT_AUTO_ASSIGN_SETTINGS, type AutoAssignSettings } from '@/domain/auto-assign/auto-assign-settings'
import type { Course } from '@/domain/model/course'
import { formatNumber, pluralize } from '@/domain/kernel/format'
import { parseTermKey, planningTermLabel, termKey, type PlanningScope } from '@/domain/calendar/planning-term'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import { writeChanges } from '@/data/apply-changes'
import { usePackRecords, useWorkloadRules } from '@/data/workload-rules'
import { useMeasureAfter, useWorkloadPolicy } from '@/data/use-workload-policy'
import { useLiveReference } from '@/data/scenario-live'
import { startAutoAssign, type AutoAssignProgress, type RunningAutoAssign } from '@/data/auto-assign-worker-client'
import { errorMessage, notify } from '@/lib/notify'
import { AutoAssignProposalTable } from './auto-assign-proposal-table'
import { AutoAssignSettingsPanel } from './auto-assign-settings-panel'

interface AutoAssignDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  scope: PlanningScope
  courses: readonly Course[]
  professors: readonly Professor[]
  assignments: readonly Assignment[]
  /** Only these courses (selected rows); null or absent: every course of the term. */
  courseIds?: readonly string[] | null
}

export function AutoAssignDialog(props: AutoAssignDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-4xl">{props.open && <AutoAssignBody {...props} />}</DialogContent>
    </Dialog>
  )
}

type Phase =
  | { kind: 'setup'; message?: string }
  | { kind: 'running'; progress: AutoAssignProgress }
  | { kind: 'result'; proposal: Proposal }

function summary(proposal: Proposal): string {
  const total = proposal.covered + proposal.unstaffed.length
  if (total === 0) return `No open sections to staff in ${proposal.termLabel}.`
  const staffs = `staffs ${formatNumber(proposal.covered)} of ${pluralize(total, 'open section')} (the greedy ranking staffs ${formatNumber(proposal.greedyCovered)})`
  const seconds = `${proposal.seconds.toFixed(1)} s`
  if (proposal.method === 'optimal') return `Best proposal found in ${seconds}: it ${staffs}.`
  if (proposal.method === 'time-limit') return `Time limit reached after ${seconds}: showing the best proposal found so far, which ${staffs}.`
  return `${proposal.note ?? 'Showing the greedy ranking.'} It ${staffs}.`
}

function progressText(progress: AutoAssignProgress, limit: number): string {
  if (progress.stage === 'loading') return 'Loading the solver…'
  const gap = progress.gap !== null && progress.gap < 1 ? `, within ${Math.ceil(progress.gap * 100)}% of the best possible` : ''
  return `Solving… ${formatNumber(Math.floor(progress.seconds))} s of ${formatNumber(limit)} s${gap}`
}

function AutoAssignBody({ onOpenChange, scope, courses, professors, assignments, courseIds }: AutoAssignDialogProps) {
  const id = useId()
  const client = useQueryClient()
  const [settings, setSettings] = useState<AutoAssignSettings>(DEFAULT_AUTO_ASSIGN_SETTINGS)
  const [chosenKey, setChosenKey] = useState<string>(scope.kind === 'term' && scope.terms[0] ? termKey(scope.terms[0]) : '')
  const [phase, setPhase] = useState<Phase>({ kind: 'setup' })
  const [accepted, setAccepted] = useState<Set<string>>(new Set())
  // Swaps and sections left open, by row id (null: leave open).
  const [choices, setChoices] = useState<Map<string, string | null>>(new Map())
  const [saving, setSaving] = useState(false)
  const running = useRef<RunningAutoAssign | null>(null)
  // The data the solver was given: accepting states it, so a change made since in another tab refuses the write.
  const solvedFrom = useRef<{ professors: readonly Professor[]; assignments: readonly Assignment[] }>({ professors: [], assignments: [] })
  // Closing the dialog (or leaving the screen) stops the solver.
  useEffect(() => () => running.current?.cancel(), [])

  // The rules and records as stored: the worker rebuilds the same policy every screen uses.
  const [workloadRules] = useWorkloadRules()
  const [contractRecords] = usePackRecords()
  const data = useMemo(
    () => ({ courses, professors, assignments, workloadRules, contractRecords }),
    [courses, professors, assignments, workloadRules, contractRecords],
  )
  const term = parseTermKey(chosenKey)
  const openCount = useMemo(() => {
    const t = parseTermKey(chosenKey)
    return t ? openSectionCount(data, t, courseIds) : 0
  }, [data, chosenKey, courseIds])
  const edited = useMemo(() => (phase.kind === 'result' ? editProposal(phase.proposal, choices) : null), [phase, choices])
  const writable = useMemo(() => (edited ? writableRowIds(edited, accepted) : new Set<string>()), [edited, accepted])
  const allWritable = useMemo(() => (edited ? writableRowIds(edited, new Set(edited.rows.map((r) => r.id))) : new Set<string>()), [edited])
  // Under CAAT-A a full-time professor's SWF (attributed hours) is measured here too, exactly, as
  // every screen measures it: the solver sees the limit (auto-assign-problem.ts autoAssignPolicy),
  // but adds a section's attributed hours at their least, so this stays as the safety net.
  const policy = useWorkloadPolicy()
  const measureAfter = useMeasureAfter()
  // Inside a what-if scenario: live's holders, for "keep live assignments where possible".
  const liveReference = useLiveReference()
  const measuredOver = useMemo(() => {
    if (!measureAfter) return null
    const byId = new Map(professors.map((p) => [p.id, p]))
    return (proposal: Proposal, professorId: string, rows: readonly ProposalRow[]) => {
      const professor = byId.get(professorId)
      if (!professor) return null
      const measured = measureAfter(professor, proposal.term, rowAdditions(rows))
      if (!measured) return null
      const assessment = policy.assess(professor, proposal.term, measured)
      return assessment.overloaded ? `${professorDisplayName(professor)} would be over their limit: ${policy.explain(assessment)}` : null
    }
  }, [measureAfter, policy, professors])
  /** The rules the accepted rows would break: the solver's own, then the measured limits. */
  const problemsOf = useCallback((proposal: Proposal, ids: ReadonlySet<string>): string[] => {
    const out = acceptedRowProblems(data, proposal, ids, settings.respectPreferences)
    if (!measuredOver) return out
    for (const [id, rows] of rowsByProfessor(proposal.rows.filter((r) => ids.has(r.id)))) {
      const problem = measuredOver(proposal, id, rows)
      if (problem) out.push(problem)
    }
    return out
  }, [data, settings.respectPreferences, measuredOver])
  const problems = useMemo(() => (edited ? problemsOf(edited, writable) : []), [edited, writable, problemsOf])

  async function run() {
    if (!term) return
    setPhase({ kind: 'running', progress: { stage: 'loading', seconds: 0, gap: null } })
    solvedFrom.current = data
    let reference: LiveReference | null
    try {
      reference = liveReference && settings.keepLiveAssignments ? await liveReference(term) : null
    } catch (e) {
      setPhase({ kind: 'setup', message: `Auto-assign failed: the live plan could not be read (${errorMessage(e)})` })
      return
    }
    const handle = startAutoAssign(data, { term, courseIds: courseIds ?? null, settings, reference }, (progress) =>
      setPhase((p) => (p.kind === 'running' ? { kind: 'running', progress } : p)),
    )
    running.current = handle
    void handle.result.then((result) => {
      if (running.current !== handle) return
      running.current = null
      if (result.ok) {
        setAccepted(new Set(result.proposal.rows.map((r) => r.id)))
        // Never proposed over a limit: rows that would break the SWF start as left open.
        const over = measuredOver
          ? rowsOverMeasuredLimits(result.proposal, (id, rows) => measuredOver(result.proposal, id, rows) !== null)
          : []
        setChoices(new Map(over.map((id) => [id, null])))
        setPhase({ kind: 'result', proposal: result.proposal })
      } else setPhase({ kind: 'setup', message: result.cancelled ? 'Auto-assign cancelled.' : `Auto-assign failed: ${result.error}` })
    })
  }

  async function apply(proposal: Proposal, ids: ReadonlySet<string>) {
    const blocking = problemsOf(proposal, ids)
    if (ids.size === 0) return
    if (blocking.length) {
      // Show why (the alert lists the problems of the rows checked).
      setAccepted(new Set(ids))
      return
    }
    setSaving(true)
    try {
      await writeChanges(client, proposalChangeSet(proposal, ids, new Date(), solvedFrom.current), { label: `auto-assign ${pluralize(ids.size, 'section')}` })
      notify.success(`Auto-assign: ${pluralize(ids.size, 'section')} updated`)
      onOpenChange(false)
    } catch (e) {
      notify.error(`Failed to save the proposal: ${errorMessage(e)}`)
      setSaving(false)
    }
  }

  const scopeText = courseIds ? `the ${pluralize(courseIds.length, 'selected course')}` : 'every course of the term'
  return (
    <>
      <DialogHeader>
        <DialogTitle>Auto-assign open sections</DialogTitle>
        <DialogDescription>
          Proposes a professor for each open section of {scopeText}: active professors only, never over their cap, never
          a schedule conflict. Nothing is saved until you accept.
        </DialogDescription>
      </DialogHeader>

      {phase.kind === 'setup' && (
        <div className="space-y-4">
          {scope.kind === 'term' && term ? (
            <p className="text-sm">
              Term: <strong>{planningTermLabel(term)}</strong> · {pluralize(openCount, 'open section')}
            </p>
          ) : (
            <div className="space-y-1">
              <Label htmlFor={`${id}-term`}>Term to staff</Label>
              <NativeSelect id={`${id}-term`} value={chosenKey} onChange={(e) => setChosenKey(e.target.value)} wrapperClassName="w-60">
                <option value="">Choose a term</option>
                {scope.terms.map((t) => (
                  <option key={termKey(t)} value={termKey(t)}>
                    {planningTermLabel(t)}
                  </option>
                ))}
              </NativeSelect>
              <p className="text-muted-foreground text-xs">
                {term ? pluralize(openCount, 'open section') : `${scope.label} covers several terms: auto-assign staffs one term at a time.`}
              </p>
            </div>
          )}
          <AutoAssignSettingsPanel value={settings} onChange={setSettings} inScenario={liveReference !== null} />
          {phase.message && (
            <p role="status" className="text-sm">
              {phase.message}
            </p>
          )}
        </div>
      )}

      {phase.kind === 'running' && (
        <div className="space-y-3 py-4">
          <Progress
            aria-labelledby={`${id}-progress`}
            value={phase.progress.stage === 'loading' ? 0 : phase.progress.seconds}
            max={settings.timeLimitSeconds}
          />
          <p id={`${id}-progress`} role="status" aria-live="polite" className="text-sm">
            {progressText(phase.progress, settings.timeLimitSeconds)}
          </p>
        </div>
      )}

      {phase.kind === 'result' && edited && (
        <div className="space-y-3">
          <p role="status" className="text-sm">
            {summary(phase.proposal)}
            {phase.proposal.movedFromLive !== undefined && ` ${LIVE_REFERENCE_MESSAGES.moves(phase.proposal.movedFromLive)}.`}
          </p>
          <AutoAssignProposalTable
            proposal={edited}
            original={phase.proposal}
            accepted={accepted}
            onChoose={(rowId, professorId) =>
              setChoices((prev) => {
                const next = new Map(prev)
                const proposed = phase.proposal.rows.find((r) => r.id === rowId)?.professorId ?? null
                if (professorId === proposed) next.delete(rowId)
                else next.set(rowId, professorId)
                return next
              })
            }
            onToggle={(rowId, accept) =>
              setAccepted((prev) => {
                const next = new Set(prev)
                if (accept) next.add(rowId)
                else next.delete(rowId)
                return next
              })
            }
          />
          {problems.length > 0 && (
            <div role="alert" className="border-destructive/40 bg-destructive/5 rounded-lg border p-2 text-sm">
              <p className="font-medium">These rows cannot be accepted as chosen:</p>
              <ul className="list-disc pl-5">
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}

      <DialogFooter>
        {phase.kind === 'setup' && (
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button onClick={() => void run()} disabled={!term || (openCount === 0 && !settings.allowReassign)}>
              Find proposal
            </Button>
          </>
        )}
        {phase.kind === 'running' && (
          <Button variant="outline" onClick={() => running.current?.cancel()}>
            Cancel
          </Button>
        )}
        {phase.kind === 'result' && edited && (
          <>
            <Button variant="outline" onClick={() => setPhase({ kind: 'setup' })} disabled={saving}>
              Back to settings
            </Button>
            <Button variant="outline" disabled={saving || writable.size === 0 || problems.length > 0} onClick={() => void apply(edited, writable)}>
              Accept selected ({formatNumber(writable.size)})
            </Button>
            <Button disabled={saving || allWritable.size === 0} onClick={() => void apply(edited, allWritable)}>
              Accept all ({formatNumber(allWritable.size)})
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  )
}
