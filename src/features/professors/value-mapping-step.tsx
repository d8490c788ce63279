/**
 * The value-matching step of a professor sheet import (issue 24): each employment type or status
 * the reader does not know ('Contract Faculty', 'On Leave') gets one picker, and the choice
 * applies to every row holding that value. Until chosen, those rows are refused naming the value.
 */
import { useId } from 'react'
import { NativeSelect } from '@/components/ui/native-select'
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, type EmploymentType } from '@/domain/kernel/constants'
import type { UnknownValue, ValueChoices } from '@/domain/professors/professor-sheet'

const UNCHOSEN = ''

export function ValueMappingStep({
  values,
  choices,
  headers,
  onChange,
}: {
  values: readonly UnknownValue[]
  choices: ValueChoices
  /** The file's column header per field, to say where each value comes from. */
  headers: { employmentType?: string | undefined; active?: string | undefined }
  onChange: (choices: ValueChoices) => void
}) {
  const id = useId()
  if (values.length === 0) return null
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">Values to match</legend>
      <p className="text-muted-foreground text-xs">
        These values are not ones the app knows. Choose what each means; the choice applies to every
        row with that value.
      </p>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {values.map((v, i) => {
          const controlId = `${id}-${i}`
          const column = (v.field === 'employmentType' ? headers.employmentType : headers.active) ?? (v.field === 'employmentType' ? 'Type' : 'Active')
          const current =
            v.field === 'employmentType' ? choices.employmentType.get(v.key) : choices.active.get(v.key)
          return (
            <div key={`${v.field}-${v.key}`} className="grid grid-cols-[minmax(0,1fr)_10rem] items-center gap-2">
              <label htmlFor={controlId} className="text-sm">
                {column}: &ldquo;{v.text}&rdquo;
                <span className="text-muted-foreground">
                  {' '}
                  ({v.rows} row{v.rows === 1 ? '' : 's'})
                </span>
              </label>
              <NativeSelect
                id={controlId}
                value={current === undefined ? UNCHOSEN : String(current)}
                onChange={(e) => {
                  const raw = e.target.value
                  if (v.field === 'employmentType') {
                    const next = new Map(choices.employmentType)
                    if (raw === UNCHOSEN) next.delete(v.key)
                    else next.set(v.key, raw as EmploymentType)
                    onChange({ ...choices, employmentType: next })
                  } else {
                    const next = new Map(choices.active)
                    if (raw === UNCHOSEN) next.delete(v.key)
                    else next.set(v.key, raw === 'true')
                    onChange({ ...choices, active: next })
                  }
                }}
              >
                <option value={UNCHOSEN}>— Choose —</option>
                {v.field === 'employmentType' ? (
                  EMPLOYMENT_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {EMPLOYMENT_TYPE_LABELS[t]}
                    </option>
                  ))
                ) : (
                  <>
                    <option value="true">Active</option>
                    <option value="false">Inactive</option>
                  </>
                )}
              </NativeSelect>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
