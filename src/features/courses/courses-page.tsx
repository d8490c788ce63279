/**
 * Course Management (/courses): semester selector, professor filter banner, stat tiles, filters
 * (URL search params), chips, the grid or list of courses, and the add/edit, Manage Sections,
 * delete course and delete version flows. Derived data is memoized per data change; the search
 * box filters through useDeferredValue so typing stays responsive at 10,000 courses.
 */
import { Link, useRouterState } from '@tanstack/react-router'
import { BookOpen, CalendarClock, CircleCheck, CircleDashed, Plus, SearchX, X } from 'lucide-react'
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useConfirm } from '@/components/ui/confirm'
import { useDropStaleAddress } from '@/components/use-drop-stale-address'
import { Button } from '@/components/ui/button'
import { OpenedOnce } from '@/components/ui/opened-once'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { StatCard } from '@/components/ui/stat-card'
import {
  canDeleteVersion,
  courseIdsOfProfessor,
  filterCourses,
  programVersionOptions,
  reconcileVersionFilter,
  scopeCourses,
  type IndexedCourse,
  type MoreFilters,
} from '@/domain/courses/course-filters'
import { courseBelongsToProgram } from '@/domain/model/course-program'
import { formatNumber, pluralize } from '@/domain/kernel/format'
import { professorDisplayName } from '@/domain/model/professor-name'
import { ALL_SEMESTERS_VALUE } from '@/domain/calendar/semester-options'
import { conflictingCourseIds, conflictsByAssignment } from '@/domain/plan/plan-conflicts'
import { staffingFigures, WEEKLY_SECTION_HOURS_LABEL, weeklySectionHoursHint } from '@/domain/plan/staffing'
import { useDeleteCourse, useRemoveVersionCourses } from '@/data/course-mutations'
import { useScopeFigures } from '@/data/plan-store'
import { useScopeSelection } from '@/data/planning-scope'
import { useLoadSampleDataAction } from '@/components/sample-data/use-load-sample-data-action'
import { errorMessage, notify } from '@/lib/notify'
import { AutoAssignDialog } from './auto-assign/auto-assign-dialog'
import { cn } from '@/lib/utils'
import type { CourseActions } from './list/course-card'
import { CourseFormDialog } from './form/course-form-dialog'
import { CourseGrid } from './list/course-grid'
import { sortingFromParam, sortParam, type CourseSearch } from './course-search'
import { CourseSpreadsheetActions } from './exchange/course-spreadsheet-actions'
import { CourseStatsLine } from './list/course-stats-line'
import { CourseToolbar } from './list/course-toolbar'
import { CoursesTable } from './list/courses-table'
import { ManageSectionsDialog } from './sections/manage-sections-dialog'
import { SemesterPicker } from './semester/semester-picker'
import { useCourseScreenData } from './use-course-screen-data'

const rowCourse = (row: IndexedCourse) => row.course

/** The URL is written this long after the last keystroke; the list itself filters at once. */
const SEARCH_URL_DELAY_MS = 300
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

export interface CoursesPageProps {
  search: CourseSearch
  onSearchChange: (patch: CourseSearch) => void
  /** /courses/new: the add form is open. */
  addOpen: boolean
  onAddClose: () => void
}

export function CoursesPage({ search, onSearchChange, addOpen, onAddClose }: CoursesPageProps) {
  const data = useCourseScreenData()
  const { semester, scope: planningScope, chooseSemester } = useScopeSelection()
  const scopeFigures = useScopeFigures(planningScope)
  // The same list while no professor's conflicts change (plan-store.ts): the cards' conflict
  // texts, and the cards themselves, are kept across an ordinary edit.
  const conflicts = scopeFigures?.conflicts
  const conflictIds = useMemo(() => conflictingCourseIds(conflicts ?? []), [conflicts])
  const confirm = useConfirm()
  // mutateAsync is stable; the mutation result object is new on every render and would give the
  // row actions (and every card they are passed to) a new identity on each sort or keystroke.
  const { mutateAsync: deleteCourseAsync } = useDeleteCourse()
  const removeVersion = useRemoveVersionCourses()
  const loadSample = useLoadSampleDataAction()
  const [editId, setEditId] = useState<string | null>(null)
  // Auto-assign for the list's selected rows (the toolbar's and the palette's run the whole term).
  const [autoAssignIds, setAutoAssignIds] = useState<string[] | null>(null)
  // Closing Add Course (/courses/new) remounts this screen: the focus goes back to Add Course.
  const addLinkRef = useRef<HTMLAnchorElement>(null)
  const returnFocus = useRouterState({
    select: (s) => (s.location.state as { returnFocus?: string }).returnFocus,
  })
  useEffect(() => {
    if (returnFocus === 'add-course' && data.ready) addLinkRef.current?.focus()
  }, [returnFocus, data.ready])

  const [searchText, setSearchText] = useState(search.search ?? '')
  const deferredSearch = useDeferredValue(searchText)
  const urlSearch = search.search ?? ''
  // The URL changed (our own debounced write, back/forward, a link): the box follows it.
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch)
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch)
    setSearchText(urlSearch)
  }
  useEffect(() => {
    if (searchText === urlSearch) return
    const timer = setTimeout(
      () => onSearchChange({ search: searchText || undefined }),
      SEARCH_URL_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [searchText, urlSearch, onSearchChange])

  const courseById = data.courseById
  const conflictMap = useMemo(() => conflictsByAssignment(conflicts ?? []), [conflicts])

  const professorCourseIds = useMemo(
    () => (search.professorId ? courseIdsOfProfessor(search.professorId, data.assignments) : null),
    [search.professorId, data.assignments],
  )
  // Each stage below is one pass over at most 10,000 rows (well under a millisecond each).
  const scope = useMemo(
    () => scopeCourses(data.index, planningScope, professorCourseIds),
    [data.index, planningScope, professorCourseIds],
  )
  // Without a professor filter these are the scope's courses, whose staffing the shared scope
  // figures already hold (same rule, same sums: scope-figures.test.ts); only a professor's subset
  // is summed here. Summing 10,000 courses again cost every edit ~2 ms.
  const stats = useMemo(
    () =>
      professorCourseIds === null && scopeFigures
        ? scopeFigures.staffing
        : staffingFigures(
            scope.map((r) => r.course),
            data.assignedSections,
          ),
    [professorCourseIds, scopeFigures, scope, data.assignedSections],
  )
  const versionOptions = useMemo(
    () =>
      search.program
        ? programVersionOptions(search.program, data.programVersions, data.courses)
        : [],
    [search.program, data.programVersions, data.courses],
  )
  const moreFilters: MoreFilters = useMemo(
    () => ({
      level: search.level,
      hours: search.hours,
      students: search.students,
      status: search.status,
    }),
    [search.level, search.hours, search.students, search.status],
  )
  const filtered = useMemo(
    () =>
      filterCourses(
        scope,
        {
          ...moreFilters,
          search: deferredSearch,
          program: search.program,
          version: search.version,
          chip: search.chip,
        },
        conflictIds,
      ),
    [scope, moreFilters, deferredSearch, search.program, search.version, search.chip, conflictIds],
  )
  // For the export menu; one array per filter result, not per render (10,000 rows at most).
  const filteredCourses = useMemo(() => filtered.rows.map(rowCourse), [filtered.rows])

  // Spec section 4 "Filters": the version resets to all when it is no longer offered.
  const reconciledVersion = search.program
    ? reconcileVersionFilter(search.version, versionOptions)
    : undefined
  useEffect(() => {
    if (data.ready && search.version !== undefined && reconciledVersion === undefined)
      onSearchChange({ version: undefined })
  }, [data.ready, search.version, reconciledVersion, onSearchChange])

  // Kept while the URL's sort stays the same: a new array would sort the list again.
  const sorting = useMemo(() => sortingFromParam(search.sort), [search.sort])

  const programOptions = useMemo(
    () =>
      data.programs
        .map((p) => ({ value: p.slug, label: p.program.name || p.slug }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    [data.programs],
  )

  const requestDelete = useCallback(
    async (courseId: string) => {
      const course = courseById.get(courseId)
      if (!course) return
      const sections = data.byCourse.get(courseId)?.length ?? 0
      const ok = await confirm({
        title: `Delete ${course.code}?`,
        description: `This removes ${course.code} ${course.title}${sections ? ` and its ${pluralize(sections, 'section assignment')}` : ''}.`,
        confirmLabel: 'Delete Course',
        destructive: true,
      })
      if (!ok) return
      try {
        await deleteCourseAsync(courseId)
        setEditId((id) => (id === courseId ? null : id))
        notify.success('Course deleted successfully')
      } catch (e) {
        notify.error(`Failed to delete course: ${errorMessage(e)}`)
      }
    },
    [courseById, data.byCourse, confirm, deleteCourseAsync],
  )

  const bulkData = useMemo(
    () => ({
      professors: data.professors,
      assignments: data.assignments,
      courseById,
      professorNames: data.professorNames,
    }),
    [data.professors, data.assignments, courseById, data.professorNames],
  )

  const actions = useMemo<CourseActions>(
    () => ({
      onEdit: setEditId,
      onManage: (id: string) => onSearchChange({ manage: id }),
      onDelete: (id) => void requestDelete(id),
    }),
    [requestDelete, onSearchChange],
  )

  // A filter naming a program, professor or course that no longer exists would show nothing
  // while the controls say "All programs": drop it so the controls and the list agree.
  useDropStaleAddress(
    search,
    data.ready
      ? {
          program: (slug) => data.programs.some((p) => p.slug === slug),
          professorId: (id) => data.professorsById.has(id),
          manage: (id) => courseById.has(id),
        }
      : undefined,
    (keys) => {
      const patch: CourseSearch = {}
      for (const key of keys) patch[key] = undefined
      // A version belongs to its program.
      if (keys.includes('program')) patch.version = undefined
      onSearchChange(patch)
    },
  )

  async function deleteVersion() {
    const program = search.program
    const version = search.version
    if (!program || !version) return
    const label = versionOptions.find((o) => o.value === version)?.label ?? version
    const count = data.index.filter(
      (r) =>
        r.version === version && courseBelongsToProgram(r.course, program),
    ).length
    const ok = await confirm({
      title: 'Delete this program version?',
      description: `Version ${label} and its ${pluralize(count, 'course')} will be removed, with their section assignments.`,
      confirmLabel: 'Delete Version',
      destructive: true,
    })
    if (!ok) return
    try {
      const removed = await removeVersion.mutateAsync({ programId: program, version })
      onSearchChange({ version: undefined })
      notify.success(`Version ${label} deleted (${pluralize(removed, 'course')} removed)`)
    } catch (e) {
      notify.error(`Failed to delete version: ${errorMessage(e)}`)
    }
  }

  function clearFilters() {
    setSearchText('')
    onSearchChange({
      search: undefined,
      program: undefined,
      version: undefined,
      level: undefined,
      hours: undefined,
      students: undefined,
      status: undefined,
      chip: undefined,
    })
  }

  if (!data.ready) {
    return (
      <div className="flex items-center justify-center gap-3 py-24" role="status">
        <Spinner />
        <span className="text-muted-foreground">Loading courses...</span>
      </div>
    )
  }

  const semesterLabel = planningScope.label
  const professor = search.professorId ? data.professorsById.get(search.professorId) : undefined
  const view = search.view ?? 'grid'
  const editCourse = editId ? courseById.get(editId) : undefined
  const manageCourse = search.manage ? courseById.get(search.manage) : undefined
  const formOpen = addOpen || editCourse !== undefined
  const autoAssignOpen = search.autoAssign === 1 || autoAssignIds !== null
  const databaseEmpty =
    data.courses.length === 0 && data.professors.length === 0 && data.programs.length === 0
  const heading = (
    <h2
      id="courses-heading"
      className={view === 'list' ? 'text-sm font-semibold' : 'text-lg font-semibold'}
    >
      Courses - {semesterLabel} ({formatNumber(filtered.rows.length)})
    </h2>
  )

  return (
    <div className={view === 'list' ? 'space-y-2' : 'space-y-6'}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Course Management</h1>
          {/* The list view gives this line's height to the table. */}
          <p className={cn('mt-1 text-sm text-muted-foreground', view === 'list' && 'sr-only')}>
            Manage courses and assign professors to their sections.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SemesterPicker value={semester} onChange={chooseSemester} />
          <CourseSpreadsheetActions
            data={data}
            filteredCourses={filteredCourses}
            scope={planningScope}
            programFilter={search.program}
            onShowTerm={chooseSemester}
          />
          <Button asChild>
            <Link
              ref={addLinkRef}
              to="/courses/new"
              search={search}
              data-shortcut="new"
              aria-keyshortcuts="N"
            >
              <Plus />
              Add Course
            </Link>
          </Button>
        </div>
      </div>

      {search.professorId && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-primary/20 bg-primary/5 px-4 py-3 text-sm"
        >
          <span>
            Filtering by:{' '}
            <strong>{professor ? professorDisplayName(professor) : 'Unknown professor'}</strong>
          </span>
          <Link
            to="/courses"
            search={{ ...search, professorId: undefined }}
            className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
          >
            <X className="size-3.5" aria-hidden="true" />
            Clear filter
          </Link>
        </div>
      )}

      {view !== 'list' && (
        <section
          aria-label="Course statistics"
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
        >
          <StatCard
            label="Total Courses"
            value={formatNumber(stats.courses)}
            hint={
              stats.notRequiredCourses
                ? `${stats.notRequiredCourses} need no professor`
                : `in ${semesterLabel}`
            }
            icon={BookOpen}
            tone="primary"
          />
          <StatCard
            label="Assigned"
            value={formatNumber(stats.staffedSections)}
            hint={`${stats.percentComplete}% of ${pluralize(stats.requiredSections, 'section')} · ${pluralize(stats.fullyAssignedCourses, 'course')} fully assigned`}
            icon={CircleCheck}
            tone="success"
          />
          <StatCard
            label="Unassigned"
            value={formatNumber(stats.openSections)}
            hint={`open sections in ${pluralize(stats.coursesWithOpenSections, 'course')}`}
            icon={CircleDashed}
            tone="warning"
          />
          <StatCard
            label={WEEKLY_SECTION_HOURS_LABEL}
            value={formatNumber(stats.requiredSectionHours)}
            hint={weeklySectionHoursHint(stats)}
            icon={CalendarClock}
            tone="primary"
          />
        </section>
      )}

      <CourseToolbar
        searchText={searchText}
        onSearchText={setSearchText}
        programs={programOptions}
        program={search.program}
        onProgram={(program) => onSearchChange({ program, version: undefined })}
        versions={versionOptions}
        version={reconciledVersion}
        onVersion={(version) => onSearchChange({ version })}
        canDeleteVersion={canDeleteVersion(search.program, reconciledVersion)}
        onDeleteVersion={() => void deleteVersion()}
        moreFilters={moreFilters}
        onMoreFilters={(f) =>
          onSearchChange({ level: f.level, hours: f.hours, students: f.students, status: f.status })
        }
        view={view}
        onView={(next) => onSearchChange({ view: next })}
        chip={search.chip ?? 'all'}
        chipCounts={filtered.chipCounts}
        onChip={(chip) => onSearchChange({ chip })}
        compact={view === 'list'}
        summary={
          <>
            {heading}
            <CourseStatsLine stats={stats} />
          </>
        }
      />

      <section
        aria-labelledby="courses-heading"
        className={view === 'list' ? 'space-y-2' : 'space-y-4'}
      >
        {view !== 'list' && heading}
        {scope.length === 0 ? (
          <EmptyState
            icon={BookOpen}
            title={`No courses found for ${semesterLabel}`}
            description={
              search.professorId
                ? 'This professor has no courses in this semester.'
                : databaseEmpty
                  ? 'Add a course, import a program, or load the sample data set to explore.'
                  : 'Choose another semester or academic year, or add a course.'
            }
            action={
              <>
                {semester !== ALL_SEMESTERS_VALUE && (
                  <Button variant="outline" onClick={() => chooseSemester(ALL_SEMESTERS_VALUE)}>
                    View All Semesters
                  </Button>
                )}
                {/* Only in an empty database: sample data must never replace what is stored. */}
                {databaseEmpty && (
                  <Button onClick={() => void loadSample.run()} disabled={loadSample.disabled}>
                    Add Sample Data
                  </Button>
                )}
              </>
            }
          />
        ) : filtered.rows.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title="No courses match your filters"
            description="Try adjusting your search or filters."
            action={
              <Button variant="outline" onClick={clearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : view === 'grid' ? (
          <CourseGrid
            rows={filtered.rows}
            conflicts={conflictMap}
            byCourse={data.byCourse}
            professorNames={data.professorNames}
            programNames={data.programNames}
            actions={actions}
          />
        ) : (
          <CoursesTable
            rows={filtered.rows as IndexedCourse[]}
            conflicts={conflictMap}
            byCourse={data.byCourse}
            professorNames={data.professorNames}
            programNames={data.programNames}
            sorting={sorting}
            onSortingChange={(sorting) => onSearchChange({ sort: sortParam(sorting) })}
            actions={actions}
            bulkData={bulkData}
            onAutoAssign={setAutoAssignIds}
          />
        )}
      </section>

      <OpenedOnce open={formOpen}>
        <CourseFormDialog
          open={formOpen}
          onOpenChange={(open) => {
            if (open) return
            setEditId(null)
            if (addOpen) onAddClose()
          }}
          course={addOpen ? undefined : editCourse}
          programs={data.programs}
          programVersions={data.programVersions}
          courses={data.courses}
          onDelete={(id) => void requestDelete(id)}
        />
      </OpenedOnce>
      <OpenedOnce open={manageCourse !== undefined}>
        <ManageSectionsDialog
          course={manageCourse}
          onOpenChange={(open) => !open && onSearchChange({ manage: undefined })}
          professors={data.professors}
          assignments={data.assignments}
          courseById={courseById}
          scope={planningScope}
        />
      </OpenedOnce>
      <OpenedOnce open={autoAssignOpen}>
        <AutoAssignDialog
          open={autoAssignOpen}
          onOpenChange={(open) => {
            if (open) return
            setAutoAssignIds(null)
            if (search.autoAssign === 1) onSearchChange({ autoAssign: undefined })
          }}
          courseIds={search.autoAssign === 1 ? null : autoAssignIds}
          scope={planningScope}
          courses={data.courses}
          professors={data.professors}
          assignments={data.assignments}
        />
      </OpenedOnce>
    </div>
  )
}
