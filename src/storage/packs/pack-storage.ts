/**
 * The storage side of the rule-pack registry, light enough for the start-up code: the
 * localStorage key the packs' records had before database version 2 (read only by the one-time
 * move and by backups of those versions), and that move, loaded on demand. One line per pack.
 */
import type { DataStore } from '@/storage/types'

/** The key (before the app's prefix) of the packs' records in localStorage before database version 2. */
export const PACK_RECORDS_LEGACY_KEY = 'caat-records'

/** Where the start-up log says what the move was doing when it failed. */
export const PACK_RECORDS_MOVE_LABEL = 'moving the CAAT-A records into the database'

/** The one-time move of the packs' records (and the rules) from localStorage into the database. */
export async function migratePackRecords(store: DataStore) {
  return (await import('./caat-a/migrate-contract-records')).migrateContractRecords(store)
}
