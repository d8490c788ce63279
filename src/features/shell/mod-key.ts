/**
 * The label of the platform's command key (⌘ on Apple devices, Ctrl elsewhere). Its own module
 * so the header can show it without pulling in the lazily loaded shortcuts dialog.
 */
export function modKeyLabel(): string {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl'
}
