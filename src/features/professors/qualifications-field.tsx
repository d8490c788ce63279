/**
 * Qualifications as rows of text. At least one row always remains (Remove is hidden on the last
 * one); blank rows are dropped when the professor is saved.
 */
import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import type { ProfessorFormInput, ProfessorFormOutput } from './professor-form-schema'

export function QualificationsField({
  form,
  error,
}: {
  form: UseFormReturn<ProfessorFormInput, unknown, ProfessorFormOutput>
  error?: string | undefined
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'qualifications' })
  const clear = () => form.clearErrors('qualifications')
  return (
    <div className="space-y-2">
      <ul className="space-y-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex gap-2">
            <Input
              aria-label={`Qualification ${index + 1}`}
              placeholder="e.g. MFA in Animation"
              aria-invalid={error ? true : undefined}
              {...form.register(`qualifications.${index}.value`, { onChange: clear })}
            />
            {fields.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove qualification ${index + 1}`}
                onClick={() => {
                  remove(index)
                  clear()
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => append({ value: '' }, { focusName: `qualifications.${fields.length}.value` })}
      >
        <Plus aria-hidden="true" />
        Add Qualification
      </Button>
      <FieldError>{error}</FieldError>
    </div>
  )
}
