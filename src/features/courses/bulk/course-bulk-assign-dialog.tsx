/**
 * Bulk assign: one professor for the open sections of the selected courses. The professors are
 * ranked for the whole selection (active, within their cap in every term, specialization
 * coverage, hours left); once one is chosen, the assistant's verdict is shown per course (hours in
 * that course's term after the batch, status, coverage, schedule conflicts). If the professor would
 * go over their cap or teach two sections at once, ONE confirmation names the terms and by how much
 * and both sections of each conflict (the same question as Manage Sections' picker), with the safe
 * answer focused.
 * Saving writes one change set: one transaction, one undo step.
 */
import { useCombobox } from '@/components/use-combobox'
import { AlertTriangle, UserX } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import {
  planBulkAssign,
  prepareBulkAssign,
  rankBulkCandidates,
  type BulkAssignPlan,
  type BulkCandidate,
  type BulkCourseVerdict,
} from '@/domain/courses/course-bulk'
import { formatNumber, pluralize } from '@/domain/kernel/format'
import type { Professor } from '@/domain/model/professor'
import { candidateMatches } from '@/domain/professors/professor-ranking'
import { NOT_SCHEDULED_LABEL } from '@/domain/calendar/planning-term'
import { describeSectionConflict } from '@/domain/calendar/schedule-conflict'
import { WORKLOAD_STATUS_LABELS } from '@/domain/model/workload'
import { useBulkAssignProfessor } from '@/data/course-bulk-mutations'
import { errorMessage, notify } from '@/lib/notify'
import { cn } from '@/lib/utils'
import { useMeasureAfter, useWorkloadPolicy } from '@/data/use-workload-policy'

/** Options rendered at once; typing narrows the rest. */
const VISIBLE_LIMIT = 50

interface CourseBulkAssignDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  courses: readonly Course[]
  /** Says how many of `courses` the filters hide, when some are. */
  hiddenNote?: string
  /** After the assignment was saved (the bulk bar clears its selection). */
  onAssigned?: () => void
  professors: readonly Professor[]
  assignments: readonly Assignment[]
  courseById: ReadonlyMap<string, Course>
}

export function CourseBulkAssignDialog(props: CourseBulkAssignDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        {props.open && <BulkAssignForm {...props} />}
      </DialogContent>
    </Dialog>
  )
}

function BulkAssignForm({
  courses,
  professors,
  assignments,
  courseById,
  hiddenNote,
  onAssigned,
  onOpenChange,
}: CourseBulkAssignDialogProps) {
  const id = useId()
  const assign = useBulkAssignProfessor()
  const [query, setQuery] = useState('')
  const [chosenId, setChosenId] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const submitRef = useRef<HTMLButtonElement>(null)

  const policy = useWorkloadPolicy()
  const measureAfter = useMeasureAfter()
  const prepared = useMemo(
    () => prepareBulkAssign({ courses, assignments, courseById, policy, measureAfter }),
    [courses, assignments, courseById, policy, measureAfter],
  )
  const ranked = useMemo(() => rankBulkCandidates(prepared, professors), [prepared, professors])
  const matches = useMemo(() => ranked.filter((c) => candidateMatches(c, query)), [ranked, query])
  const options = matches.slice(0, VISIBLE_LIMIT)
  const chosen = chosenId ? professors.find((p) => p.id === chosenId) : undefined
  const plan = useMemo(
    () => (chosen ? planBulkAssign(prepared, chosen, new Date()) : null),
    [chosen, prepared],
  )
  const openCount = prepared.courses.reduce((n, c) => n + c.open.length, 0)
  // "Best match" needs something to match: courses with open sections that require none make no
  // one a better match than another.
  const matchable = prepared.courses.some(
    (c) => c.open.length > 0 && c.course.requiredSpecializations.length > 0,
  )

  function choose(candidate: BulkCandidate | undefined) {
    if (!candidate) return
    setChosenId(candidate.professor.id)
    setConfirming(false)
    // Chosen: the verdicts are on screen and Enter on the focused button assigns.
    setTimeout(() => submitRef.current?.focus(), 0)
  }

  const combobox = useCombobox({ id, count: options.length, onPick: (i) => choose(options[i]) })

  async function save() {
    if (!plan || !chosen) return
    if (needsConfirmation(plan) && !confirming) return setConfirming(true)
    try {
      const result = await assign.mutateAsync({
        courseIds: courses.map((c) => c.id),
        professorId: chosen.id,
      })
      notify.success(
        `${plan.professorName} assigned to ${pluralize(result.sections, 'section')} in ${pluralize(result.courses, 'course')}`,
      )
      onOpenChange(false)
      onAssigned?.()
    } catch (error) {
      notify.error(`Failed to assign: ${errorMessage(error)}`)
    }
  }

  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle>Assign a professor to {pluralize(courses.length, 'course')}</DialogTitle>
        <DialogDescription>
          {openCount === 0
            ? 'The selected courses have no open sections.'
            : `Fills the ${pluralize(openCount, 'open section')} of the selected courses; sections already assigned keep their professor.`}
          {hiddenNote && ` ${hiddenNote}`}
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-2">
        <label htmlFor={`${id}-search`} className="text-sm font-medium">
          Professor
        </label>
        <Input
          id={`${id}-search`}
          autoFocus
          {...combobox.inputProps}
          placeholder="Search by name, email or specialization…"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            combobox.setActive(0)
          }}
          onKeyDown={combobox.onKeyDown}
        />
        <ul
          {...combobox.listProps}
          aria-label="Professors, best match first"
          className="max-h-44 overflow-y-auto rounded-md border p-1"
        >
          {options.length === 0 && (
            <li role="presentation" className="px-3 py-4 text-center text-sm text-muted-foreground">
              No professors match “{query}”.
            </li>
          )}
          {options.map((candidate, index) => (
            <li
              key={candidate.professor.id}
              {...combobox.optionProps(index, candidate.professor.id === chosenId)}
              className="flex cursor-pointer flex-wrap items-center gap-x-2 gap-y-0.5 rounded-md px-2 py-1.5 text-sm aria-selected:font-medium data-[active]:bg-accent data-[active]:ring-2 data-[active]:ring-primary data-[active]:ring-inset"
            >
              <CandidateLine
                candidate={candidate}
                best={
                  index === 0 &&
                  query === '' &&
                  matchable &&
                  candidate.isActive &&
                  !candidate.overloaded &&
                  candidate.conflicts.length === 0
                }
              />
            </li>
          ))}
        </ul>
      </div>

      {plan && <Verdicts plan={plan} />}

      {plan && confirming ? (
        <AssignAnywayQuestion
          plan={plan}
          onBack={() => setConfirming(false)}
          onConfirm={() => void save()}
          pending={assign.isPending}
        />
      ) : (
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            ref={submitRef}
            type="button"
            disabled={!plan || plan.sectionCount === 0 || assign.isPending}
            onClick={() => void save()}
          >
            {plan
              ? `Assign ${plan.professorName} to ${pluralize(plan.sectionCount, 'section')}`
              : 'Assign'}
          </Button>
        </DialogFooter>
      )}
    </div>
  )
}

function CandidateLine({ candidate: c, best }: { candidate: BulkCandidate; best: boolean }) {
  return (
    <>
      <span>{c.name}</span>
      {best && <Badge variant="success">Best match</Badge>}
      {!c.isActive && (
        <Badge variant="outline" className="gap-1">
          <UserX aria-hidden="true" />
          Inactive
        </Badge>
      )}
      {c.overloaded && <Badge variant="destructive">Overload</Badge>}
      <span className="ml-auto text-xs text-muted-foreground tabular-nums">
        {c.figureAfter
          ? `${c.figureAfter} after`
          : c.hoursOver > 0
            ? `${formatNumber(c.hoursOver)} h over the ${formatNumber(c.limit)} h cap`
            : `${formatNumber(c.headroomAfter)} h left of ${formatNumber(c.limit)}`}
        {c.uncovered > 0 && ` · lacks the specialization of ${pluralize(c.uncovered, 'course')}`}
        {c.conflicts.length > 0 && ` · schedule conflict`}
      </span>
    </>
  )
}

const SKIP_TEXT = {
  'not-required': 'No professor required',
  'not-scheduled': NOT_SCHEDULED_LABEL,
  'no-open-sections': 'No open sections',
} as const

function verdictNotes(v: BulkCourseVerdict): string[] {
  if (v.skipped) return [SKIP_TEXT[v.skipped]]
  const notes: string[] = []
  if (v.coverage === 'none' || v.coverage === 'partial')
    notes.push(`Missing ${v.missingSpecializations.join(', ')}`)
  for (const c of v.conflicts) notes.push(`Schedule conflict: ${c}`)
  return notes
}

/** The assistant's verdict per course, in the order of the selection. */
function Verdicts({ plan }: { plan: BulkAssignPlan }) {
  return (
    // Scrolls (sideways on a phone): a named tab stop, so the keyboard can scroll it too (axe:
    // scrollable-region-focusable).
    <div
      className="max-h-64 overflow-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      tabIndex={0}
      role="region"
      aria-label="Verdict per course"
    >
      <table className="w-full text-sm" aria-label={`Verdict per course for ${plan.professorName}`}>
        <thead className="sticky top-0 bg-muted/60 text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-2 py-1.5 font-medium">Course</th>
            <th className="px-2 py-1.5 font-medium">Sections</th>
            <th className="px-2 py-1.5 font-medium">Term</th>
            <th className="px-2 py-1.5 text-right font-medium">Hours after</th>
            <th className="px-2 py-1.5 font-medium">Status</th>
            <th className="px-2 py-1.5 font-medium">Notes</th>
          </tr>
        </thead>
        <tbody>
          {plan.verdicts.map((v) => (
            <tr key={v.courseId} className="border-t" data-testid="bulk-verdict">
              <td className="px-2 py-1.5 font-medium">{v.code}</td>
              <td className="px-2 py-1.5 tabular-nums">
                {v.sections.length ? v.sections.map((s) => `§${s}`).join(' ') : '—'}
              </td>
              <td className="px-2 py-1.5 whitespace-nowrap">{v.termLabel}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">
                {formatNumber(v.hoursAfter)}/{formatNumber(v.maxWeeklyHours)} h
              </td>
              <td className={cn('px-2 py-1.5', v.overloaded && 'font-medium text-destructive')}>
                {v.skipped ? '—' : WORKLOAD_STATUS_LABELS[v.statusAfter]}
              </td>
              <td className="px-2 py-1.5 text-xs text-muted-foreground">
                {verdictNotes(v).join(' · ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!plan.isActive && (
        <p className="border-t px-2 py-1.5 text-xs text-muted-foreground">
          {plan.professorName} is inactive.
        </p>
      )}
    </div>
  )
}

/** Every "section overlaps section" a bulk assign would create, naming both sections. */
function sectionConflicts(plan: BulkAssignPlan): string[] {
  return plan.verdicts.flatMap((v) =>
    v.sections.flatMap((section) =>
      v.conflicts.map((conflict) => describeSectionConflict({ code: v.code }, section, conflict)),
    ),
  )
}

/** An overload or a schedule conflict is never saved without a question, as in Manage Sections. */
function needsConfirmation(plan: BulkAssignPlan): boolean {
  return plan.overloads.length > 0 || plan.verdicts.some((v) => v.conflicts.length > 0)
}

/**
 * The one question of a bulk assign: each schedule conflict (both sections) and each overload (the
 * term and by how much). "Go back" has the focus: a stray Enter never assigns against the warning.
 */
function AssignAnywayQuestion({
  plan,
  onBack,
  onConfirm,
  pending,
}: {
  plan: BulkAssignPlan
  onBack: () => void
  onConfirm: () => void
  pending: boolean
}) {
  const id = useId()
  const backRef = useRef<HTMLButtonElement>(null)
  useEffect(() => backRef.current?.focus(), [])
  const conflicts = sectionConflicts(plan)
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-list`}
      className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3"
    >
      <p id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 text-destructive" aria-hidden="true" />
        {conflicts.length > 0
          ? `Schedule conflict for ${plan.professorName}`
          : `Overload ${plan.professorName}?`}
      </p>
      <ul id={`${id}-list`} className="list-disc pl-6 text-sm">
        {conflicts.map((conflict) => (
          <li key={conflict}>{conflict}.</li>
        ))}
        {plan.overloads.map((o) => (
          <li key={o.termLabel}>
            {plan.professorName} would reach {formatNumber(o.hoursAfter)} of{' '}
            {formatNumber(o.maxWeeklyHours)} hours per week in {o.termLabel},{' '}
            {formatNumber(o.hoursOver)} h over their maximum.
          </li>
        ))}
      </ul>
      <div className="flex justify-end gap-2">
        <Button ref={backRef} variant="outline" size="sm" onClick={onBack}>
          Go back
        </Button>
        <Button variant="destructive" size="sm" onClick={onConfirm} disabled={pending}>
          Assign anyway
        </Button>
      </div>
    </div>
  )
}
