/**
 * The course card grid: up to 4 columns, virtualized (see VirtualCardGrid) so 10,000 courses
 * scroll smoothly; a card's height grows with its sections list, so rows are measured.
 */
import { VirtualCardGrid } from '@/components/virtual-card-grid'
import type { Assignment } from '@/domain/model/assignment'
import type { IndexedCourse } from '@/domain/courses/course-filters'
import { courseProgramLabel } from '@/domain/model/course-program'
import { CourseCard, type CourseActions } from './course-card'

const NO_ASSIGNMENTS: readonly Assignment[] = []

export function CourseGrid({
  rows,
  conflicts,
  byCourse,
  professorNames,
  programNames,
  actions,
}: {
  rows: readonly IndexedCourse[]
  conflicts: ReadonlyMap<string, readonly string[]>
  byCourse: ReadonlyMap<string, readonly Assignment[]>
  professorNames: ReadonlyMap<string, string>
  programNames: ReadonlyMap<string, string>
  actions: CourseActions
}) {
  return (
    <VirtualCardGrid
      items={rows}
      getKey={(row) => row.course.id}
      renderItem={(row) => (
        <CourseCard
          row={row}
          assignments={byCourse.get(row.course.id) ?? NO_ASSIGNMENTS}
          conflicts={conflicts}
          professorNames={professorNames}
          programName={courseProgramLabel(row.course, programNames)}
          actions={actions}
        />
      )}
      ariaLabel="Courses"
      minCardWidth={320}
      maxColumns={4}
      estimatedRowHeight={270}
    />
  )
}
