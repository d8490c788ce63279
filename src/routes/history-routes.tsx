/**
 * /history: who changed what in the shared plan (features/history). The loader finds the plan's
 * connection to its school server (null while the plan is not shared) and fetches the screen's
 * code with the core data; the filter lives in the address.
 */
import { createRoute, getRouteApi, lazyRouteComponent, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { parseHistorySearch, type HistorySearch } from '@/domain/sync/history-search'
import { rootRoute } from './root-route'
import { loadCoreAnd, useDropInvalidSearch } from './route-helpers'

const HistoryPage = lazyRouteComponent(() => import('@/features/history/history-page'), 'HistoryPage')
const historyApi = getRouteApi('/history')

function HistoryRouteView() {
  const raw = historyApi.useSearch()
  const { connection } = historyApi.useLoaderData()
  const search = useMemo(() => parseHistorySearch(raw), [raw])
  const navigate = useNavigate()
  const go = (next: HistorySearch) => void navigate({ to: '/history', search: next, replace: true })
  useDropInvalidSearch(raw, search, go)
  return <HistoryPage connection={connection} search={search} onSearchChange={go} />
}

const historyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/history',
  component: HistoryRouteView,
  loader: async (args) => {
    await loadCoreAnd(HistoryPage.preload)(args)
    // With the screen's code: the sync client's connection stays out of the first bundle.
    const { historyConnection } = await import('@/features/history/history-source')
    return { connection: historyConnection(args.context.queryClient) }
  },
  validateSearch: parseHistorySearch,
})

export const historyRoutes = [historyRoute] as const
