/**
 * Academic settings, user preferences, application state, alerts (spec section 3).
 */
import { z } from '@/domain/kernel/zod'
import { termSchema } from './course'
import { DEFAULT_TERM } from '@/domain/kernel/constants'
import { DATE_FORMATS, DEFAULT_USER_PREFERENCES, THEMES, TIME_FORMATS, type UserPreferences } from '@/domain/kernel/user-preferences'

export const academicYearSchema = z.string().regex(/^\d{4}-\d{4}$/)

export const academicSettingsSchema = z.object({
  academicYear: academicYearSchema,
  currentTerm: termSchema.default(DEFAULT_TERM),
})
export type AcademicSettings = z.infer<typeof academicSettingsSchema>

/** The zod form of readUserPreferences (user-preferences.ts), for backups: the same answer for every value. */
export const userPreferencesSchema = z.object({
  // An unknown stored theme falls back to light rather than losing every other preference.
  theme: z.enum(THEMES).catch('light').default('light'),
  language: z.string().default('en'),
  dateFormat: z.enum(DATE_FORMATS).catch('MM/dd/yyyy').default('MM/dd/yyyy'),
  timeFormat: z.enum(TIME_FORMATS).catch('12h').default('12h'),
  showWelcome: z.boolean().default(true),
  sidebarCollapsed: z.boolean().default(false),
}) satisfies z.ZodType<UserPreferences, unknown>

export const ALERT_TYPES = ['info', 'success', 'warning', 'error'] as const
export const alertSchema = z.object({
  id: z.string(),
  message: z.string(),
  type: z.enum(ALERT_TYPES).default('info'),
  duration: z.number().default(5000),
  timestamp: z.string(),
})
export type Alert = z.infer<typeof alertSchema>
export type AlertType = (typeof ALERT_TYPES)[number]

export const appStateSchema = z.object({
  currentAcademicYear: z.string(),
  currentTerm: termSchema.default(DEFAULT_TERM),
  activePrograms: z.array(z.string()).default([]),
  userPreferences: userPreferencesSchema.default(DEFAULT_USER_PREFERENCES),
  systemSettings: z.record(z.string(), z.unknown()).default({}),
  lastSync: z.string().nullable().default(null),
})
export type AppState = z.infer<typeof appStateSchema>
