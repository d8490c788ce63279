/**
 * /settings with its tab in the URL (?tab=general), so the backup reminder and the Help page can
 * link straight to Settings → General, and a reload keeps the tab.
 */
import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { SETTINGS_TABS, type SettingsTab } from '@/features/settings/settings-tabs'
import { rootRoute } from './root-route'
import { loadCore } from './route-helpers'

const SettingsPage = lazyRouteComponent(() => import('@/features/settings/settings-page'), 'SettingsPage')
const settingsApi = getRouteApi('/settings')

function SettingsRouteView() {
  const { tab } = settingsApi.useSearch()
  const navigate = settingsApi.useNavigate()
  return (
    <SettingsPage
      tab={tab ?? 'program-manager'}
      onTabChange={(next: SettingsTab) =>
        void navigate({ search: next === 'program-manager' ? {} : { tab: next }, replace: true })
      }
    />
  )
}

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  validateSearch: (search: Record<string, unknown>): { tab?: SettingsTab } =>
    SETTINGS_TABS.includes(search.tab as SettingsTab) ? { tab: search.tab as SettingsTab } : {},
  loader: loadCore,
  component: SettingsRouteView,
})
