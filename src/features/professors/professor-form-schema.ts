/**
 * The add/edit form's schema. Field types are loose on purpose: every rule runs in one
 * superRefine with the spec's field-helper messages (domain/professors/professor-form-rules.ts), so a failed
 * submit shows every problem at once instead of stopping at the first type error.
 */
import { z } from '@/domain/kernel/zod'
import {
  DEFAULT_CAP_BY_EMPLOYMENT_TYPE,
  DEFAULT_EMPLOYMENT_TYPE,
  EMPLOYMENT_TYPES,
  type EmploymentType,
} from '@/domain/kernel/constants'
import { MAX_COURSES_PER_TERM, MAX_DAILY_HOURS, MIN_PROFESSOR_WEEKLY_HOURS } from '@/domain/kernel/number-bounds'
import { DEFAULT_WORKLOAD_PREFERENCES, type Professor } from '@/domain/model/professor'
import { cleanQualifications, normalizeEmail } from '@/domain/professors/professor-form-rules'
import { professorRuleProblems, type ProfessorRuleProblem } from '@/domain/professors/professor-rules'
import type { NewProfessor } from '@/data/professor-mutations'

/** The least max weekly hours the store accepts ('Maximum weekly hours must be at least 1'). */
export const MIN_PROFESSOR_CAP = MIN_PROFESSOR_WEEKLY_HOURS

const WORKLOAD_MESSAGES = {
  maxCoursesPerTerm: 'Courses per term must be a whole number of 0 or more',
  maxDailyHours: 'Daily hours must be a number of 0 or more',
  maxCoursesPerTermTooHigh: `Courses per term cannot exceed ${MAX_COURSES_PER_TERM}`,
  maxDailyHoursTooHigh: `Daily hours cannot exceed ${MAX_DAILY_HOURS}`,
} as const

export const TIME_SLOTS = ['morning', 'afternoon', 'evening', 'any'] as const
export const TIME_SLOT_LABELS: Record<(typeof TIME_SLOTS)[number], string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  any: 'No preference',
}

// A blank number input yields NaN with valueAsNumber; the rules turn it into a message.
const numberOrNaN = z.number().or(z.nan())

const professorFormObject = z.object({
    firstName: z.string(),
    lastName: z.string(),
    preferredName: z.string(),
    email: z.string(),
    phone: z.string(),
    // A disabled input (office N/A) reports undefined.
    office: z.string().optional(),
    officeNA: z.boolean(),
    employmentType: z.string(),
    maxWeeklyHours: numberOrNaN,
    isActive: z.boolean(),
    /** CAAT-A, add form only: not a professor field, written to their CAAT-A record (newProfessorCaatRecord). */
    probationary: z.boolean(),
    hireDate: z.string(),
    isCoordinator: z.boolean(),
    coordinatorRole: z.string().optional(),
    specializations: z.array(z.string()),
    preferredPrograms: z.array(z.string()),
    qualifications: z.array(z.object({ value: z.string() })),
    bio: z.string(),
    notes: z.string(),
    workloadPreferences: z.object({
      maxCoursesPerTerm: numberOrNaN,
      preferredDays: z.array(z.string()),
      preferredTimeSlots: z.string(),
      avoidBackToBack: z.boolean(),
      maxDailyHours: numberOrNaN,
    }),
  })
type FormValues = z.output<typeof professorFormObject>

const ruleInput = (values: FormValues) => ({
  ...values,
  qualifications: values.qualifications.map((q) => q.value),
})

// What each rule field looks like for "did the user change it?" (lists compared as saved).
function comparable(values: FormValues, field: string): string {
  if (field === 'qualifications') return JSON.stringify(cleanQualifications(values.qualifications.map((q) => q.value)))
  if (field === 'specializations') return JSON.stringify(values.specializations.map((s) => s.trim()).filter(Boolean))
  if (field === 'coordinatorRole') return values.isCoordinator ? (values.coordinatorRole ?? '').trim() : ''
  return JSON.stringify((values as Record<string, unknown>)[field] ?? null)
}

/** True when every field the problem depends on still holds the stored record's value. */
function untouched(problem: ProfessorRuleProblem, values: FormValues, original: FormValues): boolean {
  return problem.dependsOn.every((f) => comparable(values, f) === comparable(original, f))
}

/**
 * Problems of the stored record the user has not touched in this edit: shown as warnings to
 * complete, never a reason to refuse saving an unrelated change (professor-rules.ts).
 */
export function professorFormWarnings(values: FormValues, original: ProfessorFormInput): ProfessorRuleProblem[] {
  const base = professorFormObject.safeParse(original)
  if (!base.success) return []
  return professorRuleProblems(ruleInput(values)).filter((p) => untouched(p, values, base.data))
}

function buildFormSchema(original?: ProfessorFormInput) {
  const parsedOriginal = original ? professorFormObject.safeParse(original) : undefined
  const base = parsedOriginal?.success ? parsedOriginal.data : undefined
  return professorFormObject.superRefine((values, ctx) => {
    for (const problem of professorRuleProblems(ruleInput(values))) {
      if (base && untouched(problem, values, base)) continue
      ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] })
    }
    const prefs = values.workloadPreferences
    if (!Number.isInteger(prefs.maxCoursesPerTerm) || prefs.maxCoursesPerTerm < 0)
      ctx.addIssue({
        code: 'custom',
        message: WORKLOAD_MESSAGES.maxCoursesPerTerm,
        path: ['workloadPreferences', 'maxCoursesPerTerm'],
      })
    else if (prefs.maxCoursesPerTerm > MAX_COURSES_PER_TERM)
      ctx.addIssue({
        code: 'custom',
        message: WORKLOAD_MESSAGES.maxCoursesPerTermTooHigh,
        path: ['workloadPreferences', 'maxCoursesPerTerm'],
      })
    if (!Number.isFinite(prefs.maxDailyHours) || prefs.maxDailyHours < 0)
      ctx.addIssue({
        code: 'custom',
        message: WORKLOAD_MESSAGES.maxDailyHours,
        path: ['workloadPreferences', 'maxDailyHours'],
      })
    else if (prefs.maxDailyHours > MAX_DAILY_HOURS)
      ctx.addIssue({
        code: 'custom',
        message: WORKLOAD_MESSAGES.maxDailyHoursTooHigh,
        path: ['workloadPreferences', 'maxDailyHours'],
      })
  })
}

/** The add form: every rule must pass (spec section 5). */
export const professorFormSchema = buildFormSchema()

/** The edit form: rules on fields the user did not touch are warnings (professorFormWarnings). */
export function editProfessorFormSchema(original: ProfessorFormInput) {
  return buildFormSchema(original)
}

export type ProfessorFormInput = z.input<typeof professorFormSchema>
export type ProfessorFormOutput = z.output<typeof professorFormSchema>

/** Fields in layout order: a failed submit focuses the first of these that has an error. */
export const FIELD_ORDER = [
  'firstName',
  'lastName',
  'preferredName',
  'email',
  'phone',
  'office',
  'employmentType',
  'maxWeeklyHours',
  'hireDate',
  'coordinatorRole',
  'specializations',
  'qualifications',
  'workloadPreferences.maxCoursesPerTerm',
  'workloadPreferences.maxDailyHours',
] as const

export function emptyProfessorForm(): ProfessorFormInput {
  return {
    firstName: '',
    lastName: '',
    preferredName: '',
    email: '',
    phone: '',
    office: '',
    officeNA: false,
    employmentType: DEFAULT_EMPLOYMENT_TYPE,
    maxWeeklyHours: DEFAULT_CAP_BY_EMPLOYMENT_TYPE[DEFAULT_EMPLOYMENT_TYPE],
    isActive: true,
    probationary: false,
    hireDate: '',
    isCoordinator: false,
    coordinatorRole: '',
    specializations: [],
    preferredPrograms: [],
    qualifications: [{ value: '' }],
    bio: '',
    notes: '',
    workloadPreferences: { ...DEFAULT_WORKLOAD_PREFERENCES, preferredDays: [] },
  }
}

export function professorToForm(p: Professor): ProfessorFormInput {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    preferredName: p.preferredName,
    email: p.email,
    phone: p.phone,
    office: p.officeNA ? '' : p.office,
    officeNA: p.officeNA,
    employmentType: p.employmentType,
    maxWeeklyHours: p.maxWeeklyHours,
    isActive: p.isActive,
    // Edited in the dialog's CAAT-A section, saved there at once; never read from the edit form.
    probationary: false,
    hireDate: p.hireDate,
    isCoordinator: p.isCoordinator,
    coordinatorRole: p.coordinatorRole,
    specializations: [...p.specializations],
    preferredPrograms: [...p.preferredPrograms],
    qualifications: p.qualifications.length
      ? p.qualifications.map((value) => ({ value }))
      : [{ value: '' }],
    bio: p.bio,
    notes: p.notes,
    workloadPreferences: {
      ...p.workloadPreferences,
      preferredDays: [...p.workloadPreferences.preferredDays],
    },
  }
}

/**
 * A stored draft is whatever JSON was in browser storage: keep only the fields that still have
 * the right type, so an old or damaged draft can never break the form.
 */
export function formFromDraft(draft: unknown): ProfessorFormInput {
  const base = emptyProfessorForm()
  if (draft === null || typeof draft !== 'object' || Array.isArray(draft)) return base
  const source = draft as Record<string, unknown>
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(base)) {
    const candidate = source[key]
    if (candidate === undefined) continue
    if (key === 'workloadPreferences') {
      const prefs = professorFormObject.shape.workloadPreferences.safeParse(candidate)
      if (prefs.success) out[key] = prefs.data
      continue
    }
    const field =
      professorFormObject.shape[key as keyof typeof professorFormObject.shape].safeParse(candidate)
    if (field.success && typeof field.data === typeof value) out[key] = field.data
  }
  const result = out as ProfessorFormInput
  if (result.qualifications.length === 0) result.qualifications = [{ value: '' }]
  return result
}

/** The professor record the form describes (after validation passed). */
export function formToProfessorInput(values: ProfessorFormOutput): NewProfessor {
  const trimmedList = (list: readonly string[]) => list.map((s) => s.trim()).filter(Boolean)
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    preferredName: values.preferredName.trim(),
    email: normalizeEmail(values.email),
    phone: values.phone.trim(),
    office: values.officeNA ? '' : (values.office ?? '').trim(),
    officeNA: values.officeNA,
    employmentType: values.employmentType as EmploymentType,
    maxWeeklyHours: values.maxWeeklyHours,
    isActive: values.isActive,
    hireDate: values.hireDate,
    isCoordinator: values.isCoordinator,
    coordinatorRole: values.isCoordinator ? (values.coordinatorRole ?? '').trim() : '',
    specializations: [...new Set(trimmedList(values.specializations))],
    preferredPrograms: values.preferredPrograms,
    qualifications: cleanQualifications(values.qualifications.map((q) => q.value)),
    bio: values.bio.trim(),
    notes: values.notes.trim(),
    workloadPreferences: { ...values.workloadPreferences },
  }
}

export const isEmploymentTypeValue = (v: string): v is EmploymentType =>
  (EMPLOYMENT_TYPES as readonly string[]).includes(v)
