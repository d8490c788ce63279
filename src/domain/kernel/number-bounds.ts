/**
 * Bounds of every number a user or a file can put into CourseLoad (issues 14 and 21). The spec
 * fixes some (levels 1-8, a professor's max weekly hours at least 1 and at most 40, course weekly
 * hours 0-10, sections at least 1, years 2000-2100); the rest are ceilings no real program
 * reaches, so that a typo or a crafted file (1e308, -5, 'Infinity', year 1e15) is refused or
 * ignored with a message naming the field instead of being stored and breaking every sum, chart
 * and term downstream.
 *
 * The entity schemas carry these bounds, so every edge that parses with them (forms, imports,
 * backup restore, the repositories' reads) refuses a record outside them; the program importer
 * reports and ignores an out-of-range value.
 */
import {
  ACADEMIC_YEAR_MAX,
  ACADEMIC_YEAR_MIN,
  COURSE_WEEKLY_HOURS_MAX,
  COURSE_WEEKLY_HOURS_MIN,
  HOURS_WEEKS_PER_TERM,
  LEVEL_MAX,
  LEVEL_MIN,
  MAX_WEEKLY_HOURS,
} from './constants'

/** A course's weekly hours: the spec's course rule (input range 0-10), for every entry point. */
export const MIN_COURSE_WEEKLY_HOURS = COURSE_WEEKLY_HOURS_MIN
export const MAX_COURSE_WEEKLY_HOURS = COURSE_WEEKLY_HOURS_MAX
/**
 * A professor's maximum weekly hours: at least 1 (the store's rule, spec section 5: 'Maximum
 * weekly hours must be at least 1'), at most the 40-hour ceiling. One rule for the schema, the
 * store's checks and the form.
 */
export const MIN_PROFESSOR_WEEKLY_HOURS = 1
export const MAX_PROFESSOR_WEEKLY_HOURS = MAX_WEEKLY_HOURS
/**
 * Calendar years a course, a semester mapping or a term may carry: the spec's academic years run
 * from 2000-2001 to 2099-2100, so their terms fall in 2000 to 2100.
 */
export const MIN_YEAR = ACADEMIC_YEAR_MIN
export const MAX_YEAR = ACADEMIC_YEAR_MAX
/**
 * Every valid 'YYYY-YYYY' academic year (second year one more than the first, within 2000-2100),
 * spelled out: a plain pattern, so the stored-record shape check can test it without a full parse.
 */
export const ACADEMIC_YEAR_PATTERN = new RegExp(
  `^(?:${Array.from({ length: MAX_YEAR - MIN_YEAR }, (_, i) => `${MIN_YEAR + i}-${MIN_YEAR + i + 1}`).join('|')})$`,
)
/** Said instead of the pattern's hundred alternatives when a value does not match it. */
export const ACADEMIC_YEAR_MESSAGE = `Must be an academic year from ${MIN_YEAR}-${MIN_YEAR + 1} to ${MAX_YEAR - 1}-${MAX_YEAR}`
/** A year has 52 weeks; a term is normally 14 (spec). 0 means not given (a blank spreadsheet cell). */
const MIN_COURSE_WEEKS = 0
const MAX_COURSE_WEEKS = 52
/** Weekly hours x weeks at their ceilings. */
export const MAX_COURSE_TOTAL_HOURS = MAX_COURSE_WEEKLY_HOURS * MAX_COURSE_WEEKS
/** A full year of study is about 30-60 credits; no single course carries more. */
export const MAX_COURSE_CREDITS = 60
/** Program length in years: more than 0, at most the 8 levels at one level a year. */
export const MAX_PROGRAM_LENGTH_YEARS = LEVEL_MAX
export const MIN_SECTION_COUNT = 1
/** Sections of one course: a large first-year course may run many; 200 is far beyond any. */
export const MAX_SECTION_COUNT = 200
/** Students per section (max and current enrolment). */
export const MAX_STUDENTS = 1000
/** Hours in a day, for a professor's preferred daily maximum. */
export const MAX_DAILY_HOURS = 24
/** Courses a professor may take in one term (a workload preference). */
export const MAX_COURSES_PER_TERM = 20

interface NumberBound {
  min: number
  max: number
  /** True when the minimum itself is not allowed (length_years must be positive). */
  minExclusive?: boolean
  integer?: boolean
}

/** The bounds by the field names of the program import format (and the spreadsheet columns). */
export const PROGRAM_NUMBER_BOUNDS = {
  hours: { min: 0, max: MAX_COURSE_WEEKLY_HOURS, minExclusive: true },
  total_hours: { min: 0, max: MAX_COURSE_TOTAL_HOURS },
  credits: { min: 0, max: MAX_COURSE_CREDITS },
  weeks: { min: MIN_COURSE_WEEKS, max: MAX_COURSE_WEEKS },
  length_years: { min: 0, max: MAX_PROGRAM_LENGTH_YEARS, minExclusive: true },
} as const satisfies Record<string, NumberBound>

/** Every bound, for the Help page: what a field accepts, in words. */
export const DOCUMENTED_BOUNDS: readonly { field: string; range: string }[] = [
  {
    field: 'Course weekly hours',
    range: `${MIN_COURSE_WEEKLY_HOURS} to ${MAX_COURSE_WEEKLY_HOURS}`,
  },
  {
    field: 'Course total hours',
    range: `0 to ${MAX_COURSE_TOTAL_HOURS} (weekly hours x ${HOURS_WEEKS_PER_TERM} weeks by default)`,
  },
  { field: 'Course credits', range: `0 to ${MAX_COURSE_CREDITS}` },
  { field: 'Course weeks', range: `${MIN_COURSE_WEEKS} (not given) to ${MAX_COURSE_WEEKS}` },
  {
    field: 'Course level',
    range: `${LEVEL_MIN} to ${LEVEL_MAX} (level keys 'Level 1' to 'Level ${LEVEL_MAX}')`,
  },
  { field: 'Program length', range: `more than 0, up to ${MAX_PROGRAM_LENGTH_YEARS} years` },
  { field: 'Sections of a course', range: `${MIN_SECTION_COUNT} to ${MAX_SECTION_COUNT}` },
  { field: 'Max and current students', range: `0 to ${MAX_STUDENTS}` },
  {
    field: 'Professor max weekly hours',
    range: `${MIN_PROFESSOR_WEEKLY_HOURS} to ${MAX_PROFESSOR_WEEKLY_HOURS}`,
  },
  { field: 'Years (course semesters, level mappings)', range: `${MIN_YEAR} to ${MAX_YEAR}` },
  { field: 'Academic years', range: `${MIN_YEAR}-${MIN_YEAR + 1} to ${MAX_YEAR - 1}-${MAX_YEAR}` },
  { field: 'Preferred max daily hours', range: `0 to ${MAX_DAILY_HOURS}` },
  { field: 'Max courses per term', range: `0 to ${MAX_COURSES_PER_TERM}` },
]

/** 1e308 reads as '1e+308'; keep the message short whatever the value. */
function shown(value: number): string {
  const text = String(value)
  return text.length > 24 ? `${text.slice(0, 24)}…` : text
}

/** The message for a finite number outside its bound, naming the field; null when inside. */
export function outOfBoundsMessage(
  field: string,
  value: number,
  bound: NumberBound,
): string | null {
  const below = bound.minExclusive ? value <= bound.min : value < bound.min
  if (!below && value <= bound.max && (!bound.integer || Number.isInteger(value))) return null
  const low = bound.minExclusive ? `more than ${bound.min}` : `${bound.min}`
  return `${field} must be from ${low} to ${bound.max}; ${shown(value)} was ignored`
}
