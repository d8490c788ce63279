/**
 * Specialties as a searchable multi-select: one search box (a single Tab stop instead of 57
 * checkboxes) over the two groups of the spec, Professional Skills and Software Experience, with
 * the chosen ones shown as removable chips. Typing filters; ArrowUp/ArrowDown move through the
 * options; Enter or a click toggles one; a text that matches no specialty can be added as a
 * custom one (non-empty after trimming and not already selected).
 *
 * After a pick the filter is cleared and the focus stays in the box (issue 24: a kept filter made
 * the next words append to it, and Enter then added junk such as "character anim2d anim"); the
 * picked option stays the active one, so a second Enter undoes it. Removing a chip moves the focus
 * to the neighbouring chip (the next, else the previous) or, when none is left, to the box, never
 * back to the dialog.
 */
import { useCombobox } from '@/components/use-combobox'
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react'
import { Check, Plus, X } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { foldForSearch, fuzzyScore } from '@/domain/kernel/fuzzy-search'
import { SPECIALTY_GROUPS, customSpecialtyToAdd } from '@/domain/professors/specialties'
import { cn } from '@/lib/utils'

interface SpecialtiesFieldProps {
  value: readonly string[]
  onChange: (next: string[]) => void
  error?: string | undefined
  /** Receives the search box, so a failed submit can focus the field. */
  focusRef?: Ref<HTMLInputElement>
}

type Option = { kind: 'specialty'; name: string; group: string } | { kind: 'custom'; name: string }

/** The options with an empty filter, in list order: where a picked specialty sits once the filter clears. */
const ALL_SPECIALTIES: readonly string[] = SPECIALTY_GROUPS.flatMap((g) => g.items)

/** Where the focus goes after a chip is removed: another chip's remove button, or the box. */
type FocusTarget = { kind: 'chip'; name: string } | { kind: 'input' }

export function SpecialtiesField({ value, onChange, error, focusRef }: SpecialtiesFieldProps) {
  const baseId = useId()
  const errorId = `${baseId}-error`
  const [query, setQuery] = useState('')
  const inputId = `${baseId}-input`
  // The box is found by id: `focusRef` belongs to the form, and a merged ref would write to it.
  const focusInput = () => document.getElementById(inputId)?.focus()
  const chipButtons = useRef(new Map<string, HTMLButtonElement>())
  const focusAfterRemove = useRef<FocusTarget | null>(null)
  const selected = useMemo(() => new Set(value), [value])

  // Runs once the parent has re-rendered without the removed chip, so its neighbour exists; a
  // layout effect, so the focus has moved before the dialog's focus trap sees it land on <body>.
  useLayoutEffect(() => {
    const target = focusAfterRemove.current
    if (!target) return
    focusAfterRemove.current = null
    const chip = target.kind === 'chip' ? chipButtons.current.get(target.name) : undefined
    if (chip) chip.focus()
    else document.getElementById(inputId)?.focus()
  }, [value, inputId])
  const toAdd = customSpecialtyToAdd(query, value)

  const groups = useMemo(() => {
    const q = foldForSearch(query.trim())
    // Within a group, matches at the start of a word come first ("ma" -> Maya before 2D Animation).
    const rank = (name: string) => fuzzyScore(q, foldForSearch(name)) ?? 0
    return SPECIALTY_GROUPS.map((g) => ({
      id: g.id,
      label: g.label,
      items: g.items
        .filter((name) => q === '' || foldForSearch(name).includes(q))
        .sort((a, b) => (q === '' ? 0 : rank(b) - rank(a))),
    })).filter((g) => g.items.length > 0)
  }, [query])
  const knownMatch = SPECIALTY_GROUPS.some((g) =>
    g.items.some((n) => foldForSearch(n) === foldForSearch(query.trim())),
  )
  const options = useMemo<Option[]>(() => {
    const out: Option[] = groups.flatMap((g) =>
      g.items.map((name) => ({ kind: 'specialty', name, group: g.id }) as const),
    )
    if (toAdd && !knownMatch) out.push({ kind: 'custom', name: toAdd })
    return out
  }, [groups, toAdd, knownMatch])

  const toggle = (name: string) =>
    onChange(selected.has(name) ? value.filter((s) => s !== name) : [...value, name])

  function choose(option: Option | undefined) {
    if (!option) return
    if (option.kind === 'custom') onChange([...value, option.name])
    else toggle(option.name)
    setQuery('')
    setActive(option.kind === 'custom' ? 0 : Math.max(0, ALL_SPECIALTIES.indexOf(option.name)))
    focusInput()
  }

  function removeChip(name: string) {
    const at = value.indexOf(name)
    const neighbour = value[at + 1] ?? value[at - 1]
    onChange(value.filter((s) => s !== name))
    focusAfterRemove.current =
      neighbour !== undefined ? { kind: 'chip', name: neighbour } : { kind: 'input' }
  }

  // Enter picks an option instead of submitting the whole form; Home/End move only in an empty box.
  // The active option is scrolled into view as it moves, also back to the picked one after a pick.
  const combobox = useCombobox({
    id: baseId,
    count: options.length,
    onPick: (i) => choose(options[i]),
    homeEnd: query === '',
  })
  const { setActive } = combobox

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (combobox.onKeyDown(event)) return
    if (event.key === 'Escape' && query !== '') {
      // Clears the filter first; a second Escape closes the dialog as usual.
      event.preventDefault()
      event.stopPropagation()
      setQuery('')
      setActive(0)
    }
  }

  let index = -1
  const renderOption = (option: Option) => {
    index++
    const i = index
    const isSelected = option.kind === 'specialty' && selected.has(option.name)
    return (
      <li
        key={`${option.kind}-${option.name}`}
        {...combobox.optionProps(i, isSelected)}
        className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm data-[active]:bg-accent data-[active]:ring-2 data-[active]:ring-primary data-[active]:ring-inset"
      >
        {option.kind === 'custom' ? (
          <>
            <Plus className="size-4 shrink-0" aria-hidden="true" />
            <span>Add custom specialty “{option.name}”</span>
          </>
        ) : (
          <>
            <span
              aria-hidden="true"
              className={cn(
                'flex size-4 shrink-0 items-center justify-center rounded-sm border',
                isSelected ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
              )}
            >
              {isSelected && <Check className="size-3" />}
            </span>
            <span className="truncate">{option.name}</span>
          </>
        )}
      </li>
    )
  }

  return (
    <div className="space-y-3">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Selected specialties">
          {value.map((name) => (
            <li key={name}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {name}
                <button
                  type="button"
                  // 24 px target (WCAG 2.5.8); the negative margin keeps the badge its height.
                  className="-my-1 inline-flex size-6 items-center justify-center rounded-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Remove ${name}`}
                  ref={(el) => {
                    if (el) chipButtons.current.set(name, el)
                    else chipButtons.current.delete(name)
                  }}
                  onClick={() => removeChip(name)}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={inputId}
        ref={focusRef}
        {...combobox.inputProps}
        aria-label="Search or add specialties"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder="Type to filter, Enter to select, or add your own…"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        {...combobox.listProps}
        aria-multiselectable="true"
        aria-label="Specialties"
        className="max-h-56 overflow-y-auto rounded-md border p-1"
      >
        {groups.map((g) => (
          <li key={g.id} role="presentation">
            <p
              className="px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground"
              id={`${baseId}-${g.id}`}
            >
              {g.label}
            </p>
            <ul
              role="group"
              aria-labelledby={`${baseId}-${g.id}`}
              className="grid gap-0.5 sm:grid-cols-2"
            >
              {g.items.map((name) => renderOption({ kind: 'specialty', name, group: g.id }))}
            </ul>
          </li>
        ))}
        {toAdd && !knownMatch && (
          <li role="presentation">
            <ul role="group" aria-label="Custom">
              {renderOption({ kind: 'custom', name: toAdd })}
            </ul>
          </li>
        )}
        {options.length === 0 && (
          <li role="presentation" className="px-2 py-3 text-sm text-muted-foreground">
            “{query.trim()}” is already selected.
          </li>
        )}
      </ul>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {value.length} selected
      </p>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}
