/**
 * One-time move of the original app's localStorage data into IndexedDB. Everything goes through
 * ONE apply together with the "migrated" marker, so either all of it lands (and the marker says
 * so) or none of it does and the next start tries again. The legacy keys are left in place: if
 * anything goes wrong nothing is lost, and an older copy of the app still finds its data.
 */
import type { ChangeSet } from '@/domain/model/change-set'
import { DEFAULT_TERM } from '@/domain/kernel/constants'
import type { Course } from '@/domain/model/course'
import { courseProgramId } from '@/domain/model/course-program'
import type { StoredProgram } from '@/domain/model/program'
import { buildProgramCourses } from '@/domain/programs/program-from-import'
import { buildLevelMappings, parseStartText, toSavedMappings } from '@/domain/calendar/semester-mapping'
import { entityKey } from './entity-keys'
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
  | {
      status: 'migrated'
      counts: Record<LegacyStoreName, number>
      skipped: Record<LegacyStoreName, number>
      /** Records actually written, per store (a forced re-run writes only what is missing). */
      written: Record<LegacyStoreName, number>
    }

export interface LegacyMigrationOptions {
  /** Run even when the marker says it already ran (the settings screen's "Data Migration"). */
  force?: boolean
  /** Where the legacy data comes from; localStorage by default. */
  read?: () => LegacyData
  now?: () => Date
}

/**
 * Courses of migrated programs, built from their levels as a fresh import builds them (same ids,
 * so migrating twice gives the same records). A program whose courses are already in the legacy
 * data or in the store gets none. Levels without a saved mapping follow the program's start text
 * (Fall, Winter, Spring …), from the current year when the text names none.
 */
export function coursesFromLegacyPrograms(
  programs: readonly StoredProgram[],
  existingCourses: readonly Pick<Course, 'programId' | 'program'>[],
  now: Date,
): Course[] {
  const hasCourses = new Set(existingCourses.map(courseProgramId).filter(Boolean))
  const courses: Course[] = []
  for (const program of programs) {
    if (hasCourses.has(program.slug)) continue
    const levels = Object.keys(program.courses_by_level)
    const start = parseStartText(program.program.start, now.getFullYear()) ?? { term: DEFAULT_TERM, year: now.getFullYear() }
    const mappings = Object.keys(program.semester_mappings).length
      ? program.semester_mappings
      : toSavedMappings(buildLevelMappings(levels, start))
    courses.push(
      ...buildProgramCourses({
        data: { program: program.program, courses_by_level: program.courses_by_level },
        mappings,
        programId: program.slug,
        version: undefined,
        addedAt: program.addedAt || now.toISOString(),
      }),
    )
  }
  return courses
}

export function legacyChangeSet(data: LegacyData, derivedCourses: readonly Course[] = []): ChangeSet {
  return {
    put: {
      professors: data.professors,
      courses: [...data.courses, ...derivedCourses],
      assignments: data.assignments,
      programs: data.programs,
    },
  }
}

/** Only the records the store does not hold yet: a forced second run changes nothing. */
async function onlyMissing(store: DataStore, changes: ChangeSet): Promise<ChangeSet> {
  const put: NonNullable<ChangeSet['put']> = {}
  for (const name of ['professors', 'courses', 'assignments', 'programs'] as const) {
    const records = changes.put?.[name] ?? []
    if (!records.length) continue
    const { items } = await store[name].list()
    const have = new Set(items.map((r) => entityKey(name, r)))
    ;(put as Record<string, unknown[]>)[name] = records.filter((r) => !have.has(entityKey(name, r as never)))
  }
  return { put }
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
  const now = options.now?.() ?? new Date()
  const stored = await store.courses.list()
  const derived = coursesFromLegacyPrograms(data.programs, [...data.courses, ...stored.items], now)

  const counts: Record<LegacyStoreName, number> = {
    professors: data.professors.length,
    courses: data.courses.length + derived.length,
    assignments: data.assignments.length,
    programs: data.programs.length,
  }
  const marker: LegacyMigrationMarker = { migratedAt: now.toISOString(), counts }
  const all = legacyDataCount(data) ? legacyChangeSet(data, derived) : {}
  const changes = options.force ? await onlyMissing(store, all) : all
  // Also when every item was unreadable: the marker stops the same warnings on every start.
  await store.apply(changes, {
    settings: { [LEGACY_MIGRATION_MARKER]: marker },
  })
  // Warn only once the outcome is settled, so a failed attempt does not warn twice.
  for (const warning of data.warnings) {
    emitStorageEvent({ type: 'load-warning', store: warning.store, message: warning.message })
  }
  return { status: 'migrated', counts, skipped: data.skipped, written: touchedCount(changes) }
}

function touchedCount(changes: ChangeSet): Record<LegacyStoreName, number> {
  const put = changes.put ?? {}
  return {
    professors: put.professors?.length ?? 0,
    courses: put.courses?.length ?? 0,
    assignments: put.assignments?.length ?? 0,
    programs: put.programs?.length ?? 0,
  }
}
