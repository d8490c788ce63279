/**
 * Applies the theme preference to the whole document: the 'dark' class that the colour tokens
 * key on (styles.css), and color-scheme for native controls. 'system' follows the operating
 * system's setting live.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react'
import { usePreferences } from '@/data/local-settings'
import type { Theme } from '@/domain/kernel/user-preferences'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null
}

function subscribeSystem(onChange: () => void): () => void {
  const list = media()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeSystem, () => media()?.matches ?? false, () => false)
}

export function resolveTheme(theme: Theme, systemDark: boolean): 'light' | 'dark' {
  return theme === 'system' ? (systemDark ? 'dark' : 'light') : theme
}

/**
 * Stops every CSS transition while the theme flips: without it each badge, button and input
 * eased from its light colour to its dark one for a few hundred ms (a visible wash, and any read
 * of the page meanwhile, an accessibility check included, saw colours of neither theme). The
 * style is forced before the guard goes, so no transition starts when it is removed.
 */
function withoutTransitions(change: () => void): void {
  const guard = document.createElement('style')
  guard.textContent = '*,*::before,*::after{transition:none!important}'
  document.head.appendChild(guard)
  change()
  void window.getComputedStyle(document.body).color
  setTimeout(() => guard.remove(), 0)
}

export function applyTheme(theme: Theme): void {
  const resolved = resolveTheme(theme, media()?.matches ?? false)
  const root = document.documentElement
  if (root.dataset.theme === resolved) return
  const change = () => {
    root.classList.toggle('dark', resolved === 'dark')
    root.style.colorScheme = resolved
    root.dataset.theme = resolved
  }
  // The first paint has nothing to ease from.
  if (root.dataset.theme === undefined || !document.body) change()
  else withoutTransitions(change)
}

export function ThemeSync() {
  const [preferences] = usePreferences()
  const systemDark = useSystemPrefersDark()
  const resolved = resolveTheme(preferences.theme, systemDark)
  useLayoutEffect(() => applyTheme(resolved), [resolved])
  return null
}
