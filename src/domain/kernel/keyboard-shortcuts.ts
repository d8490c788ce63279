/**
 * The app's keyboard shortcuts, listed once: the '?' dialog and the Help page show this list, and
 * the shell's key handler implements it. Single keys work outside text fields only, so typing a
 * name never triggers them.
 */
interface ShortcutEntry {
  /** Keys pressed in sequence; 'Mod' is Ctrl, or Cmd on macOS. */
  keys: readonly string[]
  description: string
}

/** 'g' then a letter goes to a screen. */
export const GO_TO_KEYS = {
  d: { to: '/', label: 'Dashboard' },
  p: { to: '/professors', label: 'Professors' },
  c: { to: '/courses', label: 'Courses' },
  r: { to: '/reports', label: 'Reports' },
  s: { to: '/settings', label: 'Settings' },
} as const

export type GoToKey = keyof typeof GO_TO_KEYS

/** How long after 'g' the second key still counts. */
export const GO_TO_WINDOW_MS = 1500

export const SHORTCUTS: readonly ShortcutEntry[] = [
  { keys: ['Mod', 'K'], description: 'Open the command palette: jump to a screen, a professor or a course, or run an action' },
  { keys: ['Mod', 'Z'], description: 'Undo the last change (outside text fields; the header names it)' },
  { keys: ['Mod', 'Shift', 'Z'], description: 'Redo the change you undid (Ctrl+Y also works)' },
  { keys: ['/'], description: "Focus the screen's search box" },
  { keys: ['N'], description: 'Add a professor (on Professors) or a course (on Courses)' },
  ...Object.entries(GO_TO_KEYS).map(([key, target]) => ({ keys: ['G', key.toUpperCase()], description: `Go to ${target.label}` })),
  { keys: ['Enter'], description: 'On a focused row: open Manage Sections (courses) or Edit (professors)' },
  { keys: ['↑', '↓'], description: 'Move between rows of a list, and between options of a picker' },
  { keys: ['Esc'], description: 'Close the dialog or menu (unsaved section changes are confirmed first)' },
  { keys: ['?'], description: 'Show these shortcuts' },
]
