/**
 * Provider composition: query cache, tooltips, confirmations, toasts, auth gate, router.
 * Nothing here holds logic; each concern lives in its own layer.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { ConfirmProvider } from '@/components/ui/confirm'
import { TooltipProvider } from '@/components/ui/tooltip'
import { createAppRouter } from '@/routes/router'
import { StorageEventsBridge } from '@/features/shell/storage-events-bridge'
import { ThemeSync } from '@/features/shell/theme-sync'
import { AuthGate } from './auth-gate'

// Toasts are not needed for the first paint: sonner loads right after it (messages wait, see notify).
const Toaster = lazy(() => import('@/components/ui/sonner').then((m) => ({ default: m.Toaster })))

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createAppRouter(queryClient))
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={300}>
        <ConfirmProvider>
          <StorageEventsBridge />
          <ThemeSync />
          <AuthGate>
            <RouterProvider router={router} />
          </AuthGate>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </ConfirmProvider>
      </TooltipProvider>
    </QueryClientProvider>
  )
}
