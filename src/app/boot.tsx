/**
 * Start-up: storage was opened and the entity reads started at module load (start-data.ts), in
 * parallel with evaluating React and the router. Here: show the splash while storage opens, then
 * render the app at once below it. The splash is shown at most SPLASH_MS after navigation start
 * and never holds the data back: it lifts as soon as the first reads are in, so the first screen
 * appears with its data, not before. If storage cannot open (private mode, blocked), a full-page
 * explanation replaces the app.
 */
import { StrictMode, useEffect, useState } from 'react'
import type { Root } from 'react-dom/client'
import { SPLASH_MS } from '@/domain/kernel/constants'
import { installDevHooks } from '@/data/dev-hooks'
import { installChangeTracking } from '@/data/local-settings'
import { preloadWorkloadPolicy } from '@/data/use-workload-policy'
import { loadPackUi } from '@/packs/pack-ui'
import { installBeforeUnloadGuard, installLifecycleFlush } from '@/storage/pending-writes'
import { startAppUpdates } from '@/features/shell/app-update'
import { SplashScreen } from '@/features/shell/splash-screen'
import { applyTheme } from '@/features/shell/theme-sync'
import { getUserPreferences } from '@/storage/local-storage'
import { StorageUnavailableScreen } from '@/features/shell/storage-unavailable-screen'
import { notify } from '@/lib/notify'
import { coreDataReady, queryClient, scenarioResumed, scenarioSession, storageReady } from './start-data'
import { App } from './app'

/** The splash over the app until `ms` have passed or `ready` settles, whichever comes first. */
function SplashOverlay({ ms, ready }: { ms: number; ready: Promise<void> }) {
  const [shown, setShown] = useState(ms > 0)
  useEffect(() => {
    if (!shown) return
    let live = true
    const hide = () => live && setShown(false)
    const timer = setTimeout(hide, ms)
    // The data arrives as query updates in the same task, so the screen shows with it.
    void ready.then(hide)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [ms, ready, shown])
  return shown ? (
    <div className="fixed inset-0 z-[100]">
      <SplashScreen />
    </div>
  ) : null
}

export async function boot(root: Root): Promise<void> {
  // Before the first paint, so a dark theme never flashes light.
  applyTheme(getUserPreferences().theme)
  root.render(<SplashScreen />)
  installLifecycleFlush(window)
  installBeforeUnloadGuard(window)
  // The offline copy of the app and news of a new version (it registers after the load event).
  startAppUpdates()
  // Under a pack loaded on demand (CAAT-A) its code and its screen parts load beside the data read,
  // and the splash waits for both.
  const policyReady = storageReady.then(
    async () => {
      await loadPackUi(await preloadWorkloadPolicy(queryClient))
    },
    () => undefined,
  )
  try {
    await storageReady
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    root.render(<StorageUnavailableScreen message={reason} />)
    return
  }
  installChangeTracking()
  installDevHooks(queryClient)
  // A tab that had a scenario open shows it again from the first screen, not live first.
  const notReopened = await scenarioResumed
  root.render(
    <StrictMode>
      <App queryClient={queryClient} session={scenarioSession} />
      <SplashOverlay
        ms={SPLASH_MS - performance.now()}
        ready={Promise.all([coreDataReady, policyReady]).then(() => undefined)}
      />
    </StrictMode>,
  )
  if (notReopened) notify.alert(notReopened, 'info')
}
