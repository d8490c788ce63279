/**
 * Settings → General → Data Migration: the same code path as the automatic start-up migrations
 * (the original app's keys, then the move of the CAAT-A records and workload rules into the
 * database, which runs at most once whoever asks: migrate-contract-records.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { migratePackRecords } from '@/storage/packs/pack-storage'
import { migrateLegacyData } from '@/storage/migrate-legacy'
import { refreshAllStores } from './backup'
import { storeOf } from './plan-workspace'

export function useRunLegacyMigration() {
  const client = useQueryClient()
  return useMutation({
    // Forced: the user asked, even if the start-up run already happened; it adds only what is missing.
    mutationFn: async () => {
      const store = storeOf(client)
      const result = await migrateLegacyData(store, { force: true })
      await migratePackRecords(store)
      return result
    },
    onSettled: () => refreshAllStores(client),
  })
}
