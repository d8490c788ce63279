/**
 * Manage Sections - {code} (spec sections 2 and 4 "Manage Sections save"): the number of sections
 * and, per section, the professor chosen with the assignment assistant. Save writes the course's
 * section count and its assignments in one transaction (domain manageSectionsSave): sections
 * above the new count or now unassigned lose their assignment. A course that is not scheduled
 * (no term and year) is staffed in the term of the scope the dialog was opened from: the dialog
 * says so, every figure is for that term, and the save schedules the course there.
 */
import { AlertTriangle } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FieldError } from '@/components/ui/field'
import type { Assignment } from '@/domain/model/assignment'
import { NOT_SCHEDULED_SAVE_MESSAGE } from '@/domain/plan/cascades'
import type { Course } from '@/domain/model/course'
import { formatNumber, weeklyHoursLabel } from '@/domain/kernel/format'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import { evaluateCandidate, prepareRanking, type PreparedRanking } from '@/domain/professors/professor-ranking'
import {
  courseIsScheduled,
  courseTermLabel,
  NOT_SCHEDULED_LABEL,
  planningTermLabel,
  scheduleCourse,
  schedulingTermIn,
  type PlanningScope,
} from '@/domain/calendar/planning-term'
import { WORKLOAD_STATUS_LABELS } from '@/domain/model/workload'
import { useSaveSections } from '@/data/assignment-mutations'
import { errorMessage, notify } from '@/lib/notify'
import { useMeasureAfter, useWorkloadPolicy } from '@/data/use-workload-policy'
import { ProfessorPicker } from './professor-picker'
import { SectionCountField, useSectionCountInput } from '../form/section-count-field'

interface ManageSectionsDialogProps {
  course: Course | undefined
  onOpenChange: (open: boolean) => void
  professors: readonly Professor[]
  assignments: readonly Assignment[]
  courseById: ReadonlyMap<string, Course>
  /** The header's scope: a course that is not scheduled is staffed in its term. */
  scope: PlanningScope
}

export function ManageSectionsDialog(props: ManageSectionsDialogProps) {
  const { course, onOpenChange } = props
  // The form answers "may the dialog close now?": with unsaved picks it asks first instead.
  const mayCloseRef = useRef<() => boolean>(() => true)
  const guard = (event: Event) => {
    if (!mayCloseRef.current()) event.preventDefault()
  }
  return (
    <Dialog open={course !== undefined} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" onEscapeKeyDown={guard} onInteractOutside={guard}>
        {course && <ManageSectionsForm key={course.id} {...props} course={course} mayCloseRef={mayCloseRef} />}
      </DialogContent>
    </Dialog>
  )
}

/** The professor held per section now (index 0 = section 1); the first one when several. */
function initialSelections(
  course: Course,
  assignments: readonly Assignment[],
): (string | null)[] {
  const out: (string | null)[] = []
  for (const a of assignments) {
    if (a.courseId !== course.id || a.section < 1) continue
    while (out.length < a.section) out.push(null)
    if (out[a.section - 1] === null) out[a.section - 1] = a.professorId
  }
  while (out.length < course.sectionCount) out.push(null)
  return out
}

function ManageSectionsForm({
  course,
  onOpenChange,
  professors,
  assignments,
  courseById,
  scope,
  mayCloseRef,
}: ManageSectionsDialogProps & { course: Course; mayCloseRef: RefObject<() => boolean> }) {
  const id = useId()
  const save = useSaveSections()
  const countInput = useSectionCountInput(course.sectionCount)
  const [selections, setSelections] = useState(() => initialSelections(course, assignments))
  const [error, setError] = useState('')
  const { count } = countInput
  const visible = useMemo(() => {
    const out = selections.slice(0, count)
    while (out.length < count) out.push(null)
    return out
  }, [selections, count])

  const scheduled = courseIsScheduled(course)
  // Fixed when the dialog opens: a scope changed behind it does not move the term of the picks.
  const [scheduleIn] = useState(() => (scheduled ? null : schedulingTermIn(course, scope)))
  // The course as it will run once saved: hours, statuses and conflicts are for that term.
  const planned = useMemo(
    () => (scheduleIn ? scheduleCourse(course, scheduleIn) : course),
    [course, scheduleIn],
  )
  const policy = useWorkloadPolicy()
  const measureAfter = useMeasureAfter()
  const prepared = useMemo(
    () => prepareRanking({ course: planned, professors, assignments, courseById, policy, measureAfter }),
    [planned, professors, assignments, courseById, policy, measureAfter],
  )
  const names = useMemo(
    () => new Map(professors.map((p) => [p.id, professorDisplayName(p)])),
    [professors],
  )
  const professorName = (pid: string) => names.get(pid) ?? 'Unknown professor'
  const dropped = selections
    .map((pid, i) => ({ pid, section: i + 1 }))
    .filter((s) => s.section > count && s.pid)

  // What the picks start from: the save is refused if another tab changed a section it writes since.
  const [initial] = useState(() => ({
    count: course.sectionCount,
    selections: initialSelections(course, assignments),
    read: assignments.filter((a) => a.courseId === course.id),
  }))
  const dirty =
    count !== initial.count ||
    visible.some((pid, i) => (pid ?? null) !== (initial.selections[i] ?? null))
  const [askDiscard, setAskDiscard] = useState(false)
  // Escape, a click outside and Cancel all come here: unsaved picks are never dropped silently.
  const mayClose = () => {
    if (!dirty || save.isPending) return !save.isPending
    setAskDiscard(true)
    return false
  }
  useEffect(() => {
    mayCloseRef.current = mayClose
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError('')
    try {
      await save.mutateAsync({
        courseId: course.id,
        newCount: count,
        selections: visible,
        scheduleIn,
        read: initial.read,
      })
      notify.success(
        visible.some(Boolean) ? 'Course assigned successfully' : 'Course unassigned successfully',
      )
      onOpenChange(false)
    } catch (e) {
      const message = `Error: ${errorMessage(e)}`
      setError(message)
      notify.error(message)
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <DialogHeader>
        <DialogTitle>Manage Sections - {course.code}</DialogTitle>
        <DialogDescription>
          {course.title} · {weeklyHoursLabel(course.weeklyHours)} per section · {courseTermLabel(course)}
        </DialogDescription>
      </DialogHeader>
      {!scheduled && (
        <p
          data-testid="not-scheduled-notice"
          className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/30 dark:text-amber-200"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {scheduleIn
              ? `${NOT_SCHEDULED_LABEL}: ${course.code} has no term and year yet. Saving a professor schedules it in ${planningTermLabel(scheduleIn)}.`
              : NOT_SCHEDULED_SAVE_MESSAGE}
          </span>
        </p>
      )}
      <SectionCountField id={`${id}-count`} label="Number of Sections" input={countInput} />
      {course.professorNotRequired && (
        <p className="rounded-md bg-violet-50 px-3 py-2 text-sm text-violet-900 dark:bg-violet-950/30 dark:text-violet-200">
          This course does not require a professor.
        </p>
      )}
      <ol className="grid gap-3" aria-label="Sections">
        {visible.map((pid, i) => (
          <li key={i} className="grid grid-cols-[5.5rem_1fr] items-start gap-x-3 gap-y-1">
            <span className="pt-2 text-sm font-medium">Section {i + 1}</span>
            <div className="grid gap-1">
              <ProfessorPicker
                section={i + 1}
                courseCode={course.code}
                value={pid}
                prepared={prepared}
                selections={visible}
                professorName={professorName}
                onChange={(next) =>
                  setSelections((prev) => {
                    const out = prev.slice()
                    while (out.length <= i) out.push(null)
                    out[i] = next
                    return out
                  })
                }
              />
              {pid && (
                <ChoiceSummary
                  prepared={prepared}
                  professor={professors.find((p) => p.id === pid)}
                  section={i + 1}
                  selections={visible}
                />
              )}
            </div>
          </li>
        ))}
      </ol>
      {dropped.length > 0 && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/30 dark:text-amber-200"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Saving removes{' '}
          {dropped.map((d) => `section ${d.section} (${professorName(d.pid!)})`).join(', ')}.
        </p>
      )}
      <FieldError>{error}</FieldError>
      {askDiscard ? (
        <DiscardQuestion
          courseCode={course.code}
          onKeep={() => setAskDiscard(false)}
          onDiscard={() => onOpenChange(false)}
        />
      ) : (
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => mayClose() && onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
        </DialogFooter>
      )}
    </form>
  )
}

/** Asked before unsaved picks are thrown away; the safe answer has the focus. */
function DiscardQuestion({ courseCode, onKeep, onDiscard }: { courseCode: string; onKeep: () => void; onDiscard: () => void }) {
  const keepRef = useRef<HTMLButtonElement>(null)
  const questionRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    keepRef.current?.focus()
    // A picker that just closed hands the focus back to its trigger a moment later (a timer,
    // later still on a busy machine). Until the user presses a key or points, focus moved out of
    // the question is taken back, so the safe answer really is the one Enter presses.
    let userActed = false
    const acted = () => {
      userActed = true
    }
    const onFocusIn = (event: FocusEvent) => {
      if (userActed || questionRef.current?.contains(event.target as Node)) return
      keepRef.current?.focus()
    }
    document.addEventListener('focusin', onFocusIn, true)
    document.addEventListener('keydown', acted, true)
    document.addEventListener('pointerdown', acted, true)
    return () => {
      document.removeEventListener('focusin', onFocusIn, true)
      document.removeEventListener('keydown', acted, true)
      document.removeEventListener('pointerdown', acted, true)
    }
  }, [])
  return (
    <div
      ref={questionRef}
      role="alertdialog"
      aria-labelledby="discard-sections-title"
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950/30"
    >
      <p id="discard-sections-title" className="text-sm font-medium">
        Discard your unsaved changes to the sections of {courseCode}?
      </p>
      <div className="flex justify-end gap-2">
        <Button ref={keepRef} type="button" variant="outline" size="sm" onClick={onKeep}>
          Keep editing
        </Button>
        <Button type="button" variant="destructive" size="sm" onClick={onDiscard}>
          Discard changes
        </Button>
      </div>
    </div>
  )
}

/** What the assistant concluded for the chosen professor, visible with the picker closed. */
function ChoiceSummary({
  prepared,
  professor,
  section,
  selections,
}: {
  prepared: PreparedRanking
  professor: Professor | undefined
  section: number
  selections: readonly (string | null)[]
}) {
  if (!professor) return null
  const c = evaluateCandidate(prepared, professor, section, selections)
  return (
    <p className="text-xs text-muted-foreground" data-testid={`section-${section}-summary`}>
      {formatNumber(c.hoursAfter)}/{formatNumber(c.maxWeeklyHours)} h in {c.termLabel} after saving ·{' '}
      <span className={c.overloaded ? 'font-medium text-destructive' : undefined}>
        {WORKLOAD_STATUS_LABELS[c.statusAfter]}
      </span>
      {!c.isActive && ' · Inactive'}
      {c.conflicts.length > 0 && (
        <span className="text-destructive"> · Schedule conflict: {c.conflicts.join('; ')}</span>
      )}
    </p>
  )
}
