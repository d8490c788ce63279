/**
 * Start-up: show the splash, open storage (IndexedDB, legacy migration, cross-tab wiring), bind
 * it to the query layer, then render the app. The splash stays at least SPLASH_MS so it does not
 * flash. If storage cannot open (private mode, blocked), a full-page explanation replaces the app.
 */
import { StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import { SPLASH_MS } from '@/domain/constants'
import { createAppQueryClient } from '@/data/query-client'
import { bindDataStore } from '@/data/store-registry'
import { installDevHooks } from '@/data/dev-hooks'
import { installChangeTracking } from '@/data/local-settings'
import { openAppStorage } from '@/storage/app-storage'
import { installBeforeUnloadGuard, installLifecycleFlush } from '@/storage/pending-writes'
import { SplashScreen } from '@/features/shell/splash-screen'
import { applyTheme } from '@/features/shell/theme-sync'
import { getUserPreferences } from '@/storage/local-storage'
import { StorageUnavailableScreen } from '@/features/shell/storage-unavailable-screen'
import { App } from './app'

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function boot(root: Root): Promise<void> {
  // Before the first paint, so a dark theme never flashes light.
  applyTheme(getUserPreferences().theme)
  root.render(<SplashScreen />)
  installLifecycleFlush(window)
  installBeforeUnloadGuard(window)
  const [opened] = await Promise.allSettled([openAppStorage(), delay(SPLASH_MS)])
  if (opened.status === 'rejected') {
    const reason = opened.reason instanceof Error ? opened.reason.message : String(opened.reason)
    root.render(<StorageUnavailableScreen message={reason} />)
    return
  }
  bindDataStore(opened.value)
  installChangeTracking()
  const queryClient = createAppQueryClient()
  installDevHooks(queryClient)
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  )
}
