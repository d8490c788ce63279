/**
 * Everything the report rules need for the current screen: the stored lists, the shared plan
 * index, the reports' scope (the header's, or the year of a /reports/{year} link) and the options
 * kept in this browser. Undefined while loading.
 */
import { useMemo } from 'react'
import type { PlanningScope } from '@/domain/calendar/planning-term'
import type { ReportInput } from '@/domain/reports/report-data'
import { useAssignments, useCourses, useProfessors, usePrograms } from '@/data/entity-hooks'
import { usePlanIndex } from '@/data/plan-store'
import { useReportOptions } from '@/data/report-options'
import { useWorkloadPolicy } from '@/data/use-workload-policy'

export function useReportInput(program: string, scope: PlanningScope) {
  const professors = useProfessors()
  const courses = useCourses()
  const assignments = useAssignments()
  const programs = usePrograms()
  const index = usePlanIndex()
  const [settings, updateSettings] = useReportOptions()
  const policy = useWorkloadPolicy()

  const input = useMemo<ReportInput | undefined>(() => {
    if (!professors.data || !courses.data || !assignments.data || !programs.data || !index)
      return undefined
    return {
      professors: professors.data,
      courses: courses.data,
      assignments: assignments.data,
      programs: programs.data,
      index,
      scope,
      program,
      settings,
      policy,
    }
  }, [
    professors.data,
    courses.data,
    assignments.data,
    programs.data,
    index,
    scope,
    program,
    settings,
    policy,
  ])

  const error = professors.error ?? courses.error ?? assignments.error ?? programs.error
  return { input, error, settings, updateSettings }
}
