/**
 * The built-in academic calendar, 2023-2024 through 2027-2028 (spec section 3). Dates are ISO
 * 'yyyy-mm-dd' strings: they sort as text, survive JSON and carry no time zone, so "is today in
 * Fall 2026" gives the same answer in Toronto and in a UTC test runner.
 *
 * Dates are computed from Ontario college conventions rather than typed in, so every year is
 * consistent: Fall covers Sep-Dec (classes from the Tuesday after Labour Day), Winter Jan-Apr
 * (classes from the first Monday on or after 4 January), Spring May-Aug (classes from the first
 * Monday of May); each has 14 teaching weeks (one of them a reading week in Fall and Winter)
 * and an exam week: 15 weeks, 75 instructional days. Semesters tile the year without gaps so any
 * date in range belongs to exactly one.
 */
import {
  CALENDAR_FIRST_YEAR,
  CALENDAR_INSTRUCTIONAL_DAYS,
  CALENDAR_LAST_YEAR,
  CALENDAR_WEEKS_PER_SEMESTER,
  TERM_LABELS,
  TERMS,
  type Term,
} from '@/domain/kernel/constants'
import { localIsoDate } from '@/domain/kernel/local-date'
import { formatAcademicYear } from './academic-year'

type HolidayType = 'statutory' | 'college'

export interface CalendarHoliday {
  name: string
  type: HolidayType
  /** A single day… */
  date?: string
  /** …or a span. */
  start?: string
  end?: string
}

export interface DateRange {
  start: string
  end: string
}

export interface CalendarSemester {
  term: Term
  /** Calendar year the semester runs in (Winter and Spring: the academic year's second year). */
  year: number
  /** 'fall-2026' */
  value: string
  /** 'Fall 2026' */
  name: string
  academicYear: string
  start: string
  end: string
  classesStart: string
  classesEnd: string
  examPeriod: DateRange
  weeks: number
  instructionalDays: number
  holidays: CalendarHoliday[]
}

interface CalendarYear {
  academicYear: string
  startYear: number
  start: string
  end: string
  semesters: CalendarSemester[]
}

// ---- Date arithmetic on ISO strings (UTC underneath, so no DST surprises) -------------------

const DAY_MS = 86_400_000

function utc(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day))
}

function iso(d: Date): string {
  return d.toISOString().slice(0, 10)
}

export function isoDate(year: number, monthIndex: number, day: number): string {
  return iso(utc(year, monthIndex, day))
}

export function addDays(isoDay: string, days: number): string {
  return iso(new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS))
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(isoDay: string): number {
  return new Date(`${isoDay}T00:00:00Z`).getUTCDay()
}

/** n-th (1-based) given weekday of a month. */
function nthWeekday(year: number, monthIndex: number, weekday: number, n: number): string {
  const first = utc(year, monthIndex, 1).getUTCDay()
  const day = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7
  return isoDate(year, monthIndex, day)
}

/** First given weekday on or after a date. */
function weekdayOnOrAfter(isoDay: string, weekday: number): string {
  return addDays(isoDay, (weekday - dayOfWeek(isoDay) + 7) % 7)
}

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return isoDate(year, month - 1, day)
}

const MONDAY = 1
const SEP = 8
const OCT = 9
const DEC = 11
const JAN = 0
const FEB = 1
const APR = 3
const MAY = 4
const JUL = 6
const AUG = 7

/** Teaching weeks before the exam week. */
const TEACHING_WEEKS = CALENDAR_WEEKS_PER_SEMESTER - 1

/** Classes run Monday of week 1 to Friday of the last teaching week; exams fill the next week. */
function teachingBlock(weekOneMonday: string): { classesEnd: string; examPeriod: DateRange } {
  const examMonday = addDays(weekOneMonday, TEACHING_WEEKS * 7)
  return { classesEnd: addDays(examMonday, -3), examPeriod: { start: examMonday, end: addDays(examMonday, 4) } }
}

function semester(
  term: Term,
  year: number,
  academicYear: string,
  parts: Pick<CalendarSemester, 'start' | 'end' | 'classesStart' | 'classesEnd' | 'examPeriod' | 'holidays'>,
): CalendarSemester {
  return {
    term,
    year,
    value: semesterValue(term, year),
    name: `${TERM_LABELS[term]} ${year}`,
    academicYear,
    weeks: CALENDAR_WEEKS_PER_SEMESTER,
    instructionalDays: CALENDAR_INSTRUCTIONAL_DAYS,
    ...parts,
  }
}

export function semesterValue(term: Term, year: number): string {
  return `${term}-${year}`
}

/** Calendar year of a term within the academic year starting in `startYear`. */
export function semesterYear(term: Term, startYear: number): number {
  return term === 'fall' ? startYear : startYear + 1
}

/** One academic year of the calendar, computed for any start year. */
export function buildCalendarYear(startYear: number): CalendarYear {
  const y = startYear
  const next = y + 1
  const academicYear = formatAcademicYear(y)

  const labourDay = nthWeekday(y, SEP, MONDAY, 1)
  const thanksgiving = nthWeekday(y, OCT, MONDAY, 2)
  const fallBlock = teachingBlock(labourDay)
  const fall = semester('fall', y, academicYear, {
    start: isoDate(y, SEP, 1),
    end: isoDate(y, DEC, 31),
    classesStart: addDays(labourDay, 1),
    ...fallBlock,
    holidays: [
      { name: 'Labour Day', type: 'statutory', date: labourDay },
      { name: 'Thanksgiving', type: 'statutory', date: thanksgiving },
      { name: 'Fall Reading Week', type: 'college', start: addDays(thanksgiving, 7), end: addDays(thanksgiving, 11) },
      { name: 'Winter Break', type: 'college', start: isoDate(y, DEC, 22), end: isoDate(y, DEC, 31) },
      { name: 'Christmas Day', type: 'statutory', date: isoDate(y, DEC, 25) },
      { name: 'Boxing Day', type: 'statutory', date: isoDate(y, DEC, 26) },
    ],
  })

  const winterStart = weekdayOnOrAfter(isoDate(next, JAN, 4), MONDAY)
  const familyDay = nthWeekday(next, FEB, MONDAY, 3)
  const easter = easterSunday(next)
  const winter = semester('winter', next, academicYear, {
    start: isoDate(next, JAN, 1),
    end: isoDate(next, APR, 30),
    classesStart: winterStart,
    ...teachingBlock(winterStart),
    holidays: [
      { name: "New Year's Day", type: 'statutory', date: isoDate(next, JAN, 1) },
      { name: 'Family Day', type: 'statutory', date: familyDay },
      { name: 'Winter Reading Week', type: 'college', start: familyDay, end: addDays(familyDay, 4) },
      { name: 'Good Friday', type: 'statutory', date: addDays(easter, -2) },
      { name: 'Easter Monday', type: 'college', date: addDays(easter, 1) },
    ],
  })

  const springStart = weekdayOnOrAfter(isoDate(next, MAY, 1), MONDAY)
  // Victoria Day: the Monday before 25 May.
  const victoriaDay = addDays(isoDate(next, MAY, 24), -((dayOfWeek(isoDate(next, MAY, 24)) + 6) % 7))
  const spring = semester('spring', next, academicYear, {
    start: isoDate(next, MAY, 1),
    end: isoDate(next, AUG, 31),
    classesStart: springStart,
    ...teachingBlock(springStart),
    holidays: [
      { name: 'Victoria Day', type: 'statutory', date: victoriaDay },
      { name: 'Canada Day', type: 'statutory', date: isoDate(next, JUL, 1) },
      { name: 'Civic Holiday', type: 'college', date: nthWeekday(next, AUG, MONDAY, 1) },
    ],
  })

  return { academicYear, startYear: y, start: fall.start, end: spring.end, semesters: [fall, winter, spring] }
}

export const ACADEMIC_CALENDAR: readonly CalendarYear[] = Array.from(
  { length: CALENDAR_LAST_YEAR - CALENDAR_FIRST_YEAR + 1 },
  (_, i) => buildCalendarYear(CALENDAR_FIRST_YEAR + i),
)

/** The built-in semester containing a date (a Date is read in local time), or null outside. */
export function findSemesterContaining(
  date: Date | string,
  calendar: readonly CalendarYear[] = ACADEMIC_CALENDAR,
): CalendarSemester | null {
  const day = typeof date === 'string' ? date.slice(0, 10) : localIsoDate(date)
  for (const year of calendar) {
    if (day < year.start || day > year.end) continue
    return year.semesters.find((s) => s.start <= day && day <= s.end) ?? null
  }
  return null
}

/** Semester by its value ('winter-2027'), or null when not in the built-in calendar. */
export function semesterByValue(
  value: string,
  calendar: readonly CalendarYear[] = ACADEMIC_CALENDAR,
): CalendarSemester | null {
  for (const year of calendar) {
    const found = year.semesters.find((s) => s.value === value)
    if (found) return found
  }
  return null
}

/**
 * Teaching weeks of a term in the built-in calendar: from the first day of classes to the exam
 * week (14 in every built-in term); null for a term the calendar does not hold, where the
 * statements fall back to the spec's 14 (HOURS_WEEKS_PER_TERM).
 */
export function calendarTeachingWeeks(term: Term, year: number, calendar: readonly CalendarYear[] = ACADEMIC_CALENDAR): number | null {
  const semester = semesterByValue(semesterValue(term, year), calendar)
  if (!semester) return null
  return Math.round((Date.parse(semester.examPeriod.start) - Date.parse(semester.classesStart)) / (7 * DAY_MS))
}

/** Semester dates for any term and calendar year, from the calendar or computed the same way. */
export function semesterDates(term: Term, year: number): CalendarSemester {
  const startYear = term === 'fall' ? year : year - 1
  const fromCalendar = semesterByValue(semesterValue(term, year))
  return fromCalendar ?? buildCalendarYear(startYear).semesters[TERMS.indexOf(term)]!
}
