/**
 * Live counts for the sidebar badges (in the chosen scope) and the footer's system overview
 * (everything stored).
 */
import { useMemo } from 'react'
import type { PlanningScope } from '@/domain/calendar/planning-term'
import { useAssignments, useCourses, useProfessors, usePrograms } from '@/data/entity-hooks'
import { useScopeFigures } from '@/data/plan-store'

export interface ShellCounts {
  activeProfessors: number
  professors: number
  /** Every stored course (footer). */
  courses: number
  /** Courses taught in the scope (sidebar badge). */
  coursesInScope: number
  assignments: number
  programs: number
  /** Open sections in the scope: sections that need a professor and have none. */
  openSections: number
  /** A schedule conflict exists in the scope. */
  anyConflicts: boolean
}

export function useShellCounts(scope: PlanningScope): ShellCounts {
  const professors = useProfessors().data
  const courses = useCourses().data
  const assignments = useAssignments().data
  const programs = usePrograms().data
  const figures = useScopeFigures(scope)
  return useMemo(
    () => ({
      activeProfessors: professors?.filter((p) => p.isActive).length ?? 0,
      professors: professors?.length ?? 0,
      courses: courses?.length ?? 0,
      coursesInScope: figures?.staffing.courses ?? 0,
      assignments: assignments?.length ?? 0,
      programs: programs?.length ?? 0,
      openSections: figures?.staffing.openSections ?? 0,
      anyConflicts: (figures?.conflicts.length ?? 0) > 0,
    }),
    [professors, courses, assignments, programs, figures],
  )
}
