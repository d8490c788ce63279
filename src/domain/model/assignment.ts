/**
 * Assignment of a professor to one section of a course (spec section 3). The id joins course,
 * section, professor, term and academic year, so re-assigning the same professor is idempotent.
 */
import { z } from '@/domain/kernel/zod'
import { DEFAULT_ACADEMIC_YEAR, DEFAULT_TERM } from '@/domain/kernel/constants'
import { termSchema } from './course'
import {
  ACADEMIC_YEAR_MESSAGE,
  ACADEMIC_YEAR_PATTERN,
  MAX_COURSE_WEEKLY_HOURS,
  MAX_SECTION_COUNT,
  MIN_COURSE_WEEKLY_HOURS,
} from '@/domain/kernel/number-bounds'
import { revisionField } from './revision'

export const assignmentSchema = z.object({
  id: z.string().min(1),
  courseId: z.string().min(1),
  section: z.number().int().min(1).max(MAX_SECTION_COUNT).default(1),
  professorId: z.string().min(1),
  term: termSchema.default(DEFAULT_TERM),
  // A real academic year (2000-2001 … 2099-2100): an assignment in year '-2026' belongs to no term.
  academicYear: z
    .string()
    .regex(ACADEMIC_YEAR_PATTERN, ACADEMIC_YEAR_MESSAGE)
    .default(DEFAULT_ACADEMIC_YEAR),
  weeklyHours: z.number().min(MIN_COURSE_WEEKLY_HOURS).max(MAX_COURSE_WEEKLY_HOURS).default(0),
  assignedAt: z.string().default(''),
  assignedBy: z.string().default('system'),
  /** Descriptions of schedule conflicts found when the assignment was made. */
  conflicts: z.array(z.string()).optional(),
  ...revisionField,
})

export type Assignment = z.infer<typeof assignmentSchema>
export type AssignmentInput = z.input<typeof assignmentSchema>
