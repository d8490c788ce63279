/**
 * The one accessible combobox of the app (WAI-ARIA "combobox with a listbox popup"): the focus
 * stays in the search box and aria-activedescendant names the active option, which the keys of
 * listbox-keys.ts move and which is scrolled into view as it moves. Used by the professor picker,
 * bulk assign, the command palette and the specialties field: each renders its own box, list and
 * options and spreads the props returned here, so the wiring (ids, roles, keys, mouse) is written
 * once.
 */
import { useEffect, useId, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { handleListboxKey } from './listbox-keys'

interface ComboboxConfig {
  /** How many options the list shows now, in list order. */
  count: number
  /** Enter on the active option, or a click on one (the index in list order). */
  onPick: (index: number) => void
  /** PageUp/PageDown move this many options (off when absent). */
  pageStep?: number
  /** Home/End move to the first and last option (off when absent: they move the caret). */
  homeEnd?: boolean
  /** The base of the ids, when the caller names other parts with its own useId. */
  id?: string
}

export function useCombobox({ count, onPick, pageStep, homeEnd, id: givenId }: ComboboxConfig) {
  const ownId = useId()
  const id = givenId ?? ownId
  const [active, setActive] = useState(0)
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-opt-${index}`

  // The active option stays in view as it moves (keys, the mouse, or a reset after a pick).
  useEffect(() => {
    document.getElementById(`${id}-opt-${active}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [active, id])

  return {
    active,
    setActive,
    listId,
    optionId,
    /** The box's keys; returns whether it handled the key, so a caller can add its own (Escape). */
    onKeyDown: (event: KeyboardEvent) =>
      handleListboxKey(event, { active, count, setActive, onPick, pageStep, homeEnd }),
    /** Spread on the search box (its label, value, onChange and onKeyDown stay the caller's). */
    inputProps: {
      role: 'combobox' as const,
      'aria-expanded': true,
      'aria-controls': listId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': active < count ? optionId(active) : undefined,
      autoComplete: 'off',
    },
    /** Spread on the list (its label stays the caller's). */
    listProps: { id: listId, role: 'listbox' as const },
    /** Spread on option `index`; the pointer makes it active, a click picks it, the box keeps the focus. */
    optionProps: (index: number, selected: boolean) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': selected,
      'data-active': index === active || undefined,
      onMouseMove: () => setActive(index),
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: () => onPick(index),
    }),
  }
}
