/**
 * The route tree (code-based). Served under /app: the basepath lives here and in Vite's `base`,
 * so `to` values never contain '/app' (it would double). Loaders warm the query cache with
 * `ensureQueryData` so screens render with data on first paint.
 */
import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { BASE_PATH } from '@/domain/kernel/constants'
import { rootRoute } from './root-route'
import { pageRoutes } from './page-routes'
import { historyRoutes } from './history-routes'
import { scenarioCompareRoutes } from './scenario-compare-routes'

const routeTree = rootRoute.addChildren([...pageRoutes, ...historyRoutes, ...scenarioCompareRoutes])

export function createAppRouter(queryClient: QueryClient, options: { history?: Parameters<typeof createRouter>[0]['history'] } = {}) {
  return createRouter({
    routeTree,
    basepath: BASE_PATH,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read IndexedDB, which is fast; cached data is always fresh (local-first).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    ...(options.history ? { history: options.history } : {}),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
