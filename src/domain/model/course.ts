/**
 * Course entity (spec section 3). `programVersion` absent means the program's original version.
 * `schedule` is optional: only courses with days and times take part in conflict detection.
 */
import { z } from '@/domain/kernel/zod'
import { DEFAULT_SECTION_COUNT, LEVEL_MAX, LEVEL_MIN, TERMS, WEEKDAYS } from '@/domain/kernel/constants'
import { evaluationMixSchema } from './evaluation-mix'
import { normalisedString, normaliseText } from '@/domain/kernel/normalise-text'
import {
  MAX_COURSE_CREDITS,
  MAX_COURSE_TOTAL_HOURS,
  MAX_COURSE_WEEKLY_HOURS,
  MAX_SECTION_COUNT,
  MAX_STUDENTS,
  MAX_YEAR,
  MIN_COURSE_WEEKLY_HOURS,
  MIN_SECTION_COUNT,
  MIN_YEAR,
} from '@/domain/kernel/number-bounds'
import { revisionField } from './revision'

export const termSchema = z.enum(TERMS)
const weekdaySchema = z.enum(WEEKDAYS)
/** 24-hour "HH:MM". */
const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)

/** A calendar year of a term: within the spec's 2000-2100, so no file can store year 1e15 or -2026. */
export const termYearSchema = z.number().int().min(MIN_YEAR).max(MAX_YEAR)

export const courseSemesterSchema = z.object({
  term: termSchema,
  year: termYearSchema,
})
export type CourseSemester = z.infer<typeof courseSemesterSchema>

const courseScheduleSchema = z.object({
  days: z.array(weekdaySchema).default([]),
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
})
export type CourseSchedule = z.infer<typeof courseScheduleSchema>

export const courseSchema = z.object({
  id: z.string().min(1),
  // Normalised before the checks: an invisible-only code is empty, ANI\u200B1001 is ANI1001.
  code: normalisedString().min(1),
  title: normalisedString().min(1),
  program: z.string().default(''),
  programId: z.string().default(''),
  programName: z.string().default(''),
  programVersion: z.string().optional(),
  level: z.number().int().min(LEVEL_MIN).max(LEVEL_MAX).default(LEVEL_MIN),
  // Bounded (number-bounds.ts) so no entry point can store 1e308 or a negative figure.
  weeklyHours: z.number().min(MIN_COURSE_WEEKLY_HOURS).max(MAX_COURSE_WEEKLY_HOURS).default(0),
  totalHours: z.number().min(0).max(MAX_COURSE_TOTAL_HOURS).optional(),
  credits: z.number().min(0).max(MAX_COURSE_CREDITS).default(0),
  prerequisites: z.array(z.string()).default([]),
  corequisites: z.array(z.string()).default([]),
  description: z.string().default(''),
  semester: courseSemesterSchema.optional(),
  term: termSchema.optional(),
  requiredSpecializations: z.array(z.string()).default([]),
  professorNotRequired: z.boolean().default(false),
  sectionCount: z
    .number()
    .int()
    .min(MIN_SECTION_COUNT)
    .max(MAX_SECTION_COUNT)
    .default(DEFAULT_SECTION_COUNT),
  maxStudents: z.number().int().min(0).max(MAX_STUDENTS).optional(),
  currentStudents: z.number().int().min(0).max(MAX_STUDENTS).optional(),
  /** Students expected in each section (the SWF's evaluation hours); maxStudents when absent. */
  expectedEnrolment: z.number().int().min(0).max(MAX_STUDENTS).optional(),
  /** Essay / routine / in-process shares of the marks (evaluation-mix.ts); unknown when absent. */
  evaluationMix: evaluationMixSchema.optional(),
  schedule: courseScheduleSchema.optional(),
  addedAt: z.string().default(''),
  ...revisionField,
})

export type Course = z.infer<typeof courseSchema>
export type CourseInput = z.input<typeof courseSchema>

/** Codes compare normalised (normalise-text.ts) and case-insensitively ('anim\u200B1001 ' = 'ANIM1001'). */
export function courseCodeKey(code: string): string {
  return normaliseText(code).toUpperCase()
}
