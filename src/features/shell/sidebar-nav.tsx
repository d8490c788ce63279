/**
 * The sidebar's navigation list with live badges: active professors, courses in the chosen scope
 * (plus a warning badge with the scope's open sections, the staffing figure every screen shares),
 * programs, and a danger icon on Reports when the scope has a schedule conflict.
 */
import { Link } from '@tanstack/react-router'
import { CircleAlert, OctagonAlert } from 'lucide-react'
import { memo } from 'react'
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

/** The counts a nav item shows (only its own, so an item re-renders only when those change). */
type ItemCounts = Partial<Pick<ShellCounts, 'activeProfessors' | 'coursesInScope' | 'openSections' | 'programs' | 'anyConflicts'>>

function countsOf(item: NavItem, counts: ShellCounts): ItemCounts {
  switch (item.to) {
    case '/professors':
      return { activeProfessors: counts.activeProfessors }
    case '/courses':
      return { coursesInScope: counts.coursesInScope, openSections: counts.openSections }
    case '/programs':
      return { programs: counts.programs }
    case '/reports':
      return { anyConflicts: counts.anyConflicts }
    default:
      return {}
  }
}

function badges(item: NavItem, counts: ItemCounts) {
  switch (item.to) {
    case '/professors':
      return <Count value={counts.activeProfessors ?? 0} label={`${counts.activeProfessors} active professors`} />
    case '/courses':
      return (
        <>
          <Count value={counts.coursesInScope ?? 0} label={`${counts.coursesInScope} courses in the chosen semester`} />
          {(counts.openSections ?? 0) > 0 && (
            <Count value={counts.openSections ?? 0} tone="warning" label={`${counts.openSections} open sections without a professor`} />
          )}
        </>
      )
    case '/programs':
      return <Count value={counts.programs ?? 0} label={`${counts.programs} programs`} />
    case '/reports':
      return counts.anyConflicts ? (
        <OctagonAlert role="img" className="size-4 text-red-400" aria-label="Schedule conflicts need attention" />
      ) : null
    default:
      return null
  }
}

/**
 * One link. Memoized on its own counts: an edit changes a count or two, and rendering every link
 * (router link props, icons) again was a few milliseconds of each edit at 10,000 courses.
 */
const NavEntry = memo(function NavEntry({
  item,
  collapsed,
  onNavigate,
  ...counts
}: { item: NavItem; collapsed: boolean; onNavigate: (() => void) | undefined } & ItemCounts) {
  return (
    <Link
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
  )
})

export function SidebarNav({ counts, collapsed, onNavigate }: { counts: ShellCounts; collapsed: boolean; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 px-2">
      {NAV_ITEMS.map((item) => (
        <NavEntry key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} {...countsOf(item, counts)} />
      ))}
    </nav>
  )
}
