/**
 * The sessional window: a sessional appointment is full-time work for a limited time, up to 12
 * months in any 24 (Fleming College's contract-faculty FAQ; issue 31 item 6). Reaching 12 is
 * allowed; going over is not.
 *
 * From the data CourseLoad holds: a term counts when the professor taught more than the
 * partial-load maximum in it (above 12 TCH: the sessional band, spec section 9), for the calendar
 * months of its real dates: the SWF's period, first day of classes to the end of exams (Fall 2026:
 * 8 September to 18 December, 3.35 months), not four whole months per term. A part of a month
 * counts as its share of that month's days. The window is any 24 consecutive months; the figure
 * for a term is the most months a window touching the term holds.
 */
import { addDays, semesterDates } from '@/domain/calendar/academic-calendar'
import { compareTerms, planningTermLabel, type PlanningTerm } from '@/domain/calendar/planning-term'

/** Months counted from year 0, with the day as a fraction of its month: 2026-09-16 is 2026 x 12 + 8 + 15/30. */
type MonthPoint = number

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

function monthPointOf(isoDay: string): MonthPoint {
  const year = Number(isoDay.slice(0, 4))
  const month = Number(isoDay.slice(5, 7))
  const day = Number(isoDay.slice(8, 10))
  return year * 12 + month - 1 + (day - 1) / daysInMonth(year, month)
}

/** A month point as 'yyyy-mm-dd' (the day the window starts or ends). */
function dayOf(point: MonthPoint): string {
  const whole = Math.floor(point + 1e-9)
  const year = Math.floor(whole / 12)
  const month = (whole % 12) + 1
  const day = Math.round((point - whole) * daysInMonth(year, month)) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, daysInMonth(year, month))).padStart(2, '0')}`
}

/** The calendar months of a term's real dates: [start, end) in month points. */
function termSpan(t: PlanningTerm): { start: MonthPoint; end: MonthPoint } {
  const s = semesterDates(t.term, t.year)
  return { start: monthPointOf(s.classesStart), end: monthPointOf(addDays(s.examPeriod.end, 1)) }
}

/** Calendar months of a term's real dates (Fall 2026: 3.35). */
export function termMonths(t: PlanningTerm): number {
  const { start, end } = termSpan(t)
  return end - start
}

interface SessionalWindow {
  /** The most sessional months in one window touching the term, to the hundredth. */
  months: number
  /** That window's first and last day. */
  from: string
  to: string
  /** The sessional terms counted in it, chronological. */
  terms: PlanningTerm[]
}

const overlap = (a: { start: number; end: number }, from: number, to: number) => Math.max(0, Math.min(a.end, to) - Math.max(a.start, from))

/**
 * Sessional months around `term`: `sessionalTerms` are the terms that count (the professor taught
 * above the partial-load maximum). Null when `term` itself does not count.
 */
export function sessionalWindow(
  term: PlanningTerm,
  sessionalTerms: readonly PlanningTerm[],
  windowMonths: number,
): SessionalWindow | null {
  const own = termSpan(term)
  const spans = sessionalTerms.map((t) => ({ term: t, ...termSpan(t) }))
  if (!spans.some((s) => compareTerms(s.term, term) === 0)) return null
  // The most a window holds is reached with one of its ends on a term's start or end.
  const starts = new Set<number>()
  for (const s of spans) {
    starts.add(s.start)
    starts.add(s.end - windowMonths)
  }
  let best: SessionalWindow | null = null
  for (const from of [...starts].sort((a, b) => a - b)) {
    const to = from + windowMonths
    if (overlap(own, from, to) <= 0) continue
    let months = 0
    const terms: PlanningTerm[] = []
    for (const s of spans) {
      const m = overlap(s, from, to)
      if (m <= 0) continue
      months += m
      terms.push(s.term)
    }
    const rounded = Math.round(months * 100) / 100
    if (!best || rounded > best.months) best = { months: rounded, from: dayOf(from), to: addDays(dayOf(to), -1), terms: terms.sort(compareTerms) }
  }
  return best
}

/** 'Fall 2025, Winter 2026 and Fall 2026' */
export function termList(terms: readonly PlanningTerm[]): string {
  const labels = terms.map(planningTermLabel)
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`
}
