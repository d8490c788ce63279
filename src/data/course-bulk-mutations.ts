/**
 * The list view's bulk actions on selected courses. Each is one domain change set written by one
 * writeChanges call, labelled for the undo history ("delete 3 courses"), so a bulk action lands
 * whole or not at all and undoes in one step. The change set is rebuilt from the records as they
 * are at write time (not as the dialog saw them), like every other mutation.
 */
import { bulkEditCourses, planBulkAssign, prepareBulkAssign, type CourseBulkEdit } from '@/domain/courses/course-bulk'
import { indexById } from '@/domain/calendar/schedule-conflict'
import { currentList, useChangeSetMutation } from './apply-changes'
import { useWorkloadPolicy } from './use-workload-policy'

export function useBulkAssignProfessor() {
  const policy = useWorkloadPolicy()
  return useChangeSetMutation(async ({ courseIds, professorId }: { courseIds: readonly string[]; professorId: string }, client) => {
    const [courses, assignments, professors] = await Promise.all([
      currentList(client, 'courses'),
      currentList(client, 'assignments'),
      currentList(client, 'professors'),
    ])
    const professor = professors.find((p) => p.id === professorId)
    if (!professor) throw new Error('Professor not found')
    const wanted = new Set(courseIds)
    const prepared = prepareBulkAssign({ courses: courses.filter((c) => wanted.has(c.id)), assignments, courseById: indexById(courses), policy })
    const plan = planBulkAssign(prepared, professor, new Date())
    return { changes: plan.changes, label: plan.label, result: { sections: plan.sectionCount, courses: plan.courseCount } }
  })
}

export function useBulkEditCourses() {
  return useChangeSetMutation(async ({ courseIds, edit }: { courseIds: readonly string[]; edit: CourseBulkEdit }, client) => {
    const [courses, assignments] = await Promise.all([currentList(client, 'courses'), currentList(client, 'assignments')])
    const result = bulkEditCourses(courses, courseIds, edit, assignments)
    return { changes: result.changes, label: result.label, result }
  })
}
