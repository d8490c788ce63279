/**
 * Professor Management (/professors): heading and actions, stat tiles, toolbar, and the grid or
 * table of the same filtered, sorted list. View, sort and filters live in the URL; per-professor
 * load is derived once per data change (one pass over assignments, Map lookups after that).
 */
import { useCallback, useMemo, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import {
  Download,
  Plus,
  SearchX,
  Upload,
  UserCheck,
  UserPlus,
  Users,
  UserX,
  Clock,
} from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useConfirm } from '@/components/ui/confirm'
import { EmptyState } from '@/components/ui/empty-state'
import { useDropStaleAddress } from '@/components/use-drop-stale-address'
import { Spinner } from '@/components/ui/spinner'
import { StatCard } from '@/components/ui/stat-card'
import type { Professor } from '@/domain/model/professor'
import { professorFullName } from '@/domain/model/professor-name'
import { indexById } from '@/domain/calendar/schedule-conflict'
import {
  DEFAULT_PROFESSOR_FILTERS,
  buildProfessorRows,
  filterProfessorRows,
  hasActiveFilters,
  professorTileStats,
  sortProfessorRows,
  specializationsInUse,
  STATUS_FILTER_LABELS,
  type ProfessorFilters,
  type ProfessorSortKey,
} from '@/domain/professors/professor-list'
import { usePrograms, useProfessors } from '@/data/entity-hooks'
import { usePlanIndex } from '@/data/plan-store'
import { useScopeSelection } from '@/data/planning-scope'
import { useDeleteProfessor, useDeleteProfessors } from '@/data/professor-mutations'
import { errorMessage, notify } from '@/lib/notify'
import { ExportProfessorsDialog } from './export-professors-dialog'
import { ImportProfessorsDialog } from './import-professors-dialog'
import { ProfessorFormDialog } from './professor-form-dialog'
import { ProfessorsGrid } from './professors-grid'
import {
  filtersFromSearch,
  parseProfessorsSearch,
  searchFromFilters,
  type ProfessorView,
} from './professors-search'
import { useWorkloadPolicy } from '@/data/use-workload-policy'
import { usePackUi, type PackLink } from '@/packs/pack-ui'
import { ProfessorsTable } from './professors-table'
import { ProfessorsToolbar } from './professors-toolbar'
import { useProgramOptions } from './program-options'

const routeApi = getRouteApi('/professors')

type Dialogs =
  | { kind: 'none' }
  | { kind: 'form'; professor?: Professor }
  | { kind: 'import' }
  | { kind: 'export' }

export function ProfessorsPage() {
  // Parsed again: the router merges the raw query string under the validated search, so a
  // rejected value (?type=bogus) would otherwise still filter the list.
  const rawSearch = routeApi.useSearch()
  const search = useMemo(() => parseProfessorsSearch(rawSearch), [rawSearch])
  const navigate = routeApi.useNavigate()
  const professors = useProfessors()
  const plan = usePlanIndex()
  const policy = useWorkloadPolicy()
  const { scope } = useScopeSelection()
  const programOptions = useProgramOptions()
  const confirm = useConfirm()
  const deleteOne = useDeleteProfessor()
  const deleteMany = useDeleteProfessors()
  const [dialog, setDialog] = useState<Dialogs>({ kind: 'none' })
  // Under a pack with a per-professor form (CAAT-A's SWF), its link opens it for the header's term (the first of its year).
  const packUi = usePackUi()
  const firstTerm = scope.terms[0]
  const packLink = useMemo<PackLink | null>(
    () => (packUi?.ProfessorLink && firstTerm ? { term: firstTerm, Link: packUi.ProfessorLink } : null),
    [packUi, firstTerm],
  )

  const view: ProfessorView = search.view ?? 'grid'
  const sort: ProfessorSortKey = search.sort ?? 'name'
  const desc = search.dir === 'desc'
  const filters = useMemo(() => filtersFromSearch(search), [search])
  const filtersActive = hasActiveFilters(filters)

  // Every figure is for the scope chosen in the header (a term, or the peak term of a year).
  const allRows = useMemo(
    () => buildProfessorRows(professors.data ?? [], plan?.loads ?? new Map(), scope, policy),
    [professors.data, plan, scope, policy],
  )
  // Tiles count the same people as the chips: the professors under the active/inactive filter.
  const stats = useMemo(
    () =>
      professorTileStats(
        filterProfessorRows(allRows, { ...DEFAULT_PROFESSOR_FILTERS, status: filters.status }),
      ),
    [allRows, filters.status],
  )
  const specializations = useMemo(
    () => specializationsInUse(professors.data ?? []),
    [professors.data],
  )
  const professorById = useMemo(() => indexById(professors.data ?? []), [professors.data])
  // Chip counts respect every other filter, so each chip says what clicking it would show.
  const beforeChips = useMemo(
    () => filterProfessorRows(allRows, { ...filters, availability: 'all' }),
    [allRows, filters],
  )
  const chipCounts = useMemo(() => {
    const assigned = beforeChips.filter((r) => r.courseCount > 0).length
    return { all: beforeChips.length, assigned, available: beforeChips.length - assigned }
  }, [beforeChips])
  const visible = useMemo(
    () => sortProfessorRows(filterProfessorRows(beforeChips, filters), sort, desc),
    [beforeChips, filters, sort, desc],
  )

  // A program or specialization in the address that no list offers (a removed program, a
  // specialization nobody has any more) would filter to nothing under "All": drop it.
  const programsLoaded = usePrograms().data !== undefined
  useDropStaleAddress(
    search,
    professors.data && programsLoaded
      ? {
          program: (v) => v === DEFAULT_PROFESSOR_FILTERS.program || programOptions.some((o) => o.value === v),
          specialization: (v) => v === DEFAULT_PROFESSOR_FILTERS.specialization || specializations.includes(v),
        }
      : undefined,
    (keys) =>
      void navigate({
        search: (prev) => ({ ...prev, ...Object.fromEntries(keys.map((key) => [key, undefined])) }),
        replace: true,
      }),
  )

  const setFilters = (patch: Partial<ProfessorFilters>) =>
    void navigate({
      search: (prev) => ({ ...prev, ...searchFromFilters({ ...filters, ...patch }) }),
      replace: true,
    })
  const clearFilters = () =>
    void navigate({
      search: (prev) => ({ ...prev, ...searchFromFilters(DEFAULT_PROFESSOR_FILTERS) }),
      replace: true,
    })
  const setSort = useCallback(
    (nextSort: ProfessorSortKey, nextDesc: boolean) =>
      void navigate({
        search: (prev) => ({
          ...prev,
          sort: nextSort === 'name' ? undefined : nextSort,
          dir: nextDesc ? 'desc' : undefined,
        }),
        replace: true,
      }),
    [navigate],
  )
  const setView = (next: ProfessorView) =>
    void navigate({
      search: (prev) => ({ ...prev, view: next === 'grid' ? undefined : next }),
      replace: true,
    })

  const onEdit = useCallback((professor: Professor) => setDialog({ kind: 'form', professor }), [])
  const onDelete = useCallback(
    async (professor: Professor) => {
      const name = professorFullName(professor)
      const ok = await confirm({
        title: `Are you sure you want to delete ${professor.firstName} ${professor.lastName}?`,
        description: 'Their course assignments are removed too; those sections become unassigned.',
        confirmLabel: 'Delete',
        destructive: true,
      })
      if (!ok) return
      try {
        await deleteOne.mutateAsync(professor.id)
        notify.alert(`Professor ${name} deleted successfully`, 'success')
      } catch (error) {
        notify.alert(`Failed to delete professor: ${errorMessage(error)}`, 'error')
      }
    },
    [confirm, deleteOne],
  )
  const onDeleteMany = useCallback(
    async (list: Professor[], hiddenNote = '') => {
      const ok = await confirm({
        title: `Are you sure you want to delete ${list.length} professor(s)?`,
        description: `Their course assignments are removed too; those sections become unassigned.${hiddenNote ? ` ${hiddenNote}` : ''}`,
        confirmLabel: 'Delete',
        destructive: true,
      })
      if (!ok) return false
      try {
        const count = await deleteMany.mutateAsync(list.map((p) => p.id))
        notify.alert(`${count} professor(s) deleted successfully`, 'success')
        return true
      } catch (error) {
        notify.alert(`Failed to delete professors: ${errorMessage(error)}`, 'error')
        return false
      }
    },
    [confirm, deleteMany],
  )

  const closeDialog = (open: boolean) => {
    if (!open) setDialog({ kind: 'none' })
  }
  // ?edit=<id> (an alert's link to the fix) opens that professor's form; closing it drops the param.
  const linked = search.edit ? professors.data?.find((p) => p.id === search.edit) : undefined
  const closeLinked = (open: boolean) => {
    if (!open) void navigate({ search: (prev) => ({ ...prev, edit: undefined }) })
  }
  const loading = !professors.data || !plan

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Professor Management</h1>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="professors-scope">
            Manage faculty, their specialties and their teaching load against each weekly cap. Hours
            are for{' '}
            {scope.kind === 'term'
              ? scope.label
              : `each professor’s busiest term of ${scope.label}`}
            .
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {packUi?.ProfessorsActions ? <packUi.ProfessorsActions /> : null}
          <Button variant="outline" onClick={() => setDialog({ kind: 'import' })}>
            <Upload aria-hidden="true" />
            Import
          </Button>
          <Button
            variant="outline"
            onClick={() => setDialog({ kind: 'export' })}
            disabled={loading}
          >
            <Download aria-hidden="true" />
            Export
          </Button>
          <Button
            onClick={() => setDialog({ kind: 'form' })}
            data-shortcut="new"
            aria-keyshortcuts="N"
          >
            <Plus aria-hidden="true" />
            Add Professor
          </Button>
        </div>
      </div>

      <section
        aria-label="Professor statistics"
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <StatCard
          label="Total Professors"
          value={stats.total}
          hint={STATUS_FILTER_LABELS[filters.status]}
          icon={Users}
          tone="primary"
        />
        <StatCard
          label="Assigned"
          value={stats.assigned}
          hint={`Teaching in ${scope.label}`}
          icon={UserCheck}
          tone="success"
        />
        <StatCard
          label="Available"
          value={stats.available}
          hint={`No sections in ${scope.label}`}
          icon={UserX}
          tone="warning"
        />
        <StatCard
          label="Part-time"
          value={stats.partTime}
          hint={STATUS_FILTER_LABELS[filters.status]}
          icon={Clock}
          tone="default"
        />
      </section>

      <ProfessorsToolbar
        filters={filters}
        onFiltersChange={setFilters}
        onClearFilters={clearFilters}
        filtersActive={filtersActive}
        counts={chipCounts}
        specializations={specializations}
        programs={programOptions}
        view={view}
        onViewChange={setView}
        sort={sort}
        desc={desc}
        onSortChange={setSort}
      />

      <p className="sr-only" role="status" aria-live="polite">
        {loading ? '' : `${visible.length} professor${visible.length === 1 ? '' : 's'} shown`}
      </p>

      {loading ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading professors..." />
        </div>
      ) : allRows.length === 0 ? (
        <EmptyState
          icon={UserPlus}
          title="No professors available"
          description="Please add a professor."
          action={
            <Button onClick={() => setDialog({ kind: 'form' })}>
              <Plus aria-hidden="true" />
              Add Professor
            </Button>
          }
        />
      ) : visible.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No professors match your filters"
          description="Try adjusting your search or filters"
          action={
            <Button variant="outline" onClick={clearFilters}>
              Clear filters
            </Button>
          }
        />
      ) : view === 'table' ? (
        <ProfessorsTable
          rows={visible}
          professorById={professorById}
          sort={sort}
          desc={desc}
          onSortChange={setSort}
          onEdit={onEdit}
          onDelete={onDelete}
          onDeleteMany={onDeleteMany}
          packLink={packLink}
        />
      ) : (
        <ProfessorsGrid rows={visible} onEdit={onEdit} onDelete={onDelete} packLink={packLink} />
      )}

      <ProfessorFormDialog
        open={dialog.kind === 'form' || !!linked}
        onOpenChange={linked ? closeLinked : closeDialog}
        professor={linked ?? (dialog.kind === 'form' ? dialog.professor : undefined)}
      />
      <ImportProfessorsDialog open={dialog.kind === 'import'} onOpenChange={closeDialog} />
      <ExportProfessorsDialog
        open={dialog.kind === 'export'}
        onOpenChange={closeDialog}
        all={professors.data ?? []}
        filtered={filtersActive ? visible.map((r) => r.professor) : null}
      />
    </div>
  )
}
