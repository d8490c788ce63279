/**
 * Header: mobile menu toggle, title, academic-year selector, scope stats (professors teaching in
 * the chosen scope, staffed of required sections, percent complete with its colour), semester
 * selector with the scope's label, Undo/Redo, privacy badge and the user button.
 */
import { Menu, Search } from 'lucide-react'
import { useRef } from 'react'
import { useAuthSlot } from '@/components/auth/auth-slot'
import { Kbd } from '@/components/ui/kbd'
import { NativeSelect } from '@/components/ui/native-select'
import { PRODUCT_NAME } from '@/domain/kernel/constants'
import { cn } from '@/lib/utils'
import { PrivacyBadge } from './privacy-badge'
import { modKeyLabel } from './mod-key'
import { UndoRedoButtons } from './undo-redo-buttons'
import type { SemesterChoiceGroup, SemesterStats } from './use-semester-stats'
import { useStickyHeaderOffset } from './use-sticky-header-offset'

// 700 shades: the 600s fall below 4.5:1 on the white header (dark theme maps them to light tints).
const COMPLETION_CLASS = {
  green: 'text-emerald-700',
  amber: 'text-amber-700',
  red: 'text-red-700',
} as const

export function AppHeader(props: {
  onOpenMobileNav: () => void
  academicYear: string
  academicYearOptions: readonly string[]
  onAcademicYearChange: (year: string) => void
  semester: string
  semesterGroups: readonly SemesterChoiceGroup[]
  semesterLabel: string
  onSemesterChange: (value: string) => void
  onOpenPalette: () => void
  stats: SemesterStats
}) {
  const { UserButton } = useAuthSlot()
  const { stats } = props
  const headerRef = useRef<HTMLElement>(null)
  useStickyHeaderOffset(headerRef)
  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-20 flex flex-wrap items-center gap-x-4 gap-y-2 border-b bg-card px-4 py-3 lg:px-6"
    >
      <button
        type="button"
        onClick={props.onOpenMobileNav}
        aria-label="Open navigation"
        className="-ml-1 rounded-md p-2 hover:bg-accent lg:hidden"
      >
        <Menu className="size-5" />
      </button>
      <p className="text-lg font-semibold tracking-tight whitespace-nowrap">{PRODUCT_NAME}</p>
      <label className="flex items-center gap-2 text-sm">
        <span className="hidden whitespace-nowrap text-muted-foreground 2xl:inline">
          Academic year
        </span>
        <NativeSelect
          value={props.academicYear}
          onChange={(e) => props.onAcademicYearChange(e.target.value)}
          aria-label="Academic year"
          className="h-8 w-32"
        >
          {props.academicYearOptions.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </NativeSelect>
      </label>
      <dl
        className="hidden items-center gap-3 text-sm whitespace-nowrap md:flex"
        aria-label="Semester statistics"
      >
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Professors</dt>
          <dd className="font-semibold tabular-nums" data-testid="header-professors">
            {stats.professorsWithAssignments}
          </dd>
        </div>
        <div
          className="flex gap-1.5"
          title={`${stats.staffedSections} of ${stats.requiredSections} sections that need a professor have one`}
        >
          <dt className="text-muted-foreground">Assigned</dt>
          <dd className="font-semibold tabular-nums">
            <span data-testid="header-assigned">{stats.staffedSections}</span>
            <span className="font-normal text-muted-foreground">
              /<span data-testid="header-required">{stats.requiredSections}</span>
              {/* The word goes below 2xl so the header keeps one row at 1440 px (the title says it). */}
              <span className="hidden 2xl:inline"> sections</span>
            </span>
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Complete</dt>
          <dd
            className={cn('font-semibold tabular-nums', COMPLETION_CLASS[stats.completionColor])}
            data-testid="header-complete"
          >
            {stats.percentComplete}%
          </dd>
        </div>
      </dl>
      {/* Wraps on a phone, so the privacy badge takes a line of its own rather than three. */}
      <div className="ml-auto flex flex-wrap items-center justify-end gap-x-2 gap-y-2">
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only">Semester</span>
          <NativeSelect
            value={props.semester}
            onChange={(e) => props.onSemesterChange(e.target.value)}
            aria-label="Semester"
            // As wide as the chosen value (a custom range is longer than "Fall 2026"), at least 10rem.
            className="field-sizing-content h-8 w-auto min-w-40"
            wrapperClassName="w-auto"
          >
            {props.semesterGroups.map((g) => (
              <optgroup key={g.label} label={g.label}>
                {g.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </label>
        <span
          className="hidden text-sm whitespace-nowrap text-muted-foreground 2xl:inline"
          data-testid="current-semester"
        >
          {props.semesterLabel}
        </span>
        <UndoRedoButtons />
        <button
          type="button"
          onClick={props.onOpenPalette}
          aria-keyshortcuts="Control+K Meta+K"
          title="Search and commands (Ctrl+K)"
          className="flex min-h-8 items-center gap-2 rounded-md border px-2 py-1 text-sm text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          <Search className="size-4" aria-hidden />
          {/* The name is the visible word plus hidden text (never an aria-label that hides what is
              seen, WCAG 2.5.3); the key hint is announced by aria-keyshortcuts instead. */}
          <span className="sr-only xl:not-sr-only">Search</span>
          <span className="sr-only"> and commands</span>
          <Kbd className="hidden 2xl:inline-flex" aria-hidden="true">
            {modKeyLabel()} K
          </Kbd>
        </button>
        <PrivacyBadge />
        {UserButton && <UserButton />}
      </div>
    </header>
  )
}
