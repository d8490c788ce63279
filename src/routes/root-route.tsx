import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router'
import { AppShell } from '@/features/shell/app-shell'
import { RouteErrorScreen } from '@/features/shell/route-error-screen'

export interface RouterContext {
  queryClient: QueryClient
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  errorComponent: RouteErrorScreen,
  // Any unknown path goes to the dashboard (spec: "Any other path redirects to /").
  notFoundComponent: () => <Navigate to="/" replace />,
})
