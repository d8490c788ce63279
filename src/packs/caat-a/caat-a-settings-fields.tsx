/**
 * The Ontario CAAT-A pack's settings in Settings > General > Workload rules (issue 23): the factors
 * in a small table (each bounded, its Article 11 default beside it, changed ones marked in words),
 * the non-post-secondary programs and the college's planning estimates, as fields of the rules
 * form (features/settings/workload-rules-section.tsx) under `packs.ontario-caat-a`. Named in the
 * registry's settings list (packs/pack-settings.tsx).
 */
import { Fragment } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { FormField } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { usePrograms } from '@/data/entity-hooks'
import { formatNumber } from '@/domain/kernel/format'
import { EVALUATION_KIND_LABELS, EVALUATION_KINDS } from '@/domain/model/evaluation-mix'
import {
  BASE_PREPARATION_TYPES,
  CAAT_A_FACTOR_GROUPS,
  CAAT_A_FACTOR_KEYS,
  CAAT_A_FACTORS,
  PREPARATION_TYPE_LABELS,
  type CaatAFactorKey,
} from '@/domain/policy/caat-a/caat-a-factors'
import { restoreCaatADefaults } from '@/domain/policy/caat-a/caat-a-settings'
import type { WorkloadRules, WorkloadRulesInput } from '@/domain/policy/workload-rules-setting'
import type { PackSettingsFieldsProps } from '@/packs/pack-settings'

/** The college's planning estimates that are choices, not numbers (the % of capacity is a factor row). */
const ESTIMATE_SELECTS = [
  {
    name: 'defaultEvaluationKind',
    label: 'Evaluation type of a course without an evaluation mix',
    options: EVALUATION_KINDS.map((kind) => ({ value: kind, label: EVALUATION_KIND_LABELS[kind] })),
  },
  {
    name: 'defaultPreparationType',
    label: 'Preparation type of a course with no recorded teaching history',
    options: BASE_PREPARATION_TYPES.map((type) => ({ value: type, label: PREPARATION_TYPE_LABELS[type] })),
  },
] as const

const keysOfGroup = (group: string) => CAAT_A_FACTOR_KEYS.filter((key) => CAAT_A_FACTORS[key].group === group)


export function CaatASettingsFields({ form, id }: PackSettingsFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form
  const programs = usePrograms().data ?? []
  const factors = useWatch({ control, name: 'packs.ontario-caat-a' })

const factorRow = (key: CaatAFactorKey) => {
  const meta = CAAT_A_FACTORS[key]
  const inputId = `${id}-${key}`
  // The bounds in words, whatever zod said (an empty box, a typo, 1e308).
  const error = errors.packs?.['ontario-caat-a']?.[key]
    ? `Enter a ${'integer' in meta && meta.integer ? 'whole number' : 'number'} from ${formatNumber(meta.min)} to ${formatNumber(meta.max)}`
    : undefined
  const changed = factors?.[key] !== meta.default
  return (
    <tr key={key} className="border-t">
      <th scope="row" className="py-1.5 pr-3 text-left font-normal">
        <label htmlFor={inputId}>{meta.label}</label>
        {error ? (
          <p id={`${inputId}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </th>
      <td className="py-1.5 pr-2">
        <Input
          id={inputId}
          type="number"
          inputMode="decimal"
          className="w-24"
          min={meta.min}
          max={meta.max}
          step={'integer' in meta && meta.integer ? 1 : 'any'}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-unit${error ? ` ${inputId}-error` : ''}`}
          {...register(`packs.ontario-caat-a.${key}`, { valueAsNumber: true })}
        />
      </td>
      <td id={`${inputId}-unit`} className="py-1.5 pr-3 text-muted-foreground">
        {meta.unit}
      </td>
      <td className="py-1.5 text-muted-foreground" data-testid={`factor-default-${key}`}>
        {changed ? `Changed · default ${formatNumber(meta.default)}` : 'Default'}
      </td>
    </tr>
  )
}

  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="caat-a-factors">
          <caption className="sr-only">CAAT-A factors</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="pr-3 pb-1 font-medium">
                Factor
              </th>
              <th scope="col" className="pr-2 pb-1 font-medium">
                Value
              </th>
              <th scope="col" className="pr-3 pb-1 font-medium">
                Unit
              </th>
              <th scope="col" className="pb-1 font-medium">
                Article 11
              </th>
            </tr>
          </thead>
          <tbody>
            {CAAT_A_FACTOR_GROUPS.map((group) => (
              <Fragment key={group}>
                <tr className="border-t">
                  <th scope="rowgroup" colSpan={4} className="pt-3 pb-1 text-left font-semibold">
                    {group}
                  </th>
                </tr>
                {keysOfGroup(group).map(factorRow)}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {programs.length ? (
        <fieldset className="grid gap-2" data-testid="non-post-secondary-programs">
          <legend className="text-sm font-medium">
            Non-post-secondary programs (the higher TCH maximum applies when all of a term&apos;s teaching is in them)
          </legend>
          <Controller
            control={control}
            name="packs.ontario-caat-a.nonPostSecondaryProgramIds"
            render={({ field }) => (
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {programs.map((p) => {
                  const ids = field.value ?? []
                  return (
                    <label key={p.slug} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={ids.includes(p.slug)}
                        onChange={(e) =>
                          field.onChange(e.target.checked ? [...ids, p.slug] : ids.filter((id) => id !== p.slug))
                        }
                      />
                      {p.program.name}
                    </label>
                  )
                })}
              </div>
            )}
          />
        </fieldset>
      ) : null}
      <p className="text-sm text-muted-foreground">
        The college&apos;s planning estimates (E4), used where nothing is recorded; the SWF marks each such
        figure &ldquo;estimated&rdquo; with its reason.
      </p>
      {ESTIMATE_SELECTS.map(({ name, label, options }) => (
        <FormField key={name} label={label} htmlFor={`${id}-${name}`} className="sm:max-w-sm">
          <NativeSelect options={options} {...register(`packs.ontario-caat-a.${name}`)} />
        </FormField>
      ))}
    </>
  )
}

/** Restore defaults: the pack's settings at Article 11's values; the programs ticked now stay (a choice per program, not a factor). */
export function restoreCaatASettings(current: WorkloadRulesInput | undefined, stored: WorkloadRules): WorkloadRules['packs'] {
  const pack = stored.packs['ontario-caat-a']
  const programs = current?.packs?.['ontario-caat-a']?.nonPostSecondaryProgramIds ?? pack.nonPostSecondaryProgramIds
  return { ...(current?.packs as WorkloadRules['packs'] | undefined), 'ontario-caat-a': restoreCaatADefaults({ ...pack, nonPostSecondaryProgramIds: programs }) }
}
