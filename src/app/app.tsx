/**
 * Provider composition: query cache, tooltips, confirmations, toasts, auth gate, router.
 * Nothing here holds logic; each concern lives in its own layer.
 *
 * Two query clients: live's, around everything (other tabs' changes are live's records, so the
 * storage bridge patches live's lists whichever plan is open), and the OPEN plan's (live's, or a
 * what-if scenario's, data/scenario-session.ts) around the screens. The router gets the open
 * client as its context (RouterProvider's `context` prop updates the router, as TanStack Router
 * documents) and its loaders run again when it changes; the screens remount under the new plan,
 * so nothing keeps reading or writing the plan that was left.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { ConfirmProvider } from '@/components/ui/confirm'
import { TooltipProvider } from '@/components/ui/tooltip'
import { workspaceOf } from '@/data/plan-workspace'
import { ScenarioSessionContext } from '@/data/scenario-hooks'
import type { ScenarioSession } from '@/data/scenario-session'
import { createAppRouter } from '@/routes/router'
import { StorageEventsBridge } from '@/features/shell/storage-events-bridge'
import { ThemeSync } from '@/features/shell/theme-sync'
import { AuthGate } from './auth-gate'

// Toasts are not needed for the first paint: sonner loads right after it (messages wait, see notify).
const Toaster = lazy(() => import('@/components/ui/sonner').then((m) => ({ default: m.Toaster })))

export function App({ queryClient, session }: { queryClient: QueryClient; session: ScenarioSession }) {
  const open = useSyncExternalStore(session.subscribe, session.getState)
  const [router] = useState(() => createAppRouter(open.client))
  const shown = useRef(open.client)
  useEffect(() => {
    if (shown.current === open.client) return
    shown.current = open.client
    // The loaders warm the newly open plan's lists (the context already names its client).
    void router.invalidate()
  }, [router, open.client])
  return (
    <QueryClientProvider client={queryClient}>
      <ScenarioSessionContext.Provider value={session}>
        <TooltipProvider delayDuration={300}>
          <ConfirmProvider>
            <StorageEventsBridge />
            <ThemeSync />
            <QueryClientProvider client={open.client}>
              <AuthGate>
                <RouterProvider key={workspaceOf(open.client).planId} router={router} context={{ queryClient: open.client }} />
              </AuthGate>
            </QueryClientProvider>
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          </ConfirmProvider>
        </TooltipProvider>
      </ScenarioSessionContext.Provider>
    </QueryClientProvider>
  )
}
