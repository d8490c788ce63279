/**
 * Where a full-time professor's SWF for a term stands, for the coordinator's list of forms
 * (issue 30): a draft (never issued, the deadline not passed), late (never issued, the deadline of
 * swf-deadline.ts passed), issued on a day (the figures in force are the ones issued), or issued and
 * then changed by the plan, so it needs a re-issue (what differs is swf-issue.ts's swfDifferences).
 * "Not yet issued" is a draft or a late one: the forms "Print all not yet issued" prints.
 */
import type { DateRange } from '@/domain/calendar/academic-calendar'
import { formatNumber } from '@/domain/kernel/format'
import { termKey, type PlanningTerm } from '@/domain/calendar/planning-term'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import { sortByText } from '@/domain/kernel/collation'
import type { CaatASettings } from './caat-a-factors'
import type { CaatProfessorRecord, IssuedSwf } from './caat-a-records'
import { computeSwf, type Swf } from './swf'
import { swfIssueStanding } from './swf-issue'

export type SwfStatus =
  | { kind: 'draft'; deadline: string }
  | { kind: 'late'; deadline: string }
  | { kind: 'issued'; date: string; issue: number }
  | { kind: 'changed'; date: string; issue: number; changes: string[] }

export function swfStatus(input: {
  swf: Swf
  term: PlanningTerm
  /** Every issue of the term's SWF, oldest first (caat-a-records.ts). */
  issues: readonly IssuedSwf[]
  /** The local calendar day, 'yyyy-mm-dd'. */
  today: string
  settings?: Pick<CaatASettings, 'swfNoticeWeeks' | 'referralWorkingDays'>
  /** The professor's vacations: days in them move their deadline earlier (swf-deadline.ts). */
  vacations?: readonly DateRange[]
}): SwfStatus {
  // One rule for where an issue stands (swf-issue.ts): the deadline with the professor's vacations, the changes since.
  const standing = swfIssueStanding(input.swf, input.issues, { settings: input.settings, vacations: input.vacations })
  const { deadline, issuedOn, version: issue, changes } = standing
  if (issuedOn === null) return input.today > deadline ? { kind: 'late', deadline } : { kind: 'draft', deadline }
  return standing.needsReissue ? { kind: 'changed', date: issuedOn, issue, changes } : { kind: 'issued', date: issuedOn, issue }
}

/** A form still to be issued for the first time (a draft or a late one). */
export function notYetIssued(status: SwfStatus): boolean {
  return status.kind === 'draft' || status.kind === 'late'
}

/** 'Draft, due by 2026-07-26' · 'Late: was due by 2026-07-26' · 'Issued on 2026-07-10' · 'Needs re-issue: 2 changes since 2026-07-10'. */
export function swfStatusLabel(status: SwfStatus): string {
  switch (status.kind) {
    case 'draft':
      return `Draft, due by ${status.deadline}`
    case 'late':
      return `Late: was due by ${status.deadline}`
    case 'issued':
      return `Issued on ${status.date}`
    case 'changed': {
      const n = status.changes.length
      return `Needs re-issue: ${formatNumber(n)} ${n === 1 ? 'change' : 'changes'} since ${status.date}`
    }
  }
}

/** Whose SWF the agreement requires (and the list of forms shows): active full-time professors. */
export function hasSwf(professor: Pick<Professor, 'isActive' | 'employmentType'>): boolean {
  return professor.isActive && professor.employmentType === 'full-time'
}

export interface TermSwf {
  professor: Professor
  swf: Swf
  status: SwfStatus
}

/**
 * The term's SWFs, one for each active full-time professor (the agreement requires theirs, as the
 * SWF clock counts them), by name, each with its status; a professor whose term is cut into SWF
 * periods by short sections (swf-periods.ts) has one per period, in order, each with its own.
 */
export function termSwfs(input: {
  professors: readonly Professor[]
  term: PlanningTerm
  assignments: readonly Assignment[]
  courseById: ReadonlyMap<string, Course>
  settings: CaatASettings
  records: readonly CaatProfessorRecord[]
  today: string
}): TermSwf[] {
  const key = termKey(input.term)
  const recordOf = new Map(input.records.map((r) => [r.professorId, r]))
  const fullTime = input.professors.filter(hasSwf)
  return sortByText(fullTime, professorDisplayName).flatMap((professor) => {
    const record = recordOf.get(professor.id)
    const swfOf = (periodIndex?: number) =>
      computeSwf({ professor, term: input.term, assignments: input.assignments, courseById: input.courseById, settings: input.settings, record, periodIndex })
    const first = swfOf(0)
    const swfs = first.periods.map((_, i) => (i === 0 ? first : swfOf(i)))
    if (!swfs.length) swfs.push(first)
    const issues = record?.terms[key]?.swfIssues ?? []
    return swfs.map((swf) => ({ professor, swf, status: swfStatus({ swf, term: input.term, issues, today: input.today, settings: input.settings, vacations: record?.vacations }) }))
  })
}
