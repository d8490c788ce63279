/**
 * Which field keys each store's records, and the words messages use for a store. Plain
 * constants apart from the schemas (entity-schemas.ts), so the first bundle (the cache updates,
 * the IndexedDB store) can use them without loading zod.
 */
import type { EntityMap, EntityStoreName } from '@/domain/model/change-set'
import { RECORD_KEY_FIELDS } from '@/domain/model/record-keys'

/** Programs are keyed by slug (it is also the programId), contract records by their professor's id; every other store by id. */
export const ENTITY_KEY_PATHS = RECORD_KEY_FIELDS

/** Words used in user-facing messages about a store. */
export const ENTITY_LABELS: Record<EntityStoreName, string> = {
  professors: 'professors',
  courses: 'courses',
  assignments: 'assignments',
  programs: 'programs',
  programVersions: 'program versions',
  contractRecords: 'contract records',
  planSettings: 'plan settings',
}

export function entityKey<S extends EntityStoreName>(store: S, record: EntityMap[S]): string {
  return (record as Record<string, unknown>)[ENTITY_KEY_PATHS[store]] as string
}
