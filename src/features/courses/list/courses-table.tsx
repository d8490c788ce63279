/**
 * List view: the courses as a sortable, virtualized table with row selection and bulk actions.
 * Sorting is controlled by the route's `sort` search param; the column layout and density are
 * kept per browser. Rows are flattened once per filter change so sorting compares plain values.
 */
import type { RowSelectionState, SortingState } from '@tanstack/react-table'
import { Pencil, Users } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import { createDataTableColumnHelper } from '@/components/data-table/data-table-features'
import { createSelectionColumn } from '@/components/data-table/selection-column'
import { selectionScope, withoutHidden } from '@/components/data-table/selection-scope'
import { useSortingShownFirst } from '@/components/data-table/use-sorting-shown-first'
import { Button } from '@/components/ui/button'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import type { IndexedCourse } from '@/domain/courses/course-filters'
import {
  COURSE_ASSIGNMENT_STATUS_LABELS,
  NO_PROFESSOR_NEEDED_LABEL,
  type CourseAssignmentStatus,
} from '@/domain/plan/course-status'
import { formatNumber } from '@/domain/kernel/format'
import { NOT_SCHEDULED_LABEL } from '@/domain/calendar/planning-term'
import { cn } from '@/lib/utils'
import { CourseBulkBar, type CourseBulkData } from '../bulk/course-bulk-bar'
import { ConflictFlag, type CourseActions } from './course-card'
import { ListRows, type CourseListRow, type TextColumn } from './course-list-rows'

const STATUS_TEXT: Record<CourseAssignmentStatus, string> = {
  'fully-assigned': 'text-emerald-700 dark:text-emerald-400',
  'partially-assigned': 'text-amber-700 dark:text-amber-400',
  unassigned: 'text-destructive',
}

/**
 * Every sortable column sorts by a precomputed key (DataTable's keyed row model): the text
 * columns by their collation keys, the numeric ones by the number.
 */
const textKey = (column: TextColumn) => (r: CourseListRow) => r.keys[column]

const helper = createDataTableColumnHelper<CourseListRow>()

/** Hidden until the user shows it: most courses are in the original version. */
const DEFAULT_HIDDEN = ['version']
const courseId = (course: Course) => course.id
// One element each for every row: React skips an element it has already rendered, so a sort that
// refills the rows leaves the icons' SVG alone.
const MANAGE_ICON = <Users />
const EDIT_ICON = <Pencil />

// Widths fit a 1280 px window with the sidebar open: the fixed columns take about 680 px and the
// title and professors columns share the rest, wrapping long text rather than cutting it.
function buildColumns(actions: CourseActions) {
  return [
    createSelectionColumn<CourseListRow>({
      selectAllLabel: 'Select all courses',
      getRowLabel: (r) => `Select ${r.code}`,
    }),
    ...helper.columns([
      helper.accessor('code', {
        header: 'Code',
        size: 96,
        meta: { sortKey: textKey('code') },
        cell: (c) => <span className="font-medium">{c.getValue()}</span>,
      }),
      helper.accessor('title', {
        header: 'Title',
        meta: { wrap: true, sortKey: textKey('title') },
      }),
      helper.accessor('program', {
        header: 'Program',
        size: 150,
        meta: { wrap: true, cellClassName: 'text-xs', sortKey: textKey('program') },
      }),
      helper.accessor('version', {
        header: 'Version',
        size: 88,
        meta: { sortKey: textKey('version') },
      }),
      helper.accessor('level', {
        header: 'Level',
        size: 68,
        meta: { align: 'end', sortKey: (r: CourseListRow) => r.level },
      }),
      helper.accessor('weeklyHours', {
        header: 'Weekly Hours',
        size: 76,
        meta: { align: 'end', sortKey: (r: CourseListRow) => r.weeklyHours },
        cell: (c) => formatNumber(c.getValue()),
      }),
      helper.accessor('term', {
        header: 'Term',
        size: 100,
        meta: { wrap: true, sortKey: textKey('term') },
      }),
      helper.accessor('assignedSections', {
        id: 'sections',
        header: 'Sections',
        size: 88,
        meta: { wrap: true, sortKey: (r: CourseListRow) => r.assignedSections },
        cell: (c) => {
          const row = c.row.original
          const label = !row.scheduled
            ? NOT_SCHEDULED_LABEL
            : row.notRequired
              ? NO_PROFESSOR_NEEDED_LABEL
              : COURSE_ASSIGNMENT_STATUS_LABELS[row.status]
          return (
            // The conflict flag sits here, in a column always on screen, rather than beside the
            // professors' names at the far right of a wide table.
            <span className="flex flex-wrap items-center gap-x-2">
              <span
                title={label}
                className={cn(
                  'font-medium tabular-nums',
                  !row.scheduled
                    ? 'text-muted-foreground'
                    : row.notRequired
                      ? // The dark theme remaps violet-900 to a light shade (styles.css); its violet-300 is dark.
                        'text-violet-700 dark:text-violet-900'
                      : STATUS_TEXT[row.status],
                )}
              >
                {row.assignedSections} / {row.sectionCount}
                <span className="sr-only"> ({label})</span>
              </span>
              {row.conflicts.length > 0 && <ConflictFlag conflicts={row.conflicts} />}
            </span>
          )
        },
      }),
      helper.accessor('professors', {
        header: 'Professors',
        meta: { wrap: true, sortKey: textKey('professors') },
      }),
      helper.display({
        id: 'actions',
        // The header cell holds the table's View menu (DataTable's viewOptionsInHeader).
        header: () => null,
        size: 72,
        enableHiding: false,
        meta: { label: 'Actions' },
        cell: (c) => (
          <span className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-7 in-data-[density=compact]:size-6"
              aria-label={`Manage sections of ${c.row.original.code}`}
              onClick={() => actions.onManage(c.row.original.id)}
            >
              {MANAGE_ICON}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-7 in-data-[density=compact]:size-6"
              aria-label={`Edit ${c.row.original.code}`}
              onClick={() => actions.onEdit(c.row.original.id)}
            >
              {EDIT_ICON}
            </Button>
          </span>
        ),
      }),
    ]),
  ]
}

export function CoursesTable({
  rows,
  conflicts,
  byCourse,
  professorNames,
  programNames,
  sorting,
  onSortingChange,
  actions,
  bulkData,
  onAutoAssign,
}: {
  rows: readonly IndexedCourse[]
  conflicts: ReadonlyMap<string, readonly string[]>
  byCourse: ReadonlyMap<string, readonly Assignment[]>
  professorNames: ReadonlyMap<string, string>
  programNames: ReadonlyMap<string, string>
  sorting: SortingState
  onSortingChange: (sorting: SortingState) => void
  actions: CourseActions
  bulkData: CourseBulkData
  onAutoAssign?: (courseIds: string[]) => void
}) {
  // Columns are built once: a cell renderer is a component to React, so rebuilding them on every
  // change of `actions` would remount each cell, and a row's button that opened a dialog would be
  // gone when the dialog hands the focus back. The latest actions are read through a ref.
  const rootRef = useRef<HTMLDivElement>(null)
  const actionsRef = useRef(actions)
  useEffect(() => {
    actionsRef.current = actions
  })
  const columns = useMemo(
    () =>
      // The ref is read only when a button is pressed, never while rendering.
      // eslint-disable-next-line react-hooks/refs
      buildColumns({
        onEdit: (id) => actionsRef.current.onEdit(id),
        onDelete: (id) => actionsRef.current.onDelete(id),
        onManage: (id) => actionsRef.current.onManage(id),
      }),
    [],
  )
  // A row is built again only when its own inputs changed (ListRows.rowFor): after an edit that
  // is a few rows, not 10,000. The rows are this table's, and go when it unmounts.
  const [listRows] = useState(() => new ListRows())
  const courseById = bulkData.courseById
  const data = useMemo<CourseListRow[]>(() => {
    const out = rows.map((row) => listRows.rowFor(row, conflicts, byCourse, professorNames, programNames))
    listRows.keepOnly(courseById)
    return out
  }, [listRows, rows, conflicts, byCourse, professorNames, programNames, courseById])
  const [selection, setSelection] = useState<RowSelectionState>({})
  // Deleted courses drop out; courses the filters hide stay selected and are counted as hidden.
  const shownCourses = useMemo(() => rows.map((r) => r.course), [rows])
  const { selected, hidden } = useMemo(
    () => selectionScope(selection, shownCourses, courseId, bulkData.courseById),
    [selection, shownCourses, bulkData.courseById],
  )
  useFocusRowWhenBarCloses(rootRef, selected.length > 0)
  // A click shows the new order at once; the URL (and the screen's render for it) follows.
  const [shownSorting, changeSorting] = useSortingShownFirst(sorting, onSortingChange)
  return (
    <div ref={rootRef} className="contents">
      <DataTable
        aria-label="Courses"
        columns={columns}
        data={data}
        getRowId={(row) => row.id}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        // Arrow keys move between rows; Space selects; Enter (or a click outside the row's buttons)
        // opens Manage Sections.
        keyboardNavigation
        onRowClick={(row) => actionsRef.current.onManage(row.id)}
        sorting={shownSorting}
        onSortingChange={changeSorting}
        layoutId="courses"
        defaultHiddenColumns={DEFAULT_HIDDEN}
        height="fill"
        className="gap-2"
        emptyMessage="No courses match your filters"
        viewOptionsInHeader
        // The bar takes room only while there is a selection; the table's height follows.
        toolbar={(table) =>
          selected.length > 0 ? (
            <CourseBulkBar
              selected={selected}
              hidden={hidden}
              total={rows.length}
              onSelectAll={() => table.toggleAllRowsSelected(true)}
              onClear={() => setSelection({})}
              onDeselectHidden={() =>
                setSelection((current) => withoutHidden(current, shownCourses, courseId))
              }
              data={bulkData}
              onAutoAssign={onAutoAssign}
            />
          ) : null
        }
      />
    </div>
  )
}

/**
 * The bulk bar goes away with the selection (after a delete, or when the edited courses leave
 * the filtered list), taking the focused button, or the open dialog's opener, with it. The focus
 * then goes to the table's current row instead of falling to the page.
 */
function useFocusRowWhenBarCloses(rootRef: RefObject<HTMLDivElement | null>, barShown: boolean) {
  const wasShown = useRef(barShown)
  useEffect(() => {
    const closed = wasShown.current && !barShown
    wasShown.current = barShown
    if (!closed) return
    // After the dialog that may have been open has handed the focus back (or failed to).
    const timer = setTimeout(() => {
      const active = document.activeElement
      if (active && active !== document.body && active.isConnected) return
      rootRef.current?.querySelector<HTMLElement>('tbody tr[tabindex="0"]')?.focus()
    }, 50)
    return () => clearTimeout(timer)
  }, [barShown, rootRef])
}
