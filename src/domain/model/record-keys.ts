/**
 * Which field keys each store's records: programs by slug (it is also the programId), contract
 * records by their professor's id, every other store by id. The domain works by key without the storage layer (the scenario overlay); storage's
 * ENTITY_KEY_PATHS is this table. No zod here, so the first bundle can use it.
 */
import type { EntityMap, EntityStoreName } from './change-set'

export const RECORD_KEY_FIELDS = {
  professors: 'id',
  courses: 'id',
  assignments: 'id',
  programs: 'slug',
  programVersions: 'id',
  contractRecords: 'professorId',
  planSettings: 'id',
} as const satisfies { [S in EntityStoreName]: keyof EntityMap[S] & string }

export function recordKeyOf(store: EntityStoreName, record: unknown): string {
  return (record as Record<string, string>)[RECORD_KEY_FIELDS[store]]!
}

/** A record's revision: the write path's one rule (revision-compare.ts), under the scenario code's name. */
export { revisionOf as revOf } from './revision-compare'
