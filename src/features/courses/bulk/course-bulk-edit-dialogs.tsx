/**
 * The two bulk edits that need a value: the term (term + year) and the section count of the
 * selected courses. Both follow the course form's carry-through rules (domain bulkEditCourses):
 * assignments move with their course's term; sections above a lowered count lose their
 * assignment, and the dialog lists those before anything is saved.
 */
import { AlertTriangle } from 'lucide-react'
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react'
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
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { Assignment } from '@/domain/model/assignment'
import {
  ACADEMIC_YEAR_MAX,
  ACADEMIC_YEAR_MIN,
  TERM_LABELS,
  TERMS,
  type Term,
} from '@/domain/kernel/constants'
import type { Course } from '@/domain/model/course'
import { courseTerm } from '@/domain/model/course-placement'
import { sectionCountLosses, type CourseBulkEdit } from '@/domain/courses/course-bulk'
import { pluralize } from '@/domain/kernel/format'
import { SectionCountField, useSectionCountInput } from '../form/section-count-field'

/** What every bulk dialog of the Courses screen takes (term, sections, needs, ...). */
export interface BulkValueDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  courses: readonly Course[]
  /** Says how many of `courses` the filters hide, when some are. */
  hiddenNote?: string
  /** Runs the edit; resolves true when it was saved (the dialog then closes). */
  onApply: (edit: CourseBulkEdit) => Promise<boolean>
  pending: boolean
}

function BulkValueDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  submitLabel: string
  pending: boolean
  onSubmit: () => void
  children: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault()
            onSubmit()
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** A dialog's description with the note on hidden selected rows after it, when there is one. */
export const withNote = (text: string, note: string | undefined) => (note ? `${text} ${note}` : text)

/** The term most of the selection is in now, as the starting value. */
function commonSemester(courses: readonly Course[]): { term: Term; year: number } {
  const first = courses[0]
  return {
    term: first ? courseTerm(first) : 'fall',
    year: first?.semester?.year ?? new Date().getFullYear(),
  }
}

export function SetTermDialog({
  open,
  onOpenChange,
  courses,
  hiddenNote,
  onApply,
  pending,
}: BulkValueDialogProps) {
  const id = useId()
  const [initial] = useState(() => commonSemester(courses))
  const [term, setTerm] = useState<Term>(initial.term)
  const [yearText, setYearText] = useState(String(initial.year))
  const year = Number(yearText)
  const validYear = Number.isInteger(year) && year >= ACADEMIC_YEAR_MIN && year <= ACADEMIC_YEAR_MAX
  return (
    <BulkValueDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Set the term of ${pluralize(courses.length, 'course')}`}
      description={withNote('Their assigned sections move with them to the new term.', hiddenNote)}
      submitLabel="Set term"
      pending={pending}
      onSubmit={() => {
        if (validYear)
          void onApply({ kind: 'semester', term, year }).then((ok) => ok && onOpenChange(false))
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-term`}>Term</Label>
          <NativeSelect
            id={`${id}-term`}
            value={term}
            onChange={(e) => setTerm(e.target.value as Term)}
          >
            {TERMS.map((t) => (
              <option key={t} value={t}>
                {TERM_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-year`}>Year</Label>
          <Input
            id={`${id}-year`}
            type="number"
            min={ACADEMIC_YEAR_MIN}
            max={ACADEMIC_YEAR_MAX}
            value={yearText}
            aria-invalid={!validYear || undefined}
            onChange={(e) => setYearText(e.target.value)}
          />
        </div>
      </div>
      {!validYear && (
        <p role="alert" className="text-sm text-destructive">
          Year must be between {ACADEMIC_YEAR_MIN} and {ACADEMIC_YEAR_MAX}.
        </p>
      )}
    </BulkValueDialog>
  )
}

export function SetSectionCountDialog({
  open,
  onOpenChange,
  courses,
  hiddenNote,
  onApply,
  pending,
  assignments,
  professorName,
}: BulkValueDialogProps & {
  assignments: readonly Assignment[]
  professorName: (id: string) => string
}) {
  const id = useId()
  const countInput = useSectionCountInput(courses[0]?.sectionCount ?? 1)
  const { count } = countInput
  const losses = useMemo(
    () =>
      sectionCountLosses(
        courses,
        courses.map((c) => c.id),
        count,
        assignments,
      ),
    [courses, count, assignments],
  )
  return (
    <BulkValueDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Set the section count of ${pluralize(courses.length, 'course')}`}
      description={withNote(
        'Sections above the new count lose their professor, as in Manage Sections.',
        hiddenNote,
      )}
      submitLabel={
        losses.length
          ? `Set and remove ${pluralize(losses.length, 'assignment')}`
          : 'Set section count'
      }
      pending={pending}
      onSubmit={() =>
        void onApply({ kind: 'section-count', count }).then((ok) => ok && onOpenChange(false))
      }
    >
      <SectionCountField id={`${id}-count`} label="Number of sections" input={countInput} />
      {losses.length > 0 && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/30 dark:text-amber-200"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Saving removes{' '}
            {losses
              .map((l) => `${l.code} section ${l.section} (${professorName(l.professorId)})`)
              .join(', ')}
            .
          </span>
        </p>
      )}
    </BulkValueDialog>
  )
}
