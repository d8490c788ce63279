/**
 * Keeps a shared plan in sync while the app is open (issue 34): when the sync settings say the
 * live plan is shared, the sync engine runs on the live workspace (data/sync/sync-status.ts), and
 * the changes the server refused are listed for the planner (Needs attention). Renders nothing
 * when the plan is not shared, and then nothing is sent anywhere.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LIVE_PLAN_ID, workspaceOf } from '@/data/plan-workspace'
import { createServerConnection, currentToken } from '@/data/sync/server-connection'
import { startSync, stopSync } from '@/data/sync/sync-status'
import { useSyncSettings } from '@/data/sync/use-sync-settings'
import { NeedsAttention } from './needs-attention'

export function SyncRunner() {
  const client = useQueryClient()
  const settings = useSyncSettings()
  const shared = settings?.shared === true
  const serverUrl = settings?.serverUrl
  const planId = settings?.planId
  // A scenario's workspace is never synced: only live is the school's plan.
  const live = workspaceOf(client).planId === LIVE_PLAN_ID && workspaceOf(client).hasStore
  useEffect(() => {
    if (!shared || !live || !serverUrl || !planId) return
    startSync(client, createServerConnection({ baseUrl: serverUrl, planId, getToken: currentToken }))
    return () => stopSync(client)
  }, [client, shared, live, serverUrl, planId])
  return shared && live ? <NeedsAttention /> : null
}
