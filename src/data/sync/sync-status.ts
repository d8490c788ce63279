/**
 * The shared plan's sync, kept on its workspace (one engine per open plan, started by the app
 * when the plan is shared, features/sync): its engine and status, and the hooks screens read.
 */
import type { QueryClient } from '@tanstack/react-query'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { workspaceOf, workspacePart } from '../plan-workspace'
import type { ServerConnection } from './server-connection'
import { INITIAL_SYNC_STATUS, SyncEngine, type SyncEngineOptions, type SyncStatus } from './sync-engine'

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

/** Start syncing the plan `client` shows through `connection` (stopping any engine before). */
export function startSync(client: QueryClient, connection: ServerConnection, options: Omit<SyncEngineOptions, 'onStatus'> = {}): SyncEngine {
  const holder = holderOf(client)
  holder.engine?.stop()
  const engine = new SyncEngine(client, connection, { ...options, onStatus: (status) => holder.engine === engine && publish(holder, status) })
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
