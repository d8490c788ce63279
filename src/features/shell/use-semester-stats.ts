/**
 * Header figures for the selected semester, and the semester choices. Courses are filtered by
 * semester with the domain rule; assignments count when their course is in the filtered set.
 */
import { useEffect, useMemo } from 'react'
import { completionColor, completionPercent, type CompletionColor } from '@/domain/course-status'
import {
  academicYearOfSelection,
  courseMatchesSemester,
  quickSelectOptions,
  resolveSemesterSelection,
  semesterValueLabel,
} from '@/domain/semester-options'
import { useAssignments, useCourses } from '@/data/entity-hooks'
import { isSemesterStored } from '@/data/local-settings'

export interface SemesterStats {
  professorsWithAssignments: number
  assignedCourses: number
  percentComplete: number
  completionColor: CompletionColor
}

export function useSemesterStats(semester: string): SemesterStats {
  const courses = useCourses().data
  const assignments = useAssignments().data
  return useMemo(() => {
    const inSemester = (courses ?? []).filter((c) => courseMatchesSemester(c, semester))
    const ids = new Set(inSemester.map((c) => c.id))
    const matching = (assignments ?? []).filter((a) => ids.has(a.courseId))
    const assigned = matching.length
    const unassigned = Math.max(0, inSemester.length - assigned)
    const percent = completionPercent(assigned, unassigned)
    return {
      professorsWithAssignments: new Set(matching.map((a) => a.professorId)).size,
      assignedCourses: assigned,
      percentComplete: percent,
      completionColor: completionColor(percent),
    }
  }, [courses, assignments, semester])
}

export function useSemesterChoices(semester: string) {
  return useMemo(() => {
    const options = quickSelectOptions(new Date()).map((o) => ({ value: o.value, label: o.label }))
    // A custom range or an older semester chosen on the Courses screen still shows as selected.
    if (!options.some((o) => o.value === semester)) options.push({ value: semester, label: semesterValueLabel(semester) })
    return { options, label: semesterValueLabel(semester), academicYearOf: academicYearOfSelection }
  }, [semester])
}

/**
 * On a first visit (nothing stored) the selection starts at the semester containing today, when
 * the built-in calendar has one. An explicit 'All Semesters' choice is kept on later visits.
 */
export function useInitialSemester(setSemester: (value: string) => void): void {
  useEffect(() => {
    if (!isSemesterStored()) setSemester(resolveSemesterSelection(null, new Date()))
  }, [setSemester])
}
