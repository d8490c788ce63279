/**
 * The sidebar's navigation list with live badges: active professors, courses in the chosen scope
 * (plus a warning badge with the scope's open sections, the staffing figure every screen shares),
 * programs, and a danger icon on Reports when the scope has a schedule conflict.
 */
import { Link } from '@tanstack/react-router'
import { CircleAlert, OctagonAlert } from 'lucide-react'
import { cn } from '@/lib/utils'
import { NAV_ITEMS, type NavItem } from './nav-items'
import type { ShellCounts } from './use-shell-counts'

/**
 * A number badge. The warning one (open sections) carries an icon as well as its colour, so it is
 * told apart from the plain count without colour; the words are its label for screen readers
 * and its tooltip for the mouse.
 */
function Count({ value, tone = 'muted', label }: { value: number; tone?: 'muted' | 'warning'; label: string }) {
  return (
    <span
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
        tone === 'warning' ? 'bg-warning text-black' : 'bg-sidebar-accent text-sidebar-foreground',
      )}
    >
      {tone === 'warning' && <CircleAlert className="-ml-0.5 size-3" aria-hidden />}
      {value}
    </span>
  )
}

function badges(item: NavItem, counts: ShellCounts) {
  switch (item.to) {
    case '/professors':
      return <Count value={counts.activeProfessors} label={`${counts.activeProfessors} active professors`} />
    case '/courses':
      return (
        <>
          <Count value={counts.coursesInScope} label={`${counts.coursesInScope} courses in the chosen semester`} />
          {counts.openSections > 0 && (
            <Count value={counts.openSections} tone="warning" label={`${counts.openSections} open sections without a professor`} />
          )}
        </>
      )
    case '/programs':
      return <Count value={counts.programs} label={`${counts.programs} programs`} />
    case '/reports':
      return counts.anyConflicts ? (
        <OctagonAlert role="img" className="size-4 text-red-400" aria-label="Schedule conflicts need attention" />
      ) : null
    default:
      return null
  }
}

export function SidebarNav({ counts, collapsed, onNavigate }: { counts: ShellCounts; collapsed: boolean; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 px-2">
      {NAV_ITEMS.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          onClick={onNavigate}
          activeOptions={{ exact: item.to === '/' }}
          title={collapsed ? item.label : undefined}
          className="text-sidebar-foreground/80 hover:bg-sidebar-accent data-[status=active]:bg-sidebar-accent flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium data-[status=active]:text-white"
        >
          <item.icon className="size-5 shrink-0" aria-hidden />
          {collapsed ? <span className="sr-only">{item.label}</span> : <span>{item.label}</span>}
          {!collapsed && <span className="ml-auto flex items-center gap-1">{badges(item, counts)}</span>}
          {collapsed && item.to === '/reports' && counts.anyConflicts && (
            <OctagonAlert role="img" className="size-3 text-red-400" aria-label="Schedule conflicts need attention" />
          )}
        </Link>
      ))}
    </nav>
  )
}
