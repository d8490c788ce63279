/**
 * The program import format (spec section 3, "Program import format"): what the AI prompt asks
 * for, what JSON paste/upload accept, what templates contain. These schemas type the *valid*
 * shape; the rule-by-rule validator with the spec's messages lives in program-validation.ts,
 * because users need every error at once, with its level and item, not zod's first failure.
 */
import { z } from '@/domain/kernel/zod'
import { termSchema, termYearSchema } from './course'
import { normalisedString } from '@/domain/kernel/normalise-text'
import { MAX_STUDENTS, PROGRAM_NUMBER_BOUNDS as B } from '@/domain/kernel/number-bounds'

const percent = z.number().int().min(0).max(100)

const importCourseItemSchema = z.object({
  type: z.literal('course').optional(),
  code: normalisedString().min(1),
  title: normalisedString().min(1),
  // Bounded like the validator's output, so a restored backup cannot carry 1e308 either.
  hours: z.number().min(B.hours.min).max(B.hours.max).optional(),
  total_hours: z.number().min(B.total_hours.min).max(B.total_hours.max).optional(),
  weeks: z.number().min(B.weeks.min).max(B.weeks.max).optional(),
  credits: z.number().min(B.credits.min).max(B.credits.max).optional(),
  prerequisites: z.array(z.string()).optional(),
  corequisites: z.array(z.string()).optional(),
  description: z.string().optional(),
  semester: z.object({ term: z.string(), year: termYearSchema }).optional(),
  // What the course needs (issue 24); snake_case like the rest of the format.
  required_specializations: z.array(z.string()).optional(),
  evaluation_mix: z
    .object({ essay: percent, routine: percent, in_process: percent })
    .refine((m) => m.essay + m.routine + m.in_process === 100)
    .optional(),
  expected_enrolment: z.number().int().min(0).max(MAX_STUDENTS).optional(),
})
export type ImportCourseItem = z.infer<typeof importCourseItemSchema>

const importRequirementItemSchema = z.object({
  type: z.literal('requirement'),
  category: z.string().optional(),
  title: z.string().min(1),
  notes: z.string().optional(),
})
export type ImportRequirementItem = z.infer<typeof importRequirementItemSchema>

const importLevelItemSchema = z.union([importRequirementItemSchema, importCourseItemSchema])
export type ImportLevelItem = z.infer<typeof importLevelItemSchema>

export const programMetaSchema = z.object({
  name: normalisedString().min(1),
  code: normalisedString().default(''),
  credential: z.string().default(''),
  length_years: z.number().gt(B.length_years.min).max(B.length_years.max).optional(),
  delivery: z.string().optional(),
  campus: z.string().optional(),
  start: z.string().optional(),
  description: z.string().optional(),
  contact: z.object({ name: z.string().optional(), email: z.string().optional() }).optional(),
  urls: z
    .object({ program_page: z.string().optional(), courses_page: z.string().optional() })
    .optional(),
  source_last_scraped: z.string().optional(),
  design_number: z.string().optional(),
})
export type ProgramMeta = z.infer<typeof programMetaSchema>

export const coursesByLevelSchema = z.record(z.string(), z.array(importLevelItemSchema))
export type CoursesByLevel = z.infer<typeof coursesByLevelSchema>

export const programImportSchema = z.object({
  program: programMetaSchema,
  courses_by_level: coursesByLevelSchema,
})
export type ProgramImport = z.infer<typeof programImportSchema>

export function isRequirementItem(item: ImportLevelItem): item is ImportRequirementItem {
  return (item as { type?: string }).type === 'requirement'
}

/** Level mapping entry: which term and year a level runs in. */
export const semesterMappingSchema = z.object({ term: termSchema, year: termYearSchema })
export type SemesterMapping = z.infer<typeof semesterMappingSchema>
