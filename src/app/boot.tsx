/**
 * Start-up: storage was opened and the entity reads started at module load (start-data.ts), in
 * parallel with evaluating React and the router. Here: show the splash while storage opens, then
 * render the app at once; the splash never holds the data back. So that it does not flash, the
 * splash stays on top of the rendering app until SPLASH_MS after navigation start. If storage
 * cannot open (private mode, blocked), a full-page explanation replaces the app.
 */
import { StrictMode, useEffect, useState } from 'react'
import type { Root } from 'react-dom/client'
import { SPLASH_MS } from '@/domain/constants'
import { installDevHooks } from '@/data/dev-hooks'
import { installChangeTracking } from '@/data/local-settings'
import { installBeforeUnloadGuard, installLifecycleFlush } from '@/storage/pending-writes'
import { SplashScreen } from '@/features/shell/splash-screen'
import { applyTheme } from '@/features/shell/theme-sync'
import { getUserPreferences } from '@/storage/local-storage'
import { StorageUnavailableScreen } from '@/features/shell/storage-unavailable-screen'
import { queryClient, storageReady } from './start-data'
import { App } from './app'

/** The splash over the app until `ms` have passed; the app below renders and loads meanwhile. */
function SplashOverlay({ ms }: { ms: number }) {
  const [shown, setShown] = useState(ms > 0)
  useEffect(() => {
    if (!shown) return
    const timer = setTimeout(() => setShown(false), ms)
    return () => clearTimeout(timer)
  }, [ms, shown])
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
  try {
    await storageReady
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    root.render(<StorageUnavailableScreen message={reason} />)
    return
  }
  installChangeTracking()
  installDevHooks(queryClient)
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
      <SplashOverlay ms={SPLASH_MS - performance.now()} />
    </StrictMode>,
  )
}
