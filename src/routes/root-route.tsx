import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Navigate, Outlet, useMatches } from '@tanstack/react-router'
import { AppShell } from '@/features/shell/app-shell'
import { RouteErrorScreen } from '@/features/shell/route-error-screen'
import { SyncRunner } from '@/features/sync/sync-runner'

interface RouterContext {
  queryClient: QueryClient
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Render without the app shell (sidebar, header, footer): the print window. */
    bare?: boolean
  }
}

function RootLayout() {
  const bare = useMatches({ select: (matches) => matches.some((m) => m.staticData.bare === true) })
  if (bare) return <Outlet />
  return (
    <AppShell>
      <SyncRunner />
      <Outlet />
    </AppShell>
  )
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RouteErrorScreen,
  // Any unknown path goes to the dashboard (spec: "Any other path redirects to /").
  notFoundComponent: () => <Navigate to="/" replace />,
})
