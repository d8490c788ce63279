/**
 * 11.01 B1: a full-time professor's attributed workload is counted for up to 36 weeks with teaching
 * contact hours in the academic year (38 for teachers not in post-secondary programs); the rest of
 * the year is for complementary functions and professional development (issue 31 item 5).
 *
 * Counted here across the academic year's terms: a term with sections counts its SWF weeks, or,
 * when all its sections are shorter (a 7- or 11-week course, its weeks recorded on the section),
 * the longest of them. Terms with no sections count nothing.
 */
import { semesterDates } from '@/domain/calendar/academic-calendar'
import { academicYearOfPlanningTerm, termKey, termsOfAcademicYear, type PlanningTerm } from '@/domain/calendar/planning-term'
import type { CaatProfessorRecord } from './caat-a-records'
import type { PlacedAssignment } from './placed-assignments'

/** A section's weeks: the recorded shorter run, else the term's. */
export function sectionWeeks(p: PlacedAssignment, record: CaatProfessorRecord | undefined): number {
  const termWeeks = semesterDates(p.term.term, p.term.year).weeks
  const recorded = record?.terms[p.key]?.overrides[p.assignment.id]?.weeks
  return recorded !== undefined ? Math.min(recorded, termWeeks) : termWeeks
}

interface TeachingWeeks {
  academicYear: string
  weeks: number
  /** The terms with teaching, chronological. */
  terms: PlanningTerm[]
}

export function teachingWeeksInYear(
  term: PlanningTerm,
  placed: readonly PlacedAssignment[],
  record: CaatProfessorRecord | undefined,
): TeachingWeeks {
  const academicYear = academicYearOfPlanningTerm(term)
  let weeks = 0
  const terms: PlanningTerm[] = []
  for (const t of termsOfAcademicYear(academicYear)) {
    const key = termKey(t)
    const inTerm = placed.filter((p) => p.key === key)
    if (!inTerm.length) continue
    weeks += Math.max(...inTerm.map((p) => sectionWeeks(p, record)))
    terms.push(t)
  }
  return { academicYear, weeks, terms }
}
