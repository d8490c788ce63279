/**
 * The professor form's field-helper rules (spec section 5, "Form helper rules"). Each rule returns
 * a result carrying validity, message, field and timestamp, as the spec describes; the form
 * schema turns failed results into field errors. The store's own checks live in
 * professor-store-validation.ts and still run on save.
 */
import { EMPLOYMENT_TYPES, PART_TIME_MAX_HOURS, PARTIAL_LOAD_MAX_HOURS } from '@/domain/kernel/constants'
import { emailKey, normaliseText } from '@/domain/kernel/normalise-text'
import { MAX_PROFESSOR_WEEKLY_HOURS, MIN_PROFESSOR_WEEKLY_HOURS } from '@/domain/kernel/number-bounds'
import { EMAIL_PATTERN, PROFESSOR_STORE_MESSAGES } from '@/domain/model/professor-store-validation'

/** Intended name length (spec: 2 to 50). */
const NAME_MIN_LENGTH = 2
const NAME_MAX_LENGTH = 50
/** Letters (any alphabet), spaces, hyphens and apostrophes. */
const NAME_PATTERN = /^[\p{L}\s'’-]+$/u
/** The cap's bounds are the schema's (number-bounds.ts): at least 1, at most 40. */
const MIN_WEEKLY_HOURS = MIN_PROFESSOR_WEEKLY_HOURS

export interface RuleResult {
  isValid: boolean
  message: string
  field: string
  timestamp: string
}

export const FORM_MESSAGES = {
  emailRequired: 'Email is required',
  emailFormat: 'Please enter a valid email address',
  employmentTypeRequired: 'Employment type is required',
  employmentTypeInvalid: 'Please select a valid employment type',
  hoursNumber: 'Weekly hours must be a valid number',
  hoursNegative: 'Weekly hours cannot be negative',
  /** 0 up to (not including) the minimum: the store's spec message, so form and store agree. */
  hoursBelowMin: PROFESSOR_STORE_MESSAGES.maxWeeklyHours,
  hoursMax: `Weekly hours cannot exceed ${MAX_PROFESSOR_WEEKLY_HOURS}`,
  partTimeCap: `Part-time professors cannot exceed ${PART_TIME_MAX_HOURS} hours per week`,
  partialLoadCap: `Partial load professors cannot exceed ${PARTIAL_LOAD_MAX_HOURS} hours per week`,
  specializationsArray: 'Specializations must be an array',
  specializationsRequired: 'At least one specialization is required',
  coordinatorRole: 'Coordinator role is required',
  qualifications: 'At least one qualification is required',
} as const

const nameMessages = (label: string) => ({
  required: `${label} is required`,
  tooShort: `${label} must be at least ${NAME_MIN_LENGTH} characters`,
  tooLong: `${label} must be no more than ${NAME_MAX_LENGTH} characters`,
  characters: `${label} can only contain letters, spaces, hyphens, and apostrophes`,
})

function result(field: string, message = '', now: Date = new Date()): RuleResult {
  return { isValid: message === '', message, field, timestamp: now.toISOString() }
}

/** First name / last name: required, 2-50 characters after trimming, letters, spaces, - and '. */
export function validateName(value: unknown, label: string, field: string, now?: Date): RuleResult {
  const text = typeof value === 'string' ? normaliseText(value) : ''
  const m = nameMessages(label)
  if (!text) return result(field, m.required, now)
  if (text.length < NAME_MIN_LENGTH) return result(field, m.tooShort, now)
  if (text.length > NAME_MAX_LENGTH) return result(field, m.tooLong, now)
  if (!NAME_PATTERN.test(text)) return result(field, m.characters, now)
  return result(field, '', now)
}

/** The address as it is stored: normalised (see normalise-text.ts), trimmed and lowercased. */
export const normalizeEmail = emailKey

export function validateEmail(value: unknown, now?: Date): RuleResult {
  const text = typeof value === 'string' ? normalizeEmail(value) : ''
  if (!text) return result('email', FORM_MESSAGES.emailRequired, now)
  if (!EMAIL_PATTERN.test(text)) return result('email', FORM_MESSAGES.emailFormat, now)
  return result('email', '', now)
}

export function validateEmploymentType(value: unknown, now?: Date): RuleResult {
  if (typeof value !== 'string' || value.trim() === '')
    return result('employmentType', FORM_MESSAGES.employmentTypeRequired, now)
  if (!(EMPLOYMENT_TYPES as readonly string[]).includes(value))
    return result('employmentType', FORM_MESSAGES.employmentTypeInvalid, now)
  return result('employmentType', '', now)
}

/**
 * Weekly hours: a number from 1 to 40 (negative numbers keep the spec's 'cannot be negative'
 * message, 0 gets the store's 'at least 1'); part-time at most 6 and partial load at most 12 (the
 * upper ends of their bands in section 9). Sessional and full-time only have the 40-hour ceiling.
 */
export function validateWeeklyHours(
  value: unknown,
  employmentType: unknown,
  now?: Date,
): RuleResult {
  const hours = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof hours !== 'number' || !Number.isFinite(hours))
    return result('maxWeeklyHours', FORM_MESSAGES.hoursNumber, now)
  if (hours < 0) return result('maxWeeklyHours', FORM_MESSAGES.hoursNegative, now)
  if (hours < MIN_WEEKLY_HOURS) return result('maxWeeklyHours', FORM_MESSAGES.hoursBelowMin, now)
  if (hours > MAX_PROFESSOR_WEEKLY_HOURS)
    return result('maxWeeklyHours', FORM_MESSAGES.hoursMax, now)
  if (employmentType === 'part-time' && hours > PART_TIME_MAX_HOURS)
    return result('maxWeeklyHours', FORM_MESSAGES.partTimeCap, now)
  if (employmentType === 'partial-load' && hours > PARTIAL_LOAD_MAX_HOURS)
    return result('maxWeeklyHours', FORM_MESSAGES.partialLoadCap, now)
  return result('maxWeeklyHours', '', now)
}

export function validateSpecializations(value: unknown, now?: Date): RuleResult {
  if (!Array.isArray(value))
    return result('specializations', FORM_MESSAGES.specializationsArray, now)
  if (!value.some((s) => typeof s === 'string' && s.trim() !== ''))
    return result('specializations', FORM_MESSAGES.specializationsRequired, now)
  return result('specializations', '', now)
}

export function validateCoordinatorRole(
  isCoordinator: boolean,
  role: unknown,
  now?: Date,
): RuleResult {
  const blank = typeof role !== 'string' || role.trim() === ''
  return result('coordinatorRole', isCoordinator && blank ? FORM_MESSAGES.coordinatorRole : '', now)
}

/** Blank entries are dropped on save; what remains is what gets stored. */
export function cleanQualifications(entries: readonly string[]): string[] {
  return entries.map((q) => q.trim()).filter((q) => q !== '')
}

export function validateQualifications(entries: readonly string[], now?: Date): RuleResult {
  return result(
    'qualifications',
    cleanQualifications(entries).length === 0 ? FORM_MESSAGES.qualifications : '',
    now,
  )
}
