/**
 * Collapsible sidebar: 256 px (w-64) expanded, 64 px (w-16) collapsed on large screens; on small
 * screens the same content slides in as a drawer with a backdrop (Sheet).
 */
import { Link } from '@tanstack/react-router'
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { APP_VERSION_LABEL, BASE_PATH, PRODUCT_NAME } from '@/domain/constants'
import { cn } from '@/lib/utils'
import { SidebarNav } from './sidebar-nav'
import type { ShellCounts } from './use-shell-counts'

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 px-4 py-4 text-white">
      <img src={`${BASE_PATH}/logo.svg`} alt="" className="size-8 shrink-0" />
      {!collapsed && <span className="text-lg font-semibold tracking-tight">{PRODUCT_NAME}</span>}
    </Link>
  )
}

function YearNote({ academicYear, collapsed }: { academicYear: string; collapsed: boolean }) {
  if (collapsed) return null
  return (
    <div className="text-sidebar-foreground/70 mt-auto px-4 py-4 text-xs">
      <p>Academic year</p>
      <p className="text-sm font-semibold text-white" data-testid="sidebar-academic-year">{academicYear}</p>
      <p className="mt-2">{APP_VERSION_LABEL}</p>
    </div>
  )
}

export function AppSidebar(props: {
  counts: ShellCounts
  academicYear: string
  collapsed: boolean
  onToggleCollapsed: () => void
  mobileOpen: boolean
  onMobileOpenChange: (open: boolean) => void
}) {
  const { counts, academicYear, collapsed } = props
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
      <Sheet open={props.mobileOpen} onOpenChange={props.onMobileOpenChange}>
        <SheetContent side="left" data-sidebar className="bg-sidebar text-sidebar-foreground w-64 p-0">
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SheetDescription className="sr-only">Main navigation of {PRODUCT_NAME}</SheetDescription>
          <div className="flex h-full flex-col">
            <Brand collapsed={false} />
            <SidebarNav counts={counts} collapsed={false} onNavigate={() => props.onMobileOpenChange(false)} />
            <YearNote academicYear={academicYear} collapsed={false} />
          </div>
        </SheetContent>
      </Sheet>
    </>
  )
}
