/**
 * List view: the courses as a sortable, virtualized table. Sorting is controlled by the route's
 * `sort` search param. Rows are flattened once per filter change so sorting compares plain values.
 */
import type { SortingState } from '@tanstack/react-table'
import { Pencil, Users } from 'lucide-react'
import { useMemo } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import { createDataTableColumnHelper } from '@/components/data-table/data-table-features'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { Assignment } from '@/domain/assignment'
import type { IndexedCourse } from '@/domain/course-filters'
import { COURSE_ASSIGNMENT_STATUS_LABELS, type CourseAssignmentStatus } from '@/domain/course-status'
import { formatNumber } from '@/domain/format'
import { STATUS_BADGE, termLabel, type CourseActions } from './course-card'

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
}

const helper = createDataTableColumnHelper<CourseListRow>()

function buildColumns(actions: CourseActions) {
  return helper.columns([
    helper.accessor('code', { header: 'Code', size: 120, cell: (c) => <span className="font-medium">{c.getValue()}</span> }),
    helper.accessor('title', { header: 'Title', size: 240 }),
    helper.accessor('program', { header: 'Program', size: 170 }),
    helper.accessor('version', { header: 'Version', size: 100 }),
    helper.accessor('level', { header: 'Level', size: 80, meta: { align: 'end' } }),
    helper.accessor('weeklyHours', {
      header: 'Weekly Hours',
      size: 120,
      meta: { align: 'end' },
      cell: (c) => formatNumber(c.getValue()),
    }),
    helper.accessor('term', { header: 'Term', size: 120 }),
    helper.accessor('assignedSections', {
      id: 'sections',
      header: 'Sections',
      size: 170,
      cell: (c) => {
        const row = c.row.original
        return (
          <span className="flex items-center gap-2">
            <span className="tabular-nums">
              {row.assignedSections} / {row.sectionCount}
            </span>
            <Badge variant={STATUS_BADGE[row.status]}>{COURSE_ASSIGNMENT_STATUS_LABELS[row.status]}</Badge>
          </span>
        )
      },
    }),
    helper.accessor('professors', { header: 'Professors', size: 220 }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      size: 110,
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
  byCourse,
  professorNames,
  programNames,
  sorting,
  onSortingChange,
  actions,
}: {
  rows: readonly IndexedCourse[]
  byCourse: ReadonlyMap<string, readonly Assignment[]>
  professorNames: ReadonlyMap<string, string>
  programNames: ReadonlyMap<string, string>
  sorting: SortingState
  onSortingChange: (sorting: SortingState) => void
  actions: CourseActions
}) {
  const columns = useMemo(() => buildColumns(actions), [actions])
  const data = useMemo<CourseListRow[]>(
    () =>
      rows.map(({ course, version, assignedSections, status }) => {
        const names = new Set<string>()
        for (const a of byCourse.get(course.id) ?? []) names.add(professorNames.get(a.professorId) ?? 'Unknown professor')
        return {
          id: course.id,
          code: course.code,
          title: course.title,
          program: programNames.get(course.programId || course.program) ?? course.programName,
          version: version === 'original' ? 'Original' : version,
          level: course.level,
          weeklyHours: course.weeklyHours,
          term: termLabel(course),
          assignedSections,
          sectionCount: course.sectionCount,
          status,
          professors: [...names].join(', '),
        }
      }),
    [rows, byCourse, professorNames, programNames],
  )
  return (
    <DataTable
      aria-label="Courses"
      columns={columns}
      data={data}
      getRowId={(row) => row.id}
      enableRowSelection={false}
      sorting={sorting}
      onSortingChange={onSortingChange}
      height="max(420px, calc(100dvh - 280px))"
      emptyMessage="No courses match your filters"
    />
  )
}
