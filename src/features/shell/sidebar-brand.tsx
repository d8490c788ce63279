/** The sidebar's top (logo and name) and foot (academic year, version), shared by the side bar and the mobile drawer. */
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { APP_VERSION_LABEL, BASE_PATH, PRODUCT_NAME } from '@/domain/kernel/constants'

/** Memoized: it depends on nothing the data changes, and the shell renders again after every edit. */
export const Brand = memo(function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 px-4 py-4 text-white">
      <img src={`${BASE_PATH}/logo.svg`} alt="" className="size-8 shrink-0" />
      {!collapsed && <span className="text-lg font-semibold tracking-tight">{PRODUCT_NAME}</span>}
    </Link>
  )
})

export function YearNote({ academicYear, collapsed }: { academicYear: string; collapsed: boolean }) {
  if (collapsed) return null
  return (
    <div className="text-sidebar-foreground/70 mt-auto px-4 py-4 text-xs">
      <p>Academic year</p>
      <p className="text-sm font-semibold text-white" data-testid="sidebar-academic-year">{academicYear}</p>
      <p className="mt-2">{APP_VERSION_LABEL}</p>
    </div>
  )
}
