/**
 * The sync engine of a shared plan, running on the LIVE workspace whichever plan this tab shows
 * (a what-if scenario is never shared, but live keeps pulling and pushing beside it), and the
 * changes the server refused (Needs attention), shown on live only: their choices write to live.
 */
import { useEffect } from 'react'
import { useLiveClient, useOpenScenario } from '@/data/scenario-hooks'
import { createServerConnection, currentToken } from '@/data/sync/server-connection'
import { startSync, stopSync } from '@/data/sync/sync-start'
import { NeedsAttention } from './needs-attention'

export function SyncActive({ serverUrl, planId }: { serverUrl: string; planId: string }) {
  const live = useLiveClient()
  const onLive = useOpenScenario() === null
  useEffect(() => {
    startSync(live, createServerConnection({ baseUrl: serverUrl, planId, getToken: currentToken }))
    return () => stopSync(live)
  }, [live, serverUrl, planId])
  return onLive ? <NeedsAttention /> : null
}
