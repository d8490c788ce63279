/** Report object (spec section 3). Report rows are computed in report rules (reports issue). */
import { z } from 'zod'
import { REPORT_TYPES } from './constants'

export const reportSettingsSchema = z.object({
  includeInactive: z.boolean().default(false),
  includeUnassigned: z.boolean().default(true),
  groupByProgram: z.boolean().default(false),
  showWorkloadDetails: z.boolean().default(true),
  proposalNote: z.boolean().default(false),
  createdBy: z.string().default('System Administrator'),
})
export type ReportSettings = z.infer<typeof reportSettingsSchema>

export const reportSchema = z.object({
  type: z.enum(REPORT_TYPES),
  program: z.string().default('all'),
  semester: z.string().default('all'),
  settings: reportSettingsSchema,
  data: z.unknown(),
  generatedAt: z.string(),
  generatedBy: z.string(),
  metadata: z.object({
    dataSnapshot: z.object({
      totalCourses: z.number(),
      totalProfessors: z.number(),
      totalAssignments: z.number(),
    }),
  }),
})
export type Report = z.infer<typeof reportSchema>
