/**
 * Assignment actions of spec section 7: assignCourse (replaces the same course + section),
 * unassignCourse (by course and optional section, or by id), and the Manage Sections save.
 */
import { assignSection, manageSectionsSave, unassignById, unassignCourse } from '@/domain/plan/cascades'
import { ACTION_LABELS } from '@/domain/history/action-labels'
import type { Term } from '@/domain/kernel/constants'
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import type { Assignment } from '@/domain/model/assignment'
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
    const professor = (await currentList(client, 'professors')).find((p) => p.id === vars.professorId)
    return { changes, result: assignment, label: ACTION_LABELS.assign(course, assignment.section, professor) }
  })
}

export function useUnassignCourse() {
  return useChangeSetMutation(async (vars: { courseId: string; section?: number } | { assignmentId: string }, client) => {
    const [courses, assignments] = await Promise.all([currentList(client, 'courses'), currentList(client, 'assignments')])
    if ('assignmentId' in vars) {
      const assignment = assignments.find((a) => a.id === vars.assignmentId)
      const label = ACTION_LABELS.unassign(courses.find((c) => c.id === assignment?.courseId), assignment?.section)
      return { changes: unassignById(vars.assignmentId), result: 1, label }
    }
    const changes = unassignCourse(vars.courseId, vars.section, assignments)
    const label = ACTION_LABELS.unassign(courses.find((c) => c.id === vars.courseId), vars.section)
    return { changes, result: changes.delete?.assignments?.length ?? 0, label }
  })
}

export interface SaveSectionsVars {
  courseId: string
  newCount: number
  selections: readonly (string | null)[]
  scheduleIn?: PlanningTerm | null
  /** The course's assignments as the dialog opened with them: a section changed since is refused. */
  read?: readonly Assignment[]
}

export function useSaveSections() {
  return useChangeSetMutation(async (vars: SaveSectionsVars, client) => {
    const [courses, assignments, professors] = await Promise.all([
      currentList(client, 'courses'),
      currentList(client, 'assignments'),
      currentList(client, 'professors'),
    ])
    const course = courses.find((c) => c.id === vars.courseId)
    if (!course) throw new Error('Course not found')
    const saved = manageSectionsSave({ ...vars, course, courses, assignments, professors, now: new Date() })
    const removedIds = new Set(saved.changes.delete?.assignments)
    const label = ACTION_LABELS.saveSections(
      course,
      { put: saved.changes.put?.assignments ?? [], removed: assignments.filter((a) => removedIds.has(a.id)), countChanged: !!saved.changes.put?.courses },
      (id) => professors.find((p) => p.id === id),
    )
    return {
      label,
      changes: saved.changes,
      result: { ...saved, removed: saved.changes.delete?.assignments?.length ?? 0 },
    }
  })
}
