/**
 * The preparation type of each of a professor's sections in a term, derived from the assignment
 * history CourseLoad already holds (Article 11's definitions, as issue 23 states them):
 *
 *  - New: the professor has never taught the course before this term;
 *  - Established A: taught before, but not within the previous N academic years (N = 3);
 *  - Established B: taught within the previous N academic years. Earlier terms of the same
 *    academic year count as within (they are more recent than any previous year);
 *  - Repeat A / Repeat B: another section of a course the professor already teaches this term,
 *    to students of a different program or year (A) or of the same program and year (B).
 *
 * How the data tells these apart:
 *  - "The course" is its code (normalised): a course copied to a later term or into another
 *    program's version keeps its code, and preparing it is the same work.
 *  - Who sits in a section is the course record's program (programId, else program) and its year
 *    of study (levels are semesters: levels 1-2 are year 1). Sections of one course record share
 *    them, so a second section of the same record is Repeat B; a same-code course of another
 *    program, or at a level in another year, is Repeat A. The coordinator overrides when the data
 *    does not know (a shared section of several programs).
 *  - Of several sections of one course, ONE carries the base type (New / Established): the one
 *    with the most TCH (then course id, then section number), so the highest factor goes with the
 *    largest section; each other is Repeat B when an earlier one in that order has the same
 *    program and year, else Repeat A. The counts of A and B do not depend on the order. A section
 *    the coordinator marks as shared by two programs or years is Repeat A, and so is every repeat
 *    of a shared section carrying the base type (its students are not all of one program and
 *    year, issue 31). The model has no cohort per section, only per course (program, level): the
 *    "shared" mark on the section's SWF override is the one place a section's mixed cohort is kept.
 *  - No history is not proof of a first teaching (on the first day of use nothing is recorded):
 *    such a course takes the settings' default type (New) and is marked estimated until the
 *    coordinator sets its type. A major revision approved by the college counts as New (D3 (i)).
 */
import { parseAcademicYear } from '@/domain/calendar/academic-year'
import {
  academicYearOfPlanningTerm,
  compareTerms,
  planningTermLabel,
  termKey,
  type PlanningTerm,
} from '@/domain/calendar/planning-term'
import type { AssignmentOverride } from './caat-a-records'
import { PREPARATION_TYPE_LABELS, type CaatASettings, type PreparationType } from './caat-a-factors'
import { cohortOf, type PlacedAssignment } from './placed-assignments'

export interface PreparationDerivation {
  assignmentId: string
  /** The type used: the override when there is one, else the derived type. */
  type: PreparationType
  derived: PreparationType
  overridden: boolean
  /** The latest earlier term the professor taught the course (null when New). */
  lastTaught: PlanningTerm | null
  /** For a repeat: the assignment id of the section carrying the base type. */
  repeats: string | null
  /** Why, in plain words ('Taught in Winter 2026, within the previous 3 academic years'). */
  reason: string
  /** Why the type is an estimate (no teaching history recorded), or null when it is not one. */
  estimated: string | null
}

function academicStartYear(t: PlanningTerm): number {
  return parseAcademicYear(academicYearOfPlanningTerm(t)) ?? t.year
}

/** New / Established A / Established B from the latest earlier term the course was taught. */
export function baseTypeFrom(
  term: PlanningTerm,
  lastTaught: PlanningTerm | null,
  withinAcademicYears: number,
): PreparationType {
  if (!lastTaught) return 'new'
  return academicStartYear(lastTaught) >= academicStartYear(term) - withinAcademicYears
    ? 'establishedB'
    : 'establishedA'
}

function baseReason(code: string, type: PreparationType, last: PlanningTerm | null, years: number): string {
  if (!last) return `No teaching history of ${code} recorded: ${PREPARATION_TYPE_LABELS[type]} assumed`
  const when = `Last taught in ${planningTermLabel(last)}`
  return type === 'establishedB'
    ? `${when}, within the previous ${years} academic years`
    : `${when}, not within the previous ${years} academic years`
}

/** A section of several programs or years: never the same students as another (Repeat A). */
const SHARED = 'shared'

const bySizeThenId = (a: PlacedAssignment, b: PlacedAssignment) =>
  b.assignment.weeklyHours - a.assignment.weeklyHours ||
  (a.course.id < b.course.id ? -1 : a.course.id > b.course.id ? 1 : 0) ||
  a.assignment.section - b.assignment.section

/**
 * The preparation type of every section the professor holds in `term`, by assignment id.
 * `placed` are the professor's assignments placed in their terms (placeAssignments; the SWF places
 * them once): the earlier terms are the history, the sections in `term` the ones typed.
 * `overrides` are the coordinator's, by id.
 */
export function preparationTypesOf(
  placed: readonly PlacedAssignment[],
  term: PlanningTerm,
  settings: Pick<CaatASettings, 'establishedWithinAcademicYears'> & Partial<Pick<CaatASettings, 'defaultPreparationType'>>,
  overrides: Readonly<Record<string, AssignmentOverride>> = {},
): Map<string, PreparationDerivation> {
  const key = termKey(term)
  const years = settings.establishedWithinAcademicYears
  const lastTaught = new Map<string, PlanningTerm>()
  const concurrent = new Map<string, PlacedAssignment[]>()
  for (const p of placed) {
    if (p.key === key) {
      const group = concurrent.get(p.codeKey)
      if (group) group.push(p)
      else concurrent.set(p.codeKey, [p])
    } else if (compareTerms(p.term, term) < 0) {
      const seen = lastTaught.get(p.codeKey)
      if (!seen || compareTerms(p.term, seen) > 0) lastTaught.set(p.codeKey, p.term)
    }
  }

  const out = new Map<string, PreparationDerivation>()
  const put = (p: PlacedAssignment, derived: PreparationType, rest: Omit<PreparationDerivation, 'assignmentId' | 'type' | 'derived' | 'overridden'>) => {
    const override = overrides[p.assignment.id]?.preparation
    out.set(p.assignment.id, {
      assignmentId: p.assignment.id,
      type: override ?? derived,
      derived,
      overridden: override !== undefined && override !== derived,
      ...rest,
      // A type the coordinator set is no longer an estimate.
      estimated: override === undefined ? rest.estimated : null,
    })
  }
  for (const [codeKey, group] of concurrent) {
    group.sort(bySizeThenId)
    const [first, ...others] = group
    const last = lastTaught.get(codeKey) ?? null
    const code = first!.course.code
    if (overrides[first!.assignment.id]?.majorRevision) {
      put(first!, 'new', { lastTaught: last, repeats: null, reason: `First teaching of ${code} since a major revision: counted as New`, estimated: null })
    } else {
      const base = last ? baseTypeFrom(term, last, years) : (settings.defaultPreparationType ?? 'new')
      const reason = baseReason(code, base, last, years)
      put(first!, base, { lastTaught: last, repeats: null, reason, estimated: last ? null : reason })
    }
    // A shared section's students are of several cohorts: no other section has the same students,
    // whether the shared one carries the base type or is itself a repeat.
    const cohortOfSection = (p: PlacedAssignment) => (overrides[p.assignment.id]?.shared ? SHARED : cohortOf(p.course))
    const cohorts = new Set([cohortOfSection(first!)])
    for (const p of others) {
      const cohort = cohortOfSection(p)
      const same = cohort !== SHARED && cohorts.has(cohort)
      cohorts.add(cohort)
      put(p, same ? 'repeatB' : 'repeatA', {
        lastTaught: last,
        repeats: first!.assignment.id,
        estimated: null,
        reason: cohort === SHARED
          ? `Another section of ${p.course.code} this term, shared by students of more than one program or year`
          : same
          ? `Another section of ${p.course.code} this term, same program and year`
          : `Another section of ${p.course.code} this term, students of another program or year`,
      })
    }
  }
  return out
}
