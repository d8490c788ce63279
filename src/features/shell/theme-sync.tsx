/**
 * Applies the theme preference to the whole document: the 'dark' class that the colour tokens
 * key on (styles.css), and color-scheme for native controls. 'system' follows the operating
 * system's setting live.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react'
import { usePreferences } from '@/data/local-settings'
import type { Theme } from '@/domain/user-preferences'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null
}

function subscribeSystem(onChange: () => void): () => void {
  const list = media()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeSystem, () => media()?.matches ?? false, () => false)
}

export function resolveTheme(theme: Theme, systemDark: boolean): 'light' | 'dark' {
  return theme === 'system' ? (systemDark ? 'dark' : 'light') : theme
}

export function applyTheme(theme: Theme): void {
  const resolved = resolveTheme(theme, media()?.matches ?? false)
  const root = document.documentElement
  root.classList.toggle('dark', resolved === 'dark')
  root.style.colorScheme = resolved
  root.dataset.theme = resolved
}

export function ThemeSync() {
  const [preferences] = usePreferences()
  const systemDark = useSystemPrefersDark()
  const resolved = resolveTheme(preferences.theme, systemDark)
  useLayoutEffect(() => applyTheme(resolved), [resolved])
  return null
}
