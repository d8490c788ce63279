/**
 * Academic settings, user preferences, application state, alerts (spec section 3).
 */
import { z } from 'zod'
import { termSchema } from './course'
import { DEFAULT_TERM } from './constants'

export const academicYearSchema = z.string().regex(/^\d{4}-\d{4}$/)

export const academicSettingsSchema = z.object({
  academicYear: academicYearSchema,
  currentTerm: termSchema.default(DEFAULT_TERM),
})
export type AcademicSettings = z.infer<typeof academicSettingsSchema>

export const userPreferencesSchema = z.object({
  theme: z.enum(['light', 'dark']).default('light'),
  language: z.string().default('en'),
  dateFormat: z.string().default('MM/dd/yyyy'),
  timeFormat: z.enum(['12h', '24h']).default('12h'),
  showWelcome: z.boolean().default(true),
  sidebarCollapsed: z.boolean().default(false),
})
export type UserPreferences = z.infer<typeof userPreferencesSchema>
export const DEFAULT_USER_PREFERENCES: UserPreferences = userPreferencesSchema.parse({})

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
