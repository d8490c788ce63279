/**
 * "What each course needs" for the selected courses (issue 24): the required specializations
 * (add, replace or remove, and the suggestions from history for courses that have none) and the
 * evaluation mix / expected enrolment per section. Each dialog is a react-hook-form + zod form
 * whose submit is one bulk edit (domain bulkEditCourses), so one change set and one undo step;
 * each says, as the values change, how many courses the save changes and how many selected
 * courses the filters hide.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeCheckbox } from '@/components/ui/native-checkbox'
import { NativeSelect } from '@/components/ui/native-select'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import {
  bulkEditCourses,
  COURSE_NEEDS_MESSAGES,
  SPECIALIZATION_MODE_LABELS,
  splitSpecializations,
  type CourseBulkEdit,
  type CourseNeedsEdit,
  type SpecializationMode,
  type SpecializationsEdit,
} from '@/domain/courses/course-bulk'
import { parseEvaluationMix } from '@/domain/model/evaluation-mix'
import { pluralize } from '@/domain/kernel/format'
import { MAX_STUDENTS } from '@/domain/kernel/number-bounds'
import type { Professor } from '@/domain/model/professor'
import {
  buildTeachingHistory,
  suggestSpecializations,
  type SpecializationSuggestion,
} from '@/domain/professors/specialization-history'
import { SPECIALTY_GROUPS } from '@/domain/professors/specialties'
import { z } from '@/domain/kernel/zod'
import { withNote, type BulkValueDialogProps } from './course-bulk-edit-dialogs'

type NeedsDialogProps = BulkValueDialogProps

/** How many of the selected courses an edit would write, for the line above the buttons. */
function useChangeCount(courses: readonly Course[], edit: CourseBulkEdit | null): number {
  return useMemo(
    () =>
      edit
        ? bulkEditCourses(
            courses,
            courses.map((c) => c.id),
            edit,
            [],
          ).changed
        : 0,
    [courses, edit],
  )
}

function NeedsDialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  children: ReactNode
  wide?: boolean
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={wide ? 'sm:max-w-2xl' : 'sm:max-w-md'}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}

function ChangeLine({ changed, total }: { changed: number; total: number }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {changed === 0
        ? 'No selected course changes yet.'
        : `${pluralize(changed, 'course')} of ${total} will change.`}
    </p>
  )
}

// ---- Required specializations ----------------------------------------------------------------------

const specializationsFormSchema = z
  .object({
    mode: z.enum(['add', 'replace', 'remove']),
    specializations: z.string(),
    accepted: z.array(z.boolean()),
  })
  .superRefine((values, ctx) => {
    if (splitSpecializations(values.specializations).length === 0 && !values.accepted.some(Boolean)) {
      ctx.addIssue({ code: 'custom', path: ['specializations'], message: COURSE_NEEDS_MESSAGES.noSpecialization })
    }
  })

type SpecializationsValues = z.infer<typeof specializationsFormSchema>

function specializationsEdit(
  values: Partial<SpecializationsValues>,
  suggestions: readonly SpecializationSuggestion[],
): SpecializationsEdit {
  const accepted: Record<string, readonly string[]> = {}
  suggestions.forEach((s, i) => {
    if (values.accepted?.[i]) accepted[s.courseId] = s.specializations
  })
  return {
    kind: 'specializations',
    mode: values.mode ?? 'add',
    specializations: splitSpecializations(values.specializations ?? ''),
    accepted,
  }
}

export function SetSpecializationsDialog({
  open,
  onOpenChange,
  courses,
  hiddenNote,
  onApply,
  pending,
  allCourses,
  assignments,
  professors,
}: NeedsDialogProps & {
  /** Every course, for the history of each code. */
  allCourses: readonly Course[]
  assignments: readonly Assignment[]
  professors: readonly Professor[]
}) {
  const id = useId()
  const suggestions = useMemo(() => {
    if (!open) return []
    const history = buildTeachingHistory(allCourses, assignments)
    const byId = new Map(professors.map((p) => [p.id, p]))
    return courses
      .map((c) => suggestSpecializations(c, history, byId))
      .filter((s): s is SpecializationSuggestion => s !== null)
  }, [open, courses, allCourses, assignments, professors])
  const withoutNeeds = courses.filter((c) => c.requiredSpecializations.every((s) => s.trim() === '')).length
  const codeOf = useMemo(() => new Map(courses.map((c) => [c.id, c.code])), [courses])
  const vocabulary = useMemo(
    () =>
      [...new Set([...SPECIALTY_GROUPS.flatMap((g) => g.items), ...professors.flatMap((p) => p.specializations)])].sort(
        (a, b) => a.localeCompare(b),
      ),
    [professors],
  )
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(specializationsFormSchema),
    defaultValues: { mode: 'add' as SpecializationMode, specializations: '', accepted: suggestions.map(() => false) },
  })
  const watched = useWatch({ control })
  const edit = useMemo(
    () => specializationsEdit(watched as Partial<SpecializationsValues>, suggestions),
    [watched, suggestions],
  )
  const changed = useChangeCount(courses, edit)
  const submit = handleSubmit((values) =>
    onApply(specializationsEdit(values, suggestions)).then((ok) => ok && onOpenChange(false)),
  )

  return (
    <NeedsDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={`Set the required specializations of ${pluralize(courses.length, 'course')}`}
      description={withNote(
        'The professor picker ranks professors by these. Separate names with commas.',
        hiddenNote,
      )}
    >
      <form className="grid gap-4" noValidate onSubmit={(e) => void submit(e)}>
        <FormField label="Change" htmlFor={`${id}-mode`}>
          <NativeSelect {...register('mode')}>
            {(['add', 'replace', 'remove'] as const).map((mode) => (
              <option key={mode} value={mode}>
                {SPECIALIZATION_MODE_LABELS[mode]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Specializations"
          htmlFor={`${id}-names`}
          error={errors.specializations?.message}
          description="e.g. Character Animation, Maya"
        >
          <Input autoComplete="off" list={`${id}-vocabulary`} {...register('specializations')} />
        </FormField>
        <datalist id={`${id}-vocabulary`}>
          {vocabulary.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>

        <fieldset className="grid gap-2 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">Suggest from history</legend>
          {suggestions.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {withoutNeeds === 0
                ? 'Every selected course already has required specializations.'
                : `No suggestion for the ${pluralize(withoutNeeds, 'selected course')} without requirements: no earlier professor, or nothing they share.`}
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                For courses without requirements: what the professors who taught the same course
                code in earlier terms all hold (or most of them, when nothing is held by all).
              </p>
              <ul className="grid max-h-56 gap-1.5 overflow-y-auto">
                {suggestions.map((s, i) => (
                  <li key={s.courseId} className="flex items-start gap-2 text-sm">
                    <NativeCheckbox
                      id={`${id}-accept-${i}`}
                      className="mt-0.5"
                      {...register(`accepted.${i}`)}
                    />
                    <label htmlFor={`${id}-accept-${i}`}>
                      <span className="font-medium">{codeOf.get(s.courseId)}</span>:{' '}
                      {s.specializations.join(', ')}{' '}
                      <span className="text-muted-foreground">
                        ({s.rule === 'all' ? 'held by all of' : 'held by most of'}{' '}
                        {s.professorNames.join(', ')})
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              <div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    suggestions.forEach((_, i) =>
                      setValue(`accepted.${i}`, true, { shouldValidate: errors.specializations !== undefined }),
                    )
                  }
                >
                  Accept all {suggestions.length}
                </Button>
              </div>
            </>
          )}
        </fieldset>

        <ChangeLine changed={changed} total={courses.length} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            Set specializations
          </Button>
        </DialogFooter>
      </form>
    </NeedsDialogFrame>
  )
}

// ---- Evaluation mix and expected enrolment --------------------------------------------------------

const needsFormSchema = z
  .object({ evaluationMix: z.string(), expectedEnrolment: z.string() })
  .superRefine((values, ctx) => {
    const mix = values.evaluationMix.trim()
    const enrolment = values.expectedEnrolment.trim()
    if (!mix && !enrolment) {
      ctx.addIssue({ code: 'custom', path: ['evaluationMix'], message: COURSE_NEEDS_MESSAGES.nothingToSet })
      return
    }
    if (mix) {
      const parsed = parseEvaluationMix(mix)
      if ('error' in parsed) ctx.addIssue({ code: 'custom', path: ['evaluationMix'], message: parsed.error })
    }
    if (enrolment && readEnrolment(enrolment) === null) {
      ctx.addIssue({ code: 'custom', path: ['expectedEnrolment'], message: COURSE_NEEDS_MESSAGES.enrolment })
    }
  })

function readEnrolment(text: string): number | null {
  if (!/^\d+$/.test(text)) return null
  const n = Number(text)
  return n <= MAX_STUDENTS ? n : null
}

/** The edit the fields describe, or null while they do not describe one. */
function needsEdit(values: { evaluationMix?: string; expectedEnrolment?: string }): CourseNeedsEdit | null {
  const mixText = values.evaluationMix?.trim() ?? ''
  const enrolmentText = values.expectedEnrolment?.trim() ?? ''
  const parsed = mixText ? parseEvaluationMix(mixText) : null
  const enrolment = enrolmentText ? readEnrolment(enrolmentText) : null
  if ((parsed && 'error' in parsed) || (enrolmentText && enrolment === null)) return null
  if (!parsed && enrolment === null) return null
  return {
    kind: 'needs',
    ...(parsed && 'mix' in parsed ? { evaluationMix: parsed.mix } : {}),
    ...(enrolment === null ? {} : { expectedEnrolment: enrolment }),
  }
}

export function SetCourseNeedsDialog({ open, onOpenChange, courses, hiddenNote, onApply, pending }: NeedsDialogProps) {
  const id = useId()
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(needsFormSchema),
    defaultValues: { evaluationMix: '', expectedEnrolment: '' },
  })
  const watched = useWatch({ control })
  const edit = useMemo(() => needsEdit(watched), [watched])
  const changed = useChangeCount(courses, edit)
  const submit = handleSubmit((values) => {
    const next = needsEdit(values)
    if (next) return onApply(next).then((ok) => ok && onOpenChange(false))
  })
  return (
    <NeedsDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={`Set the evaluation mix and enrolment of ${pluralize(courses.length, 'course')}`}
      description={withNote('A field left empty stays as it is on each course.', hiddenNote)}
    >
      <form className="grid gap-4" noValidate onSubmit={(e) => void submit(e)}>
        <FormField
          label="Evaluation mix"
          htmlFor={`${id}-mix`}
          error={errors.evaluationMix?.message}
          description="Percentages adding up to 100, e.g. 60 essay / 40 routine (kinds: essay, routine, in-process)"
        >
          <Input autoComplete="off" {...register('evaluationMix')} />
        </FormField>
        <FormField
          label="Expected enrolment per section"
          htmlFor={`${id}-enrolment`}
          error={errors.expectedEnrolment?.message}
          description="Students expected in each section; the course's maximum when not set."
        >
          <Input inputMode="numeric" autoComplete="off" {...register('expectedEnrolment')} />
        </FormField>
        <ChangeLine changed={changed} total={courses.length} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            Set for {pluralize(courses.length, 'course')}
          </Button>
        </DialogFooter>
      </form>
    </NeedsDialogFrame>
  )
}
