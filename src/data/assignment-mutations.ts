/**
 * Assignment actions of spec section 7: assignCourse (replaces the same course + section),
 * unassignCourse (by course and optional section, or by id), and the Manage Sections save.
 */
import { assignSection, manageSectionsSave, unassignById, unassignCourse } from '@/domain/cascades'
import type { Term } from '@/domain/constants'
import { currentList, useChangeSetMutation } from './apply-changes'

export interface AssignCourseVars {
  courseId: string
  professorId: string
  section?: number
  term?: Term
  academicYear?: string
  weeklyHours?: number
}

export function useAssignCourse() {
  return useChangeSetMutation(async (vars: AssignCourseVars, client) => {
    const [courses, assignments] = await Promise.all([currentList(client, 'courses'), currentList(client, 'assignments')])
    const course = courses.find((c) => c.id === vars.courseId)
    if (!course) throw new Error('Course not found')
    const { changes, assignment } = assignSection({ ...vars, course, courses, assignments, now: new Date() })
    return { changes, result: assignment }
  })
}

export function useUnassignCourse() {
  return useChangeSetMutation(async (vars: { courseId: string; section?: number } | { assignmentId: string }, client) => {
    if ('assignmentId' in vars) return { changes: unassignById(vars.assignmentId), result: 1 }
    const assignments = await currentList(client, 'assignments')
    const changes = unassignCourse(vars.courseId, vars.section, assignments)
    return { changes, result: changes.delete?.assignments?.length ?? 0 }
  })
}

export function useSaveSections() {
  return useChangeSetMutation(
    async (vars: { courseId: string; newCount: number; selections: readonly (string | null)[] }, client) => {
      const [courses, assignments] = await Promise.all([currentList(client, 'courses'), currentList(client, 'assignments')])
      const course = courses.find((c) => c.id === vars.courseId)
      if (!course) throw new Error('Course not found')
      const saved = manageSectionsSave({ ...vars, course, courses, assignments, now: new Date() })
      return {
        changes: saved.changes,
        result: { ...saved, removed: saved.changes.delete?.assignments?.length ?? 0 },
      }
    },
  )
}
