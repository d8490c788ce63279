import { useAssignments, useCourses, useProfessors, usePrograms } from '@/data/entity-hooks'

/** True when anything is stored (so replacing it needs a confirmation). */
export function useHasData(): boolean {
  const lists = [useProfessors().data, useCourses().data, useAssignments().data, usePrograms().data]
  return lists.some((list) => (list?.length ?? 0) > 0)
}
