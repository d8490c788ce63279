/**
 * Add / Edit course dialog (spec section 2): 'Add New Course' or 'Edit Course', the shared fields,
 * and in add mode a footer toggle between 'Load from JSON File' and 'Enter Manually'. Saves show
 * 'Course added successfully!' / 'Course updated successfully!', failures 'Error: ' + message.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FieldError } from '@/components/ui/field'
import type { Course } from '@/domain/model/course'
import { programVersionOptions } from '@/domain/courses/course-filters'
import {
  courseCodeWarning,
  duplicateCourseCodeMessage,
  courseFormSchema,
  courseFormValues,
  courseInputFromForm,
  defaultCourseFormValues,
} from '@/domain/courses/course-form-rules'
import type { ProgramVersion, StoredProgram } from '@/domain/model/program'
import { pluralize } from '@/domain/kernel/format'
import { useCreateCourse, useUpdateCourse } from '@/data/course-mutations'
import { useAssignments } from '@/data/entity-hooks'
import { errorMessage, notify } from '@/lib/notify'
import { CourseFormFields } from './course-form-fields'
import { CourseJsonImportPanel } from './course-json-import-panel'

interface CourseFormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The course to edit; absent for a new course. */
  course?: Course | undefined
  programs: readonly StoredProgram[]
  programVersions: readonly ProgramVersion[]
  courses: readonly Course[]
  /** Edit mode: delete the course (asks first). */
  onDelete?: ((courseId: string) => void) | undefined
}

export function CourseFormDialog(props: CourseFormDialogProps) {
  const { open, onOpenChange, course } = props
  const [mode, setMode] = useState<'manual' | 'json'>('manual')
  const editing = course !== undefined
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setMode('manual')
        onOpenChange(next)
      }}
    >
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Course' : 'Add New Course'}</DialogTitle>
          <DialogDescription>
            {mode === 'json'
              ? 'Import several courses at once from a JSON file.'
              : editing
                ? `Change the details of ${course.code}.`
                : 'Enter the course details. Fields marked * are required.'}
          </DialogDescription>
        </DialogHeader>
        {open && mode === 'manual' && (
          // Keyed by course so switching between courses starts from that course's values.
          <CourseForm key={course?.id ?? 'new'} {...props} onSwitchToJson={editing ? undefined : () => setMode('json')} />
        )}
        {open && mode === 'json' && (
          <>
            <CourseJsonImportPanel onImported={() => onOpenChange(false)} />
            <DialogFooter className="sm:justify-between">
              <Button type="button" variant="link" className="px-0" onClick={() => setMode('manual')}>
                Enter Manually
              </Button>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

function CourseForm({
  course,
  programs,
  programVersions,
  courses,
  onOpenChange,
  onDelete,
  onSwitchToJson,
}: CourseFormDialogProps & { onSwitchToJson: (() => void) | undefined }) {
  const id = useId()
  const create = useCreateCourse()
  const update = useUpdateCourse()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(courseFormSchema),
    defaultValues: course ? courseFormValues(course, new Date()) : defaultCourseFormValues(new Date()),
  })
  const code = useWatch({ control, name: 'code' })
  const program = useWatch({ control, name: 'program' })
  const programOptions = useMemo(
    () => programs.map((p) => ({ value: p.slug, label: p.program.name || p.slug })),
    [programs],
  )
  const versionOptions = useMemo(
    () => (program ? programVersionOptions(program, programVersions, courses) : []),
    [program, programVersions, courses],
  )

  const assignments = useAssignments().data
  const sectionCount = Number(useWatch({ control, name: 'sectionCount' }))
  // Sections above a lowered count lose their professor on save; say so before, not after.
  const droppedSections = course
    ? (assignments ?? []).filter((a) => a.courseId === course.id && Number.isFinite(sectionCount) && sectionCount >= 1 && a.section > sectionCount)
    : []

  const onSubmit = handleSubmit(async (values) => {
    const input = courseInputFromForm(values, (slug) => programOptions.find((o) => o.value === slug)?.label ?? slug)
    const duplicate = duplicateCourseCodeMessage(input, courses, course?.id)
    if (duplicate) {
      setError('code', { message: duplicate }, { shouldFocus: true })
      return
    }
    try {
      if (course) {
        const { removedSections } = await update.mutateAsync({ id: course.id, data: input })
        notify.success(
          removedSections
            ? `Course updated successfully! ${pluralize(removedSections, 'section assignment')} above section ${input.sectionCount} removed.`
            : 'Course updated successfully!',
        )
      } else {
        await create.mutateAsync(input)
        notify.success('Course added successfully!')
      }
      onOpenChange(false)
    } catch (e) {
      const message = `Error: ${errorMessage(e)}`
      setError('root', { message })
      notify.error(message)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <CourseFormFields
        idPrefix={id}
        register={register}
        control={control}
        errors={errors}
        codeWarning={courseCodeWarning(code)}
        programs={programOptions}
        versionOptions={versionOptions}
      />
      {droppedSections.length > 0 && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/30 dark:text-amber-200">
          Saving removes the professor of{' '}
          {droppedSections.map((a) => `section ${a.section}`).join(', ')}, above the new number of sections.
        </p>
      )}
      <FieldError>{errors.root?.message}</FieldError>
      <DialogFooter className="sm:justify-between">
        <div className="flex gap-2">
          {onSwitchToJson && (
            <Button type="button" variant="link" className="px-0" onClick={onSwitchToJson}>
              Load from JSON File
            </Button>
          )}
          {course && onDelete && (
            <Button type="button" variant="ghost" className="text-destructive" onClick={() => onDelete(course.id)}>
              Delete Course
            </Button>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={isSubmitting}>
            {course ? 'Save Changes' : 'Add Course'}
          </Button>
        </div>
      </DialogFooter>
    </form>
  )
}
