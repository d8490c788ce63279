import { BarChart3, BookOpen, FlaskConical, GraduationCap, History, LayoutDashboard, Settings, Users, type LucideIcon } from 'lucide-react'

export interface NavItem {
  to: '/' | '/professors' | '/courses' | '/programs' | '/reports' | '/scenarios' | '/history' | '/settings'
  label: string
  icon: LucideIcon
}

/**
 * The six sidebar entries of the spec, in order, with Scenarios (issue 33) and the shared plan's
 * History (issue 34) before Settings.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/professors', label: 'Professors', icon: Users },
  { to: '/courses', label: 'Courses', icon: BookOpen },
  { to: '/programs', label: 'Programs', icon: GraduationCap },
  { to: '/reports', label: 'Reports', icon: BarChart3 },
  { to: '/scenarios', label: 'Scenarios', icon: FlaskConical },
  { to: '/history', label: 'History', icon: History },
  { to: '/settings', label: 'Settings', icon: Settings },
]
