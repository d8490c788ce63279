/**
 * List view: the courses as a sortable, virtualized table. Sorting is controlled by the route's
 * `sort` search param. Rows are flattened once per filter change so sorting compares plain values.
 */
import type { SortingState } from '@tanstack/react-table'
import { Pencil, Users } from 'lucide-react'
import { useEffect, useMemo, useRef } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import { createDataTableColumnHelper } from '@/components/data-table/data-table-features'
import { Button } from '@/components/ui/button'
import type { Assignment } from '@/domain/assignment'
import { collationKey, compareKeys } from '@/domain/collation'
import type { IndexedCourse } from '@/domain/course-filters'
import { COURSE_ASSIGNMENT_STATUS_LABELS, type CourseAssignmentStatus } from '@/domain/course-status'
import { formatNumber } from '@/domain/format'
import { cn } from '@/lib/utils'
import { ConflictFlag, termLabel, type CourseActions } from './course-card'

const STATUS_TEXT: Record<CourseAssignmentStatus, string> = {
  'fully-assigned': 'text-emerald-700 dark:text-emerald-400',
  'partially-assigned': 'text-amber-700 dark:text-amber-400',
  unassigned: 'text-destructive',
}

interface CourseListRow {
  id: string
  code: string
  title: string
  program: string
  version: string
  level: number
  weeklyHours: number
  term: string
  assignedSections: number
  sectionCount: number
  status: CourseAssignmentStatus
  professors: string
  /** Schedule conflicts of this course's sections in the scope (empty when none). */
  conflicts: string[]
  /** Collation keys of the text columns, computed once per row so sorting compares plain strings. */
  keys: Record<TextColumn, string>
}

type TextColumn = 'code' | 'title' | 'program' | 'version' | 'term' | 'professors'

/** TanStack Table's alphanumeric sort re-splits both strings on every comparison; keys do not. */
const byKey =
  (column: TextColumn) =>
  (a: { original: CourseListRow }, b: { original: CourseListRow }) =>
    compareKeys(a.original.keys[column], b.original.keys[column])

const helper = createDataTableColumnHelper<CourseListRow>()

function buildColumns(actions: CourseActions) {
  return helper.columns([
    helper.accessor('code', { header: 'Code', size: 110, sortFn: byKey('code'), cell: (c) => <span className="font-medium">{c.getValue()}</span> }),
    helper.accessor('title', { header: 'Title', sortFn: byKey('title'), cell: (c) => <span title={c.getValue()}>{c.getValue()}</span> }),
    helper.accessor('program', { header: 'Program', size: 150, sortFn: byKey('program') }),
    helper.accessor('version', { header: 'Version', size: 96, sortFn: byKey('version') }),
    helper.accessor('level', { header: 'Level', size: 76, meta: { align: 'end' } }),
    helper.accessor('weeklyHours', {
      header: 'Weekly Hours',
      size: 124,
      meta: { align: 'end' },
      cell: (c) => formatNumber(c.getValue()),
    }),
    helper.accessor('term', { header: 'Term', size: 104, sortFn: byKey('term') }),
    helper.accessor('assignedSections', {
      id: 'sections',
      header: 'Sections',
      size: 150,
      cell: (c) => {
        const row = c.row.original
        const label = COURSE_ASSIGNMENT_STATUS_LABELS[row.status]
        return (
          // The conflict flag sits here, in a column always on screen, rather than beside the
          // professors' names at the far right of a wide table.
          <span className="flex items-center gap-2">
            <span title={label} className={cn('font-medium tabular-nums', STATUS_TEXT[row.status])}>
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
      sortFn: byKey('professors'),
      cell: (c) => <span title={c.getValue()}>{c.getValue()}</span>,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      size: 96,
      cell: (c) => (
        <span className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" aria-label={`Manage sections of ${c.row.original.code}`} onClick={() => actions.onManage(c.row.original.id)}>
            <Users />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Edit ${c.row.original.code}`} onClick={() => actions.onEdit(c.row.original.id)}>
            <Pencil />
          </Button>
        </span>
      ),
    }),
  ])
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
}: {
  rows: readonly IndexedCourse[]
  conflicts: ReadonlyMap<string, readonly string[]>
  byCourse: ReadonlyMap<string, readonly Assignment[]>
  professorNames: ReadonlyMap<string, string>
  programNames: ReadonlyMap<string, string>
  sorting: SortingState
  onSortingChange: (sorting: SortingState) => void
  actions: CourseActions
}) {
  // Columns are built once: a cell renderer is a component to React, so rebuilding them on every
  // change of `actions` would remount each cell, and a row's button that opened a dialog would be
  // gone when the dialog hands the focus back. The latest actions are read through a ref.
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
  const data = useMemo<CourseListRow[]>(
    () =>
      rows.map(({ course, version, assignedSections, status }) => {
        const names = new Set<string>()
        const clashes: string[] = []
        for (const a of byCourse.get(course.id) ?? []) {
          names.add(professorNames.get(a.professorId) ?? 'Unknown professor')
          for (const text of conflicts.get(a.id) ?? []) clashes.push(`Section ${a.section}: ${text}`)
        }
        const text = {
          code: course.code,
          title: course.title,
          program: programNames.get(course.programId || course.program) ?? course.programName,
          version: version === 'original' ? 'Original' : version,
          term: termLabel(course),
          professors: [...names].join(', '),
        }
        return {
          id: course.id,
          ...text,
          level: course.level,
          weeklyHours: course.weeklyHours,
          assignedSections,
          sectionCount: course.sectionCount,
          status,
          conflicts: clashes,
          keys: {
            code: collationKey(text.code),
            title: collationKey(text.title),
            program: collationKey(text.program),
            version: collationKey(text.version),
            term: collationKey(text.term),
            professors: collationKey(text.professors),
          },
        }
      }),
    [rows, conflicts, byCourse, professorNames, programNames],
  )
  return (
    <DataTable
      aria-label="Courses"
      columns={columns}
      data={data}
      getRowId={(row) => row.id}
      enableRowSelection={false}
      // Arrow keys move between rows; Enter (or a click outside the row's buttons) opens Manage Sections.
      keyboardNavigation
      onRowClick={(row) => actionsRef.current.onManage(row.id)}
      sorting={sorting}
      onSortingChange={onSortingChange}
      height="max(420px, calc(100dvh - 280px))"
      emptyMessage="No courses match your filters"
    />
  )
}
