/**
 * Collapsible sidebar: 256 px (w-64) expanded, 64 px (w-16) collapsed on large screens; on small
 * screens the same content slides in as a drawer with a backdrop (Sheet), loaded the first time
 * it opens so its dialog machinery is not in the first bundle.
 */
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useOpenedOnce } from '@/components/ui/use-opened-once'
import { cn } from '@/lib/utils'
import { Brand, YearNote } from './sidebar-brand'
import { SidebarNav } from './sidebar-nav'
import type { ShellCounts } from './use-shell-counts'

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })))

export function AppSidebar(props: {
  counts: ShellCounts
  academicYear: string
  collapsed: boolean
  onToggleCollapsed: () => void
  mobileOpen: boolean
  onMobileOpenChange: (open: boolean) => void
}) {
  const { counts, academicYear, collapsed } = props
  const drawerMounted = useOpenedOnce(props.mobileOpen)
  return (
    <>
      <aside
        data-sidebar
        aria-label="Sidebar"
        className={cn(
          'bg-sidebar text-sidebar-foreground sticky top-0 hidden h-screen shrink-0 flex-col overflow-y-auto transition-[width] duration-200 lg:flex',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <Brand collapsed={collapsed} />
        <SidebarNav counts={counts} collapsed={collapsed} />
        <YearNote academicYear={academicYear} collapsed={collapsed} />
        <button
          type="button"
          onClick={props.onToggleCollapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          className="text-sidebar-foreground/70 hover:bg-sidebar-accent m-2 flex items-center justify-center rounded-md p-2"
        >
          {collapsed ? <PanelLeftOpen className="size-5" /> : <PanelLeftClose className="size-5" />}
        </button>
      </aside>
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileNavDrawer counts={counts} academicYear={academicYear} open={props.mobileOpen} onOpenChange={props.onMobileOpenChange} />
        </Suspense>
      )}
    </>
  )
}
