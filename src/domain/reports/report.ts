/**
 * Report object (spec section 3) and the reports' messages (spec sections 5 and 8). The rows of
 * each report type are computed in report-data.ts; each type's label, builder, table and print
 * layout are its entry in the registry (report-registry.ts).
 */
import { z } from '@/domain/kernel/zod'
import { REPORT_TYPES, type ReportType } from '@/domain/kernel/constants'
import type { ReportDataByType } from './report-data'

export const DEFAULT_REPORT_CREATOR = 'System Administrator'

/** Paper for printed reports and statements: Letter in North America (the default), or A4. */
export const PAPER_SIZES = ['letter', 'a4'] as const
export type PaperSize = (typeof PAPER_SIZES)[number]
export const PAPER_SIZE_LABELS: Record<PaperSize, string> = { letter: 'Letter (8.5 × 11 in)', a4: 'A4 (210 × 297 mm)' }

const letterheadLine = z.string().trim().max(120).catch('').default('')

/** Who a printed statement comes from (Settings → General → Documents); every line optional. */
const letterheadSchema = z.object({
  college: letterheadLine,
  school: letterheadLine,
  department: letterheadLine,
  contact: letterheadLine,
})
export type Letterhead = z.infer<typeof letterheadSchema>

const LETTERHEAD_MAX = 120
const formLine = z.string().trim().max(LETTERHEAD_MAX, `At most ${LETTERHEAD_MAX} characters`)

/** The Documents form of Settings → General: the letterhead lines and the paper, checked strictly. */
export const documentSettingsSchema = z.object({
  college: formLine,
  school: formLine,
  department: formLine,
  contact: formLine,
  paperSize: z.enum(PAPER_SIZES),
})
export type DocumentSettings = z.infer<typeof documentSettingsSchema>

export const reportSettingsSchema = z.object({
  includeInactive: z.boolean().default(false),
  includeUnassigned: z.boolean().default(true),
  groupByProgram: z.boolean().default(false),
  showWorkloadDetails: z.boolean().default(true),
  proposalNote: z.boolean().default(false),
  createdBy: z.string().default(DEFAULT_REPORT_CREATOR),
  /** "All professors" load statements for professors with no section in the scope too. */
  includeIdleProfessors: z.boolean().catch(false).default(false),
  paperSize: z.enum(PAPER_SIZES).catch('letter').default('letter'),
  letterhead: letterheadSchema.catch(() => letterheadSchema.parse({})).default(() => letterheadSchema.parse({})),
})
export type ReportSettings = z.infer<typeof reportSettingsSchema>
export const DEFAULT_REPORT_SETTINGS: ReportSettings = reportSettingsSchema.parse({})

/** The scope a report was computed for: every figure in it is per planning term of this scope. */
const reportScopeSchema = z.object({
  label: z.string(),
  academicYear: z.string().nullable(),
  /** Term keys ('fall-2026') in chronological order. */
  terms: z.array(z.string()),
  /** Name of the chosen program ('All Programs' when none). */
  programName: z.string().default('All Programs'),
})

export const reportSchema = z.object({
  type: z.enum(REPORT_TYPES),
  program: z.string().default('all'),
  semester: z.string().default('all'),
  scope: reportScopeSchema,
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
/** A report as stored (the print window's hand-over): the envelope is checked, the data is not. */
type StoredReport = z.infer<typeof reportSchema>

/** A report of one type, its data typed by the type. */
type ReportOf<T extends ReportType> = Omit<StoredReport, 'type' | 'data'> & { type: T; data: ReportDataByType[T] }

/** A report of any of the types T (all by default): a union discriminated by `type`. */
export type Report<T extends ReportType = ReportType> = { [K in T]: ReportOf<K> }[T]

export function isReportType(value: unknown): value is ReportType {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value)
}

/** Spec sections 5 and 8, verbatim. */
export const REPORT_MESSAGES = {
  professorNotSelected: 'Professor not selected',
  courseNotSelected: 'Course not selected',
  invalidType: 'Invalid report type selected',
  insufficientData: 'Insufficient data to generate report',
  generateFirst: 'Please generate a report first',
  printBlocked: 'Unable to open print window',
  exportedCsv: 'Report exported as CSV',
  exportedJson: 'Report exported as JSON',
  exportedExcel: 'Report exported as Excel',
  exportFailed: (reason: string) => `Failed to export report: ${reason}`,
  generateFailed: (reason: string) => `Failed to generate report: ${reason}`,
} as const

/** The professor-workload report for every included professor rather than one. */
export const ALL_PROFESSORS = 'all'
