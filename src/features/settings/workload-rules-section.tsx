/**
 * Settings > General > Workload rules (issue 23): which rule pack measures every load, the spec's
 * CourseLoad bands (the default) or Ontario CAAT-A (Article 11), and the CAAT-A factors in a small
 * table (each bounded, its Article 11 default beside it, changed ones marked in words), with
 * "Restore defaults". Saved as one value; every screen follows at once (use-workload-policy.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { Fragment, useId } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { usePrograms } from '@/data/entity-hooks'
import { useWorkloadRules } from '@/data/workload-rules'
import { EVALUATION_KIND_LABELS, EVALUATION_KINDS } from '@/domain/model/evaluation-mix'
import { formatNumber } from '@/domain/kernel/format'
import {
  BASE_PREPARATION_TYPES,
  CAAT_A_AGREEMENT,
  CAAT_A_FACTOR_GROUPS,
  CAAT_A_FACTOR_KEYS,
  CAAT_A_FACTORS,
  PREPARATION_TYPE_LABELS,
  type CaatAFactorKey,
} from '@/domain/policy/caat-a/caat-a-factors'
import { restoreCaatADefaults } from '@/domain/policy/caat-a/caat-a-settings'
import { workloadRulesSchema, type WorkloadRules } from '@/domain/policy/caat-a/workload-rules'
import { RULE_PACKS } from '@/domain/policy/rule-packs'
import { useUnsavedChanges } from '@/data/unsaved-changes'
import { TimedMessage, useTimedMessage } from './timed-message'

const WORKLOAD_RULES_MESSAGES = {
  saved: 'Workload rules saved',
  failed: 'Failed to save the workload rules',
  restored: 'Article 11 defaults restored: save to keep them',
} as const

const RULE_OPTIONS = RULE_PACKS.map((pack) => ({ value: pack.id, label: pack.label }))

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

export function WorkloadRulesSection() {
  const id = useId()
  const [rules, saveRules] = useWorkloadRules()
  const [message, showMessage] = useTimedMessage()
  const {
    register,
    handleSubmit,
    reset,
    control,
    getValues,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(workloadRulesSchema), values: rules })
  useUnsavedChanges(isDirty)
  const chosen = useWatch({ control, name: 'rules' })
  const programs = usePrograms().data ?? []
  const factors = useWatch({ control, name: 'caatA' })

  const onSubmit = handleSubmit(async (next: WorkloadRules) => {
    const result = await saveRules(next)
    if (!result.ok) return showMessage(WORKLOAD_RULES_MESSAGES.failed, 'error')
    reset(next)
    showMessage(WORKLOAD_RULES_MESSAGES.saved, 'success')
  })

  const restoreDefaults = () => {
    const current = getValues()
    // The programs are a choice per program, not a factor: the ones ticked now stay.
    const programs = current.caatA?.nonPostSecondaryProgramIds ?? rules.caatA.nonPostSecondaryProgramIds
    reset({ ...current, caatA: restoreCaatADefaults({ ...rules.caatA, nonPostSecondaryProgramIds: programs }) }, { keepDefaultValues: true })
    showMessage(WORKLOAD_RULES_MESSAGES.restored, 'success')
  }

  const factorRow = (key: CaatAFactorKey) => {
    const meta = CAAT_A_FACTORS[key]
    const inputId = `${id}-${key}`
    // The bounds in words, whatever zod said (an empty box, a typo, 1e308).
    const error = errors.caatA?.[key]
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
            {...register(`caatA.${key}`, { valueAsNumber: true })}
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
    <Card data-testid="workload-rules-section" className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Workload rules</CardTitle>
        <CardDescription>
          How every load is measured: the CourseLoad bands, or the Ontario CAAT-A collective agreement (Article 11) with
          the Standard Workload Form. The defaults come from the {CAAT_A_AGREEMENT}; every factor is editable for your
          college&apos;s own agreement.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Workload rules" htmlFor={`${id}-rules`} className="sm:max-w-sm">
            <NativeSelect options={RULE_OPTIONS} {...register('rules')} />
          </FormField>
          {chosen === 'ontario-caat-a' ? (
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
                    name="caatA.nonPostSecondaryProgramIds"
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
                  <NativeSelect options={options} {...register(`caatA.${name}`)} />
                </FormField>
              ))}
            </>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={!isDirty}>
              Save workload rules
            </Button>
            {chosen === 'ontario-caat-a' ? (
              <Button type="button" variant="outline" onClick={restoreDefaults}>
                Restore defaults
              </Button>
            ) : null}
            <TimedMessage message={message} testId="workload-rules-message" />
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
