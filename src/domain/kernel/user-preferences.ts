/**
 * User preferences (spec section 3): theme, formats, welcome and sidebar state, kept in
 * localStorage and read synchronously at start-up (the theme is applied before the first paint).
 * Read here without zod, which is not in the first bundle. `userPreferencesSchema` in
 * settings.ts gives the same answer for backups; a test holds the two together.
 */
export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
export const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' }
export const DATE_FORMATS = ['MM/dd/yyyy', 'dd/MM/yyyy', 'yyyy-MM-dd'] as const
export const TIME_FORMATS = ['12h', '24h'] as const
export const TIME_FORMAT_LABELS: Record<(typeof TIME_FORMATS)[number], string> = { '12h': '12-hour (2:30 PM)', '24h': '24-hour (14:30)' }

export interface UserPreferences {
  theme: Theme
  language: string
  dateFormat: (typeof DATE_FORMATS)[number]
  timeFormat: (typeof TIME_FORMATS)[number]
  showWelcome: boolean
  sidebarCollapsed: boolean
}

export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  theme: 'light',
  language: 'en',
  dateFormat: 'MM/dd/yyyy',
  timeFormat: '12h',
  showWelcome: true,
  sidebarCollapsed: false,
}

/** A choice among `options`: absent or unknown gives the default (an unknown theme must not cost the rest). */
function choice<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback
}

/** Absent gives the default; present must have the default's type, else the whole value is unusable. */
function typed<T extends string | boolean>(value: unknown, fallback: T): T | undefined {
  if (value === undefined) return fallback
  return typeof value === typeof fallback ? (value as T) : undefined
}

/**
 * Stored preferences as the app uses them: defaults filled in, unknown keys dropped, an unknown
 * theme or format replaced by its default; undefined when the value is not an object or a
 * language or flag has the wrong type.
 */
export function readUserPreferences(value: unknown): UserPreferences | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const v = value as Record<string, unknown>
  const d = DEFAULT_USER_PREFERENCES
  const language = typed(v.language, d.language)
  const showWelcome = typed(v.showWelcome, d.showWelcome)
  const sidebarCollapsed = typed(v.sidebarCollapsed, d.sidebarCollapsed)
  if (language === undefined || showWelcome === undefined || sidebarCollapsed === undefined) return undefined
  return {
    theme: choice(v.theme, THEMES, d.theme),
    language,
    dateFormat: choice(v.dateFormat, DATE_FORMATS, d.dateFormat),
    timeFormat: choice(v.timeFormat, TIME_FORMATS, d.timeFormat),
    showWelcome,
    sidebarCollapsed,
  }
}
