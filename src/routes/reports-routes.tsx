/**
 * Routes of the reports screen: /reports, /reports/{academicYear} (the reports of that academic
 * year, without changing the app's working year), and /reports/print, the print window's page, which renders without the app's chrome.
 * Both screens load on first visit, so recharts, papaparse and SheetJS stay out of the first bundle.
 */
import { createRoute, getRouteApi, lazyRouteComponent, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { parseReportsSearch, type ReportsSearch } from '@/domain/reports/report-search'
import { rootRoute } from './root-route'
import { loadCoreAnd, useDropInvalidSearch } from './route-helpers'

const ReportsPage = lazyRouteComponent(
  () => import('@/features/reports/reports-page'),
  'ReportsPage',
)
// The route's own component: the router fetches it while it matches the route.
const ReportPrintPage = lazyRouteComponent(
  () => import('@/features/reports/report-print-page'),
  'ReportPrintPage',
)

const reportsApi = getRouteApi('/reports')
const reportsYearApi = getRouteApi('/reports/$academicYear')

/**
 * Search changes stay on the current address (with or without the year); a year goes to
 * /reports/{year}, which scopes the reports only (the header's working year stays).
 */
function useReportsNavigation(raw: Record<string, unknown>, yearParam?: string) {
  // The route's search carries raw values under the validated ones: parse again to keep the valid.
  // ?term= is the term of a year in the address; without one the header's semester applies.
  const search = useMemo(() => {
    const parsed = parseReportsSearch(raw)
    return yearParam === undefined ? { ...parsed, term: undefined } : parsed
  }, [raw, yearParam])
  const navigate = useNavigate()
  const go = (next: ReportsSearch, academicYear = yearParam, replace = true) =>
    void (academicYear
      ? navigate({ to: '/reports/$academicYear', params: { academicYear }, search: next, replace })
      : navigate({ to: '/reports', search: { ...next, term: undefined }, replace }))
  useDropInvalidSearch(raw, search, (valid) => go(valid))
  return {
    search,
    onSearchChange: (patch: ReportsSearch) => go({ ...search, ...patch }),
    onYearChange: (academicYear: string, patch: ReportsSearch = {}, replace = false) =>
      go({ ...search, ...patch }, academicYear, replace),
  }
}

function ReportsRouteView() {
  return <ReportsPage {...useReportsNavigation(reportsApi.useSearch())} />
}

function ReportsYearRouteView() {
  const { academicYear } = reportsYearApi.useParams()
  return (
    <ReportsPage
      yearParam={academicYear}
      {...useReportsNavigation(reportsYearApi.useSearch(), academicYear)}
    />
  )
}

const reportsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reports',
  component: ReportsRouteView,
  loader: loadCoreAnd(ReportsPage.preload),
  validateSearch: parseReportsSearch,
})

const reportsYearRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reports/$academicYear',
  component: ReportsYearRouteView,
  loader: loadCoreAnd(ReportsPage.preload),
  validateSearch: parseReportsSearch,
})

/** The print window: the report comes from the opener (see data/report-options.ts), no app chrome. */
const reportPrintRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reports/print',
  component: ReportPrintPage,
  staticData: { bare: true },
})

export const reportsRoutes = [reportsRoute, reportsYearRoute, reportPrintRoute] as const
