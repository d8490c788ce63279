/**
 * Planning terms: the unit every load figure is counted in. A planning term is one semester, a
 * term (fall, winter, spring) and its calendar year, and it belongs to one academic year: Fall Y,
 * Winter Y+1 and Spring Y+1 make up academic year Y-(Y+1). A weekly cap is a cap per planning
 * term; hours of different terms are never added together.
 *
 * This module is the one place that maps a course or an assignment to its planning term and that
 * says which terms a scope (the header's academic year + semester selection) covers.
 */
import type { Assignment } from '@/domain/model/assignment'
import { semesterDates, semesterValue, semesterYear } from './academic-calendar'
import { academicYearOfTerm, formatAcademicYear, parseAcademicYear } from './academic-year'
import { DEFAULT_ACADEMIC_YEAR, TERM_LABELS, TERMS, type Term } from '@/domain/kernel/constants'
import type { Course } from '@/domain/model/course'
import { courseTerm } from '@/domain/model/course-placement'
import { assignmentId } from '@/domain/kernel/ids'

export interface PlanningTerm {
  term: Term
  /** Calendar year of the term: Winter 2027 runs in January 2027. */
  year: number
}

/** 'fall-2026': the same text as the semester selector's value for that term. */
export type TermKey = string

export function termKey(t: PlanningTerm): TermKey {
  return semesterValue(t.term, t.year)
}

const TERM_KEY = /^(fall|winter|spring)-(\d{4})$/

export function parseTermKey(key: string): PlanningTerm | null {
  const match = TERM_KEY.exec(key)
  return match ? { term: match[1] as Term, year: Number(match[2]) } : null
}

/** 'Fall 2026': the one way a planning term is named, on every screen, sheet and message. */
export function planningTermLabel(t: PlanningTerm): string {
  return `${TERM_LABELS[t.term]} ${t.year}`
}

/** A course's term as shown with it: 'Fall 2026' when dated, 'Fall' when it runs every year. */
export function courseTermLabel(course: Pick<Course, 'semester' | 'term'>): string {
  const own = course.semester ? { term: course.semester.term, year: course.semester.year } : null
  return own ? planningTermLabel(own) : TERM_LABELS[courseTerm(course)]
}

export function academicYearOfPlanningTerm(t: PlanningTerm): string {
  return academicYearOfTerm(t.term, t.year)
}

// Within a calendar year Winter (January) comes first, then Spring (May), then Fall (September).
const ORDER_IN_YEAR: Record<Term, number> = { winter: 0, spring: 1, fall: 2 }

/** Chronological order of terms. */
export function compareTerms(a: PlanningTerm, b: PlanningTerm): number {
  return a.year - b.year || ORDER_IN_YEAR[a.term] - ORDER_IN_YEAR[b.term]
}

/** Fall, Winter and Spring of an academic year ('2026-2027' -> Fall 2026, Winter 2027, Spring 2027). */
export function termsOfAcademicYear(academicYear: string): PlanningTerm[] {
  const start = parseAcademicYear(academicYear)
  if (start === null) return []
  return TERMS.map((term) => ({ term, year: semesterYear(term, start) }))
}

/** The planning term of `term` inside an academic year, reading invalid years as the default. */
export function termInAcademicYear(term: Term, academicYear: string): PlanningTerm {
  const start = parseAcademicYear(academicYear) ?? parseAcademicYear(DEFAULT_ACADEMIC_YEAR)!
  return { term, year: semesterYear(term, start) }
}

/** The course's own term when it has a semester (term and year); null for term-only courses. */
export function coursePlanningTerm(course: Pick<Course, 'semester'>): PlanningTerm | null {
  return course.semester ? { term: course.semester.term, year: course.semester.year } : null
}

/**
 * The planning term an assignment counts in. The course's semester is the truth when it has one
 * (so older records, whose academicYear was written as "semester year to year + 1", still land
 * in the right term). Otherwise the course's term (else the assignment's own) inside the
 * assignment's recorded academic year, so the load counts in the term the course is shown in.
 */
export function assignmentPlanningTerm(
  assignment: Pick<Assignment, 'term' | 'academicYear'>,
  course: Pick<Course, 'semester' | 'term'> | undefined,
): PlanningTerm {
  const own = course ? coursePlanningTerm(course) : null
  if (own) return own
  const term = course?.term ?? assignment.term
  return termInAcademicYear(term, assignment.academicYear)
}

/**
 * The record as it should be stored: term and academicYear consistent with its planning term,
 * and the id rebuilt from them (ids join course, section, professor, term and academic year).
 * Returns the same object when nothing needs to change.
 */
export function normaliseAssignment(
  assignment: Assignment,
  course: Pick<Course, 'semester' | 'term'> | undefined,
): Assignment {
  const planning = assignmentPlanningTerm(assignment, course)
  const academicYear = academicYearOfPlanningTerm(planning)
  const id = assignmentId({
    courseId: assignment.courseId,
    section: assignment.section,
    professorId: assignment.professorId,
    term: planning.term,
    academicYear,
  })
  if (assignment.term === planning.term && assignment.academicYear === academicYear && assignment.id === id) {
    return assignment
  }
  return { ...assignment, id, term: planning.term, academicYear }
}

/**
 * A course is scheduled when it has a semester: a term AND a year. Only then does it belong to a
 * planning term. A course without one (imported with no semester, or with a term only) is "Not
 * scheduled": it is shown in the views of its term type so a planner can find it, but it is never
 * counted in a term's staffing (staffing.ts) and is staffed only by scheduling it first: Manage
 * Sections saved from a scope schedules it in that scope's term (schedulingTermIn).
 */
/** The badge and word for such a course, wherever it is shown. */
export const NOT_SCHEDULED_LABEL = 'Not scheduled'

export function courseIsScheduled(course: Pick<Course, 'semester'>): boolean {
  // What coursePlanningTerm tests, without building the term: the staffing sums ask for every course.
  return Boolean(course.semester)
}

/**
 * The planning term a course is staffed in from a scope: its own term when it is scheduled;
 * otherwise the scope's term of the course's term type (Fall 2026 for a fall course seen in Fall
 * 2026 or in All Semesters 2026-2027), so an assignment made in a scope belongs to that scope's
 * term. Null when the scope names no single such term (a custom range, another term type).
 */
export function schedulingTermIn(
  course: Pick<Course, 'semester' | 'term'>,
  scope: PlanningScope,
): PlanningTerm | null {
  const own = coursePlanningTerm(course)
  if (own) return own
  if (scope.kind === 'range') return null
  const term = courseTerm(course)
  return scope.terms.find((t) => t.term === term) ?? null
}

/** The course scheduled in `planning` (the same object when it already runs then). */
export function scheduleCourse<C extends Pick<Course, 'semester' | 'term'>>(
  course: C,
  planning: PlanningTerm,
): C {
  const own = coursePlanningTerm(course)
  if (own && termKey(own) === termKey(planning)) return course
  return { ...course, semester: { term: planning.term, year: planning.year }, term: planning.term }
}

/**
 * The planning term a new assignment of the course gets. Term-only courses fall back to the
 * spec's default academic year; screens that staff a course ask schedulingTermIn instead, so this
 * fallback only serves records that name no scope (older imports).
 */
export function courseAssignmentTerm(course: Pick<Course, 'semester' | 'term'>): PlanningTerm {
  return coursePlanningTerm(course) ?? termInAcademicYear(courseTerm(course), DEFAULT_ACADEMIC_YEAR)
}

// ---- Scope ---------------------------------------------------------------------------------------

/** What the header's academic year and semester selection cover. */
export interface PlanningScope {
  /** One term, every term of the academic year ('All Semesters'), or the terms a custom range overlaps. */
  kind: 'term' | 'year' | 'range'
  /** Chronological. */
  terms: PlanningTerm[]
  keys: ReadonlySet<TermKey>
  /** Term types in scope, for courses that have a term but no year (they run that term every year). */
  termTypes: ReadonlySet<Term>
  /** 'Fall 2026', 'All Semesters 2026-2027', 'Sep 1, 2026 – Jan 31, 2027'. */
  label: string
  /** The academic year for 'year' and 'term' scopes; null for a custom range. */
  academicYear: string | null
}

function scopeOf(kind: PlanningScope['kind'], terms: PlanningTerm[], label: string, academicYear: string | null): PlanningScope {
  const sorted = [...terms].sort(compareTerms)
  return {
    kind,
    terms: sorted,
    keys: new Set(sorted.map(termKey)),
    termTypes: new Set(sorted.map((t) => t.term)),
    label,
    academicYear,
  }
}

export function termScope(t: PlanningTerm): PlanningScope {
  return scopeOf('term', [t], planningTermLabel(t), academicYearOfPlanningTerm(t))
}

export function academicYearScope(academicYear: string): PlanningScope {
  const start = parseAcademicYear(academicYear) ?? parseAcademicYear(DEFAULT_ACADEMIC_YEAR)!
  const year = formatAcademicYear(start)
  return scopeOf('year', termsOfAcademicYear(year), `All Semesters ${year}`, year)
}

/** Terms whose semester dates overlap an ISO date range (inclusive). */
export function rangeScope(range: { start: string; end: string }, label: string): PlanningScope {
  const first = Number(range.start.slice(0, 4)) - 1
  const last = Number(range.end.slice(0, 4))
  const terms: PlanningTerm[] = []
  for (let start = first; start <= last; start++) {
    for (const term of TERMS) {
      const t = { term, year: semesterYear(term, start) }
      const dates = semesterDates(t.term, t.year)
      if (dates.start <= range.end && range.start <= dates.end) terms.push(t)
    }
  }
  return scopeOf('range', terms, label, null)
}

/** The term key of a course's own semester, or null for a term-only course. */
function ownTermKey(course: Pick<Course, 'semester'>): TermKey | null {
  const own = coursePlanningTerm(course)
  return own ? termKey(own) : null
}

/**
 * Is the course taught in the scope? Term-only courses match their term type in any year. A key
 * is a short string built per call: screens that filter 10,000 courses per keystroke keep the
 * key on their rows (`courseScopeKey`), and the plan store sums staffing per placement.
 */
export function courseInScope(course: Pick<Course, 'semester' | 'term'>, scope: PlanningScope): boolean {
  return placedInScope(ownTermKey(course), courseTerm(course), scope)
}

/** The one scope rule: a course's own term must be in scope; a term-only course matches its term type, never in a range. */
function placedInScope(own: TermKey | null, term: Term, scope: PlanningScope): boolean {
  if (own) return scope.keys.has(own)
  if (scope.kind === 'range') return false
  return scope.termTypes.has(term)
}

/** Where a course runs, as far as scopes are concerned: its own term, or a term type every year. */
export interface CourseScopeKey {
  own: TermKey | null
  term: Term
}

export function courseScopeKey(course: Pick<Course, 'semester' | 'term'>): CourseScopeKey {
  return { own: ownTermKey(course), term: courseTerm(course) }
}

/** `courseInScope` for a key computed once per course record (kept on index rows); tests check they agree. */
export function scopeKeyInScope(key: CourseScopeKey, scope: PlanningScope): boolean {
  return placedInScope(key.own, key.term, scope)
}

/**
 * Where a course is counted, as one key: its own term's key, or its term type's for a course that
 * has a term but no year. A scope counts exactly the courses of its `scopePlacements`, as
 * courseInScope says: sums kept per placement (the plan store's staffing) add up to a scope's.
 */
export function coursePlacement(course: Pick<Course, 'semester' | 'term'>): string {
  return ownTermKey(course) ?? `every-${courseTerm(course)}`
}

export function scopePlacements(scope: PlanningScope): string[] {
  const placements: string[] = [...scope.keys]
  if (scope.kind !== 'range') for (const term of scope.termTypes) placements.push(`every-${term}`)
  return placements
}
