/**
 * Academic settings, user preferences, alert types (spec section 3). The spec's application state
 * is not one record: its year and term are the academic settings, its preferences the user
 * preferences, and a backup's app-state value is read field by field (storage/backup-io.ts).
 */
import { z } from '@/domain/kernel/zod'
import { termSchema } from './course'
import { DEFAULT_TERM } from '@/domain/kernel/constants'
import { DATE_FORMATS, THEMES, TIME_FORMATS, type UserPreferences } from '@/domain/kernel/user-preferences'

const academicYearSchema = z.string().regex(/^\d{4}-\d{4}$/)

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

/** The spec's alert types; an alert itself is a sonner message (lib/notify.ts: type info, 5000 ms by default). */
export const ALERT_TYPES = ['info', 'success', 'warning', 'error'] as const
export type AlertType = (typeof ALERT_TYPES)[number]
