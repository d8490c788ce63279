/**
 * Issuing an SWF: the figures printed on it are kept with the day and the SWF period it covers
 * (caat-a-records.ts `issuedSwfSchema`), and a re-issue after changes lists what differs from the
 * last issued version, line by line and in the totals, in words a coordinator can read to the
 * professor.
 *
 * A term cut by short sections has one SWF per period (swf-periods.ts), each issued, versioned and
 * due on its own: a period's issues are those whose period starts on the same day (periods never
 * share a first day). An issue whose period ends on another day than the period now does was
 * issued for other sections: the change is listed and the SWF must be re-issued.
 */
import type { DateRange } from '@/domain/calendar/academic-calendar'
import { formatNumber } from '@/domain/kernel/format'
import type { CaatASettings } from './caat-a-factors'
import type { IssuedSwf } from './caat-a-records'
import type { Swf } from './swf'
import { referralDeadline, swfIssueDeadline } from './swf-deadline'

/** The figures of `swf` as issued on `date`. */
export function issuedSwfOf(swf: Swf, date: string): IssuedSwf {
  return {
    date,
    period: { start: swf.period.start, end: swf.period.end },
    tch: swf.totals.tch,
    attributedHours: swf.totals.attributedHours,
    complementaryHours: swf.totals.complementaryHours,
    lines: swf.lines.map((l) => ({
      code: l.code,
      section: l.section,
      tch: l.tch,
      preparationHours: l.preparation.hours,
      evaluationHours: l.evaluation.hours,
      hours: l.hours,
    })),
  }
}

const n = formatNumber
const lineName = (l: { code: string; section: number }) => `${l.code} §${l.section}`

/**
 * The issues of `swf`'s period, oldest first. Those recorded before periods were (no period) are
 * the first period's.
 */
export function issuesOfPeriod(issues: readonly IssuedSwf[], swf: Pick<Swf, 'period' | 'periods'>): IssuedSwf[] {
  const firstStart = swf.periods[0]?.start ?? swf.period.start
  return issues.filter((i) => (i.period?.start ?? firstStart) === swf.period.start)
}

/** What differs from the last issued version ([] when nothing does). */
export function swfDifferences(issued: IssuedSwf, swf: Swf): string[] {
  const now = issuedSwfOf(swf, issued.date)
  const out: string[] = []
  if (issued.period && issued.period.end !== now.period!.end) {
    out.push(`Period: ${issued.period.start} to ${issued.period.end} -> ${now.period!.start} to ${now.period!.end}`)
  }
  const before = new Map(issued.lines.map((l) => [lineName(l), l]))
  const after = new Map(now.lines.map((l) => [lineName(l), l]))
  for (const [name, l] of after) {
    const was = before.get(name)
    if (!was) out.push(`${name} added: ${n(l.tch)} TCH, ${n(l.hours)} h`)
    else if (was.hours !== l.hours || was.tch !== l.tch) out.push(`${name}: ${n(was.hours)} h -> ${n(l.hours)} h`)
  }
  for (const [name, l] of before) if (!after.has(name)) out.push(`${name} removed: was ${n(l.tch)} TCH, ${n(l.hours)} h`)
  if (issued.complementaryHours !== now.complementaryHours) {
    out.push(`Complementary functions: ${n(issued.complementaryHours)} h -> ${n(now.complementaryHours)} h`)
  }
  if (issued.tch !== now.tch) out.push(`Total TCH: ${n(issued.tch)} -> ${n(now.tch)}`)
  if (issued.attributedHours !== now.attributedHours) {
    out.push(`Total attributed workload: ${n(issued.attributedHours)} h -> ${n(now.attributedHours)} h`)
  }
  return out
}

/**
 * Where one professor's SWF for one period stands against the clock (11.02 A1, A4): their own
 * deadline (six working weeks before the period starts, their vacations excluded), the version in
 * force (1 when first issued, 2 after one re-issue…), whether
 * the first issue came after the deadline, whether it changed after its last issue (then it must
 * be re-issued, and the professor's 5 working days to refer start again), and the referral date.
 */
export interface SwfIssueStanding {
  deadline: string
  /** The version in force (0: a draft, never issued). */
  version: number
  issuedOn: string | null
  late: boolean
  changes: string[]
  needsReissue: boolean
  /** The last day the professor may refer the version in force, or null for a draft. */
  referralBy: string | null
}

/** `termIssues` are the term's (every period's): the standing counts those of `swf`'s period. */
export function swfIssueStanding(
  swf: Swf,
  termIssues: readonly IssuedSwf[],
  options: { vacations?: readonly DateRange[]; settings?: Pick<CaatASettings, 'swfNoticeWeeks' | 'referralWorkingDays'> } = {},
): SwfIssueStanding {
  const { deadline } = swfIssueDeadline(swf.term, { ...options, periodStart: swf.period.start })
  const issues = issuesOfPeriod(termIssues, swf)
  const first = issues[0]
  const last = issues[issues.length - 1]
  const changes = last ? swfDifferences(last, swf) : []
  return {
    deadline,
    version: issues.length,
    issuedOn: last?.date ?? null,
    late: !!first && first.date > deadline,
    changes,
    needsReissue: changes.length > 0,
    referralBy: last ? referralDeadline(last.date, options) : null,
  }
}
