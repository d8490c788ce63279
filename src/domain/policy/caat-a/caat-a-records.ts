/**
 * What the CAAT-A pack needs to know about a professor beyond the professor record: whether they
 * are probationary (no overtime at all), and per planning term the extra complementary duties with
 * their hours, the voluntary agreements they recorded (overtime; more preparations or sections
 * than the limits) with their date, and per assignment the coordinator's overrides (preparation
 * type, expected students of that section). Kept apart from the Professor entity so the default
 * rules never carry it; storage decides where it lives (one record per professor).
 *
 * Fields added after records were first stored are optional (absent = none), so every record
 * written before still parses as it was.
 */
import { z } from '@/domain/kernel/zod'
import { PREPARATION_TYPES } from './caat-a-factors'
import { MAX_STUDENTS } from '@/domain/kernel/number-bounds'
import { revisionField } from '@/domain/model/revision'

/** A date as 'yyyy-mm-dd' (the academic calendar's form). */
export const isoDaySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Enter a date as yyyy-mm-dd')

/** A voluntary agreement the professor signed, with the date it was recorded. */
const voluntaryAgreementSchema = z.object({
  date: isoDaySchema,
  note: z.string().default(''),
})
export type VoluntaryAgreement = z.infer<typeof voluntaryAgreementSchema>

/** Hours a week of one listed duty: never more than a whole week's workload. */
const DUTY_HOURS_MAX = 44

/** A complementary function beyond the standard 4 + 2 h: coordination, a committee, curriculum work. */
export const extraDutySchema = z.object({
  label: z.string().trim().min(1, 'Name the duty'),
  hours: z.number().min(0).max(DUTY_HOURS_MAX),
})
export type ExtraDuty = z.infer<typeof extraDutySchema>

/** The coordinator's corrections to one assignment's SWF line. */
const assignmentOverrideSchema = z.object({
  preparation: z.enum(PREPARATION_TYPES).optional(),
  /** Students expected in this section (after the enrolment audit); the course's figure otherwise. */
  students: z.number().int().min(0).max(MAX_STUDENTS).optional(),
  /** 11.01 D3 (i): first teaching since a major revision approved by the college counts as New. */
  majorRevision: z.boolean().optional(),
  /** The section's students come from two or more programs or years: a repeat of it is Repeat A. */
  shared: z.boolean().optional(),
  /** How the section is delivered ('In class', 'Online', 'Hybrid'), printed on the form. */
  delivery: z.string().trim().max(60).optional(),
  /** The section runs fewer weeks than the term (7 or 11): it gets its own SWF period. */
  weeks: z.number().int().min(1).max(52).optional(),
  /** The week of the term the section starts in (1 unless recorded), for a short section. */
  startWeek: z.number().int().min(1).max(52).optional(),
})
export type AssignmentOverride = z.infer<typeof assignmentOverrideSchema>

/**
 * An SWF as issued to the professor: the day, and the figures printed on it (kept, so a re-issue
 * after changes can list what differs from the last issued version).
 */
const issuedSwfSchema = z.object({
  date: isoDaySchema,
  /**
   * The SWF period the issue covers (swf-periods.ts: a term cut by 7- or 11-week sections has one
   * SWF per period, each issued on its own). Absent on issues made before periods were recorded:
   * those cover the term's first period (the whole term when it has one).
   */
  period: z.object({ start: isoDaySchema, end: isoDaySchema }).optional(),
  tch: z.number().min(0),
  attributedHours: z.number().min(0),
  complementaryHours: z.number().min(0),
  lines: z
    .array(z.object({ code: z.string(), section: z.number().int(), tch: z.number(), preparationHours: z.number(), evaluationHours: z.number(), hours: z.number() }))
    .default([]),
})
export type IssuedSwf = z.infer<typeof issuedSwfSchema>

/** 11.01 F2: an arrangement recorded for a course load above 260 students, replacing the default allowance. */
const studentAllowanceArrangementSchema = z.object({
  hours: z.number().min(0).max(DUTY_HOURS_MAX),
  note: z.string().default(''),
})
export type StudentAllowanceArrangement = z.infer<typeof studentAllowanceArrangementSchema>

const caatTermRecordSchema = z.object({
  extraDuties: z.array(extraDutySchema).default([]),
  /** 11.01 F: additional attributed hours, each a free line with its description. */
  additionalHours: z.array(extraDutySchema).optional(),
  /** 11.01 F2: when recorded, the allowance for students over 260 is this, not 0.015 h per student. */
  studentAllowanceArrangement: studentAllowanceArrangementSchema.optional(),
  /** 11.01 L1: the professor's voluntary agreement to a contact day over 8 hours. */
  contactDayAgreement: voluntaryAgreementSchema.optional(),
  /** Overtime (at most 1 TCH or 3 h a week over the limits). */
  overtimeAgreement: voluntaryAgreementSchema.optional(),
  /** More than 4 different preparations or 6 different sections a week. */
  loadAgreement: voluntaryAgreementSchema.optional(),
  /** By assignment id. */
  overrides: z.record(z.string(), assignmentOverrideSchema).default({}),
  /** Every issue of the term's SWFs, oldest first (per SWF period, the last is the one in force). */
  swfIssues: z.array(issuedSwfSchema).optional(),
})
export type CaatTermRecord = z.infer<typeof caatTermRecordSchema>

/** A vacation, first and last day included (11.02 A1: excluded from the SWF's notice). */
export const vacationSchema = z
  .object({ start: isoDaySchema, end: isoDaySchema })
  .refine((v) => v.start <= v.end, { message: 'The vacation ends before it starts' })
export type Vacation = z.infer<typeof vacationSchema>

export const caatProfessorRecordSchema = z.object({
  ...revisionField,
  professorId: z.string().min(1),
  probationary: z.boolean().default(false),
  /** The professor's vacation periods (their SWF deadline excludes them). */
  vacations: z.array(vacationSchema).optional(),
  /** By planning term key ('fall-2026'). */
  terms: z.record(z.string(), caatTermRecordSchema).default({}),
})
export type CaatProfessorRecord = z.infer<typeof caatProfessorRecordSchema>
