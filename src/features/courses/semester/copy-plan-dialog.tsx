/**
 * "Copy plan to another term": choose a source and a target planning term, see what would be
 * created, copied and skipped (with the reason: inactive, would overload, course missing …),
 * then apply it as one change set. The plan is the domain's planTermRollover; this is its view.
 */
import { useId, useMemo, useState } from 'react'
import { CopyPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { Assignment } from '@/domain/model/assignment'
import { isEmptyChangeSet } from '@/domain/model/change-set'
import type { Course } from '@/domain/model/course'
import { formatNumber, pluralize } from '@/domain/kernel/format'
import { compareTerms, coursePlanningTerm, parseTermKey, planningTermLabel, termKey, type PlanningTerm } from '@/domain/calendar/planning-term'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import { planTermRollover, ROLLOVER_MESSAGES, ROLLOVER_REASON_LABELS, type RolloverPlan } from '@/domain/plan/term-rollover'
import { useApplyChangeSet } from '@/data/program-mutations'
import { errorMessage, notify } from '@/lib/notify'
import { useWorkloadPolicy } from '@/data/use-workload-policy'

interface CopyPlanDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  courses: readonly Course[]
  assignments: readonly Assignment[]
  professors: readonly Professor[]
  /** Preselected source (the header's term when one term is chosen). */
  defaultSource?: PlanningTerm | undefined
  /** After a successful copy, e.g. to show the target term. */
  onCopied?: (target: PlanningTerm) => void
}

/** Terms the plan has courses in, and the same terms a year later (the usual targets). */
function rolloverTermOptions(courses: readonly Course[], extra?: PlanningTerm): PlanningTerm[] {
  const byKey = new Map<string, PlanningTerm>()
  const add = (t: PlanningTerm) => byKey.set(termKey(t), t)
  for (const c of courses) {
    const t = coursePlanningTerm(c)
    if (!t) continue
    add(t)
    add({ term: t.term, year: t.year + 1 })
  }
  if (extra) {
    add(extra)
    add({ term: extra.term, year: extra.year + 1 })
  }
  return [...byKey.values()].sort(compareTerms)
}

export function CopyPlanDialog(props: CopyPlanDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Copy plan to another term</DialogTitle>
          <DialogDescription>
            Courses of the source term are created in the target term (or matched by code), and each section's professor
            is copied when they are still active and stay within their cap in the target term.
          </DialogDescription>
        </DialogHeader>
        {props.open ? <CopyPlanBody {...props} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function CopyPlanBody({ courses, assignments, professors, defaultSource, onOpenChange, onCopied }: CopyPlanDialogProps) {
  const id = useId()
  const options = useMemo(() => rolloverTermOptions(courses, defaultSource), [courses, defaultSource])
  const initialSource = defaultSource ?? options[0]
  const [source, setSource] = useState(initialSource ? termKey(initialSource) : '')
  const [target, setTarget] = useState(initialSource ? termKey({ term: initialSource.term, year: initialSource.year + 1 }) : '')
  const [createMissing, setCreateMissing] = useState(true)
  const [now] = useState(() => new Date())
  const [done, setDone] = useState<string | null>(null)
  // A refused copy (another tab copied first) stays in the dialog beside the refreshed preview.
  const [failed, setFailed] = useState<string | null>(null)
  const apply = useApplyChangeSet()
  const policy = useWorkloadPolicy()

  const plan = useMemo(() => {
    const sourceTerm = parseTermKey(source)
    const targetTerm = parseTermKey(target)
    if (!sourceTerm || !targetTerm) return null
    return planTermRollover({ source: sourceTerm, target: targetTerm, courses, assignments, professors, createMissingCourses: createMissing, now, policy })
  }, [source, target, courses, assignments, professors, createMissing, now, policy])
  const sameTerm = source !== '' && source === target

  const onApply = async () => {
    if (!plan || isEmptyChangeSet(plan.changes)) return
    setFailed(null)
    try {
      await apply.mutateAsync(plan.changes)
      const message = `Copied ${pluralize(plan.copied.length, 'assignment')} to ${planningTermLabel(plan.target)}, created ${pluralize(plan.createdCourses.length, 'course')}, skipped ${plan.skipped.length}`
      setDone(message)
      notify.alert(message, plan.skipped.length ? 'warning' : 'success')
      onCopied?.(plan.target)
    } catch (error) {
      const message = `Failed to copy plan: ${errorMessage(error)}`
      setFailed(message)
      notify.alert(message, 'error')
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <TermSelect id={`${id}-source`} label="Source term" options={options} value={source} onChange={setSource} disabled={done !== null} />
        <TermSelect id={`${id}-target`} label="Target term" options={options} value={target} onChange={setTarget} disabled={done !== null} />
        <div className="flex items-center gap-2 pb-2">
          <Checkbox id={`${id}-create`} checked={createMissing} onCheckedChange={(v) => setCreateMissing(v === true)} disabled={done !== null} />
          <Label htmlFor={`${id}-create`} className="font-normal">
            Create courses missing in the target term
          </Label>
        </div>
      </div>

      {sameTerm ? (
        <p role="alert" className="text-destructive text-sm">
          {ROLLOVER_MESSAGES.sameTerm}
        </p>
      ) : plan && done === null ? (
        <RolloverPreview plan={plan} />
      ) : null}
      {failed ? (
        <p role="alert" className="text-destructive text-sm">
          {failed}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="bg-muted/50 rounded-md border px-3 py-2 text-sm">
          {done}
        </p>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {done ? 'Close' : 'Cancel'}
        </Button>
        {done === null ? (
          <Button onClick={() => void onApply()} disabled={!plan || sameTerm || isEmptyChangeSet(plan.changes) || apply.isPending}>
            <CopyPlus aria-hidden="true" />
            Copy plan
          </Button>
        ) : null}
      </DialogFooter>
    </div>
  )
}

function TermSelect(p: { id: string; label: string; options: readonly PlanningTerm[]; value: string; onChange: (value: string) => void; disabled: boolean }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={p.id}>{p.label}</Label>
      <NativeSelect id={p.id} wrapperClassName="w-44" value={p.value} onChange={(e) => p.onChange(e.target.value)} disabled={p.disabled}>
        {p.options.map((t) => (
          <option key={termKey(t)} value={termKey(t)}>
            {planningTermLabel(t)}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** The preview's lists scroll when long: each is a tab stop, so the keyboard can scroll it too (WCAG 2.1.1). */
const scrollBox = { tabIndex: 0 } as const

function RolloverPreview({ plan }: { plan: RolloverPlan }) {
  const target = planningTermLabel(plan.target)
  return (
    <section aria-label="Preview" className="space-y-3 text-sm">
      <p aria-live="polite">
        {pluralize(plan.createdCourses.length, 'course')} to create · {pluralize(plan.matchedCourses.length, 'course')} already in{' '}
        {target} · {pluralize(plan.copied.length, 'assignment')} to copy · {plan.skipped.length} skipped
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <h3 className="mb-1 font-medium">To copy</h3>
          {plan.copied.length === 0 ? (
            <p className="text-muted-foreground">Nothing to copy.</p>
          ) : (
            <ul aria-label="Assignments to copy" {...scrollBox} className="max-h-56 space-y-0.5 overflow-y-auto">
              {plan.copied.map((c) => (
                <li key={c.assignment.id}>
                  {c.course.code} section {c.assignment.section}: {professorDisplayName(c.professor)} ({formatNumber(c.loadAfter)}/
                  {formatNumber(c.cap)} h in {target})
                </li>
              ))}
            </ul>
          )}
          {plan.createdCourses.length > 0 ? (
            <>
              <h3 className="mt-2 mb-1 font-medium">Courses to create in {target}</h3>
              <p role="region" aria-label={`Courses to create in ${target}`} {...scrollBox} className="text-muted-foreground max-h-24 overflow-y-auto">{plan.createdCourses.map((c) => c.code).join(', ')}</p>
            </>
          ) : null}
        </div>
        <div>
          <h3 className="mb-1 font-medium">Skipped</h3>
          {plan.skipped.length === 0 ? (
            <p className="text-muted-foreground">Nothing skipped.</p>
          ) : (
            <ul aria-label="Skipped assignments" {...scrollBox} className="max-h-56 space-y-0.5 overflow-y-auto">
              {plan.skipped.map((s, i) => (
                <li key={`${s.course.id}-${s.section}-${i}`}>
                  <span className="font-medium">{ROLLOVER_REASON_LABELS[s.reason]}:</span> {s.course.code} section {s.section},{' '}
                  {s.professorName}. {s.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  )
}
