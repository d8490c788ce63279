/**
 * Assignment actions: the Manage Sections save, where a planner assigns and unassigns a course's
 * sections (one section or several, with its section count) in one change. Bulk assign is in
 * course-bulk-mutations.ts, auto-assign's accepted proposal in the dialog's one write.
 */
import { manageSectionsSave } from '@/domain/plan/cascades'
import { ACTION_LABELS } from '@/domain/history/action-labels'
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import type { Assignment } from '@/domain/model/assignment'
import { currentList, useChangeSetMutation } from './apply-changes'

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
