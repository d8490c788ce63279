/**
 * The shell's keyboard shortcuts (listed in domain/kernel/keyboard-shortcuts.ts). Screens opt in through
 * markup rather than imports (features never import each other): the search box is the first
 * `input[type=search]` of <main>, and the add action is the element marked data-shortcut="new".
 */
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { GO_TO_KEYS, GO_TO_WINDOW_MS, type GoToKey } from '@/domain/kernel/keyboard-shortcuts'

/** Typing in a field, a contenteditable or a select: single-key shortcuts stay out of the way. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  const tag = target.tagName
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  if (tag !== 'INPUT') return false
  const type = (target as HTMLInputElement).type
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type)
}

/** A dialog or menu is open: its own keys win. */
function overlayOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null
}

function focusScreenSearch(): boolean {
  const search = document.querySelector<HTMLInputElement>('main input[type="search"]')
  search?.focus()
  search?.select()
  return search !== null
}

export function clickScreenAction(name: 'new'): boolean {
  const action = document.querySelector<HTMLElement>(`main [data-shortcut="${name}"]`)
  action?.click()
  return action !== null
}

/** Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes (Cmd on macOS); null for any other key. */
export function undoKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null
  const key = event.key.toLowerCase()
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo'
  if (key === 'y' && !event.shiftKey) return 'redo'
  return null
}

export function useGlobalShortcuts(handlers: {
  openPalette: () => void
  openHelp: () => void
  undo: () => void
  redo: () => void
}): void {
  const navigate = useNavigate()
  const pendingGo = useRef(0)
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return
      const key = event.key
      if ((event.ctrlKey || event.metaKey) && !event.altKey && key.toLowerCase() === 'k') {
        event.preventDefault()
        latest.current.openPalette()
        return
      }
      const history = undoKey(event)
      // In a text field the browser's own undo edits the text; with a dialog open its form is in charge.
      if (history && !isTypingTarget(event.target) && !overlayOpen()) {
        event.preventDefault()
        latest.current[history]()
        return
      }
      if (event.ctrlKey || event.metaKey || event.altKey) return
      if (isTypingTarget(event.target) || overlayOpen()) return

      const now = Date.now()
      if (now - pendingGo.current < GO_TO_WINDOW_MS && key.toLowerCase() in GO_TO_KEYS) {
        pendingGo.current = 0
        event.preventDefault()
        void navigate({ to: GO_TO_KEYS[key.toLowerCase() as GoToKey].to })
        return
      }
      pendingGo.current = 0
      if (key === 'g' || key === 'G') {
        pendingGo.current = now
        return
      }
      if (key === '?') {
        event.preventDefault()
        latest.current.openHelp()
      } else if (key === '/') {
        if (focusScreenSearch()) event.preventDefault()
      } else if (key === 'n' || key === 'N') {
        if (clickScreenAction('new')) event.preventDefault()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [navigate])
}
