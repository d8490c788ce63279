/** Routes of the professors screen (owned with the professors feature). */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { parseTermKey } from '@/domain/calendar/planning-term'
import { parseProfessorsSearch } from '@/features/professors/professors-search'
import { PACK_PAGES } from '@/packs/pack-pages'
import { rootRoute } from './root-route'
import { loadCore } from './route-helpers'

const professorsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/professors',
  // Loaded on first visit (or hover, with preload 'intent') to keep the first bundle small.
  component: lazyRouteComponent(() => import('@/features/professors/professors-page'), 'ProfessorsPage'),
  loader: loadCore,
  // View, sort and filters live in the URL (validated, with bad values dropped).
  validateSearch: parseProfessorsSearch,
})

/** The Standard Workload Form's print window (CAAT-A): no app chrome, computed from the stored plan. */
const swfPrintRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/professors/swf',
  component: lazyRouteComponent(PACK_PAGES.swfPrint, 'SwfPrintPage'),
  loader: loadCore,
  staticData: { bare: true },
})

/** Professors > Standard Workload Forms (CAAT-A): the term's SWFs with their status. */
const swfListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/professors/swfs',
  component: lazyRouteComponent(PACK_PAGES.swfList, 'SwfListPage'),
  loader: loadCore,
  validateSearch: (search: Record<string, unknown>): { term?: string } =>
    typeof search.term === 'string' && parseTermKey(search.term) ? { term: search.term } : {},
})

/** The print window of every SWF of a term not yet issued, a page per professor. */
const swfPrintAllRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/professors/swf/all',
  component: lazyRouteComponent(PACK_PAGES.swfPrintAll, 'SwfPrintAllPage'),
  loader: loadCore,
  staticData: { bare: true },
})

export const professorsRoutes = [professorsRoute, swfPrintRoute, swfListRoute, swfPrintAllRoute] as const
