/**
 * Course actions of spec section 7: addCourse, addCoursesBulk, updateCourse, deleteCourse,
 * removeVersionCourses. Cascades come from domain/plan/cascades.ts so the course and its assignments
 * change in one transaction.
 */
import { deleteCourse, removeVersionCourses, updateCourseCascade } from '@/domain/plan/cascades'
import { ACTION_LABELS } from '@/domain/history/action-labels'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { newCourseOfferings } from '@/domain/courses/course-json-import'
import { manualCourseId, uniqueId } from '@/domain/kernel/ids'
import { offeringsStillNew } from '@/domain/plan/preconditions'
import { currentList, useChangeSetMutation } from './apply-changes'

export type NewCourse = Omit<CourseInput, 'id' | 'addedAt'> & { id?: string }

export function buildCourse(input: NewCourse, now: Date, takenIds: ReadonlySet<string> = new Set()): Course {
  const id = uniqueId(input.id || manualCourseId(input.code, now), takenIds)
  return courseSchema.parse({ ...input, id, addedAt: now.toISOString() })
}

export function useCreateCourse() {
  return useChangeSetMutation(async (input: NewCourse, client) => {
    const courses = await currentList(client, 'courses')
    const course = buildCourse(input, new Date(), new Set(courses.map((c) => c.id)))
    return { changes: { put: { courses: [course] } }, result: course, label: ACTION_LABELS.addCourse(course) }
  })
}

/**
 * The courses a bulk add writes: an offering that already exists or repeats within the list is
 * skipped and counted (newCourseOfferings: the course form's rule). Pure, so the bad-input corpus
 * drives the same rule.
 */
export function planBulkCourses(inputs: readonly NewCourse[], courses: readonly Course[], now: Date): { added: Course[]; skipped: number } {
  const { fresh, skipped } = newCourseOfferings(inputs, courses)
  const ids = new Set(courses.map((c) => c.id))
  const added = fresh.map((input) => {
    const course = buildCourse(input, now, ids)
    ids.add(course.id)
    return course
  })
  return { added, skipped }
}

/** Adds many courses at once; existing offerings are skipped and counted (planBulkCourses). */
export function useCreateCoursesBulk() {
  return useChangeSetMutation(async (inputs: readonly NewCourse[], client) => {
    const { added, skipped } = planBulkCourses(inputs, await currentList(client, 'courses'), new Date())
    // Each offering still new when written: the same file imported in another tab meanwhile is refused.
    return { changes: { put: { courses: added }, require: offeringsStillNew(added) }, result: { added: added.length, skipped }, label: ACTION_LABELS.importCourses(added.length) }
  })
}

/** Saves a course edit; its assignments follow (hours, term, sections above a lower count). */
export function useUpdateCourse() {
  return useChangeSetMutation(async ({ id, data }: { id: string; data: Partial<CourseInput> }, client) => {
    const [courses, assignments] = await Promise.all([currentList(client, 'courses'), currentList(client, 'assignments')])
    const existing = courses.find((c) => c.id === id)
    if (!existing) throw new Error('Course not found')
    const course = courseSchema.parse({ ...existing, ...data, id })
    const { changes, removedSections } = updateCourseCascade(existing, course, assignments)
    return { changes, result: { course, removedSections }, label: ACTION_LABELS.editCourse(course) }
  })
}

export function useDeleteCourse() {
  return useChangeSetMutation(async (id: string, client) => {
    const [courses, assignments] = await Promise.all([currentList(client, 'courses'), currentList(client, 'assignments')])
    const label = ACTION_LABELS.deleteCourse(courses.find((c) => c.id === id))
    return { changes: deleteCourse(id, assignments), result: id, label }
  })
}

export function useRemoveVersionCourses() {
  return useChangeSetMutation(async ({ programId, version }: { programId: string; version: string }, client) => {
    const [courses, assignments, programVersions, programs] = await Promise.all([
      currentList(client, 'courses'),
      currentList(client, 'assignments'),
      currentList(client, 'programVersions'),
      currentList(client, 'programs'),
    ])
    const program = programs.find((p) => p.slug === programId)
    const changes = removeVersionCourses(programId, version, { courses, assignments, programVersions, program })
    const removed = changes.delete?.courses?.length ?? 0
    return { changes, result: removed, label: ACTION_LABELS.removeVersionCourses(version || 'original', removed) }
  })
}
