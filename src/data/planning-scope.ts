/**
 * The scope every figure follows: the header's academic year and semester. The plan every screen
 * reads loads and staffing from is the plan store's (plan-store.ts).
 */
import { useCallback, useEffect, useMemo } from 'react'
import type { PlanningScope } from '@/domain/calendar/planning-term'
import {
  academicYearOfSelection,
  ALL_SEMESTERS_VALUE,
  resolvePlanningScope,
  resolveSemesterSelection,
  semesterForAcademicYear,
} from '@/domain/calendar/semester-options'
import { markAllSemestersChosen, wasAllSemestersChosenThisSession } from '@/storage/local-storage'
import { useAcademicYear, useSelectedSemester } from './local-settings'

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
