/**
 * Start-up step: normalise stored assignments to the planning-term model once (see
 * domain/calendar/assignment-terms.ts). The corrected records and the marker land in one transaction, so a
 * failure leaves everything as it was and the next start tries again. Reads still map older
 * records to the right term without it; this makes the stored academicYear agree as well.
 *
 * v2: also schedules courses that have no term and year but hold assignments (filed by older code
 * in the default academic year whatever scope they were made from) in the term those assignments
 * count in (scheduleStaffedCourses), before the assignments are normalised against them.
 */
import { normaliseAssignmentTerms, scheduleStaffedCourses } from '@/domain/calendar/assignment-terms'
import { mergeChangeSets } from '@/domain/model/change-set'
import type { DataStore } from './types'

/** Settings-store key of the marker written with the corrected records (v2: the browser that ran v1 runs once more). */
export const ASSIGNMENT_TERMS_MARKER = 'assignment-terms-v2'

export async function migrateAssignmentTerms(
  store: DataStore,
  options: { force?: boolean; now?: () => Date } = {},
): Promise<{ status: 'already-done' } | { status: 'done'; changed: number; scheduled: number }> {
  if (!options.force && (await store.settings.get(ASSIGNMENT_TERMS_MARKER)) !== undefined) {
    return { status: 'already-done' }
  }
  const [assignments, courses] = await Promise.all([store.assignments.list(), store.courses.list()])
  const scheduledCourses = scheduleStaffedCourses(assignments.items, courses.items)
  const rescheduled = new Map(scheduledCourses.map((c) => [c.id, c]))
  const normalised = normaliseAssignmentTerms(
    assignments.items,
    courses.items.map((c) => rescheduled.get(c.id) ?? c),
  )
  const changes = scheduledCourses.length
    ? mergeChangeSets(normalised.changes, { put: { courses: scheduledCourses } })
    : normalised.changes
  const { changed } = normalised
  const scheduled = scheduledCourses.length
  await store.apply(changes, {
    settings: {
      [ASSIGNMENT_TERMS_MARKER]: {
        at: (options.now?.() ?? new Date()).toISOString(),
        changed,
        scheduled,
      },
    },
  })
  return { status: 'done', changed, scheduled }
}
