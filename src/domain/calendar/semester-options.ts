/**
 * Semester selection (spec sections 2 "Course Management", 3 "Academic calendar", 4 "Application
 * state" and "Calendar range picking", 9): option lists for the selector's three modes, the value
 * formats ('fall-2026', 'all', 'custom-2026-01-05-2026-02-20'), and matching courses to a value.
 * Winter and Spring belong to the academic year that started the previous September, so
 * 'winter-2027' is in 2026-2027.
 */
import {
  addDays,
  dayOfWeek,
  findSemesterContaining,
  isoDate,
  semesterDates,
  semesterValue,
  semesterYear,
  type DateRange,
} from './academic-calendar'
import { localIsoDate } from '@/domain/kernel/local-date'
import { academicStartYearOf, academicYearOfTerm, parseAcademicYear } from './academic-year'
import { academicYearScope, planningTermLabel, rangeScope, termScope, type PlanningScope } from './planning-term'
import {
  CALENDAR_GRID_DAYS,
  SEMESTER_YEARS_AHEAD,
  SEMESTER_YEARS_BACK,
  TERMS,
  YEAR_PICKER_SPAN,
  type Term,
} from '@/domain/kernel/constants'

export const ALL_SEMESTERS_VALUE = 'all'
export const ALL_SEMESTERS_LABEL = 'All Semesters'

export interface SemesterOption {
  value: string
  label: string
  term: Term
  /** Calendar year of the term. */
  year: number
  academicYear: string
  startDate: string
  endDate: string
  weeks: number
  /** Today falls within the semester. */
  isActive: boolean
}

export interface AllSemestersOption {
  value: typeof ALL_SEMESTERS_VALUE
  label: typeof ALL_SEMESTERS_LABEL
}

const ALL_SEMESTERS_OPTION: AllSemestersOption = { value: ALL_SEMESTERS_VALUE, label: ALL_SEMESTERS_LABEL }

export { academicYearOfTerm }

export function semesterOption(term: Term, year: number, today: Date): SemesterOption {
  const dates = semesterDates(term, year)
  const day = localIsoDate(today)
  return {
    value: semesterValue(term, year),
    label: planningTermLabel({ term, year }),
    term,
    year,
    academicYear: academicYearOfTerm(term, year),
    startDate: dates.start,
    endDate: dates.end,
    weeks: dates.weeks,
    isActive: dates.start <= day && day <= dates.end,
  }
}

/** Fall, Winter, Spring of the academic year starting in `startYear`. */
function academicYearSemesters(startYear: number, today: Date): SemesterOption[] {
  return TERMS.map((term) => semesterOption(term, semesterYear(term, startYear), today))
}

/** Quick Select: 'All Semesters', then the current and next academic year's three terms. */
export function quickSelectOptions(today: Date): (AllSemestersOption | SemesterOption)[] {
  const start = academicStartYearOf(today)
  return [ALL_SEMESTERS_OPTION, ...academicYearSemesters(start, today), ...academicYearSemesters(start + 1, today)]
}

/** Semester choices from 2 academic years back to 3 ahead of the current one. */
export function semesterChoices(today: Date): SemesterOption[] {
  const start = academicStartYearOf(today)
  const out: SemesterOption[] = []
  for (let y = start - SEMESTER_YEARS_BACK; y <= start + SEMESTER_YEARS_AHEAD; y++) {
    out.push(...academicYearSemesters(y, today))
  }
  return out
}

/** Years offered by the semester picker and the reports year selector: current year +/- 5. */
export function yearPickerYears(today: Date): number[] {
  const year = today.getFullYear()
  return Array.from({ length: YEAR_PICKER_SPAN * 2 + 1 }, (_, i) => year - YEAR_PICKER_SPAN + i)
}

// ---- Custom ranges ---------------------------------------------------------------------------

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const CUSTOM_VALUE = /^custom-(\d{4}-\d{2}-\d{2})-(\d{4}-\d{2}-\d{2})$/

function isRealIsoDay(day: string): boolean {
  return ISO_DAY.test(day) && addDays(day, 0) === day
}

/** 'custom-{start}-{end}' with ISO dates; the earlier date always comes first. */
export function customRangeValue(start: string, end: string): string {
  const [a, b] = start <= end ? [start, end] : [end, start]
  return `custom-${a}-${b}`
}

export function parseCustomRange(value: string): DateRange | null {
  const match = CUSTOM_VALUE.exec(value)
  if (!match) return null
  const start = match[1]!
  const end = match[2]!
  if (!isRealIsoDay(start) || !isRealIsoDay(end) || start > end) return null
  return { start, end }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** 'Sep 1, 2025' from '2025-09-01' (fixed English, no locale dependence). */
export function formatIsoDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number)
  return `${MONTHS[(m ?? 1) - 1] ?? ''} ${d ?? ''}, ${y ?? ''}`
}

export function customRangeLabel(range: DateRange): string {
  return `${formatIsoDay(range.start)} – ${formatIsoDay(range.end)}`
}

// ---- Parsing any value ---------------------------------------------------------------------------

type ParsedSemesterValue =
  | { kind: 'all' }
  | { kind: 'term'; term: Term; year: number; academicYear: string }
  | { kind: 'custom'; start: string; end: string }

const TERM_VALUE = /^(fall|winter|spring)-(\d{4})$/

export function parseSemesterValue(value: string | null | undefined): ParsedSemesterValue | null {
  if (value == null) return null
  if (value === ALL_SEMESTERS_VALUE) return { kind: 'all' }
  const term = TERM_VALUE.exec(value)
  if (term) {
    const t = term[1] as Term
    const year = Number(term[2])
    return { kind: 'term', term: t, year, academicYear: academicYearOfTerm(t, year) }
  }
  const custom = parseCustomRange(value)
  return custom ? { kind: 'custom', ...custom } : null
}

/** Label of any value: 'All Semesters', 'Fall 2026', 'Sep 1, 2025 – Dec 31, 2025'. */
export function semesterValueLabel(value: string): string {
  const parsed = parseSemesterValue(value)
  if (!parsed) return value
  if (parsed.kind === 'all') return ALL_SEMESTERS_LABEL
  if (parsed.kind === 'term') return planningTermLabel(parsed)
  return customRangeLabel(parsed)
}

/** Academic year a selection implies (selecting a semester also sets it); null for all/custom. */
export function academicYearOfSelection(value: string): string | null {
  const parsed = parseSemesterValue(value)
  return parsed?.kind === 'term' ? parsed.academicYear : null
}

/**
 * The selection to use at start: a stored semester or range stays; 'all' (also a missing or
 * unreadable value, which defaults to 'all') becomes the built-in semester containing today,
 * when there is one.
 */
export function resolveSemesterSelection(persisted: string | null | undefined, today: Date): string {
  const parsed = parseSemesterValue(persisted)
  if (parsed && parsed.kind !== 'all') return persisted!
  return findSemesterContaining(today)?.value ?? ALL_SEMESTERS_VALUE
}

// ---- Calendar mode ---------------------------------------------------------------------------

export interface RangeSelection {
  start: string | null
  end: string | null
}

/**
 * Calendar range picking: the first click sets the start; a click on or after the start sets the
 * end; a click before the start restarts from it. Once both are set, the next click starts over.
 */
export function pickRangeDate(state: RangeSelection, clicked: string): RangeSelection {
  if (state.start === null || state.end !== null) return { start: clicked, end: null }
  if (clicked >= state.start) return { start: state.start, end: clicked }
  return { start: clicked, end: null }
}

interface CalendarDay {
  date: string
  day: number
  inMonth: boolean
}

/** Month grid: 42 days starting on the Sunday on or before the 1st. */
export function calendarMonthGrid(year: number, monthIndex: number): CalendarDay[] {
  const first = isoDate(year, monthIndex, 1)
  const start = addDays(first, -dayOfWeek(first))
  const month = first.slice(0, 7)
  return Array.from({ length: CALENDAR_GRID_DAYS }, (_, i) => {
    const date = addDays(start, i)
    return { date, day: Number(date.slice(8, 10)), inMonth: date.slice(0, 7) === month }
  })
}

// ---- Scope of every figure ----------------------------------------------------------------------

/**
 * The planning scope of the header's two selectors: a term value is that term; a custom range is
 * the terms it overlaps; 'All Semesters' (or an unreadable value) is every term of the chosen
 * academic year, never every year at once.
 */
export function resolvePlanningScope(academicYear: string, semester: string): PlanningScope {
  const parsed = parseSemesterValue(semester)
  if (parsed?.kind === 'term') return termScope({ term: parsed.term, year: parsed.year })
  if (parsed?.kind === 'custom') return rangeScope(parsed, customRangeLabel(parsed))
  return academicYearScope(academicYear)
}

/**
 * The semester selection after the academic year changed: a term moves to the same term of the
 * new year, so the numbers follow the year; 'All Semesters' stays; a custom range (which ignores
 * the year) gives way to 'All Semesters' of the new year.
 */
export function semesterForAcademicYear(semester: string, academicYear: string): string {
  const parsed = parseSemesterValue(semester)
  const start = parseAcademicYear(academicYear)
  if (start === null) return semester
  if (parsed?.kind === 'term') return semesterValue(parsed.term, semesterYear(parsed.term, start))
  return ALL_SEMESTERS_VALUE
}

export interface AcademicYearGroup {
  academicYear: string
  options: SemesterOption[]
}

/**
 * The other academic years of the choices range (2 back to 3 ahead), after Quick Select's current
 * and next year: past terms stay one click away without a custom range.
 */
export function otherSemesterGroups(today: Date): AcademicYearGroup[] {
  const quick = new Set(quickSelectOptions(today).map((o) => o.value))
  const groups = new Map<string, SemesterOption[]>()
  for (const o of semesterChoices(today)) {
    if (quick.has(o.value)) continue
    groups.set(o.academicYear, [...(groups.get(o.academicYear) ?? []), o])
  }
  return [...groups].map(([academicYear, options]) => ({ academicYear, options }))
}
