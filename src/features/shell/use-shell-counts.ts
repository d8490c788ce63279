/** Live counts for the sidebar badges and the footer's system overview. */
import { useMemo } from 'react'
import { hasConflicts } from '@/domain/assignment'
import { useAssignments, useCourses, useProfessors, usePrograms } from '@/data/entity-hooks'

export interface ShellCounts {
  activeProfessors: number
  professors: number
  courses: number
  assignments: number
  programs: number
  /** Spec: courses minus assignments, shown as a warning badge when above 0. */
  unassignedCourses: number
  anyConflicts: boolean
}

export function useShellCounts(): ShellCounts {
  const professors = useProfessors().data
  const courses = useCourses().data
  const assignments = useAssignments().data
  const programs = usePrograms().data
  return useMemo(() => {
    const courseCount = courses?.length ?? 0
    const assignmentCount = assignments?.length ?? 0
    return {
      activeProfessors: professors?.filter((p) => p.isActive).length ?? 0,
      professors: professors?.length ?? 0,
      courses: courseCount,
      assignments: assignmentCount,
      programs: programs?.length ?? 0,
      unassignedCourses: Math.max(0, courseCount - assignmentCount),
      anyConflicts: assignments?.some(hasConflicts) ?? false,
    }
  }, [professors, courses, assignments, programs])
}
