/**
 * The professor store's own checks (spec section 5, "Professor"): run on add, on update (against
 * the merged record) and on import. Messages are joined by ', ' by callers, as the spec says.
 * The richer per-field form helper rules live with the professor form.
 */
import { EMPLOYMENT_TYPES } from './constants'

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const PROFESSOR_STORE_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailFormat: 'Invalid email format',
  employmentType: 'Employment type is required',
  maxWeeklyHours: 'Maximum weekly hours must be at least 1',
  notFound: 'Professor not found',
} as const

export interface ProfessorLike {
  firstName?: unknown
  lastName?: unknown
  email?: unknown
  employmentType?: unknown
  maxWeeklyHours?: unknown
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === ''

/** Every store-rule failure of a professor record, in field order; empty when valid. */
export function validateProfessorRecord(p: ProfessorLike): string[] {
  const errors: string[] = []
  if (blank(p.firstName)) errors.push(PROFESSOR_STORE_MESSAGES.firstName)
  if (blank(p.lastName)) errors.push(PROFESSOR_STORE_MESSAGES.lastName)
  if (blank(p.email)) errors.push(PROFESSOR_STORE_MESSAGES.email)
  else if (!EMAIL_PATTERN.test((p.email as string).trim())) errors.push(PROFESSOR_STORE_MESSAGES.emailFormat)
  if (blank(p.employmentType) || !(EMPLOYMENT_TYPES as readonly string[]).includes(p.employmentType as string))
    errors.push(PROFESSOR_STORE_MESSAGES.employmentType)
  const hours = p.maxWeeklyHours
  if (hours !== undefined && (typeof hours !== 'number' || !Number.isFinite(hours) || hours < 1))
    errors.push(PROFESSOR_STORE_MESSAGES.maxWeeklyHours)
  return errors
}
