/**
 * The scope every figure follows (header academic year + semester) and the plan index every
 * screen reads loads and staffing from. The index is built once per change of the course or
 * assignment lists and shared: the header, sidebar, dashboard and screens all ask for it, and a
 * single-entry cache keyed on the lists' identities means one build serves them all.
 */
import { useCallback, useEffect, useMemo } from 'react'
import {
  buildPlanIndex,
  planningTermKeyOf,
  updatePlanIndex,
  type PlanIndex,
  type TermKeyOf,
} from '@/domain/plan/plan-index'
import type { PlanningScope, TermKey } from '@/domain/calendar/planning-term'
import {
  academicYearOfSelection,
  ALL_SEMESTERS_VALUE,
  resolvePlanningScope,
  resolveSemesterSelection,
  semesterForAcademicYear,
} from '@/domain/calendar/semester-options'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { scopeCacheKey, scopeFigures, updateScopeFigures, type ScopeFigures } from '@/domain/plan/scope-figures'
import { markAllSemestersChosen, wasAllSemestersChosenThisSession } from '@/storage/local-storage'
import { useAssignments, useCourses } from './entity-hooks'
import { useAcademicYear, useSelectedSemester } from './local-settings'

let cached: {
  courses: readonly Course[]
  assignments: readonly Assignment[]
  index: PlanIndex
} | null = null

/**
 * Term keys by record identity: a write replaces only the records it changes (the rest keep
 * their identity), so after an edit only the changed assignments' terms are computed again.
 */
const termKeys = new WeakMap<Assignment, { course: Course | undefined; key: TermKey }>()
const cachedTermKeyOf: TermKeyOf = (a, course) => {
  const hit = termKeys.get(a)
  if (hit && hit.course === course) return hit.key
  const key = planningTermKeyOf(a, course)
  termKeys.set(a, { course, key })
  return key
}

/** The plan index of these exact lists, built (or updated from the last one) at most once per pair of lists. */
export function planIndexFor(
  courses: readonly Course[],
  assignments: readonly Assignment[],
): PlanIndex {
  if (cached && cached.courses === courses && cached.assignments === assignments)
    return cached.index
  // After an edit only the touched courses and professors are recomputed; a large change rebuilds.
  const index =
    (cached && updatePlanIndex(cached, courses, assignments, cachedTermKeyOf)) ??
    buildPlanIndex(courses, assignments, cachedTermKeyOf)
  cached = { courses, assignments, index }
  return index
}

/** The shared plan index, or undefined while the lists load. */
export function usePlanIndex(): PlanIndex | undefined {
  const courses = useCourses().data
  const assignments = useAssignments().data
  return useMemo(
    () => (courses && assignments ? planIndexFor(courses, assignments) : undefined),
    [courses, assignments],
  )
}

export interface ScopeSelection {
  academicYear: string
  semester: string
  scope: PlanningScope
  /** Choose a semester value; a term also sets the academic year (spec section 4). */
  chooseSemester: (value: string) => void
  /** Choose an academic year; a chosen term moves to the same term of that year. */
  chooseAcademicYear: (year: string) => void
}

export function useScopeSelection(): ScopeSelection {
  const [academicYear, setAcademicYear] = useAcademicYear()
  const [semester, setSemester] = useSelectedSemester()
  const scope = useMemo(
    () => resolvePlanningScope(academicYear, semester),
    [academicYear, semester],
  )
  const chooseSemester = useCallback(
    (value: string) => {
      markAllSemestersChosen(value === ALL_SEMESTERS_VALUE)
      setSemester(value)
      const year = academicYearOfSelection(value)
      if (year) setAcademicYear(year)
    },
    [setSemester, setAcademicYear],
  )
  const chooseAcademicYear = useCallback(
    (year: string) => {
      setAcademicYear(year)
      setSemester(semesterForAcademicYear(semester, year))
    },
    [semester, setSemester, setAcademicYear],
  )
  return { academicYear, semester, scope, chooseSemester, chooseAcademicYear }
}

/**
 * At every start (spec section 4): a stored 'All Semesters' (or nothing stored) switches to the
 * semester containing today, when the built-in calendar has one, unless the user picked 'All
 * Semesters' earlier in this browser session. The academic year follows the semester.
 */
export function useStartupSemester(): void {
  const [semester, setSemester] = useSelectedSemester()
  const [, setAcademicYear] = useAcademicYear()
  useEffect(() => {
    if (semester !== ALL_SEMESTERS_VALUE || wasAllSemestersChosenThisSession()) return
    const resolved = resolveSemesterSelection(semester, new Date())
    if (resolved === semester) return
    setSemester(resolved)
    const year = academicYearOfSelection(resolved)
    if (year) setAcademicYear(year)
    // Only at start: later choices of 'All Semesters' are the user's and stay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

let figuresCache: {
  courses: readonly Course[]
  index: PlanIndex
  key: string
  figures: ScopeFigures
} | null = null

/** Scope figures, computed once per data change and scope however many components ask. */
export function scopeFiguresFor(
  courses: readonly Course[],
  index: PlanIndex,
  scope: PlanningScope,
): ScopeFigures {
  const key = scopeCacheKey(scope)
  if (
    figuresCache &&
    figuresCache.courses === courses &&
    figuresCache.index === index &&
    figuresCache.key === key
  ) {
    return figuresCache.figures
  }
  // After an edit of the same scope, patched from the last figures (equal to a full computation).
  const figures =
    figuresCache && figuresCache.key === key
      ? updateScopeFigures(figuresCache, courses, index, scope)
      : scopeFigures(courses, index, scope)
  figuresCache = { courses, index, key, figures }
  return figures
}

/** The scope's courses, staffing, teaching professors and conflicts; undefined while loading. */
export function useScopeFigures(scope: PlanningScope): ScopeFigures | undefined {
  const courses = useCourses().data
  const index = usePlanIndex()
  return useMemo(
    () => (courses && index ? scopeFiguresFor(courses, index, scope) : undefined),
    [courses, index, scope],
  )
}
