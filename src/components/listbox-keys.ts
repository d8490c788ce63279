/**
 * The keys of a search box that drives a listbox (the combobox of use-combobox.ts): the arrows
 * (PageUp/PageDown with `pageStep`, Home/End when `homeEnd`) move the active option, clamped to
 * the list; Enter picks it instead of submitting a form. Returns whether it handled the key.
 */
import type { KeyboardEvent } from 'react'

interface ListboxKeyOptions {
  active: number
  count: number
  setActive: (index: number) => void
  /** Called with the active index on Enter (the caller ignores an empty list). */
  onPick: (index: number) => void
  pageStep?: number
  homeEnd?: boolean
}

export function handleListboxKey(event: KeyboardEvent, o: ListboxKeyOptions): boolean {
  const last = o.count - 1
  const target = (() => {
    switch (event.key) {
      case 'ArrowDown':
        return o.active + 1
      case 'ArrowUp':
        return o.active - 1
      case 'PageDown':
        return o.pageStep ? o.active + o.pageStep : undefined
      case 'PageUp':
        return o.pageStep ? o.active - o.pageStep : undefined
      case 'Home':
        return o.homeEnd ? 0 : undefined
      case 'End':
        return o.homeEnd ? last : undefined
      default:
        return undefined
    }
  })()
  if (target !== undefined) {
    event.preventDefault()
    o.setActive(Math.max(0, Math.min(last, target)))
    return true
  }
  if (event.key === 'Enter') {
    event.preventDefault()
    o.onPick(o.active)
    return true
  }
  return false
}
