/**
 * Routes of a scenario's Compare and Promote screens (issue 33), and the comparison's print page.
 * Both screens compare with live as it is now, whichever plan the app shows (live or a scenario):
 * they render under LIVE's QueryClient, the router context's (the one the app was created with).
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { createRoute, getRouteApi, lazyRouteComponent, useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { rootRoute } from './root-route'
import { loadCoreAnd } from './route-helpers'

const ComparePage = lazyRouteComponent(() => import('@/features/scenarios/compare/compare-page'), 'ComparePage')
const ComparePrintPage = lazyRouteComponent(() => import('@/features/scenarios/compare/compare-print-page'), 'ComparePrintPage')
const PromotePage = lazyRouteComponent(() => import('@/features/scenarios/promote/promote-page'), 'PromotePage')

function OnLive({ children }: { children: ReactNode }) {
  const { queryClient } = useRouteContext({ from: '__root__' })
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

const compareApi = getRouteApi('/scenarios/$scenarioId/compare')
const printApi = getRouteApi('/scenarios/$scenarioId/compare/print')
const promoteApi = getRouteApi('/scenarios/$scenarioId/promote')

function CompareRouteView() {
  const { scenarioId } = compareApi.useParams()
  return (
    <OnLive>
      <ComparePage scenarioId={scenarioId} />
    </OnLive>
  )
}

function ComparePrintRouteView() {
  const { scenarioId } = printApi.useParams()
  const { other } = printApi.useSearch()
  return (
    <OnLive>
      <ComparePrintPage scenarioId={scenarioId} other={!other || other === 'live' ? { kind: 'live' } : { kind: 'scenario', id: other }} />
    </OnLive>
  )
}

function PromoteRouteView() {
  const { scenarioId } = promoteApi.useParams()
  return (
    <OnLive>
      <PromotePage scenarioId={scenarioId} />
    </OnLive>
  )
}

const compareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/scenarios/$scenarioId/compare',
  component: CompareRouteView,
  loader: loadCoreAnd(ComparePage.preload),
})

const comparePrintRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/scenarios/$scenarioId/compare/print',
  component: ComparePrintRouteView,
  loader: loadCoreAnd(ComparePrintPage.preload),
  validateSearch: (search: Record<string, unknown>): { other?: string } => (typeof search.other === 'string' ? { other: search.other } : {}),
  staticData: { bare: true },
})

const promoteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/scenarios/$scenarioId/promote',
  component: PromoteRouteView,
  loader: loadCoreAnd(PromotePage.preload),
})

export const scenarioCompareRoutes = [compareRoute, comparePrintRoute, promoteRoute] as const
