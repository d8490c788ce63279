/**
 * Stored programs and their versions (spec section 3, "Program" and "Program version").
 *
 * A StoredProgram is the program as first imported: its `courses_by_level` are the *original*
 * version (courses with no programVersion). Every later import of the same program with another
 * design number is a ProgramVersion beside it. Exactly one version of a program is active.
 */
import { z } from '@/domain/kernel/zod'
import {
  coursesByLevelSchema,
  programMetaSchema,
  semesterMappingSchema,
} from './program-import-format'
import { termSchema } from './course'
import { ACADEMIC_YEAR_MESSAGE, ACADEMIC_YEAR_PATTERN } from '@/domain/kernel/number-bounds'
import { revisionField } from './revision'

export const storedProgramSchema = z.object({
  /** Also the programId; derived from code or name (see ids.ts). */
  slug: z.string().min(1),
  /** Design number of the original version ('' when none was given). */
  version: z.string().default(''),
  program: programMetaSchema,
  courses_by_level: coursesByLevelSchema.default({}),
  semester_mappings: z.record(z.string(), semesterMappingSchema).default({}),
  /** Whether the original version is the active one. */
  isActive: z.boolean().default(true),
  /** Label of the original version; 'Migrated Version' for programs migrated from old data. */
  versionName: z.string().optional(),
  addedAt: z.string().default(''),
  ...revisionField,
})
export type StoredProgram = z.infer<typeof storedProgramSchema>
export type StoredProgramInput = z.input<typeof storedProgramSchema>

const IMPORTED_FROM = ['json', 'excel'] as const

const BLANK_OR_ACADEMIC_YEAR = new RegExp(`^$|${ACADEMIC_YEAR_PATTERN.source}`)

export const programVersionSchema = z.object({
  id: z.string().min(1),
  programId: z.string().min(1),
  programDesignNumber: z.string().min(1),
  versionName: z.string().default(''),
  isActive: z.boolean().default(false),
  /** The academic year of the version's first term, or '' when it has none. */
  academicYear: z.string().regex(BLANK_OR_ACADEMIC_YEAR, ACADEMIC_YEAR_MESSAGE).default(''),
  academicTerm: termSchema.optional(),
  program: programMetaSchema,
  courses_by_level: coursesByLevelSchema.default({}),
  semester_mappings: z.record(z.string(), semesterMappingSchema).default({}),
  importedFrom: z.enum(IMPORTED_FROM).nullable().default(null),
  createdAt: z.string().default(''),
  updatedAt: z.string().default(''),
  ...revisionField,
})
export type ProgramVersion = z.infer<typeof programVersionSchema>
export type ProgramVersionInput = z.input<typeof programVersionSchema>
