/**
 * Which field keys each store's records, for the domain's own use (the scenario overlay works by
 * id without the storage layer). Programs are keyed by slug, every other store by id: the same
 * table as storage/entity-keys.ts ENTITY_KEY_PATHS, which a test holds equal to this one.
 */
import type { EntityMap, EntityStoreName } from '@/domain/model/change-set'

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
