/**
 * The professor store's own checks (spec section 5, "Professor"): run on add, on update (against
 * the merged record) and on import. Messages are joined by ', ' by callers, as the spec says.
 * The richer per-field form helper rules live with the professor form.
 */
import { EMPLOYMENT_TYPES } from '@/domain/kernel/constants'
import { MIN_PROFESSOR_WEEKLY_HOURS } from '@/domain/kernel/number-bounds'
import { normaliseEmailText, normaliseText } from '@/domain/kernel/normalise-text'

/**
 * A simple address pattern. Control and format characters (a right-to-left override, a stray
 * zero-width space) never belong in an address, so they make it invalid rather than being stripped.
 */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$/u

export const PROFESSOR_STORE_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailFormat: 'Invalid email format',
  employmentType: 'Employment type is required',
  maxWeeklyHours: `Maximum weekly hours must be at least ${MIN_PROFESSOR_WEEKLY_HOURS}`,
  notFound: 'Professor not found',
} as const

interface ProfessorLike {
  firstName?: unknown
  lastName?: unknown
  email?: unknown
  employmentType?: unknown
  maxWeeklyHours?: unknown
}

// Normalised first: a name made only of invisible characters is as blank as an empty one.
const blank = (v: unknown) => typeof v !== 'string' || normaliseText(v) === ''

/** A rule failure and the record field it concerns (an import names the file's column from it). */
export interface FieldProblem {
  field: string | null
  message: string
}

/** Every store-rule failure of a professor record with its field, in field order. */
export function professorRecordProblems(p: ProfessorLike): FieldProblem[] {
  const errors: FieldProblem[] = []
  const fail = (field: keyof ProfessorLike, message: string) => errors.push({ field, message })
  if (blank(p.firstName)) fail('firstName', PROFESSOR_STORE_MESSAGES.firstName)
  if (blank(p.lastName)) fail('lastName', PROFESSOR_STORE_MESSAGES.lastName)
  if (blank(p.email)) fail('email', PROFESSOR_STORE_MESSAGES.email)
  else if (!EMAIL_PATTERN.test(normaliseEmailText(p.email as string)))
    fail('email', PROFESSOR_STORE_MESSAGES.emailFormat)
  if (
    blank(p.employmentType) ||
    !(EMPLOYMENT_TYPES as readonly string[]).includes(p.employmentType as string)
  )
    fail('employmentType', PROFESSOR_STORE_MESSAGES.employmentType)
  const hours = p.maxWeeklyHours
  if (
    hours !== undefined &&
    (typeof hours !== 'number' || !Number.isFinite(hours) || hours < MIN_PROFESSOR_WEEKLY_HOURS)
  )
    fail('maxWeeklyHours', PROFESSOR_STORE_MESSAGES.maxWeeklyHours)
  return errors
}

/** Every store-rule failure of a professor record, in field order; empty when valid. */
export function validateProfessorRecord(p: ProfessorLike): string[] {
  return professorRecordProblems(p).map((e) => e.message)
}
