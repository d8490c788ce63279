/**
 * Start-up step: normalise stored assignments to the planning-term model once (see
 * domain/assignment-terms.ts). The corrected records and the marker land in one transaction, so a
 * failure leaves everything as it was and the next start tries again. Reads still map older
 * records to the right term without it; this makes the stored academicYear agree as well.
 */
import { normaliseAssignmentTerms } from '@/domain/assignment-terms'
import type { DataStore } from './types'

/** Settings-store key of the marker written with the corrected records. */
export const ASSIGNMENT_TERMS_MARKER = 'assignment-terms-v1'

export async function migrateAssignmentTerms(
  store: DataStore,
  options: { force?: boolean; now?: () => Date } = {},
): Promise<{ status: 'already-done' } | { status: 'done'; changed: number }> {
  if (!options.force && (await store.settings.get(ASSIGNMENT_TERMS_MARKER)) !== undefined) {
    return { status: 'already-done' }
  }
  const [assignments, courses] = await Promise.all([store.assignments.list(), store.courses.list()])
  const { changes, changed } = normaliseAssignmentTerms(assignments.items, courses.items)
  await store.apply(changes, {
    settings: { [ASSIGNMENT_TERMS_MARKER]: { at: (options.now?.() ?? new Date()).toISOString(), changed } },
  })
  return { status: 'done', changed }
}
