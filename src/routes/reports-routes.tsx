/**
 * Routes of the reports screen: /reports, /reports/{academicYear} (the year selects the academic
 * year), and /reports/print, the print window's page, which renders without the app's chrome.
 * Both screens load on first visit, so recharts, papaparse and SheetJS stay out of the first bundle.
 */
import { createRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { lazy } from 'react'
import { reportsSearchSchema, type ReportsSearch } from '@/domain/report-search'
import { rootRoute } from './root-route'
import { loadCore } from './route-helpers'

const ReportsPage = lazy(() => import('@/features/reports/reports-page').then((m) => ({ default: m.ReportsPage })))
const ReportPrintPage = lazy(() => import('@/features/reports/report-print-page').then((m) => ({ default: m.ReportPrintPage })))

const reportsApi = getRouteApi('/reports')
const reportsYearApi = getRouteApi('/reports/$academicYear')

/** Search changes stay on the current address (with or without the year); a year goes to /reports/{year}. */
function useReportsNavigation(search: ReportsSearch, yearParam?: string) {
  const navigate = useNavigate()
  // No useDropInvalidSearch here: while the loader of a search change runs, the location is
  // already new but the validated search is not, and "dropping" it would undo the change.
  // Invalid values are caught by the schema (an unknown tab shows the Overview).
  const go = (next: ReportsSearch, academicYear = yearParam, replace = true) =>
    void (academicYear
      ? navigate({ to: '/reports/$academicYear', params: { academicYear }, search: next, replace })
      : navigate({ to: '/reports', search: next, replace }))
  return {
    onSearchChange: (patch: ReportsSearch) => go({ ...search, ...patch }),
    onYearChange: (academicYear: string, replace = false) => go(search, academicYear, replace),
  }
}

function ReportsRouteView() {
  const search = reportsApi.useSearch()
  return <ReportsPage search={search} {...useReportsNavigation(search)} />
}

function ReportsYearRouteView() {
  const search = reportsYearApi.useSearch()
  const { academicYear } = reportsYearApi.useParams()
  return <ReportsPage search={search} yearParam={academicYear} {...useReportsNavigation(search, academicYear)} />
}

export const reportsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reports',
  component: ReportsRouteView,
  loader: loadCore,
  validateSearch: reportsSearchSchema,
})

export const reportsYearRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reports/$academicYear',
  component: ReportsYearRouteView,
  loader: loadCore,
  validateSearch: reportsSearchSchema,
})

/** The print window: the report comes from the opener (see data/report-options.ts), no app chrome. */
export const reportPrintRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reports/print',
  component: ReportPrintPage,
  staticData: { bare: true },
})

export const reportsRoutes = [reportsRoute, reportsYearRoute, reportPrintRoute] as const
