/**
 * Keeps a shared plan in sync while the app is open (issue 34): when the sync settings say the
 * live plan is shared, the sync engine runs on the live workspace (data/sync/sync-status.ts), and
 * the changes the server refused are listed for the planner (Needs attention). Renders nothing
 * when the plan is not shared, and then nothing is sent anywhere, and the sync code is not even
 * loaded (sync-active.tsx comes on demand).
 */
import { lazy, Suspense } from 'react'
import { useSyncSettings } from '@/data/sync/use-sync-settings'

const SyncActive = lazy(() => import('./sync-active').then((m) => ({ default: m.SyncActive })))

export function SyncRunner() {
  const settings = useSyncSettings()
  if (settings?.shared !== true || !settings.serverUrl || !settings.planId) return null
  return (
    <Suspense fallback={null}>
      <SyncActive serverUrl={settings.serverUrl} planId={settings.planId} />
    </Suspense>
  )
}
