/**
 * Search, program and version dropdowns, Delete Version, More Filters, the grid/list toggle and
 * the assignment chips. Pure presentation: the page owns the values (they live in the URL).
 */
import { LayoutGrid, List, Search, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import type { CourseChip, MoreFilters, VersionOption } from '@/domain/course-filters'
import { cn } from '@/lib/utils'
import { AutoAssignButton } from './auto-assign-button'
import type { CourseView } from './course-search'
import { MoreFiltersDialog } from './more-filters-dialog'

const ALL = 'all'

export interface CourseToolbarProps {
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
}

export function CourseToolbar(p: CourseToolbarProps) {
  return (
    <section aria-label="Course filters" className="bg-card space-y-3 rounded-xl border p-4 shadow-xs">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-56 flex-1">
          <Search className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search courses"
            placeholder="Search by code or title…"
            value={p.searchText}
            onChange={(e) => p.onSearchText(e.target.value)}
            className="pl-9"
          />
        </div>
        <NativeSelect
          aria-label="Program"
          wrapperClassName="w-auto min-w-44"
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
          <Button variant="outline" className="text-destructive hover:text-destructive" onClick={p.onDeleteVersion}>
            <Trash2 />
            Delete Version
          </Button>
        )}
        <MoreFiltersDialog value={p.moreFilters} onApply={p.onMoreFilters} />
        <AutoAssignButton />
        <div className="bg-muted ml-auto flex rounded-lg p-0.5" role="group" aria-label="View">
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
                'focus-visible:ring-ring/50 flex size-8 items-center justify-center rounded-md outline-none focus-visible:ring-[3px]',
                p.view === view ? 'bg-card text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
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
              'focus-visible:ring-ring/50 rounded-full border px-3 py-1 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px]',
              p.chip === chip ? 'bg-primary text-primary-foreground border-primary' : 'bg-card hover:bg-accent',
            )}
          >
            {label}
          </button>
        ))}
      </div>
    </section>
  )
}
