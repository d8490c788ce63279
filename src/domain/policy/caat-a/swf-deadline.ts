/**
 * The SWF clock. Article 11 asks that a full-time professor's SWF be issued at least six weeks
 * before the term starts, holidays and vacations excluded; after it is issued the professor has
 * five working days to refer it to the Workload Monitoring Group.
 *
 * Read here as the union locals count it (issue 31):
 *  - the term starts on its first day of classes (the built-in academic calendar);
 *  - six weeks are six working weeks: 30 working days back from that day, where a weekend, a
 *    holiday or a college closure of the calendar (statutory holidays, Winter Break, Easter
 *    Monday, the Civic Holiday) or a day of the professor's vacation is not counted. So the
 *    deadline is always a working day, and a professor on vacation in July and August has theirs
 *    in May, not in July;
 *  - a working day is Monday to Friday, not a holiday or closure, not in the vacation given;
 *  - the reading weeks are not excluded: classes stop but professors work, so they are neither
 *    holidays nor vacation for this purpose.
 */
import {
  ACADEMIC_CALENDAR,
  addDays,
  buildCalendarYear,
  dayOfWeek,
  semesterDates,
  type CalendarHoliday,
  type DateRange,
} from '@/domain/calendar/academic-calendar'
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import { DEFAULT_CAAT_A_SETTINGS, type CaatASettings } from './caat-a-factors'

/** Reading weeks stop classes, not work (see the header). */
const NOT_A_CLOSURE = /reading week/i

/** The holiday and closure days of the academic year starting in a year, by date. */
function closuresOfYear(startYear: number): Map<string, string> {
  const days = new Map<string, string>()
  const year = ACADEMIC_CALENDAR.find((y) => y.startYear === startYear) ?? buildCalendarYear(startYear)
  for (const semester of year.semesters) {
    for (const h of semester.holidays) {
      if (NOT_A_CLOSURE.test(h.name)) continue
      for (const day of holidayDays(h)) if (!days.has(day)) days.set(day, h.name)
    }
  }
  return days
}

/** The closure a day falls on, or null: `closureOn` for a walk through the calendar. */
type ClosureLookup = (day: string) => string | null

/**
 * A lookup that builds each academic year's closures once, for one walk of a few weeks (a
 * deadline, a referral): a year has a few dozen closure days, so building them per walk is cheap,
 * and held by the walk rather than the module, nothing outlives it.
 */
function closureLookup(): ClosureLookup {
  const years = new Map<number, Map<string, string>>()
  const ofYear = (startYear: number) => {
    let days = years.get(startYear)
    if (!days) years.set(startYear, (days = closuresOfYear(startYear)))
    return days
  }
  // A day belongs to the academic year starting in its own year (Sep-Dec) or the year before.
  return (day) => {
    const year = Number(day.slice(0, 4))
    return ofYear(year).get(day) ?? ofYear(year - 1).get(day) ?? null
  }
}

function holidayDays(h: CalendarHoliday): string[] {
  if (h.date) return [h.date]
  if (!h.start || !h.end) return []
  const out: string[] = []
  for (let d = h.start; d <= h.end; d = addDays(d, 1)) out.push(d)
  return out
}

/** The holiday or closure a day falls on ('Christmas Day', 'Winter Break'), or null. */
export function closureOn(day: string): string | null {
  return closureLookup()(day)
}

function inRanges(day: string, ranges: readonly DateRange[]): boolean {
  return ranges.some((r) => r.start <= day && day <= r.end)
}

/** Monday to Friday, not a holiday or closure, not in `vacations`. */
export function isWorkingDay(day: string, vacations: readonly DateRange[] = [], closures: ClosureLookup = closureLookup()): boolean {
  const weekday = dayOfWeek(day)
  return weekday !== 0 && weekday !== 6 && closures(day) === null && !inRanges(day, vacations)
}

interface ExcludedDay {
  date: string
  /** The holiday or closure, or 'Vacation'. */
  reason: string
}

interface SwfIssueDeadline {
  term: PlanningTerm
  /** The first day of classes. */
  termStart: string
  /** The first day of the SWF period counted back from (the term's first day of classes unless a later period's). */
  periodStart: string
  /** The last day the SWF may be issued. */
  deadline: string
  /** Weekdays between the deadline and the term's start that were not counted (holidays, vacation), chronological. */
  excluded: ExcludedDay[]
}

/** Working days in a working week (the notice in weeks is counted in these). */
const WORKING_DAYS_A_WEEK = 5

/**
 * The date by which the term's SWFs must be issued: `swfNoticeWeeks` (6) working weeks, 30 working
 * days, before the first day of classes. `vacations` are the professor's (for one professor's
 * SWF); leave them out for the term's general deadline (everyone without a vacation then).
 * `periodStart` is the first day of a later SWF period (swf-periods.ts): a 7-week section in the
 * second half of the term has its own SWF, due six working weeks before that half starts.
 */
export function swfIssueDeadline(
  term: PlanningTerm,
  options: { vacations?: readonly DateRange[]; settings?: Pick<CaatASettings, 'swfNoticeWeeks'>; periodStart?: string } = {},
): SwfIssueDeadline {
  const { vacations = [], settings = DEFAULT_CAAT_A_SETTINGS } = options
  const termStart = semesterDates(term.term, term.year).classesStart
  const periodStart = options.periodStart ?? termStart
  const excluded: ExcludedDay[] = []
  const closures = closureLookup()
  let day = periodStart
  for (let counted = 0; counted < settings.swfNoticeWeeks * WORKING_DAYS_A_WEEK; ) {
    day = addDays(day, -1)
    const weekday = dayOfWeek(day)
    if (weekday === 0 || weekday === 6) continue
    const closure = closures(day)
    if (closure) excluded.push({ date: day, reason: closure })
    else if (inRanges(day, vacations)) excluded.push({ date: day, reason: 'Vacation' })
    else counted++
  }
  return { term, termStart, periodStart, deadline: day, excluded: excluded.reverse() }
}

/**
 * The last day the professor may refer an SWF issued on `issuedOn` to the Workload Monitoring
 * Group: the `referralWorkingDays`-th (5th) working day after the day of issue.
 */
export function referralDeadline(
  issuedOn: string,
  options: { vacations?: readonly DateRange[]; settings?: Pick<CaatASettings, 'referralWorkingDays'> } = {},
): string {
  const { vacations = [], settings = DEFAULT_CAAT_A_SETTINGS } = options
  const closures = closureLookup()
  let day = issuedOn
  for (let counted = 0; counted < settings.referralWorkingDays; ) {
    day = addDays(day, 1)
    if (isWorkingDay(day, vacations, closures)) counted++
  }
  return day
}

/** Whole days from `today` to `deadline` (negative once it has passed), for the dashboard clock. */
export function daysUntil(deadline: string, today: string): number {
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)
}
