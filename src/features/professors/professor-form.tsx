/**
 * The professor form's fields, shared by add and edit: sections Basic Information, Employment
 * Information, Specialties, Qualifications and Additional Information. Every error sits at its
 * field and is cleared as soon as that field is edited.
 */
import type { ReactNode } from 'react'
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import {
  DEFAULT_CAP_BY_EMPLOYMENT_TYPE,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  MAX_WEEKLY_HOURS,
  WEEKDAYS,
} from '@/domain/kernel/constants'
import { useProgramOptions } from './program-options'
import {
  TIME_SLOT_LABELS,
  TIME_SLOTS,
  isEmploymentTypeValue,
  MIN_PROFESSOR_CAP,
  type ProfessorFormInput,
  type ProfessorFormOutput,
} from './professor-form-schema'
import { QualificationsField } from './qualifications-field'
import { SpecialtiesField } from './specialties-field'
import { useActiveRulePack } from '@/data/use-workload-policy'
import { usePackUi } from '@/packs/pack-ui'

type ProfessorForm = UseFormReturn<ProfessorFormInput, unknown, ProfessorFormOutput>

const WEEKDAY_LABELS: Record<(typeof WEEKDAYS)[number], string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4" aria-label={title}>
      <h3 className="border-b pb-2 text-sm font-semibold tracking-wide text-foreground/80 uppercase">
        {title}
      </h3>
      {children}
    </section>
  )
}

function CheckField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string
  label: string
  checked: boolean
  onChange: (v: boolean) => void
}) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  )
}

type BooleanField = 'isActive' | 'probationary' | 'workloadPreferences.avoidBackToBack'

/** A tick box bound to a yes/no field of the form. */
function BooleanCheckField({ form, name, id, label }: { form: ProfessorForm; name: BooleanField; id: string; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <CheckField id={id} label={label} checked={field.value} onChange={field.onChange} />}
    />
  )
}

function errorAt(form: ProfessorForm, name: string): string | undefined {
  const parts = name.split('.')
  let node: unknown = form.formState.errors
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part]
  const e = node as { message?: string; root?: { message?: string } } | undefined
  return e?.message ?? e?.root?.message
}

export function ProfessorFormFields({
  form,
  specialtiesRef,
  offerProbationary = false,
}: {
  form: ProfessorForm
  specialtiesRef?: React.Ref<HTMLInputElement>
  /** Add mode: a pack's flags for a new professor are asked here (the edit dialog's pack section has them). */
  offerProbationary?: boolean
}) {
  const { register, control, watch, setValue, clearErrors } = form
  const programOptions = useProgramOptions()
  const officeNA = watch('officeNA')
  const isCoordinator = watch('isCoordinator')
  const employmentType = watch('employmentType')
  // Under an agreement (CAAT-A) it limits some employment types (full-time: 18 TCH, 44 h attributed), not a cap of theirs.
  // The choice, not the loaded policy: the form's fields follow Settings at once.
  const pack = useActiveRulePack()
  const packUi = usePackUi()
  const capApplies = !pack.agreementLimits.some((type) => type === employmentType)
  // Editing a field clears its error (spec section 4, "Professor form").
  const reg = (name: FieldPath<ProfessorFormInput>, options: Parameters<typeof register>[1] = {}) =>
    register(name, {
      ...options,
      onChange: (e) => {
        clearErrors(name)
        options.onChange?.(e)
      },
    })

  return (
    <div className="space-y-8">
      <Section title="Basic Information">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            label="First name"
            htmlFor="prof-firstName"
            required
            error={errorAt(form, 'firstName')}
          >
            <Input autoComplete="given-name" {...reg('firstName')} />
          </FormField>
          <FormField
            label="Last name"
            htmlFor="prof-lastName"
            required
            error={errorAt(form, 'lastName')}
          >
            <Input autoComplete="family-name" {...reg('lastName')} />
          </FormField>
          <FormField label="Preferred name" htmlFor="prof-preferredName">
            <Input autoComplete="nickname" {...reg('preferredName')} />
          </FormField>
          <FormField label="Email" htmlFor="prof-email" required error={errorAt(form, 'email')}>
            <Input type="text" inputMode="email" autoComplete="email" {...reg('email')} />
          </FormField>
          <FormField label="Phone" htmlFor="prof-phone">
            <Input type="tel" autoComplete="tel" {...reg('phone')} />
          </FormField>
          <div className="grid gap-2">
            <FormField label="Office" htmlFor="prof-office">
              <Input
                disabled={officeNA}
                placeholder={officeNA ? 'N/A' : 'e.g. B214'}
                {...reg('office')}
              />
            </FormField>
            <Controller
              control={control}
              name="officeNA"
              render={({ field }) => (
                <CheckField
                  id="prof-officeNA"
                  label="N/A (no office)"
                  checked={field.value}
                  onChange={(v) => {
                    field.onChange(v)
                    if (v) setValue('office', '')
                  }}
                />
              )}
            />
          </div>
        </div>
      </Section>

      <Section title="Employment Information">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            label="Employment type"
            htmlFor="prof-employmentType"
            required
            error={errorAt(form, 'employmentType')}
          >
            <NativeSelect
              placeholder="Select employment type"
              options={EMPLOYMENT_TYPES.map((t) => ({
                value: t,
                label: EMPLOYMENT_TYPE_LABELS[t],
              }))}
              {...reg('employmentType', {
                // A new type brings that type's default cap (6 / 12 / 18 / 40).
                onChange: (e: { target: { value: string } }) => {
                  const type = e.target.value
                  if (isEmploymentTypeValue(type)) {
                    setValue('maxWeeklyHours', DEFAULT_CAP_BY_EMPLOYMENT_TYPE[type])
                    clearErrors('maxWeeklyHours')
                  }
                },
              })}
            />
          </FormField>
          {capApplies ? (
            <FormField
              label="Max weekly hours"
              htmlFor="prof-maxWeeklyHours"
              required
              description={`${MIN_PROFESSOR_CAP} to ${MAX_WEEKLY_HOURS}; resets to the type's default cap when the type changes.`}
              error={errorAt(form, 'maxWeeklyHours')}
            >
              <Input
                type="number"
                step="0.5"
                min={MIN_PROFESSOR_CAP}
                max={MAX_WEEKLY_HOURS}
                {...reg('maxWeeklyHours', { valueAsNumber: true })}
              />
            </FormField>
          ) : null}
          {packUi?.ProfessorFormNotes ? (
            <packUi.ProfessorFormNotes
              employmentType={employmentType}
              isAdd={offerProbationary}
              checkField={(name, id, label) => <BooleanCheckField form={form} name={name} id={id} label={label} />}
            />
          ) : null}
          <FormField label="Hire / start date" htmlFor="prof-hireDate">
            <Input type="date" {...reg('hireDate')} />
          </FormField>
          <div className="flex flex-col justify-end gap-3 pb-1">
            <BooleanCheckField form={form} name="isActive" id="prof-isActive" label="Active" />
            <Controller
              control={control}
              name="isCoordinator"
              render={({ field }) => (
                <CheckField
                  id="prof-isCoordinator"
                  label="Coordinator"
                  checked={field.value}
                  onChange={(v) => {
                    field.onChange(v)
                    clearErrors('coordinatorRole')
                  }}
                />
              )}
            />
          </div>
          {isCoordinator ? (
            <FormField
              label="Coordinator role"
              htmlFor="prof-coordinatorRole"
              required
              className="sm:col-span-2"
              error={errorAt(form, 'coordinatorRole')}
            >
              <Input
                placeholder="e.g. Program Coordinator, Film & TV"
                {...reg('coordinatorRole')}
              />
            </FormField>
          ) : null}
        </div>
      </Section>

      <Section title="Specialties">
        <Controller
          control={control}
          name="specializations"
          render={({ field }) => (
            <SpecialtiesField
              value={field.value}
              focusRef={specialtiesRef}
              error={errorAt(form, 'specializations')}
              onChange={(next) => {
                field.onChange(next)
                clearErrors('specializations')
              }}
            />
          )}
        />
      </Section>

      <Section title="Qualifications">
        <QualificationsField form={form} error={errorAt(form, 'qualifications')} />
      </Section>

      <Section title="Additional Information">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <fieldset className="space-y-2 sm:col-span-2">
            <legend className="text-sm font-medium">Preferred programs</legend>
            <Controller
              control={control}
              name="preferredPrograms"
              render={({ field }) => {
                // A preference for a program no longer stored stays listed (by its id), so saving
                // the form never drops it unseen.
                const known = new Set(programOptions.map((o) => o.value))
                const options = [
                  ...programOptions,
                  ...field.value
                    .filter((v) => !known.has(v))
                    .map((v) => ({ value: v, label: `${v} (not stored)` })),
                ]
                if (options.length === 0)
                  return (
                    <p className="text-sm text-muted-foreground">
                      No programs yet: add one in Settings to choose it here.
                    </p>
                  )
                return (
                  <div className="grid gap-1.5 sm:grid-cols-2">
                    {options.map((option) => (
                      <CheckField
                        key={option.value}
                        id={`prof-program-${option.value}`}
                        label={option.label}
                        checked={field.value.includes(option.value)}
                        onChange={(on) =>
                          field.onChange(
                            on
                              ? [...field.value, option.value]
                              : field.value.filter((v) => v !== option.value),
                          )
                        }
                      />
                    ))}
                  </div>
                )
              }}
            />
          </fieldset>
          <FormField
            label="Max courses per term"
            htmlFor="prof-maxCoursesPerTerm"
            error={errorAt(form, 'workloadPreferences.maxCoursesPerTerm')}
          >
            <Input
              type="number"
              min={0}
              step={1}
              {...reg('workloadPreferences.maxCoursesPerTerm', { valueAsNumber: true })}
            />
          </FormField>
          <FormField
            label="Max daily hours"
            htmlFor="prof-maxDailyHours"
            error={errorAt(form, 'workloadPreferences.maxDailyHours')}
          >
            <Input
              type="number"
              min={0}
              step={0.5}
              {...reg('workloadPreferences.maxDailyHours', { valueAsNumber: true })}
            />
          </FormField>
          <FormField label="Preferred time slots" htmlFor="prof-timeSlots">
            <NativeSelect
              options={TIME_SLOTS.map((t) => ({ value: t, label: TIME_SLOT_LABELS[t] }))}
              {...reg('workloadPreferences.preferredTimeSlots')}
            />
          </FormField>
          <div className="flex items-end pb-2">
            <BooleanCheckField form={form} name="workloadPreferences.avoidBackToBack" id="prof-avoidBackToBack" label="Avoid back-to-back classes" />
          </div>
          <fieldset className="space-y-2 sm:col-span-2">
            <legend className="text-sm font-medium">Preferred days</legend>
            <Controller
              control={control}
              name="workloadPreferences.preferredDays"
              render={({ field }) => (
                <div className="flex flex-wrap gap-4">
                  {WEEKDAYS.map((day) => (
                    <CheckField
                      key={day}
                      id={`prof-day-${day}`}
                      label={WEEKDAY_LABELS[day]}
                      checked={field.value.includes(day)}
                      onChange={(on) =>
                        field.onChange(
                          on ? [...field.value, day] : field.value.filter((d) => d !== day),
                        )
                      }
                    />
                  ))}
                </div>
              )}
            />
          </fieldset>
          <FormField label="Bio" htmlFor="prof-bio" className="sm:col-span-2">
            <Textarea rows={3} {...reg('bio')} />
          </FormField>
          <FormField label="Notes" htmlFor="prof-notes" className="sm:col-span-2">
            <Textarea rows={2} {...reg('notes')} />
          </FormField>
        </div>
      </Section>
    </div>
  )
}
