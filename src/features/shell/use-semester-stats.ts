/**
 * Header figures for the chosen scope (academic year + semester) and the semester choices. The
 * staffing numbers are the domain's one definition (domain/plan/staffing.ts), the same the sidebar,
 * dashboard and Courses screen show.
 */
import { useMemo } from 'react'
import type { CompletionColor } from '@/domain/plan/course-status'
import type { PlanningScope } from '@/domain/calendar/planning-term'
import { otherSemesterGroups, quickSelectOptions, semesterValueLabel } from '@/domain/calendar/semester-options'
import { useScopeFigures } from '@/data/plan-store'

export interface SemesterStats {
  professorsWithAssignments: number
  staffedSections: number
  requiredSections: number
  percentComplete: number
  completionColor: CompletionColor
}

const EMPTY: SemesterStats = {
  professorsWithAssignments: 0,
  staffedSections: 0,
  requiredSections: 0,
  percentComplete: 0,
  completionColor: 'red',
}

export function useSemesterStats(scope: PlanningScope): SemesterStats {
  const figures = useScopeFigures(scope)
  return useMemo(() => {
    if (!figures) return EMPTY
    return {
      professorsWithAssignments: figures.professorsTeaching.size,
      staffedSections: figures.staffing.staffedSections,
      requiredSections: figures.staffing.requiredSections,
      percentComplete: figures.staffing.percentComplete,
      completionColor: figures.staffing.completionColor,
    }
  }, [figures])
}

export interface SemesterChoiceGroup {
  label: string
  options: { value: string; label: string }[]
}

/** Quick Select's choices first, then every other academic year of the range, as option groups. */
export function useSemesterChoices(semester: string): SemesterChoiceGroup[] {
  return useMemo(() => {
    const today = new Date()
    const quick = quickSelectOptions(today).map((o) => ({ value: o.value, label: o.label }))
    const groups: SemesterChoiceGroup[] = [{ label: 'Quick Select', options: quick }]
    for (const g of otherSemesterGroups(today)) {
      groups.push({ label: g.academicYear, options: g.options.map((o) => ({ value: o.value, label: o.label })) })
    }
    // A custom range or a term outside the range chosen elsewhere still shows as selected.
    if (!groups.some((g) => g.options.some((o) => o.value === semester))) {
      groups.push({ label: 'Chosen', options: [{ value: semester, label: semesterValueLabel(semester) }] })
    }
    return groups
  }, [semester])
}
