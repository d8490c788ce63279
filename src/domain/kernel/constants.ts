/**
 * Every number and fixed text of spec section 9 (and the enumerations of section 3) as a
 * named constant. Other code imports these; no literal 6/12/18/40, 14 weeks or 10 MB elsewhere.
 */

export const PRODUCT_NAME = 'CourseLoad'
const APP_VERSION = '1.0.0'
export const APP_VERSION_LABEL = `v${APP_VERSION}`
export const BASE_PATH = '/app'
export const DATABASE_NAME = 'courseload-app'
/** Prefix shared by every localStorage key the product owns (spec section 7). */
export const STORAGE_PREFIX = 'courseload'

// ---- Employment types and workload bands -------------------------------------------------
export const EMPLOYMENT_TYPES = ['part-time', 'partial-load', 'sessional', 'full-time'] as const
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  'part-time': 'Part-time',
  'partial-load': 'Partial Load',
  sessional: 'Sessional',
  'full-time': 'Full-time',
}

/** Weekly-hour bands: part-time up to 6, partial load 7-12, sessional 13-17, full-time 18+. */
export const PART_TIME_MAX_HOURS = 6
export const PARTIAL_LOAD_MAX_HOURS = 12
export const SESSIONAL_MAX_HOURS = 17
export const FULL_TIME_MIN_HOURS = 18
/** Absolute ceiling for any professor's weekly hours. */
export const MAX_WEEKLY_HOURS = 40
export const DEFAULT_PROFESSOR_MAX_HOURS = 6
export const DEFAULT_EMPLOYMENT_TYPE: EmploymentType = 'part-time'

/** Default cap set on the form when the employment type changes (and the reports' fallback). */
export const DEFAULT_CAP_BY_EMPLOYMENT_TYPE: Record<EmploymentType, number> = {
  'part-time': 6,
  'partial-load': 12,
  sessional: 18,
  'full-time': 40,
}
/** Reports fall back to the partial-load cap when a professor's type is unknown. */
export const REPORT_FALLBACK_MAX_HOURS = 12

/** Utilization thresholds (percent). */
export const UNDERUTILIZED_BELOW_PERCENT = 50
export const FULL_AT_PERCENT = 90

/** Completion colours: >= 90 green, >= 70 amber, otherwise red. */
export const COMPLETION_GREEN_AT = 90
export const COMPLETION_AMBER_AT = 70

// ---- Courses ------------------------------------------------------------------------------
export const LEVEL_MIN = 1
export const LEVEL_MAX = 8
export const COURSE_WEEKLY_HOURS_MIN = 0
export const COURSE_WEEKLY_HOURS_MAX = 10
export const DEFAULT_COURSE_LEVEL = 1
export const DEFAULT_COURSE_WEEKLY_HOURS = 3
export const DEFAULT_SECTION_COUNT = 1
/** Intended course code: 2-4 capital letters then 4-5 digits. A warning, never a block. */
export const COURSE_CODE_PATTERN = /^[A-Z]{2,4}\d{4,5}$/
export const ORIGINAL_VERSION = 'original'

/** Course weekly-hours filter buckets. */
export const WEEKLY_HOURS_BUCKETS = { low: { max: 2 }, medium: { min: 3, max: 4 }, high: { min: 5 } } as const
/** Max-students filter buckets. */
export const MAX_STUDENTS_BUCKETS = { small: { max: 15 }, medium: { min: 16, max: 25 }, large: { min: 26 } } as const

/** Professor cards show at most this many specializations, then '+N more'. */
export const MAX_CARD_SPECIALIZATIONS = 3

// ---- Terms and calendar ------------------------------------------------------------------
export const TERMS = ['fall', 'winter', 'spring'] as const
export type Term = (typeof TERMS)[number]
export const TERM_LABELS: Record<Term, string> = { fall: 'Fall', winter: 'Winter', spring: 'Spring' }
export const DEFAULT_TERM: Term = 'fall'

/** Hours arithmetic uses 14 weeks: semester hours = weekly hours x 14. */
export const HOURS_WEEKS_PER_TERM = 14
/** The built-in calendar uses 15 weeks and 75 instructional days per semester. */
export const CALENDAR_WEEKS_PER_SEMESTER = 15
export const CALENDAR_INSTRUCTIONAL_DAYS = 75
export const CALENDAR_FIRST_YEAR = 2023
export const CALENDAR_LAST_YEAR = 2027
/** Calendar grid: 6 weeks = 42 days. */
export const CALENDAR_GRID_DAYS = 42

/** Academic year starts in September (month index 8). */
export const ACADEMIC_YEAR_START_MONTH = 8
export const ACADEMIC_YEAR_MIN = 2000
export const ACADEMIC_YEAR_MAX = 2100
export const DEFAULT_ACADEMIC_YEAR = '2025-2026'
/** The academic-year options list has 4 consecutive years, starting one before the selected. */
export const ACADEMIC_YEAR_OPTION_COUNT = 4
/** Semester choices: 2 years back to 3 years ahead of the current year. */
export const SEMESTER_YEARS_BACK = 2
export const SEMESTER_YEARS_AHEAD = 3
/** Semester picker and reports year selector: current year +/- 5. */
export const YEAR_PICKER_SPAN = 5

// ---- Files, timings, UI -------------------------------------------------------------------
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const EXPORT_FORMAT_VERSION = '2.0'
export const PROFESSOR_EXPORT_VERSION = '1.0.0'
export const PROFESSOR_EXPORT_SCHEMA = 'https://courseload.app/schemas/professors-export-1.0.0.json'

/** Spec: 5000 ms; its 200 ms exit animation is sonner's own (the toaster unmounts 200 ms after closing). */
export const ALERT_DURATION_MS = 5000
export const TOAST_DURATION_MS = 4000
export const TOAST_SUCCESS_DURATION_MS = 2000
export const MAX_VISIBLE_TOASTS = 20
/** A success toast offering Undo stays longer than the 2 s confirmation, so there is time to reach its button. */
export const UNDO_TOAST_DURATION_MS = 6000
/** Undo steps kept per tab (issue 12 asks for at least 100); the oldest drop off first. */
export const UNDO_HISTORY_LIMIT = 100

export const SPLASH_MS = 400
export const DRAFT_AUTOSAVE_MS = 1000
export const SETTINGS_MESSAGE_MS = 3000
export const CACHE_REFRESH_MS = 500
export const RELOAD_PROMPT_MS = 1500

/** Support contact shown in the footer. */
export const IT_CONTACT_EMAIL = 'it-support@courseload.local'

// ---- Enumerations of section 3 --------------------------------------------------------------
export const ISSUE_TYPES = [
  'workload-overload',
  'workload-underload',
  'schedule-conflict',
  'course-unassigned',
  'qualification-mismatch',
] as const

export const REPORT_TYPES = [
  'workload-summary',
  'course-assignments',
  'course-professors',
  'professor-details',
  'program-overview',
  'professor-workload',
] as const
export type ReportType = (typeof REPORT_TYPES)[number]

export const CREDENTIALS = ['Diploma', 'Degree', 'Certificate'] as const
export const DELIVERY_MODES = ['On-campus', 'Online', 'Hybrid'] as const
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]
