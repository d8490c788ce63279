/**
 * The sessional window: a sessional appointment is full-time work for a limited time, and the
 * agreement warns when a professor's full-time sessional months reach 12 within any 24 months.
 *
 * From the data CourseLoad holds: a term counts as sessional months when the professor taught
 * more than the partial-load maximum in it (above 12 TCH: the sessional band, spec section 9),
 * and it counts every month of the semester (the academic calendar's start to end: four months
 * each). The window slides month by month; the figure for a term is the most months any window
 * that includes one of the term's months holds.
 */
import { semesterDates } from '@/domain/calendar/academic-calendar'
import { compareTerms, planningTermLabel, type PlanningTerm } from '@/domain/calendar/planning-term'

/** Months counted from year 0: 2026-09 is 2026 x 12 + 8. */
type MonthIndex = number

function monthIndexOf(isoDay: string): MonthIndex {
  return Number(isoDay.slice(0, 4)) * 12 + Number(isoDay.slice(5, 7)) - 1
}

/** A month index as 'yyyy-mm'. */
function monthLabel(month: MonthIndex): string {
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`
}

/** The months a term's semester spans (Fall: September to December). */
function termMonths(t: PlanningTerm): MonthIndex[] {
  const s = semesterDates(t.term, t.year)
  const out: MonthIndex[] = []
  for (let m = monthIndexOf(s.start); m <= monthIndexOf(s.end); m++) out.push(m)
  return out
}

interface SessionalWindow {
  /** The most sessional months in one window including the term. */
  months: number
  /** That window, as 'yyyy-mm' (first and last month). */
  from: string
  to: string
  /** The sessional terms counted in it, chronological. */
  terms: PlanningTerm[]
}

/**
 * Sessional months around `term`: `sessionalTerms` are the terms that count (the professor taught
 * above the partial-load maximum). Null when `term` itself does not count.
 */
export function sessionalWindow(
  term: PlanningTerm,
  sessionalTerms: readonly PlanningTerm[],
  windowMonths: number,
): SessionalWindow | null {
  const own = termMonths(term)
  const counted = new Map<MonthIndex, PlanningTerm>()
  for (const t of sessionalTerms) for (const m of termMonths(t)) counted.set(m, t)
  if (!own.every((m) => counted.has(m))) return null
  let best: SessionalWindow | null = null
  for (let start = own[0]! - windowMonths + 1; start <= own[own.length - 1]!; start++) {
    const end = start + windowMonths - 1
    const terms = new Set<PlanningTerm>()
    let months = 0
    for (let m = start; m <= end; m++) {
      const t = counted.get(m)
      if (t) {
        months++
        terms.add(t)
      }
    }
    if (!best || months > best.months) {
      best = { months, from: monthLabel(start), to: monthLabel(end), terms: [...terms].sort(compareTerms) }
    }
  }
  return best
}

/** 'Fall 2025, Winter 2026 and Fall 2026' */
export function termList(terms: readonly PlanningTerm[]): string {
  const labels = terms.map(planningTermLabel)
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`
}
