/**
 * Specialties: two groups of checkboxes (Professional Skills, Software Experience) plus custom
 * entries. A custom entry is added only when non-empty after trimming and not already selected.
 */
import { useId, useState, type KeyboardEvent, type Ref } from 'react'
import { Plus, X } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { SPECIALTY_GROUPS, customSpecialtyToAdd, isCustomSpecialty } from '@/domain/specialties'

export interface SpecialtiesFieldProps {
  value: readonly string[]
  onChange: (next: string[]) => void
  error?: string | undefined
  /** Receives the first checkbox, so a failed submit can focus the group. */
  focusRef?: Ref<HTMLInputElement>
}

export function SpecialtiesField({ value, onChange, error, focusRef }: SpecialtiesFieldProps) {
  const [custom, setCustom] = useState('')
  const baseId = useId()
  const errorId = `${baseId}-error`
  const selected = new Set(value)
  const customs = value.filter(isCustomSpecialty)
  const toAdd = customSpecialtyToAdd(custom, value)

  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...value, name] : value.filter((s) => s !== name))

  const addCustom = () => {
    if (!toAdd) return
    onChange([...value, toAdd])
    setCustom('')
  }
  const onCustomKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter in this box adds the specialty instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault()
      addCustom()
    }
  }

  return (
    <div className="space-y-4" aria-describedby={error ? errorId : undefined}>
      {SPECIALTY_GROUPS.map((group) => (
        <fieldset key={group.id} className="space-y-2">
          <legend className="text-sm font-medium">{group.label}</legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-3">
            {group.items.map((name, index) => {
              const id = `${baseId}-${group.id}-${name.replace(/\W+/g, '-')}`
              // The very first checkbox takes the focus when the group has an error.
              const ref = group.id === SPECIALTY_GROUPS[0].id && index === 0 ? focusRef : undefined
              return (
                <label key={name} htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    ref={ref}
                    id={id}
                    type="checkbox"
                    className="accent-primary size-4 shrink-0"
                    checked={selected.has(name)}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => toggle(name, e.target.checked)}
                  />
                  <span className="truncate">{name}</span>
                </label>
              )
            })}
          </div>
        </fieldset>
      ))}
      <div className="space-y-2">
        <label htmlFor={`${baseId}-custom`} className="text-sm font-medium">
          Custom specialty
        </label>
        <div className="flex gap-2">
          <Input
            id={`${baseId}-custom`}
            value={custom}
            placeholder="e.g. Puppet Fabrication"
            onChange={(e) => setCustom(e.target.value)}
            onKeyDown={onCustomKeyDown}
          />
          <Button type="button" variant="outline" onClick={addCustom} disabled={!toAdd}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        {customs.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Custom specialties">
            {customs.map((name) => (
              <li key={name}>
                <Badge variant="secondary" className="gap-1 pr-1">
                  {name}
                  <button
                    type="button"
                    className="hover:bg-muted rounded-sm p-0.5"
                    aria-label={`Remove ${name}`}
                    onClick={() => toggle(name, false)}
                  >
                    <X aria-hidden="true" className="size-3" />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="text-muted-foreground text-xs" aria-live="polite">
        {value.length} selected
      </p>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}
