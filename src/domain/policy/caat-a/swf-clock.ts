/**
 * The SWF clock of a planning term, as the dashboard shows it under CAAT-A: the day by which the
 * term's Standard Workload Forms must be issued (swf-deadline.ts), how many days are left (negative
 * once passed), and of the active full-time professors (the agreement requires theirs) how many
 * have one issued for the term, how many are still pending, how many of those are overdue, and how
 * many were issued after their deadline.
 *
 * The deadline is each professor's own (issue 31): the six working weeks exclude the professor's
 * vacation, so one away in July and August is due in May. The clock shows the earliest deadline
 * still to meet (a pending professor's), so the coordinator is never told "12 days left" while a
 * professor on vacation is already overdue; with nobody pending it shows the term's general one.
 *
 * A professor whose term short sections cut into SWF periods (swf-periods.ts) has a form per
 * period, each due six working weeks before its period starts and issued on its own: the clock then
 * counts forms, not professors (`periodStartsOf` gives each professor's periods; without it, or
 * for a professor with nothing in the term, one form covers the term).
 */
import { formatNumber, pluralize } from '@/domain/kernel/format'
import { planningTermLabel, termKey, type PlanningTerm } from '@/domain/calendar/planning-term'
import type { CaatASettings } from './caat-a-factors'
import type { CaatProfessorRecord } from './caat-a-records'
import { daysUntil, swfIssueDeadline } from './swf-deadline'

export interface SwfClock {
  term: PlanningTerm
  termStart: string
  /** The earliest deadline of a pending professor; the term's general deadline when none is pending. */
  deadline: string
  /** The deadline of a professor without vacation before the term. */
  generalDeadline: string
  daysLeft: number
  /** Full-time professors counted. */
  professors: number
  /** Forms (a professor's term, or each of its SWF periods) issued, and still to issue. */
  issued: number
  pending: number
  /** Pending forms whose own deadline has passed. */
  overdue: number
  /** Pending forms whose professor's vacation brings their deadline before the general one. */
  earlierForVacation: number
  /** Forms first issued after their deadline. */
  issuedLate: number
}

export function swfClock(input: {
  term: PlanningTerm
  professors: readonly { id: string; isActive: boolean; employmentType?: string | null }[]
  records: readonly CaatProfessorRecord[]
  settings: Pick<CaatASettings, 'swfNoticeWeeks'>
  today: string
  /** The first days of a professor's SWF periods in the term (swf-periods.ts `swfPeriodStarts`). */
  periodStartsOf?: (professorId: string) => readonly string[]
}): SwfClock {
  const { term, settings, today } = input
  const key = termKey(term)
  const general = swfIssueDeadline(term, { settings })
  const byId = new Map(input.records.map((r) => [r.professorId, r]))
  const counts = { professors: 0, issued: 0, pending: 0, overdue: 0, earlierForVacation: 0, issuedLate: 0 }
  let earliestPending: string | null = null
  for (const p of input.professors) {
    if (!p.isActive || p.employmentType !== 'full-time') continue
    counts.professors++
    const record = byId.get(p.id)
    const vacations = record?.vacations ?? []
    const own = input.periodStartsOf?.(p.id) ?? []
    const starts = own.length ? own : [general.termStart]
    const issues = record?.terms[key]?.swfIssues ?? []
    for (const periodStart of starts) {
      const deadline =
        vacations.length || periodStart !== general.termStart ? swfIssueDeadline(term, { vacations, settings, periodStart }).deadline : general.deadline
      // Issues made before periods were recorded are the first period's (swf-issue.ts issuesOfPeriod).
      const firstIssue = issues.find((i) => (i.period?.start ?? starts[0]) === periodStart)
      if (firstIssue) {
        counts.issued++
        if (firstIssue.date > deadline) counts.issuedLate++
        continue
      }
      counts.pending++
      if (deadline < general.deadline) counts.earlierForVacation++
      if (deadline < today) counts.overdue++
      if (earliestPending === null || deadline < earliestPending) earliestPending = deadline
    }
  }
  const deadline = earliestPending ?? general.deadline
  return { term, termStart: general.termStart, deadline, generalDeadline: general.deadline, daysLeft: daysUntil(deadline, today), ...counts }
}

/**
 * 'Fall 2026: SWFs due by 2026-07-21, 12 days left' (or 'due today', '3 days overdue'); when a
 * vacation brings someone's deadline earlier: 'Fall 2026: next SWF due by 2026-05-15 (1 professor's
 * vacation moves it before 2026-07-21), 12 days left'.
 */
export function swfClockLabel(c: SwfClock): string {
  const when =
    c.daysLeft > 0
      ? `${formatNumber(c.daysLeft)} ${c.daysLeft === 1 ? 'day' : 'days'} left`
      : c.daysLeft === 0
        ? 'due today'
        : `${formatNumber(-c.daysLeft)} ${c.daysLeft === -1 ? 'day' : 'days'} overdue`
  if (c.deadline < c.generalDeadline) {
    const who = c.earlierForVacation === 1 ? "1 professor's vacation moves it" : `${formatNumber(c.earlierForVacation)} professors' vacations move it`
    return `${planningTermLabel(c.term)}: next SWF due by ${c.deadline} (${who} before ${c.generalDeadline}), ${when}`
  }
  return `${planningTermLabel(c.term)}: SWFs due by ${c.deadline}, ${when}`
}

/**
 * '2 issued · 3 pending (of 5 full-time professors) · 1 overdue · 1 issued late'; the last two only
 * when not zero. With SWF periods, forms outnumber professors: '… pending (of 6 SWFs, 5 full-time professors)'.
 */
export function swfClockCounts(c: SwfClock): string {
  const forms = c.issued + c.pending
  const of = forms === c.professors ? pluralize(forms, 'full-time professor') : `${pluralize(forms, 'SWF')}, ${pluralize(c.professors, 'full-time professor')}`
  const parts = [`${formatNumber(c.issued)} issued`, `${formatNumber(c.pending)} pending (of ${of})`]
  if (c.overdue) parts.push(`${formatNumber(c.overdue)} overdue`)
  if (c.issuedLate) parts.push(`${formatNumber(c.issuedLate)} issued late`)
  return parts.join(' · ')
}
