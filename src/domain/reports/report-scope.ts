/**
 * Which academic year and semester the reports screen shows. /reports follows the header: the
 * app's working year and semester, which its filters also change. /reports/{year} is a link to
 * that year's reports: it scopes the reports only and never changes the working year, so opening
 * it leaves every other screen where it was. Its term comes from ?term= (else the header's term
 * moved into that year). A year in the address that is not an academic year is said on the page,
 * and the reports show the working year.
 */
import { ACADEMIC_YEAR_MAX, ACADEMIC_YEAR_MIN } from '@/domain/kernel/constants'
import { semesterValue, semesterYear } from '@/domain/calendar/academic-calendar'
import { parseAcademicYear } from '@/domain/calendar/academic-year'
import type { ReportTerm } from './report-search'
import {
  ALL_SEMESTERS_VALUE,
  parseSemesterValue,
  semesterForAcademicYear,
} from '@/domain/calendar/semester-options'

interface ReportScopeChoice {
  academicYear: string
  /** A semester value as the header has them: 'fall-2025', 'all' or a custom range. */
  semester: string
  /** The address names the year: the reports' own scope, apart from the header's. */
  fromAddress: boolean
  /** The address's year when it is not an academic year. */
  invalidYear?: string
}

export function reportScopeChoice(
  header: { academicYear: string; semester: string },
  yearParam: string | undefined,
  term: ReportTerm | undefined,
): ReportScopeChoice {
  if (yearParam === undefined) return { ...header, fromAddress: false }
  const start = parseAcademicYear(yearParam)
  if (start === null) return { ...header, fromAddress: false, invalidYear: yearParam }
  const semester =
    term === undefined
      ? semesterForAcademicYear(header.semester, yearParam)
      : term === 'all'
        ? ALL_SEMESTERS_VALUE
        : semesterValue(term, semesterYear(term, start))
  return { academicYear: yearParam, semester, fromAddress: true }
}

/** The ?term= of a semester value chosen on /reports/{year} ('winter-2027' -> 'winter'). */
export function reportTermOf(semester: string): ReportTerm | undefined {
  const parsed = parseSemesterValue(semester)
  if (parsed?.kind === 'all') return 'all'
  return parsed?.kind === 'term' ? parsed.term : undefined
}

/** What the page says about a year in the address that is not an academic year. */
export function invalidReportYearMessage(yearParam: string, workingYear: string): string {
  return (
    `"${yearParam}" is not an academic year. Write it as two consecutive years from ${ACADEMIC_YEAR_MIN} to ${ACADEMIC_YEAR_MAX}, ` +
    `for example /reports/${workingYear}. Showing ${workingYear}, the working year, instead.`
  )
}
