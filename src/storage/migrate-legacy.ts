/**
 * One-time move of the original app's localStorage data into IndexedDB. Everything goes through
 * ONE apply together with the "migrated" marker, so either all of it lands (and the marker says
 * so) or none of it does and the next start tries again. The legacy keys are left in place: if
 * anything goes wrong nothing is lost, and an older copy of the app still finds its data.
 */
import type { ChangeSet } from '@/domain/change-set'
import { emitStorageEvent } from './events'
import { legacyDataCount, readLegacyStorage, type LegacyData, type LegacyStoreName } from './legacy-reader'
import type { DataStore } from './types'

/** Settings-store key of the marker written with the migrated data. */
export const LEGACY_MIGRATION_MARKER = 'legacy-migration'

export interface LegacyMigrationMarker {
  migratedAt: string
  counts: Record<LegacyStoreName, number>
}

export type LegacyMigrationResult =
  | { status: 'already-migrated' }
  | { status: 'nothing-to-migrate' }
  | { status: 'migrated'; counts: Record<LegacyStoreName, number>; skipped: Record<LegacyStoreName, number> }

export interface LegacyMigrationOptions {
  /** Run even when the marker says it already ran (the settings screen's "Data Migration"). */
  force?: boolean
  /** Where the legacy data comes from; localStorage by default. */
  read?: () => LegacyData
  now?: () => Date
}

export function legacyChangeSet(data: LegacyData): ChangeSet {
  return {
    put: {
      professors: data.professors,
      courses: data.courses,
      assignments: data.assignments,
      programs: data.programs,
    },
  }
}

/** Migrate if needed. Rejects with the apply's StorageError when the write fails (nothing saved). */
export async function migrateLegacyData(
  store: DataStore,
  options: LegacyMigrationOptions = {},
): Promise<LegacyMigrationResult> {
  if (!options.force && (await store.settings.get(LEGACY_MIGRATION_MARKER)) !== undefined) {
    return { status: 'already-migrated' }
  }
  const data = (options.read ?? readLegacyStorage)()
  if (data.keysFound.length === 0) return { status: 'nothing-to-migrate' }

  const counts: Record<LegacyStoreName, number> = {
    professors: data.professors.length,
    courses: data.courses.length,
    assignments: data.assignments.length,
    programs: data.programs.length,
  }
  const marker: LegacyMigrationMarker = { migratedAt: (options.now?.() ?? new Date()).toISOString(), counts }
  // Also when every item was unreadable: the marker stops the same warnings on every start.
  await store.apply(legacyDataCount(data) ? legacyChangeSet(data) : {}, {
    settings: { [LEGACY_MIGRATION_MARKER]: marker },
  })
  // Warn only once the outcome is settled, so a failed attempt does not warn twice.
  for (const warning of data.warnings) {
    emitStorageEvent({ type: 'load-warning', store: warning.store, message: warning.message })
  }
  return { status: 'migrated', counts, skipped: data.skipped }
}
