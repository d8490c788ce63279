/**
 * One route per screen of spec section 2. Route files only compose: the screens live in
 * features/, the data they need is warmed by loaders.
 */
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/dashboard-page'
import { rootRoute } from './root-route'
import { page } from './route-helpers'
import { professorsRoutes } from './professors-routes'
import { coursesRoutes } from './courses-routes'
import { programsRoutes } from './programs-routes'
import { reportsRoutes } from './reports-routes'
import { settingsRoute } from './settings-routes'
import { scenarioRoutes } from './scenario-routes'

const dashboardRoute = page('/', DashboardPage)
// Screens other than the dashboard load on first visit (or on hover, with preload 'intent'), so
// the first paint ships only the shell and the dashboard.
const HelpPage = lazyRouteComponent(() => import('@/features/pages/help-page'), 'HelpPage')
const DocsPage = lazyRouteComponent(() => import('@/features/pages/docs-page'), 'DocsPage')
const StatusPage = lazyRouteComponent(() => import('@/features/pages/status-page'), 'StatusPage')
const PrivacyPage = lazyRouteComponent(() => import('@/features/pages/privacy-page'), 'PrivacyPage')
const TermsPage = lazyRouteComponent(() => import('@/features/pages/terms-page'), 'TermsPage')
const AccessibilityPage = lazyRouteComponent(() => import('@/features/pages/accessibility-page'), 'AccessibilityPage')

const helpRoute = page('/help', HelpPage)
const docsRoute = page('/docs', DocsPage)
const statusRoute = page('/status', StatusPage)
const privacyRoute = page('/privacy', PrivacyPage)
const termsRoute = page('/terms', TermsPage)
const accessibilityRoute = page('/accessibility', AccessibilityPage)

/** /sign-out and /sign-in land on the dashboard; the auth gate decides what a signed-out user sees. */
const toDashboard = () => {
  throw redirect({ to: '/', replace: true })
}
const signOutRoute = createRoute({ getParentRoute: () => rootRoute, path: '/sign-out', beforeLoad: toDashboard })
const signInRoute = createRoute({ getParentRoute: () => rootRoute, path: '/sign-in', beforeLoad: toDashboard })
const catchAllRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', beforeLoad: toDashboard })

export const pageRoutes = [
  dashboardRoute,
  ...professorsRoutes,
  ...coursesRoutes,
  ...programsRoutes,
  ...reportsRoutes,
  ...scenarioRoutes,
  settingsRoute,
  helpRoute,
  docsRoute,
  statusRoute,
  privacyRoute,
  termsRoute,
  accessibilityRoute,
  signOutRoute,
  signInRoute,
  catchAllRoute,
]
