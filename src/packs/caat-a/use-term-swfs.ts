/**
 * The term's SWFs with their status (caat-a/swf-status.ts), from the stored plan, rules and
 * records, as the list of forms and the print-all window show them.
 */
import { useMemo } from 'react'
import { useAssignments, useCourses, useProfessors } from '@/data/entity-hooks'
import { usePackRecords, useWorkloadRules } from '@/data/workload-rules'
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import { localIsoDate } from '@/domain/kernel/local-date'
import { termSwfs, type TermSwf } from '@/domain/policy/caat-a/swf-status'

export function useTermSwfs(term: PlanningTerm | null): TermSwf[] | undefined {
  const professors = useProfessors().data
  const courses = useCourses().data
  const assignments = useAssignments().data
  const [rules] = useWorkloadRules()
  const [records] = usePackRecords()
  const today = localIsoDate()
  return useMemo(() => {
    if (!term || !professors || !courses || !assignments) return undefined
    const courseById = new Map(courses.map((c) => [c.id, c]))
    return termSwfs({ professors, term, assignments, courseById, settings: rules.packs['ontario-caat-a'], records, today })
  }, [term, professors, courses, assignments, rules, records, today])
}
