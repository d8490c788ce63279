/**
 * The SWF clock of a planning term, as the dashboard shows it under CAAT-A: the day by which the
 * term's Standard Workload Forms must be issued (swf-deadline.ts), how many days are left (negative
 * once passed), and of the active full-time professors (the agreement requires theirs) how many
 * have one issued for the term and how many are still pending.
 */
import { formatNumber } from '@/domain/kernel/format'
import { planningTermLabel, termKey, type PlanningTerm } from '@/domain/calendar/planning-term'
import type { CaatASettings } from './caat-a-factors'
import type { CaatProfessorRecord } from './caat-a-records'
import { daysUntil, swfIssueDeadline } from './swf-deadline'

export interface SwfClock {
  term: PlanningTerm
  termStart: string
  deadline: string
  daysLeft: number
  issued: number
  pending: number
}

export function swfClock(input: {
  term: PlanningTerm
  professors: readonly { id: string; isActive: boolean; employmentType?: string | null }[]
  records: readonly CaatProfessorRecord[]
  settings: Pick<CaatASettings, 'swfNoticeWeeks'>
  today: string
}): SwfClock {
  const { term } = input
  const key = termKey(term)
  const { deadline, termStart } = swfIssueDeadline(term, { settings: input.settings })
  const byId = new Map(input.records.map((r) => [r.professorId, r]))
  let issued = 0
  let pending = 0
  for (const p of input.professors) {
    if (!p.isActive || p.employmentType !== 'full-time') continue
    if (byId.get(p.id)?.terms[key]?.swfIssues?.length) issued++
    else pending++
  }
  return { term, termStart, deadline, daysLeft: daysUntil(deadline, input.today), issued, pending }
}

/** 'Fall 2026: SWFs due by 2026-07-21, 12 days left' (or 'due today', '3 days overdue'). */
export function swfClockLabel(c: SwfClock): string {
  const when =
    c.daysLeft > 0
      ? `${formatNumber(c.daysLeft)} ${c.daysLeft === 1 ? 'day' : 'days'} left`
      : c.daysLeft === 0
        ? 'due today'
        : `${formatNumber(-c.daysLeft)} ${c.daysLeft === -1 ? 'day' : 'days'} overdue`
  return `${planningTermLabel(c.term)}: SWFs due by ${c.deadline}, ${when}`
}
