/**
 * What a proposal says about a candidate for a section: how they match the course and why they
 * are proposed, in the real reasons (the specialization matched, the term they taught it, the
 * preferred program, a full-time professor below target), never a blanket "has capacity".
 *
 * A course is matched on its required specializations when it has some, else on who taught it
 * before; with neither there is no basis to match, and the proposal says so instead of
 * presenting an arbitrary choice as a match.
 */
import { EMPLOYMENT_TYPE_LABELS } from '@/domain/kernel/constants'
import type { Course } from '@/domain/model/course'
import { courseProgramLabel } from '@/domain/model/course-program'
import { formatNumber } from '@/domain/kernel/format'
import { planningTermLabel } from '@/domain/calendar/planning-term'
import type { Professor } from '@/domain/model/professor'
import type { Candidate } from './auto-assign-problem'
import { LOAD_TARGET_BY_EMPLOYMENT_TYPE } from './auto-assign-settings'

export type MatchBasis = 'requirements' | 'history' | 'none'

const NO_BASIS_TO_MATCH = 'No basis to match'

export function matchBasis(course: Pick<Course, 'requiredSpecializations'>, taughtBefore: boolean): MatchBasis {
  if (course.requiredSpecializations.some((r) => r.trim() !== '')) return 'requirements'
  return taughtBefore ? 'history' : 'none'
}

/** 'Full match', 'Partial match', 'No match', 'Taught it', 'New to it', or 'No basis to match'. */
export function matchLabel(basis: MatchBasis, candidate: Pick<Candidate, 'coverage' | 'taughtIn'>): string {
  if (basis === 'none') return NO_BASIS_TO_MATCH
  if (basis === 'history') return candidate.taughtIn ? 'Taught it' : 'New to it'
  return candidate.coverage === 'full' ? 'Full match' : candidate.coverage === 'partial' ? 'Partial match' : 'No match'
}

/** The load a professor is filled toward: their type's target, never past their own limit. */
function loadTarget(professor: Pick<Professor, 'employmentType'>, cap: number): number {
  return Math.min(cap, LOAD_TARGET_BY_EMPLOYMENT_TYPE[professor.employmentType])
}

export function candidateReasons(input: {
  course: Course
  professor: Professor
  candidate: Pick<Candidate, 'matched' | 'coverage' | 'taughtIn' | 'preferredProgram'>
  basis: MatchBasis
  /** Their weekly hours in the term before this section. */
  loadBefore: number
  cap: number
}): string[] {
  const { course, professor, candidate, basis, loadBefore, cap } = input
  const out: string[] = []
  if (basis === 'none') out.push(NO_BASIS_TO_MATCH)
  if (basis === 'requirements') {
    const wanted = course.requiredSpecializations.filter((r) => r.trim() !== '')
    if (candidate.matched.length) out.push(`Specialization ${candidate.matched.join(', ')}`)
    else out.push(`Lacks ${wanted.join(', ')}`)
  }
  if (candidate.taughtIn) out.push(`Taught it in ${planningTermLabel(candidate.taughtIn)}`)
  else if (basis === 'history') out.push('Has not taught it before')
  if (candidate.preferredProgram) out.push(`Preferred program: ${courseProgramLabel(course)}`)
  const target = loadTarget(professor, cap)
  if (loadBefore < target) {
    out.push(`${EMPLOYMENT_TYPE_LABELS[professor.employmentType]} below target (${formatNumber(loadBefore)} of ${formatNumber(target)} h)`)
  }
  return out
}
