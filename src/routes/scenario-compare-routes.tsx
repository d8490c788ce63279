/**
 * Routes of a scenario's Compare and Promote screens (issue 33), and the comparison's print page.
 * The views (scenario-compare-views.tsx) load with their screens on first visit.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root-route'
import { loadCore } from './route-helpers'

const views = () => import('./scenario-compare-views')

const compareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/scenarios/$scenarioId/compare',
  component: lazyRouteComponent(views, 'CompareRouteView'),
  loader: loadCore,
})

const comparePrintRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/scenarios/$scenarioId/compare/print',
  component: lazyRouteComponent(views, 'ComparePrintRouteView'),
  loader: loadCore,
  validateSearch: (search: Record<string, unknown>): { other?: string } => (typeof search.other === 'string' ? { other: search.other } : {}),
  staticData: { bare: true },
})

const promoteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/scenarios/$scenarioId/promote',
  component: lazyRouteComponent(views, 'PromoteRouteView'),
  loader: loadCore,
})

export const scenarioCompareRoutes = [compareRoute, comparePrintRoute, promoteRoute] as const
