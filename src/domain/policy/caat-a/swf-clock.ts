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
  issued: number
  pending: number
  /** Pending professors whose own deadline has passed. */
  overdue: number
  /** Pending professors whose vacation brings their deadline before the general one. */
  earlierForVacation: number
  /** Professors whose first SWF of the term was issued after their deadline. */
  issuedLate: number
}

export function swfClock(input: {
  term: PlanningTerm
  professors: readonly { id: string; isActive: boolean; employmentType?: string | null }[]
  records: readonly CaatProfessorRecord[]
  settings: Pick<CaatASettings, 'swfNoticeWeeks'>
  today: string
}): SwfClock {
  const { term, settings, today } = input
  const key = termKey(term)
  const general = swfIssueDeadline(term, { settings })
  const byId = new Map(input.records.map((r) => [r.professorId, r]))
  const counts = { issued: 0, pending: 0, overdue: 0, earlierForVacation: 0, issuedLate: 0 }
  let earliestPending: string | null = null
  for (const p of input.professors) {
    if (!p.isActive || p.employmentType !== 'full-time') continue
    const record = byId.get(p.id)
    const vacations = record?.vacations ?? []
    const deadline = vacations.length ? swfIssueDeadline(term, { vacations, settings }).deadline : general.deadline
    const firstIssue = record?.terms[key]?.swfIssues?.[0]
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

/** '2 issued · 3 pending (of 5 full-time professors) · 1 overdue · 1 issued late'; the last two only when not zero. */
export function swfClockCounts(c: SwfClock): string {
  const parts = [`${formatNumber(c.issued)} issued`, `${formatNumber(c.pending)} pending (of ${pluralize(c.issued + c.pending, 'full-time professor')})`]
  if (c.overdue) parts.push(`${formatNumber(c.overdue)} overdue`)
  if (c.issuedLate) parts.push(`${formatNumber(c.issuedLate)} issued late`)
  return parts.join(' · ')
}
