/**
 * Search, program and version dropdowns, Delete Version, More Filters, the grid/list toggle and
 * the assignment chips. Pure presentation: the page owns the values (they live in the URL).
 * Compact (list view): one slim bar with the page's figures and the chips on the first line, so
 * the table gets the height.
 */
import type { ReactNode } from 'react'
import { LayoutGrid, List, Search, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import type { CourseChip, MoreFilters, VersionOption } from '@/domain/courses/course-filters'
import { cn } from '@/lib/utils'
import { AutoAssignButton } from '../auto-assign/auto-assign-button'
import type { CourseView } from '../course-search'
import { MoreFiltersDialog } from './more-filters-dialog'

const ALL = 'all'

interface CourseToolbarProps {
  searchText: string
  onSearchText: (text: string) => void
  programs: ReadonlyArray<{ value: string; label: string }>
  program: string | undefined
  onProgram: (program: string | undefined) => void
  versions: readonly VersionOption[]
  version: string | undefined
  onVersion: (version: string | undefined) => void
  canDeleteVersion: boolean
  onDeleteVersion: () => void
  moreFilters: MoreFilters
  onMoreFilters: (filters: MoreFilters) => void
  view: CourseView
  onView: (view: CourseView) => void
  chip: CourseChip
  chipCounts: Record<CourseChip, number>
  onChip: (chip: CourseChip) => void
  /** List view: the slim bar, with `summary` (heading and figures) beside the chips. */
  compact?: boolean
  summary?: ReactNode
}

export function CourseToolbar(p: CourseToolbarProps) {
  const chips = <AssignmentChips {...p} />
  return (
    <section
      aria-label="Course filters"
      className={cn(
        'rounded-xl border bg-card shadow-xs',
        p.compact ? 'space-y-1.5 px-3 py-1.5' : 'space-y-3 p-4',
      )}
    >
      {p.compact && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {p.summary}
          {chips}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <div className={cn('relative', p.compact ? 'w-64' : 'min-w-56 flex-1')}>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search courses"
            placeholder="Search by code or title…"
            value={p.searchText}
            onChange={(e) => p.onSearchText(e.target.value)}
            className={cn('pl-9', p.compact && 'h-8')}
          />
        </div>
        <NativeSelect
          aria-label="Program"
          wrapperClassName="w-auto min-w-44"
          className={p.compact ? 'h-8' : undefined}
          value={p.program ?? ALL}
          onChange={(e) => p.onProgram(e.target.value === ALL ? undefined : e.target.value)}
        >
          <option value={ALL}>All programs</option>
          {p.programs.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Program version"
          wrapperClassName="w-auto min-w-36"
          className={p.compact ? 'h-8' : undefined}
          value={p.version ?? ALL}
          disabled={!p.program}
          title={p.program ? undefined : 'Choose a program to filter by version'}
          onChange={(e) => p.onVersion(e.target.value === ALL ? undefined : e.target.value)}
        >
          <option value={ALL}>All versions</option>
          {p.versions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
        {p.canDeleteVersion && (
          <Button
            variant="outline"
            className="text-destructive hover:text-destructive"
            onClick={p.onDeleteVersion}
          >
            <Trash2 />
            Delete Version
          </Button>
        )}
        <MoreFiltersDialog value={p.moreFilters} onApply={p.onMoreFilters} />
        <AutoAssignButton />
        <div className="ml-auto flex rounded-lg bg-muted p-0.5" role="group" aria-label="View">
          {(
            [
              ['grid', LayoutGrid, 'Grid view'],
              ['list', List, 'List view'],
            ] as const
          ).map(([view, Icon, label]) => (
            <button
              key={view}
              type="button"
              aria-label={label}
              aria-pressed={p.view === view}
              onClick={() => p.onView(view)}
              className={cn(
                'flex size-8 items-center justify-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                p.view === view
                  ? 'bg-card text-foreground shadow-xs'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
      {!p.compact && chips}
    </section>
  )
}

function AssignmentChips(p: CourseToolbarProps) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Assignment">
      {(
        [
          ['all', 'All Courses'],
          ['unassigned', `Unassigned (${p.chipCounts.unassigned})`],
          ['assigned', `Assigned (${p.chipCounts.assigned})`],
          // Shown when there is something to see, or when the filter is on (e.g. from an alert link).
          ...(p.chipCounts.conflicts > 0 || p.chip === 'conflicts'
            ? ([['conflicts', `Conflicts (${p.chipCounts.conflicts})`]] as const)
            : []),
        ] as const
      ).map(([chip, label]) => (
        <button
          key={chip}
          type="button"
          aria-pressed={p.chip === chip}
          onClick={() => p.onChip(chip)}
          className={cn(
            'rounded-full border px-3 font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            p.compact ? 'py-0.5 text-xs' : 'py-1 text-sm',
            p.chip === chip
              ? 'border-primary bg-primary text-primary-foreground'
              : 'bg-card hover:bg-accent',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  )
}
