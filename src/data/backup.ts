/**
 * Data safety actions of Settings → General: export a backup, read a chosen backup file, restore
 * it, and reset everything. Each write goes through the storage layer in one transaction; the
 * caches of every store are refreshed afterwards, since all of them changed.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { backupFileName, backupFileText } from '@/domain/exchange/backup'
import { ENTITY_STORES, type EntityStoreName } from '@/domain/model/change-set'
import {
  collectBackupPayload,
  keptScenariosMessage,
  resetAllData,
  restoreBackup,
  restoreScenarios,
  type ReadBackupResult,
  type RestoredLists,
  type StoredLists,
} from '@/storage/backup-io'
import { emitStorageEvent } from '@/storage/events'
import { setLastBackup } from '@/storage/local-storage'
import { hasPendingWrites } from '@/storage/pending-writes'
import { STORAGE_KEYS } from '@/storage/storage-keys'
import { readBackupText } from './backup-read'
import { setCachedLists } from './change-feed'
import { keysByStore, settingsKeys } from './query-keys'
import { storeOf } from './plan-workspace'
import { clearUndoHistory } from './undo-history'
import { useLiveClient, useScenarioSession } from './scenario-hooks'
import { SCENARIO_LIST_KEY } from './scenario-session'

export type { BackupContents, ReadBackupResult } from '@/storage/backup-io'

/** Every entity list and every setting changed: refresh them all, store by store. */
export async function refreshAllStores(client: QueryClient): Promise<void> {
  await Promise.all([
    ...ENTITY_STORES.map((store) => client.invalidateQueries({ queryKey: keysByStore[store].all })),
    client.invalidateQueries({ queryKey: settingsKeys.all }),
  ])
}

export interface BackupExport {
  fileName: string
  text: string
}

/**
 * The lists as stored, taken from the query cache when it is known to hold exactly that: every
 * list loaded, none being read or marked stale, and no write in flight (an optimistic list may
 * show a write not yet committed). Otherwise null, and the export reads the stores.
 */
export function settledCachedLists(client: QueryClient): StoredLists | null {
  if (hasPendingWrites()) return null
  const lists: Partial<Record<EntityStoreName, readonly unknown[]>> = {}
  for (const store of ENTITY_STORES) {
    const state = client.getQueryState<unknown[]>(keysByStore[store].list())
    if (
      !state ||
      state.data === undefined ||
      state.fetchStatus !== 'idle' ||
      state.isInvalidated ||
      state.status !== 'success'
    )
      return null
    lists[store] = state.data
  }
  return lists as StoredLists
}

/**
 * Build the backup file of everything stored now, and record the backup time: the LIVE plan
 * (also while a scenario is open) and every scenario with its overlay.
 */
export function useExportBackup() {
  const client = useLiveClient()
  const session = useScenarioSession()
  return useMutation({
    mutationFn: async (): Promise<BackupExport> => {
      const now = new Date()
      const scenarios = session ? (await session.list()).items : []
      const payload = await collectBackupPayload(
        storeOf(client),
        now,
        settledCachedLists(client) ?? undefined,
        scenarios,
      )
      const text = backupFileText(payload, now)
      return { fileName: backupFileName(now), text }
    },
  })
}

/** Called once the file was handed to the browser's download. */
export function recordBackupDone(now: Date = new Date()): void {
  recordLastBackup(now)
}

/**
 * After a restore the stored data is exactly that backup's, so it is the last backup: made when
 * the file says (the restore time when the file does not say, or says a time still to come). The
 * reminder's clock stops; Settings no longer says no backup was made.
 */
export function recordBackupRestored(exportedAt: string | null, now: Date = new Date()): void {
  const made = exportedAt ? Date.parse(exportedAt) : Number.NaN
  recordLastBackup(Number.isNaN(made) || made > now.getTime() ? now : new Date(made))
}

function recordLastBackup(when: Date): void {
  const result = setLastBackup(when)
  if (result.ok) {
    emitStorageEvent({ type: 'local-key-changed', key: STORAGE_KEYS.lastBackup })
    emitStorageEvent({ type: 'local-key-changed', key: STORAGE_KEYS.changesSince })
  }
}

/** Read and check a chosen backup file on this thread; never throws (the UI uses startBackupRead). */
export function readBackupFile(file: Pick<File, 'text'>): Promise<ReadBackupResult> {
  return readBackupText(file)
}

/**
 * After a restore the lists are exactly what was written: put them in the cache as they are
 * instead of reading 17,000 records back from storage. Settings are re-read (they are small).
 */
export async function showRestored(client: QueryClient, lists: RestoredLists): Promise<void> {
  // A store the restore kept (a file without workload rules or CAAT-A records) is left as cached.
  const restored = ENTITY_STORES.filter((store) => lists[store] !== undefined)
  setCachedLists(
    client,
    restored.map((store) => ({ store, list: lists[store]!, touched: 'all' as const })),
  )
  await Promise.all([
    // Anything else cached for a store (nothing today) is read again.
    ...restored.map((store) =>
      client.invalidateQueries({
        queryKey: keysByStore[store].all,
        predicate: (query) => query.queryKey[1] !== 'list',
      }),
    ),
    client.invalidateQueries({ queryKey: settingsKeys.all }),
  ])
}

/**
 * Restore a backup into the open plan's store: inside a scenario that store refuses it, saying
 * to go back to live first. Then the file's scenarios; the ones stored here that the file does not
 * hold are kept, and `scenariosNote` says so.
 */
export function useRestoreBackup() {
  const client = useQueryClient()
  const session = useScenarioSession()
  return useMutation({
    mutationFn: async (contents: Parameters<typeof restoreBackup>[1]): Promise<RestoredLists & { scenariosNote: string | null }> => {
      const lists = await restoreBackup(storeOf(client), contents)
      const kept = session ? await restoreScenarios(await session.repository(), contents.scenarios) : []
      if (session) await session.liveClient.invalidateQueries({ queryKey: SCENARIO_LIST_KEY })
      return { ...lists, scenariosNote: keptScenariosMessage(kept) }
    },
    // Not undoable (it replaces settings too; the dialog says so): no earlier step applies now.
    onSuccess: async (lists, contents) => {
      clearUndoHistory(client)
      recordBackupRestored(contents.exportedAt)
      await showRestored(client, lists)
    },
    // Failed: nothing changed in storage, but re-read in case the cache was touched meanwhile.
    onError: () => refreshAllStores(client),
  })
}

/** Re-read every store (the reset's refresh, spec: 500 ms after clearing). */
export function useRefreshAllStores(): () => Promise<void> {
  const client = useQueryClient()
  return () => refreshAllStores(client)
}

export function useResetAllData() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => resetAllData(storeOf(client)),
    onSuccess: () => clearUndoHistory(client),
    onSettled: () => refreshAllStores(client),
  })
}
