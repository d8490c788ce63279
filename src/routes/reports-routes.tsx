/**
 * Routes of the reports screen: /reports, /reports/{academicYear} (the year selects the academic
 * year), and /reports/print, the print window's page, which renders without the app's chrome.
 * Both screens load on first visit, so recharts, papaparse and SheetJS stay out of the first bundle.
 */
import { createRoute, getRouteApi } from '@tanstack/react-router'
import { lazy } from 'react'
import { reportsSearchSchema, type ReportsSearch } from '@/domain/report'
import { rootRoute } from './root-route'
import { loadCore, useDropInvalidSearch } from './route-helpers'

const ReportsPage = lazy(() => import('@/features/reports/reports-page').then((m) => ({ default: m.ReportsPage })))
const ReportPrintPage = lazy(() => import('@/features/reports/report-print-page').then((m) => ({ default: m.ReportPrintPage })))

const reportsApi = getRouteApi('/reports')
const reportsYearApi = getRouteApi('/reports/$academicYear')

function useReportsNavigation(search: ReportsSearch) {
  const navigate = reportsApi.useNavigate()
  useDropInvalidSearch(search, (valid) => void navigate({ search: valid, replace: true }))
  return {
    onSearchChange: (patch: ReportsSearch) => void navigate({ to: '.', search: (prev: ReportsSearch) => ({ ...prev, ...patch }), replace: true }),
    onYearChange: (academicYear: string, replace = false) =>
      void navigate({ to: '/reports/$academicYear', params: { academicYear }, search: (prev: ReportsSearch) => prev, replace }),
  }
}

function ReportsRouteView() {
  const search = reportsApi.useSearch()
  return <ReportsPage search={search} {...useReportsNavigation(search)} />
}

function ReportsYearRouteView() {
  const search = reportsYearApi.useSearch()
  const { academicYear } = reportsYearApi.useParams()
  return <ReportsPage search={search} yearParam={academicYear} {...useReportsNavigation(search)} />
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
