import { BarChart3, BookOpen, FlaskConical, GraduationCap, LayoutDashboard, Settings, Users, type LucideIcon } from 'lucide-react'

export interface NavItem {
  to: '/' | '/professors' | '/courses' | '/programs' | '/reports' | '/scenarios' | '/settings'
  label: string
  icon: LucideIcon
}

/** The six sidebar entries of the spec, in order, with Scenarios (issue 33) before Settings. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/professors', label: 'Professors', icon: Users },
  { to: '/courses', label: 'Courses', icon: BookOpen },
  { to: '/programs', label: 'Programs', icon: GraduationCap },
  { to: '/reports', label: 'Reports', icon: BarChart3 },
  { to: '/scenarios', label: 'Scenarios', icon: FlaskConical },
  { to: '/settings', label: 'Settings', icon: Settings },
]
