/**
 * The Manage Sections assignment assistant: ranks the professors who could take one section of a
 * course. For each candidate it reports the load now and after the assignment (spec section 4
 * "Professor workload status"), whether they would be overloaded, how their specializations cover
 * the course's required specializations, whether they are active, and schedule conflicts
 * (section 5 "Schedule conflict") with their sections of other courses in the same term.
 *
 * Hours are the professor's load in the course's planning term only (a weekly cap is a cap per
 * term): sections they teach in other terms neither count towards "now" nor towards "after".
 * Hours after count the whole dialog: a professor chosen for two sections of a 3-hour course
 * reaches current-without-this-course + 6 hours, because saving rewrites this course's sections.
 */
import type { Assignment } from '@/domain/model/assignment'
import { academicYearFromSemester } from '@/domain/calendar/academic-year'
import type { Course } from '@/domain/model/course'
import { courseTerm } from '@/domain/model/course-placement'
import { assignmentPlanningTerm, courseAssignmentTerm, planningTermLabel, termKey, type PlanningTerm } from '@/domain/calendar/planning-term'
import { attributedFigure } from '@/domain/policy/attributed-figure'
import { DEFAULT_WORKLOAD_POLICY, type MeasuredLoad, type WorkloadPolicy } from '@/domain/policy/workload-policy'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import { findScheduleConflicts } from '@/domain/calendar/schedule-conflict'
import type { WorkloadStatus } from '@/domain/model/workload'

export type SpecializationCoverage = 'full' | 'partial' | 'none' | 'not-required'

/**
 * What the one ranking of candidates compares (compareCandidates): Manage Sections' picker, bulk
 * assign's picker and auto-assign's greedy start and alternatives all rank with it.
 */
export interface RankedFields {
  isActive: boolean
  overloaded: boolean
  /** Schedule clashes the assignment would make with sections they teach. */
  conflicts: readonly string[]
  /** How far their specializations fall short of the course(s): coverageShortfall, 0 = covered. */
  shortfall: number
  /** Hours left under the limit after (negative when over): the policy's headroom. */
  headroomAfter: number
  name: string
}

export interface CandidateRanking extends RankedFields {
  professor: Professor
  /** 'Fall 2026': the term every hour figure here is for. */
  termLabel: string
  /** Weekly hours of their assignments in the course's term now. */
  currentHours: number
  maxWeeklyHours: number
  /** Weekly hours once the dialog is saved with this section given to them. */
  hoursAfter: number
  statusAfter: WorkloadStatus
  coverage: SpecializationCoverage
  matchedSpecializations: string[]
  missingSpecializations: string[]
  conflicts: string[]
  /** Under CAAT-A, a full-time professor's SWF measure now and after ('41.3 / 44 h attributed · 15 / 18 TCH'). */
  figureNow?: string
  figureAfter?: string
}

interface RankingContext {
  course: Course
  professors: readonly Professor[]
  /** Every assignment (this course's included; they are replaced by the dialog's choices). */
  assignments: readonly Assignment[]
  courseById: ReadonlyMap<string, Course>
  /** The workload policy judging hours after (default: the spec's bands). */
  policy?: WorkloadPolicy
  /**
   * The exact load after, when the policy measures more than weekly hours (CAAT-A: the SWF with
   * `sections` sections of `course` held); undefined leaves the weekly hours to the policy.
   */
  measureAfter?: MeasureAfter
}

/**
 * A professor's exact load in a term with these sections added (and, with `replace`, their own
 * sections of those courses left out first); undefined when the policy measures weekly hours alone.
 */
export type MeasureAfter = (
  professor: Professor,
  term: PlanningTerm,
  additions: readonly { course: Course; sections: readonly number[] }[],
  replace?: boolean,
) => MeasuredLoad | undefined

/** Data derived once per dialog so ranking each section only touches each professor once. */
export interface PreparedRanking {
  course: Course
  /** The course's planning term: every figure is for this term. */
  term: PlanningTerm
  professors: readonly Professor[]
  /** Each professor's weekly hours in the course's term. */
  totalHours: Map<string, number>
  /** Hours each professor holds on this course now (removed before counting the dialog's picks). */
  hoursOnCourse: Map<string, number>
  /** Each professor's assignments on other courses, for conflict checks. */
  otherAssignments: Map<string, Assignment[]>
  courseById: ReadonlyMap<string, Course>
  policy?: WorkloadPolicy
  measureAfter?: MeasureAfter
}

export function prepareRanking(context: RankingContext): PreparedRanking {
  const term = courseAssignmentTerm(context.course)
  const key = termKey(term)
  const totalHours = new Map<string, number>()
  const hoursOnCourse = new Map<string, number>()
  const otherAssignments = new Map<string, Assignment[]>()
  for (const a of context.assignments) {
    const inTerm =
      a.courseId === context.course.id || termKey(assignmentPlanningTerm(a, context.courseById.get(a.courseId))) === key
    if (!inTerm) continue
    totalHours.set(a.professorId, (totalHours.get(a.professorId) ?? 0) + a.weeklyHours)
    if (a.courseId === context.course.id) {
      hoursOnCourse.set(a.professorId, (hoursOnCourse.get(a.professorId) ?? 0) + a.weeklyHours)
      continue
    }
    let list = otherAssignments.get(a.professorId)
    if (!list) otherAssignments.set(a.professorId, (list = []))
    list.push(a)
  }
  return { ...context, term, totalHours, hoursOnCourse, otherAssignments }
}

function normalize(text: string): string {
  return text.trim().toLowerCase()
}

export function specializationCoverage(
  required: readonly string[],
  specializations: readonly string[],
): { coverage: SpecializationCoverage; matched: string[]; missing: string[] } {
  const wanted = required.filter((r) => r.trim() !== '')
  if (wanted.length === 0) return { coverage: 'not-required', matched: [], missing: [] }
  const have = new Set(specializations.map(normalize))
  const matched = wanted.filter((r) => have.has(normalize(r)))
  const missing = wanted.filter((r) => !have.has(normalize(r)))
  const coverage = missing.length === 0 ? 'full' : matched.length > 0 ? 'partial' : 'none'
  return { coverage, matched, missing }
}

/**
 * One candidate for `section`. `selections` are the dialog's current choices (index 0 = section
 * 1), already cut to the dialog's section count; the other sections given to the same professor
 * count towards their hours after.
 */
export function evaluateCandidate(
  prepared: PreparedRanking,
  professor: Professor,
  section: number,
  selections: readonly (string | null | undefined)[],
): CandidateRanking {
  const { course } = prepared
  const current = prepared.totalHours.get(professor.id) ?? 0
  const base = current - (prepared.hoursOnCourse.get(professor.id) ?? 0)
  let sectionsHeld = 1
  selections.forEach((id, i) => {
    if (i + 1 !== section && id === professor.id) sectionsHeld++
  })
  const hoursAfter = base + course.weeklyHours * sectionsHeld
  const policy = prepared.policy ?? DEFAULT_WORKLOAD_POLICY
  const held = Array.from({ length: sectionsHeld }, (_, i) => i + 1)
  const measured = prepared.measureAfter?.(professor, prepared.term, [{ course, sections: held }], true)
  const after = policy.assess(professor, prepared.term, measured ?? hoursAfter)
  // Under CAAT-A a full-time professor's load is the SWF's: now -> after in its words.
  const figureAfter = attributedFigure(after)
  const figures = figureAfter
    ? { figureNow: attributedFigure(policy.assess(professor, prepared.term, current)) ?? '', figureAfter }
    : {}
  const cover = specializationCoverage(course.requiredSpecializations, professor.specializations)
  const conflicts = findScheduleConflicts({
    course,
    professorId: professor.id,
    term: courseTerm(course),
    academicYear: academicYearFromSemester(course.semester),
    assignments: prepared.otherAssignments.get(professor.id) ?? [],
    courseById: prepared.courseById,
  })
  return {
    professor,
    name: professorDisplayName(professor),
    termLabel: planningTermLabel(prepared.term),
    currentHours: current,
    maxWeeklyHours: after.limit,
    hoursAfter,
    headroomAfter: after.headroom,
    statusAfter: after.status,
    overloaded: after.overloaded,
    isActive: professor.isActive,
    coverage: cover.coverage,
    shortfall: coverageShortfall([cover.coverage]),
    matchedSpecializations: cover.matched,
    missingSpecializations: cover.missing,
    conflicts,
    ...figures,
  }
}

const COVERAGE_SHORTFALL: Record<SpecializationCoverage, number> = { full: 0, 'not-required': 0, partial: 1, none: 2 }

/**
 * How far a professor's specializations fall short of the courses they would take: per course 0
 * when covered (or nothing is required), 1 partly, 2 not at all, summed over the courses (bulk
 * assign gives one professor several at once).
 */
export function coverageShortfall(coverages: readonly SpecializationCoverage[]): number {
  return coverages.reduce((sum, c) => sum + COVERAGE_SHORTFALL[c], 0)
}

/**
 * The one ranking of candidates, best first: active before inactive, within the limits before
 * overloaded, no schedule conflict before a conflict, better specialization coverage, then the
 * most hours left after the assignment (spreads the load), then name.
 */
export function compareCandidates(a: RankedFields, b: RankedFields): number {
  return (
    Number(!a.isActive) - Number(!b.isActive) ||
    Number(a.overloaded) - Number(b.overloaded) ||
    Number(a.conflicts.length > 0) - Number(b.conflicts.length > 0) ||
    a.shortfall - b.shortfall ||
    b.headroomAfter - a.headroomAfter ||
    a.name.localeCompare(b.name)
  )
}

export function rankCandidates(
  prepared: PreparedRanking,
  section: number,
  selections: readonly (string | null | undefined)[],
): CandidateRanking[] {
  return prepared.professors
    .map((p) => evaluateCandidate(prepared, p, section, selections))
    .sort(compareCandidates)
}

/** Case-insensitive match of a typed query against name, email and specializations (both pickers). */
export function candidateMatches(
  candidate: { name: string; professor: Pick<Professor, 'firstName' | 'lastName' | 'email' | 'specializations'> },
  query: string,
): boolean {
  const q = normalize(query)
  if (!q) return true
  const p = candidate.professor
  return (
    candidate.name.toLowerCase().includes(q) ||
    `${p.firstName} ${p.lastName}`.toLowerCase().includes(q) ||
    p.email.toLowerCase().includes(q) ||
    p.specializations.some((s) => s.toLowerCase().includes(q))
  )
}
