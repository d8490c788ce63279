/**
 * The shared plan's sync, kept on its workspace (one engine per open plan, started by the app
 * when the plan is shared, features/sync): its engine and status, and the hooks screens read.
 */
import type { QueryClient } from '@tanstack/react-query'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { workspaceOf, workspacePart } from '../plan-workspace'
import type { SyncEngine, SyncStatus } from './sync-engine'

/** Nothing sent yet, nothing waiting, nothing refused. */
export const INITIAL_SYNC_STATUS: SyncStatus = { phase: 'idle', waiting: 0, attention: [], message: null, syncedAt: null }

interface SyncHolder {
  engine: SyncEngine | null
  status: SyncStatus
  listeners: Set<() => void>
}

const SYNC = workspacePart(
  'sync',
  (): SyncHolder => ({ engine: null, status: INITIAL_SYNC_STATUS, listeners: new Set() }),
  (holder) => {
    holder.engine?.stop()
    holder.listeners.clear()
  },
)

const holderOf = (client: QueryClient) => workspaceOf(client).part(SYNC)

function publish(holder: SyncHolder, status: SyncStatus): void {
  holder.status = status
  for (const listener of [...holder.listeners]) listener()
}

/**
 * Run the engine `make` builds (given where to publish its status) on the plan `client` shows,
 * stopping any engine before. sync-start.ts builds the real one: the engine's code loads only
 * where syncing starts, not with every screen that shows the status.
 */
export function runSyncEngine(client: QueryClient, make: (onStatus: (status: SyncStatus) => void) => SyncEngine): SyncEngine {
  const holder = holderOf(client)
  holder.engine?.stop()
  const engine: SyncEngine = make((status) => holder.engine === engine && publish(holder, status))
  holder.engine = engine
  engine.start()
  return engine
}

export function stopSync(client: QueryClient): void {
  const holder = holderOf(client)
  holder.engine?.stop()
  holder.engine = null
  publish(holder, INITIAL_SYNC_STATUS)
}

export function syncEngineOf(client: QueryClient): SyncEngine | null {
  return holderOf(client).engine
}

/** Be told when the sync status changes (or syncing starts or stops). */
export function subscribeSyncStatus(client: QueryClient, listener: () => void): () => void {
  const { listeners } = holderOf(client)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useSyncStatus(): SyncStatus {
  const client = useQueryClient()
  const subscribe = useCallback((listener: () => void) => subscribeSyncStatus(client, listener), [client])
  return useSyncExternalStore(subscribe, () => holderOf(client).status)
}

export function useSyncEngine(): SyncEngine | null {
  const client = useQueryClient()
  useSyncStatus()
  return holderOf(client).engine
}
