/**
 * Search, availability chips, the further filters of the professor store, the sort (for the
 * grid; the table sorts by its headers) and the grid/table switch. Everything writes the URL.
 */
import { ArrowDownAZ, ArrowUpZA, LayoutGrid, Search, Table2, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '@/domain/kernel/constants'
import {
  AVAILABILITY_FILTER_LABELS,
  AVAILABILITY_FILTERS,
  PROFESSOR_SORT_KEYS,
  PROFESSOR_SORT_LABELS,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  type ProfessorFilters,
  type ProfessorSortKey,
} from '@/domain/professors/professor-list'
import { WORKLOAD_STATUS_LABELS, WORKLOAD_STATUSES } from '@/domain/model/workload'
import { cn } from '@/lib/utils'
import type { ProgramOption } from './program-options'
import type { ProfessorView } from './professors-search'

interface ProfessorsToolbarProps {
  filters: ProfessorFilters
  onFiltersChange: (patch: Partial<ProfessorFilters>) => void
  onClearFilters: () => void
  filtersActive: boolean
  counts: Record<'all' | 'assigned' | 'available', number>
  specializations: readonly string[]
  programs: readonly ProgramOption[]
  view: ProfessorView
  onViewChange: (view: ProfessorView) => void
  sort: ProfessorSortKey
  desc: boolean
  onSortChange: (sort: ProfessorSortKey, desc: boolean) => void
}

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
}) {
  const id = `professor-filter-${label.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-muted-foreground text-xs font-medium">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} options={options} className="h-8" />
    </div>
  )
}

export function ProfessorsToolbar(props: ProfessorsToolbarProps) {
  const { filters, onFiltersChange, view, sort, desc } = props
  return (
    <div className="bg-card space-y-4 rounded-xl border p-4 shadow-xs">
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-56 flex-1">
          <Search aria-hidden="true" className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2" />
          <Input
            type="search"
            aria-label="Search professors by name or email"
            placeholder="Search by name or email..."
            className="pl-9"
            value={filters.search}
            onChange={(e) => onFiltersChange({ search: e.target.value })}
          />
        </div>
        <div role="group" aria-label="Availability" className="flex flex-wrap gap-2">
          {AVAILABILITY_FILTERS.map((key) => (
            <Button
              key={key}
              size="sm"
              variant={filters.availability === key ? 'default' : 'outline'}
              aria-pressed={filters.availability === key}
              onClick={() => onFiltersChange({ availability: key })}
            >
              {AVAILABILITY_FILTER_LABELS[key]}
              <span className={cn('rounded px-1 text-xs tabular-nums', filters.availability === key ? 'bg-primary-foreground/20' : 'bg-muted')}>
                {props.counts[key]}
              </span>
            </Button>
          ))}
        </div>
        <div role="group" aria-label="View" className="bg-muted flex rounded-lg p-0.5">
          {(
            [
              ['grid', 'Grid', LayoutGrid],
              ['table', 'Table', Table2],
            ] as const
          ).map(([key, label, Icon]) => (
            <Button
              key={key}
              size="sm"
              variant="ghost"
              aria-pressed={view === key}
              className={cn('h-7', view === key && 'bg-card shadow-xs')}
              onClick={() => props.onViewChange(key)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      </div>

      <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-3 xl:grid-cols-6">
        <FilterSelect
          label="Employment type"
          value={filters.employmentType}
          onChange={(v) => onFiltersChange({ employmentType: v as ProfessorFilters['employmentType'] })}
          options={[{ value: 'all', label: 'All types' }, ...EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABELS[t] }))]}
        />
        <FilterSelect
          label="Specialization"
          value={filters.specialization}
          onChange={(v) => onFiltersChange({ specialization: v })}
          options={[{ value: 'all', label: 'All specializations' }, ...props.specializations.map((s) => ({ value: s, label: s }))]}
        />
        <FilterSelect
          label="Program"
          value={filters.program}
          onChange={(v) => onFiltersChange({ program: v })}
          options={[{ value: 'all', label: 'All programs' }, ...props.programs]}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          onChange={(v) => onFiltersChange({ status: v as ProfessorFilters['status'] })}
          options={STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_FILTER_LABELS[s] }))}
        />
        <FilterSelect
          label="Workload"
          value={filters.workloadStatus}
          onChange={(v) => onFiltersChange({ workloadStatus: v as ProfessorFilters['workloadStatus'] })}
          options={[{ value: 'all', label: 'Any workload' }, ...WORKLOAD_STATUSES.map((s) => ({ value: s, label: WORKLOAD_STATUS_LABELS[s] }))]}
        />
        {view === 'grid' ? (
          <div className="flex min-w-0 items-end gap-1 [&>*:first-child]:flex-1">
            <FilterSelect
              label="Sort by"
              value={sort}
              onChange={(v) => props.onSortChange(v as ProfessorSortKey, desc)}
              options={PROFESSOR_SORT_KEYS.map((k) => ({ value: k, label: PROFESSOR_SORT_LABELS[k] }))}
            />
            <Button
              variant="outline"
              size="icon"
              className="size-8"
              aria-label={desc ? 'Sort descending' : 'Sort ascending'}
              title={desc ? 'Descending' : 'Ascending'}
              onClick={() => props.onSortChange(sort, !desc)}
            >
              {desc ? <ArrowUpZA aria-hidden="true" /> : <ArrowDownAZ aria-hidden="true" />}
            </Button>
          </div>
        ) : null}
      </div>
      {props.filtersActive ? (
        <div className="-mt-1 flex justify-end">
          <Button variant="ghost" size="sm" onClick={props.onClearFilters}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  )
}
