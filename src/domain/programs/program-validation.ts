/**
 * Rule-by-rule validation of a program import (spec section 5, "Program import (JSON)"). Users fix
 * a whole file at once, so every error and warning is collected with the level and item it refers
 * to, rather than stopping at the first failure as a schema parse would. A valid input is also
 * returned *normalised* (known fields only, wrongly typed optional fields dropped) so nothing
 * unchecked reaches storage.
 *
 * Input is untrusted: keys that could reach an object prototype (`__proto__`, `constructor`,
 * `prototype`) refuse the whole input, and nesting deeper than any real program is refused.
 */
import { mixForImport, readEvaluationMix, readExpectedEnrolment, readSpecializations } from '@/domain/model/course-needs'
import { HOURS_WEEKS_PER_TERM, LEVEL_MAX, LEVEL_MIN } from '@/domain/kernel/constants'
import { normaliseEmailText, normaliseText } from '@/domain/kernel/normalise-text'
import { outOfBoundsMessage, PROGRAM_NUMBER_BOUNDS } from '@/domain/kernel/number-bounds'
import { EMAIL_PATTERN } from '@/domain/model/professor-store-validation'
import { safeHref } from '@/domain/model/safe-url'
import { buildProgramPreview, type ProgramPreviewData } from './program-preview'
import type { LongCellRow } from '@/domain/exchange/spreadsheet-rows'
import type {
  CoursesByLevel,
  ImportCourseItem,
  ImportLevelItem,
  ImportRequirementItem,
  ProgramImport,
  ProgramMeta,
} from '@/domain/model/program-import-format'

type IssueSeverity = 'error' | 'warning'

export interface ProgramIssue {
  severity: IssueSeverity
  message: string
  /** The level key the issue refers to ('Level 1'), when it refers to one. */
  level?: string
  /** The item it refers to: its code, else its title, else '#n' (1-based position). */
  item?: string
  /** Dotted path into the input, for tests and precise display. */
  path: string
}

interface ProgramImportStats {
  courses: number
  requirements: number
  levels: number
  /** Sum of the courses' weekly hours. */
  weeklyHours: number
  /** Sum of the courses' total hours (total_hours, else weekly x 14). */
  totalHours: number
  uniqueCodes: number
  /** Milliseconds the validation took. */
  validationMs: number
}

export interface ProgramValidationResult {
  isValid: boolean
  errors: ProgramIssue[]
  warnings: ProgramIssue[]
  stats: ProgramImportStats
  /** The normalised program when there are no errors; null otherwise. */
  program: ProgramImport | null
  /** What was parsed, for the preview, with each issue placed on its item; also when invalid. */
  preview: ProgramPreviewData | null
}

/**
 * A sheet's cells that will be stored cut (spreadsheet-rows.ts), as warnings on their rows, so the
 * preview says it before anything is written ("Row 5: Description has 200,000 characters; only
 * the first 4,000 are kept").
 */
export function withLongCellWarnings(result: ProgramValidationResult, rows: readonly LongCellRow[]): ProgramValidationResult {
  if (!rows.length) return result
  const warnings = rows.map(
    (r): ProgramIssue => ({ severity: 'warning', message: `Row ${r.row}: ${r.notes.join(', ')}`, level: r.level, ...(r.code && { item: r.code }), path: `row ${r.row}` }),
  )
  return { ...result, warnings: [...result.warnings, ...warnings] }
}

const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])
/** Far deeper than the import format ever nests (about 5); guards against crafted input. */
export const MAX_IMPORT_DEPTH = 32

export const PROGRAM_MESSAGES = {
  rootNotObject: 'Program data must be a JSON object',
  missingTopLevel: 'Missing required top-level keys: "program" and "courses_by_level"',
  programNotObject: '"program" must be an object',
  programName: 'Program name is required and must be a non-empty string',
  sourceLastScraped: 'source_last_scraped is required and must be an ISO timestamp string',
  coursesByLevelNotObject: '"courses_by_level" must be an object keyed by level',
  coursesByLevelEmpty: '"courses_by_level" must contain at least one level',
  levelNotArray: (level: string) => `Level "${level}" must be an array of items`,
  levelEmpty: (level: string) => `Level "${level}" has no items`,
  levelOutOfRange: (level: string) => `Level "${level}" is outside levels ${LEVEL_MIN} to ${LEVEL_MAX}; rename it to one of Level ${LEVEL_MIN} to Level ${LEVEL_MAX}`,
  itemNotObject: 'Item must be an object',
  requirementTitle: 'Requirement item must have a title',
  courseCode: 'Course code is required and must be a non-empty string',
  courseTitle: 'Course title is required and must be a non-empty string',
  unsafeKey: (key: string, path: string) => `Unsafe key "${key}" is not allowed (at ${path})`,
  tooDeep: `Data is nested more than ${MAX_IMPORT_DEPTH} levels deep`,
  lengthYears: 'length_years should be a positive number',
  hours: 'hours should be a positive number',
  totalHours: 'total_hours should be a number',
  credits: 'credits should be a number',
  weeks: 'weeks should be a number',
  prerequisites: 'prerequisites should be an array',
  corequisites: 'corequisites should be an array',
  duplicateCode: (code: string, firstLevel: string) =>
    `Duplicate course code "${code}" (first seen in ${firstLevel})`,
  courseNeed: (field: string, problem: string) =>
    problem.startsWith('should') ? `${field} ${problem}` : `${field}: ${problem}`,
  fieldType: (field: string, type: string) => `${field} should be ${type}; it was ignored`,
  contactEmail: 'program.contact.email is not a valid email address; it was ignored',
  unsafeUrl: (field: string) => `program.urls.${field} is not an http or https address; it is shown as plain text, not a link`,
} as const

/** ISO 8601 date-time (date alone also accepted) that Date can read. */
const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
/** Blank after normalisation: invisible and bidi-control characters do not count as text. */
function nonBlank(value: unknown): value is string {
  return typeof value === 'string' && normaliseText(value) !== ''
}
function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** First unsafe key (or excessive depth) found in the value, as an error; null when clean. */
export function findUnsafeKey(value: unknown): ProgramIssue | null {
  // Iterative walk: a crafted file cannot overflow the call stack.
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '$', depth: 0 }]
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!
    if (typeof current !== 'object' || current === null) continue
    if (depth > MAX_IMPORT_DEPTH) return { severity: 'error', message: PROGRAM_MESSAGES.tooDeep, path }
    const entries = Array.isArray(current) ? current.map((v, i) => [String(i), v] as const) : Object.entries(current)
    for (const [key, child] of entries) {
      const childPath = `${path}.${key}`
      if (UNSAFE_KEYS.has(key)) {
        return { severity: 'error', message: PROGRAM_MESSAGES.unsafeKey(key, childPath), path: childPath }
      }
      stack.push({ value: child, path: childPath, depth: depth + 1 })
    }
  }
  return null
}

/** JSON text to a value, or 'Invalid JSON: …' with the parser's position of the error. */
export function parseProgramJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ok: false, message: `Invalid JSON: ${reason}` }
  }
}

function itemRef(item: unknown, index: number): string {
  if (isObject(item)) {
    if (nonBlank(item.code)) return normaliseText(item.code)
    if (nonBlank(item.title)) return normaliseText(item.title)
  }
  return `#${index + 1}`
}

const STRING_META_FIELDS = ['code', 'credential', 'delivery', 'campus', 'start', 'description'] as const

function emptyStats(): ProgramImportStats {
  return { courses: 0, requirements: 0, levels: 0, weeklyHours: 0, totalHours: 0, uniqueCodes: 0, validationMs: 0 }
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now()
}

/**
 * Validate untrusted input against the import format. Errors block the import; warnings do not
 * (the affected values are dropped or defaulted when courses are built).
 */
export function validateProgramImport(input: unknown, clock: () => number = now): ProgramValidationResult {
  const started = clock()
  const errors: ProgramIssue[] = []
  const warnings: ProgramIssue[] = []
  const stats = emptyStats()
  const finish = (program: ProgramImport | null, previewable = true): ProgramValidationResult => {
    stats.validationMs = Math.max(0, clock() - started)
    const isValid = errors.length === 0
    const preview = previewable ? buildProgramPreview(input, errors, warnings) : null
    return { isValid, errors, warnings, stats, program: isValid ? program : null, preview }
  }
  const error = (message: string, path: string, level?: string, item?: string) =>
    errors.push({ severity: 'error', message, path, ...(level !== undefined && { level }), ...(item !== undefined && { item }) })
  const warn = (message: string, path: string, level?: string, item?: string) =>
    warnings.push({ severity: 'warning', message, path, ...(level !== undefined && { level }), ...(item !== undefined && { item }) })

  if (!isObject(input)) {
    error(PROGRAM_MESSAGES.rootNotObject, '$')
    return finish(null)
  }
  const unsafe = findUnsafeKey(input)
  if (unsafe) {
    errors.push(unsafe)
    // Crafted input: nothing of it is previewed.
    return finish(null, false)
  }
  if (!('program' in input) || !('courses_by_level' in input)) {
    error(PROGRAM_MESSAGES.missingTopLevel, '$')
    return finish(null)
  }

  const meta = validateMeta(input.program, error, warn)
  const coursesByLevel = validateLevels(input.courses_by_level, stats, error, warn)
  return finish(meta && coursesByLevel ? { program: meta, courses_by_level: coursesByLevel } : null)
}

type Report = (message: string, path: string, level?: string, item?: string) => void

function validateMeta(raw: unknown, error: Report, warn: Report): ProgramMeta | null {
  if (!isObject(raw)) {
    error(PROGRAM_MESSAGES.programNotObject, 'program')
    return null
  }
  let ok = true
  if (!nonBlank(raw.name)) {
    error(PROGRAM_MESSAGES.programName, 'program.name')
    ok = false
  }
  const scraped = raw.source_last_scraped
  if (!nonBlank(scraped) || !ISO_PATTERN.test(scraped.trim()) || Number.isNaN(Date.parse(scraped))) {
    error(PROGRAM_MESSAGES.sourceLastScraped, 'program.source_last_scraped')
    ok = false
  }
  const lengthYears = boundedNumber(raw.length_years, 'length_years')
  if (raw.length_years !== undefined && !(isNumber(raw.length_years) && raw.length_years > 0)) {
    warn(PROGRAM_MESSAGES.lengthYears, 'program.length_years')
  } else if (lengthYears.message) warn(lengthYears.message, 'program.length_years')
  if (!ok) return null

  const meta: ProgramMeta = {
    name: normaliseText(raw.name as string),
    code: '',
    credential: '',
    source_last_scraped: (scraped as string).trim(),
  }
  for (const field of STRING_META_FIELDS) {
    const value = raw[field]
    if (value === undefined || value === null) continue
    if (typeof value === 'string') meta[field] = field === 'code' ? normaliseText(value) : value.trim()
    else warn(PROGRAM_MESSAGES.fieldType(`program.${field}`, 'text'), `program.${field}`)
  }
  if (lengthYears.value !== undefined) meta.length_years = lengthYears.value
  // Design numbers are often typed as numbers in spreadsheets and AI replies; keep them as text.
  if (typeof raw.design_number === 'string' && nonBlank(raw.design_number)) meta.design_number = normaliseText(raw.design_number)
  else if (isNumber(raw.design_number)) meta.design_number = String(raw.design_number)
  else if (raw.design_number !== undefined && raw.design_number !== null && raw.design_number !== '') {
    warn(PROGRAM_MESSAGES.fieldType('program.design_number', 'text'), 'program.design_number')
  }
  if (isObject(raw.contact)) {
    const contact: NonNullable<ProgramMeta['contact']> = {}
    if (typeof raw.contact.name === 'string') contact.name = normaliseText(raw.contact.name)
    const email = typeof raw.contact.email === 'string' ? normaliseEmailText(raw.contact.email) : undefined
    // An address with a bidi override or no @ is never kept: it would render as a mail link.
    if (email && EMAIL_PATTERN.test(email)) contact.email = email
    else if (email !== undefined && email !== '') warn(PROGRAM_MESSAGES.contactEmail, 'program.contact.email')
    meta.contact = contact
  } else if (raw.contact !== undefined && raw.contact !== null) {
    warn(PROGRAM_MESSAGES.fieldType('program.contact', 'an object'), 'program.contact')
  }
  if (isObject(raw.urls)) {
    const urls: NonNullable<ProgramMeta['urls']> = {}
    for (const field of ['program_page', 'courses_page'] as const) {
      const value = raw.urls[field]
      if (typeof value !== 'string') continue
      urls[field] = value.trim()
      // Kept as the file says, but never a link (SafeLink); say so now rather than surprise later.
      if (urls[field] !== '' && !safeHref(urls[field])?.startsWith('http')) warn(PROGRAM_MESSAGES.unsafeUrl(field), `program.urls.${field}`)
    }
    meta.urls = urls
  } else if (raw.urls !== undefined && raw.urls !== null) {
    warn(PROGRAM_MESSAGES.fieldType('program.urls', 'an object'), 'program.urls')
  }
  return meta
}

function validateLevels(
  raw: unknown,
  stats: ProgramImportStats,
  error: Report,
  warn: Report,
): CoursesByLevel | null {
  if (!isObject(raw)) {
    error(PROGRAM_MESSAGES.coursesByLevelNotObject, 'courses_by_level')
    return null
  }
  const levelKeys = Object.keys(raw)
  if (levelKeys.length === 0) {
    error(PROGRAM_MESSAGES.coursesByLevelEmpty, 'courses_by_level')
    return null
  }
  stats.levels = levelKeys.length
  // Map, not object: level keys and codes are user text.
  const firstLevelOfCode = new Map<string, string>()
  const out: CoursesByLevel = {}
  let ok = true
  for (const level of levelKeys) {
    const items = raw[level]
    const levelPath = `courses_by_level.${level}`
    if (!Array.isArray(items)) {
      error(PROGRAM_MESSAGES.levelNotArray(level), levelPath, level)
      ok = false
      continue
    }
    // 'Level 0' or 'Level 99' would be squeezed into 1-8 when courses are built: say so instead.
    const digits = /\d+/.exec(level)
    if (digits && (Number(digits[0]) < LEVEL_MIN || Number(digits[0]) > LEVEL_MAX)) {
      error(PROGRAM_MESSAGES.levelOutOfRange(level), levelPath, level)
      ok = false
    }
    if (items.length === 0) warn(PROGRAM_MESSAGES.levelEmpty(level), levelPath, level)
    const normalised: ImportLevelItem[] = []
    items.forEach((item: unknown, index) => {
      const path = `${levelPath}.${index}`
      const ref = itemRef(item, index)
      if (!isObject(item)) {
        error(PROGRAM_MESSAGES.itemNotObject, path, level, ref)
        ok = false
        return
      }
      if (item.type === 'requirement') {
        stats.requirements++
        const requirement = validateRequirement(item, path, level, ref, error)
        if (requirement) normalised.push(requirement)
        else ok = false
        return
      }
      stats.courses++
      const course = validateCourse(item, path, level, ref, error, warn)
      if (!course) {
        ok = false
        return
      }
      stats.weeklyHours += course.hours ?? 0
      stats.totalHours += course.total_hours ?? (course.hours ?? 0) * HOURS_WEEKS_PER_TERM
      const key = course.code.toUpperCase()
      const first = firstLevelOfCode.get(key)
      if (first === undefined) firstLevelOfCode.set(key, level)
      else warn(PROGRAM_MESSAGES.duplicateCode(course.code, first), `${path}.code`, level, ref)
      normalised.push(course)
    })
    out[level] = normalised
  }
  stats.uniqueCodes = firstLevelOfCode.size
  return ok ? out : null
}

function validateRequirement(
  item: Json,
  path: string,
  level: string,
  ref: string,
  error: Report,
): ImportRequirementItem | null {
  if (!nonBlank(item.title)) {
    error(PROGRAM_MESSAGES.requirementTitle, `${path}.title`, level, ref)
    return null
  }
  const requirement: ImportRequirementItem = { type: 'requirement', title: normaliseText(item.title) }
  if (typeof item.category === 'string') requirement.category = item.category.trim()
  if (typeof item.notes === 'string') requirement.notes = item.notes
  return requirement
}

function validateCourse(
  item: Json,
  path: string,
  level: string,
  ref: string,
  error: Report,
  warn: Report,
): ImportCourseItem | null {
  let ok = true
  if (!nonBlank(item.code)) {
    error(PROGRAM_MESSAGES.courseCode, `${path}.code`, level, ref)
    ok = false
  }
  if (!nonBlank(item.title)) {
    error(PROGRAM_MESSAGES.courseTitle, `${path}.title`, level, ref)
    ok = false
  }
  const hoursOk = isNumber(item.hours) && item.hours > 0
  if (!hoursOk) warn(PROGRAM_MESSAGES.hours, `${path}.hours`, level, ref)
  const numeric = [
    ['total_hours', PROGRAM_MESSAGES.totalHours],
    ['credits', PROGRAM_MESSAGES.credits],
    ['weeks', PROGRAM_MESSAGES.weeks],
  ] as const
  for (const [field, message] of numeric) {
    if (item[field] !== undefined && !isNumber(item[field])) warn(message, `${path}.${field}`, level, ref)
  }
  // Numbers of the right type but out of range (1e308, -5) are named and ignored, never stored.
  const bounded = Object.fromEntries(
    (['hours', 'total_hours', 'credits', 'weeks'] as const).map((field) => {
      const result = boundedNumber(item[field], field)
      if (result.message && (field !== 'hours' || hoursOk)) warn(result.message, `${path}.${field}`, level, ref)
      return [field, result.value]
    }),
  ) as Partial<Record<'hours' | 'total_hours' | 'credits' | 'weeks', number>>
  for (const [field, message] of [
    ['prerequisites', PROGRAM_MESSAGES.prerequisites],
    ['corequisites', PROGRAM_MESSAGES.corequisites],
  ] as const) {
    if (item[field] !== undefined && !Array.isArray(item[field])) warn(message, `${path}.${field}`, level, ref)
  }
  // What the course needs: a value given but unreadable blocks the import (named, never dropped).
  const specializations = readSpecializations(item.required_specializations)
  const mix = readEvaluationMix(item.evaluation_mix)
  const enrolment = readExpectedEnrolment(item.expected_enrolment)
  for (const [field, read] of [
    ['required_specializations', specializations],
    ['evaluation_mix', mix],
    ['expected_enrolment', enrolment],
  ] as const) {
    if ('error' in read) {
      error(PROGRAM_MESSAGES.courseNeed(field, read.error), `${path}.${field}`, level, ref)
      ok = false
    }
  }
  if (!ok) return null

  const course: ImportCourseItem = { code: normaliseText(item.code as string), title: normaliseText(item.title as string) }
  if (hoursOk && bounded.hours !== undefined) course.hours = bounded.hours
  for (const [field] of numeric) if (bounded[field] !== undefined) course[field] = bounded[field]
  // A total without weekly hours still gives the weekly figure (weekly = total / 14).
  if (course.hours === undefined && course.total_hours !== undefined && course.total_hours > 0) {
    course.hours = Math.min(course.total_hours / HOURS_WEEKS_PER_TERM, PROGRAM_NUMBER_BOUNDS.hours.max)
  }
  if (Array.isArray(item.prerequisites)) course.prerequisites = textList(item.prerequisites)
  if (Array.isArray(item.corequisites)) course.corequisites = textList(item.corequisites)
  if (typeof item.description === 'string') course.description = item.description
  if (isObject(item.semester) && typeof item.semester.term === 'string' && isNumber(item.semester.year)) {
    course.semester = { term: item.semester.term, year: item.semester.year }
  }
  if ('value' in specializations && specializations.value) course.required_specializations = specializations.value
  if ('value' in mix && mix.value) course.evaluation_mix = mixForImport(mix.value)
  if ('value' in enrolment && enrolment.value !== undefined) course.expected_enrolment = enrolment.value
  return course
}

/**
 * A finite number inside its bound (PROGRAM_NUMBER_BOUNDS), or the message naming the field when
 * it is a number outside it. Non-numbers are left to the type warnings above.
 */
function boundedNumber(
  value: unknown,
  field: keyof typeof PROGRAM_NUMBER_BOUNDS,
): { value?: number; message?: string } {
  if (!isNumber(value)) return {}
  const message = outOfBoundsMessage(field, value, PROGRAM_NUMBER_BOUNDS[field])
  return message ? { message } : { value }
}

/** Keep the text entries of a list (numbers become text), trimmed, blanks dropped. */
function textList(values: unknown[]): string[] {
  return values
    .map((v) => (typeof v === 'string' ? normaliseText(v) : isNumber(v) ? String(v) : ''))
    .filter((v) => v !== '')
}
