/** Read hooks for the entity lists. Components derive their views from these with domain rules. */
import { useQuery } from '@tanstack/react-query'
import {
  assignmentQueries,
  courseQueries,
  professorQueries,
  programQueries,
  programVersionQueries,
} from './entity-queries'

export const useProfessors = () => useQuery(professorQueries.list())
export const useCourses = () => useQuery(courseQueries.list())
export const useAssignments = () => useQuery(assignmentQueries.list())
export const usePrograms = () => useQuery(programQueries.list())
export const useProgramVersions = () => useQuery(programVersionQueries.list())
