/** Settings → General → Data Migration: the same code path as the automatic start-up migration. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { migrateLegacyData } from '@/storage/migrate-legacy'
import { refreshAllStores } from './backup'
import { storeOf } from './plan-workspace'

export function useRunLegacyMigration() {
  const client = useQueryClient()
  return useMutation({
    // Forced: the user asked, even if the start-up run already happened; it adds only what is missing.
    mutationFn: () => migrateLegacyData(storeOf(client), { force: true }),
    onSettled: () => refreshAllStores(client),
  })
}
