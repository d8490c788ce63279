/**
 * The column-mapping step of a spreadsheet import: one labelled picker per field, pre-set from
 * the file's headers, each correctable. Required fields say so in text, not only by colour.
 */
import { useId } from 'react'
import { NativeSelect } from '@/components/ui/native-select'
import type { ColumnMapping, SheetField } from '@/domain/exchange/spreadsheet-columns'

const NOT_IN_FILE = ''

interface ColumnMappingStepProps<K extends string> {
  fields: readonly SheetField<K>[]
  columns: readonly string[]
  mapping: ColumnMapping<K>
  onChange: (mapping: ColumnMapping<K>) => void
}

export function ColumnMappingStep<K extends string>({ fields, columns, mapping, onChange }: ColumnMappingStepProps<K>) {
  const id = useId()
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Match the file's columns</legend>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {fields.map((field) => {
          const controlId = `${id}-${field.key}`
          const value = mapping[field.key]
          return (
            <div key={field.key} className="grid grid-cols-[8.5rem_minmax(0,1fr)] items-center gap-2">
              <label htmlFor={controlId} className="text-sm">
                {field.label}
                {field.required ? <span className="text-muted-foreground"> (required)</span> : null}
              </label>
              <NativeSelect
                id={controlId}
                wrapperClassName="min-w-0"
                value={value === null ? NOT_IN_FILE : String(value)}
                onChange={(e) => onChange({ ...mapping, [field.key]: e.target.value === NOT_IN_FILE ? null : Number(e.target.value) })}
              >
                <option value={NOT_IN_FILE}>— Not in file —</option>
                {columns.map((column, i) => (
                  <option key={i} value={String(i)}>
                    {column}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
