/**
 * Professor entity (spec section 3). The schema is tolerant on read: optional fields get the
 * spec's defaults so records written by older versions still parse; the form schema in the
 * professors feature derives from it and adds the user-facing messages of section 5.
 */
import { z } from '@/domain/kernel/zod'
import { DEFAULT_PROFESSOR_MAX_HOURS, EMPLOYMENT_TYPES, MAX_WEEKLY_HOURS } from '@/domain/kernel/constants'
import { normalisedEmailString, normalisedString } from '@/domain/kernel/normalise-text'
import {
  MAX_COURSES_PER_TERM,
  MAX_DAILY_HOURS,
  MAX_PROFESSOR_WEEKLY_HOURS,
  MIN_PROFESSOR_WEEKLY_HOURS,
} from '@/domain/kernel/number-bounds'
import { revisionField } from './revision'

const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES)

const workloadPreferencesSchema = z.object({
  maxCoursesPerTerm: z.number().int().min(0).max(MAX_COURSES_PER_TERM).default(1),
  preferredDays: z.array(z.string()).default([]),
  preferredTimeSlots: z.string().default('morning'),
  avoidBackToBack: z.boolean().default(true),
  maxDailyHours: z.number().min(0).max(MAX_DAILY_HOURS).default(4),
})
type WorkloadPreferences = z.infer<typeof workloadPreferencesSchema>
export const DEFAULT_WORKLOAD_PREFERENCES: WorkloadPreferences = workloadPreferencesSchema.parse({})

export const professorSchema = z.object({
  id: z.string().min(1),
  // Normalised on every write (forms, imports, restore), so duplicate checks compare like with like.
  firstName: normalisedString(),
  lastName: normalisedString(),
  preferredName: normalisedString().default(''),
  email: normalisedEmailString(),
  phone: z.string().default(''),
  office: z.string().default(''),
  officeNA: z.boolean().default(false),
  employmentType: employmentTypeSchema,
  // The one rule for the cap (number-bounds.ts); the store's checks and the form use the same bounds.
  maxWeeklyHours: z
    .number()
    .min(MIN_PROFESSOR_WEEKLY_HOURS)
    .max(MAX_PROFESSOR_WEEKLY_HOURS)
    .default(DEFAULT_PROFESSOR_MAX_HOURS),
  isActive: z.boolean().default(true),
  isCoordinator: z.boolean().default(false),
  coordinatorRole: z.string().default(''),
  coordinatorHoursPerWeek: z.number().min(0).max(MAX_WEEKLY_HOURS).default(0),
  hireDate: z.string().default(''),
  specializations: z.array(z.string()).default([]),
  preferredPrograms: z.array(z.string()).default([]),
  qualifications: z.array(z.string()).default([]),
  bio: z.string().default(''),
  notes: z.string().default(''),
  workloadPreferences: workloadPreferencesSchema.default(DEFAULT_WORKLOAD_PREFERENCES),
  createdAt: z.string().default(''),
  updatedAt: z.string().default(''),
  lastUpdated: z.string().default(''),
  ...revisionField,
})

export type Professor = z.infer<typeof professorSchema>
/** What a caller supplies to create a professor; defaults fill the rest. */
export type ProfessorInput = z.input<typeof professorSchema>
