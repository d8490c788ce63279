/** Start syncing a shared plan: the sync engine on the plan's workspace (sync-status.ts holds it). */
import type { QueryClient } from '@tanstack/react-query'
import type { ServerConnection } from './server-connection'
import { SyncEngine, type SyncEngineOptions } from './sync-engine'
import { runSyncEngine } from './sync-status'

export { stopSync } from './sync-status'

/** Start syncing the plan `client` shows through `connection` (stopping any engine before). */
export function startSync(client: QueryClient, connection: ServerConnection, options: Omit<SyncEngineOptions, 'onStatus'> = {}): SyncEngine {
  return runSyncEngine(client, (onStatus) => new SyncEngine(client, connection, { ...options, onStatus }))
}
