/**
 * Which field keys each store's records: programs by slug (it is also the programId), every other
 * store by id. The domain works by key without the storage layer (the scenario overlay); storage's
 * ENTITY_KEY_PATHS is this table. No zod here, so the first bundle can use it.
 */
import type { EntityMap, EntityStoreName } from './change-set'

export const RECORD_KEY_FIELDS = {
  professors: 'id',
  courses: 'id',
  assignments: 'id',
  programs: 'slug',
  programVersions: 'id',
} as const satisfies { [S in EntityStoreName]: keyof EntityMap[S] & string }

export function recordKeyOf(store: EntityStoreName, record: unknown): string {
  return (record as Record<string, string>)[RECORD_KEY_FIELDS[store]]!
}

/**
 * A record's revision, set by the write path (0 for a record written before revisions existed).
 * Read through this one accessor so the scenario code works before and after records carry `rev`.
 */
export function revOf(record: unknown): number {
  return (record as { rev?: number }).rev ?? 0
}
