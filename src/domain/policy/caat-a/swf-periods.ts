/**
 * SWF periods shorter than the term (issue 31 item 5): the union locals issue a separate SWF for
 * each period in which a professor's courses differ, so a 7-week course in the first half and
 * another in the second half are never counted together for the whole 15-week term.
 *
 * A section runs the whole term unless its weeks (and, optionally, its first week) are recorded on
 * it. The term is cut at every section's first week and the week after its last; each stretch with
 * sections is a period, with its own dates, weeks and sections. With only full-term sections there
 * is one period: the term, classes start to the end of exams.
 */
import { addDays, semesterDates } from '@/domain/calendar/academic-calendar'
import { termKey, type PlanningTerm } from '@/domain/calendar/planning-term'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import type { CaatProfessorRecord } from './caat-a-records'
import { placeAssignments, type PlacedAssignment } from './placed-assignments'
import { sectionWeeks } from './teaching-weeks'

export interface SwfPeriod {
  /** Weeks of the term, 1-based, first and last included. */
  fromWeek: number
  toWeek: number
  weeks: number
  start: string
  end: string
  assignmentIds: ReadonlySet<string>
}

export function swfPeriods(inTerm: readonly PlacedAssignment[], record: CaatProfessorRecord | undefined): SwfPeriod[] {
  const first = inTerm[0]
  if (!first) return []
  const semester = semesterDates(first.term.term, first.term.year)
  const termWeeks = semester.weeks
  const runs = inTerm.map((p) => {
    const from = Math.min(record?.terms[p.key]?.overrides[p.assignment.id]?.startWeek ?? 1, termWeeks)
    return { id: p.assignment.id, from, to: Math.min(from + sectionWeeks(p, record), termWeeks + 1) }
  })
  const cuts = [...new Set([1, termWeeks + 1, ...runs.flatMap((r) => [r.from, r.to])])].sort((a, b) => a - b)
  const out: SwfPeriod[] = []
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i]!
    const to = cuts[i + 1]!
    const ids = new Set(runs.filter((r) => r.from <= from && from < r.to).map((r) => r.id))
    if (!ids.size) continue
    out.push({
      fromWeek: from,
      toWeek: to - 1,
      weeks: to - from,
      start: from === 1 ? semester.classesStart : addDays(semester.classesStart, 7 * (from - 1)),
      end: to === termWeeks + 1 ? semester.examPeriod.end : addDays(semester.classesStart, 7 * (to - 1) - 1),
      assignmentIds: ids,
    })
  }
  return out
}

/**
 * The first days of a professor's SWF periods in a term, in order (the SWF clock counts a form per
 * period): one, the term's, unless short sections are recorded; none when they teach nothing then.
 */
export function swfPeriodStarts(input: {
  professorId: string
  term: PlanningTerm
  assignments: Iterable<Assignment>
  courseById: ReadonlyMap<string, Course>
  record: CaatProfessorRecord | undefined
}): string[] {
  const key = termKey(input.term)
  const inTerm = placeAssignments(input.professorId, input.assignments, input.courseById).placed.filter((p) => p.key === key)
  return swfPeriods(inTerm, input.record).map((p) => p.start)
}
