/**
 * The fields of the add and edit course form (shared by both modes): identity and program,
 * load, semester, requirements, schedule and description. Number inputs use valueAsNumber so the
 * schema sees numbers (an empty box is NaN and reports 'Enter a number.').
 */
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { FieldError, FormField } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import {
  COURSE_WEEKLY_HOURS_MAX,
  COURSE_WEEKLY_HOURS_MIN,
  LEVEL_MAX,
  LEVEL_MIN,
  TERM_LABELS,
  TERMS,
  WEEKDAYS,
} from '@/domain/kernel/constants'
import type { CourseFormValues } from '@/domain/courses/course-form-rules'
import { EVALUATION_KIND_LABELS } from '@/domain/model/evaluation-mix'
import type { VersionOption } from '@/domain/courses/course-filters'
import { WEEKDAY_LABELS } from '@/domain/calendar/schedule-conflict'
import { cn } from '@/lib/utils'

interface CourseFormFieldsProps {
  idPrefix: string
  register: UseFormRegister<CourseFormValues>
  control: Control<CourseFormValues>
  errors: FieldErrors<CourseFormValues>
  codeWarning: string | null
  programs: ReadonlyArray<{ value: string; label: string }>
  versionOptions: readonly VersionOption[]
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="text-muted-foreground mb-3 text-xs font-semibold tracking-wide uppercase">{title}</legend>
      {children}
    </fieldset>
  )
}

export function CourseFormFields({
  idPrefix: p,
  register,
  control,
  errors,
  codeWarning,
  programs,
  versionOptions,
}: CourseFormFieldsProps) {
  return (
    <div className="grid gap-6">
      <Section title="Course">
        <FormField
          label="Course code"
          htmlFor={`${p}-code`}
          required
          error={errors.code?.message}
          description={
            codeWarning ? (
              <span role="status" className="text-amber-700 dark:text-amber-400">
                {codeWarning}
              </span>
            ) : undefined
          }
        >
          <Input placeholder="ANIM10001" autoComplete="off" {...register('code')} />
        </FormField>
        <FormField label="Course title" htmlFor={`${p}-title`} required error={errors.title?.message}>
          <Input autoComplete="off" {...register('title')} />
        </FormField>
        <FormField label="Program" htmlFor={`${p}-program`} error={errors.program?.message}>
          <NativeSelect {...register('program')}>
            <option value="">No program</option>
            {programs.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Program version"
          htmlFor={`${p}-version`}
          description="Leave empty for the original version."
          error={errors.programVersion?.message}
        >
          <Input list={`${p}-versions`} autoComplete="off" {...register('programVersion')} />
        </FormField>
        <datalist id={`${p}-versions`}>
          {versionOptions
            .filter((v) => v.value !== 'original')
            .map((v) => (
              <option key={v.value} value={v.value}>
                {v.label}
              </option>
            ))}
        </datalist>
      </Section>

      <Section title="Load">
        <FormField label="Level" htmlFor={`${p}-level`} error={errors.level?.message}>
          <Input type="number" min={LEVEL_MIN} max={LEVEL_MAX} step={1} {...register('level', { valueAsNumber: true })} />
        </FormField>
        <FormField label="Weekly hours" htmlFor={`${p}-hours`} error={errors.weeklyHours?.message}>
          <Input
            type="number"
            min={COURSE_WEEKLY_HOURS_MIN}
            max={COURSE_WEEKLY_HOURS_MAX}
            step="any"
            {...register('weeklyHours', { valueAsNumber: true })}
          />
        </FormField>
        <FormField label="Credits" htmlFor={`${p}-credits`} error={errors.credits?.message}>
          <Input type="number" min={0} step="any" {...register('credits', { valueAsNumber: true })} />
        </FormField>
        <FormField label="Number of sections" htmlFor={`${p}-sections`} error={errors.sectionCount?.message}>
          <Input type="number" min={1} step={1} {...register('sectionCount', { valueAsNumber: true })} />
        </FormField>
        <FormField label="Max students" htmlFor={`${p}-max-students`} error={errors.maxStudents?.message}>
          <Input type="number" min={0} step={1} inputMode="numeric" {...register('maxStudents')} />
        </FormField>
      </Section>

      <Section title="Semester">
        <FormField label="Term" htmlFor={`${p}-term`} error={errors.term?.message}>
          <NativeSelect {...register('term')}>
            {TERMS.map((t) => (
              <option key={t} value={t}>
                {TERM_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Year" htmlFor={`${p}-year`} error={errors.year?.message}>
          <Input type="number" step={1} {...register('year', { valueAsNumber: true })} />
        </FormField>
      </Section>

      <Section title="Requirements">
        <FormField label="Prerequisites" htmlFor={`${p}-prereq`} description="Course codes, separated by commas.">
          <Input autoComplete="off" {...register('prerequisites')} />
        </FormField>
        <FormField
          label="Required specializations"
          htmlFor={`${p}-specs`}
          description="Separate with commas, semicolons or |. Used to rank professors in Manage Sections."
        >
          <Input autoComplete="off" placeholder="e.g. Character Animation, Maya" {...register('requiredSpecializations')} />
        </FormField>
        <FormField
          label="Expected students per section"
          htmlFor={`${p}-expected`}
          description="Leave empty to use Max students."
          error={errors.expectedEnrolment?.message}
        >
          <Input type="number" min={0} step={1} inputMode="numeric" {...register('expectedEnrolment')} />
        </FormField>
        <EvaluationMixFields idPrefix={p} register={register} control={control} errors={errors} />
        <Controller
          control={control}
          name="professorNotRequired"
          render={({ field }) => (
            <div className="flex items-center gap-2 sm:col-span-2">
              <Checkbox
                id={`${p}-no-prof`}
                checked={field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
                onBlur={field.onBlur}
              />
              <Label htmlFor={`${p}-no-prof`}>No professor required (e.g. independent study, work placement)</Label>
            </div>
          )}
        />
      </Section>

      <Section title="Schedule">
        <Controller
          control={control}
          name="days"
          render={({ field }) => (
            <div className="grid gap-2 sm:col-span-2" role="group" aria-labelledby={`${p}-days-label`}>
              <span id={`${p}-days-label`} className="text-sm font-medium">
                Days
              </span>
              <div className="flex flex-wrap gap-1.5">
                {WEEKDAYS.map((day) => {
                  const on = field.value.includes(day)
                  return (
                    <button
                      key={day}
                      type="button"
                      aria-pressed={on}
                      onClick={() => field.onChange(on ? field.value.filter((d) => d !== day) : WEEKDAYS.filter((d) => d === day || field.value.includes(d)))}
                      className={cn(
                        'focus-visible:ring-ring h-8 min-w-11 rounded-md border px-2 text-sm outline-none focus-visible:ring-[3px]',
                        on ? 'bg-primary text-primary-foreground border-primary' : 'bg-card hover:bg-accent',
                      )}
                    >
                      {WEEKDAY_LABELS[day]}
                    </button>
                  )
                })}
              </div>
              <FieldError>{errors.days?.message}</FieldError>
            </div>
          )}
        />
        <FormField label="Start time" htmlFor={`${p}-start`} error={errors.startTime?.message}>
          <Input type="time" {...register('startTime')} />
        </FormField>
        <FormField label="End time" htmlFor={`${p}-end`} error={errors.endTime?.message}>
          <Input type="time" {...register('endTime')} />
        </FormField>
      </Section>

      <FormField label="Description" htmlFor={`${p}-description`}>
        <Textarea rows={3} {...register('description')} />
      </FormField>
    </div>
  )
}

const MIX_INPUTS = [
  { name: 'mixEssay', kind: 'essay' },
  { name: 'mixRoutine', kind: 'routine' },
  { name: 'mixInProcess', kind: 'inProcess' },
] as const

/**
 * The evaluation mix as three labelled percentages with their running total: each share is its
 * own number box (no mini-language to learn or mistype), and the total shows at once whether it
 * reaches 100. All three empty means the mix is not known.
 */
function EvaluationMixFields({
  idPrefix: p,
  register,
  control,
  errors,
}: Pick<CourseFormFieldsProps, 'idPrefix' | 'register' | 'control' | 'errors'>) {
  const shares = useWatch({ control, name: ['mixEssay', 'mixRoutine', 'mixInProcess'] })
  const given = shares.some((v) => (v ?? '').trim() !== '')
  const total = shares.reduce((sum, v) => sum + (Number(v) || 0), 0)
  const groupError = (errors as Record<string, { message?: string } | undefined>).evaluationMix?.message
  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={`${p}-mix-help`}>
      <legend className="text-sm font-medium">Evaluation mix (% of marks)</legend>
      <p id={`${p}-mix-help`} className="text-muted-foreground text-xs">
        Whole percentages adding up to 100; leave all three empty when not known.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {MIX_INPUTS.map(({ name, kind }) => (
          <FormField key={name} label={`${EVALUATION_KIND_LABELS[kind]} %`} htmlFor={`${p}-${name}`} error={errors[name]?.message}>
            <Input type="number" min={0} max={100} step={1} inputMode="numeric" placeholder="0" {...register(name)} />
          </FormField>
        ))}
      </div>
      {given && (
        <p className="text-xs" aria-live="polite">
          Total: {total}%
        </p>
      )}
      <FieldError>{groupError}</FieldError>
    </fieldset>
  )
}
