/**
 * The rows of the Courses list view, one per indexed course, built from the course, its sections,
 * their conflict texts and the name maps. Each is cached per indexed row (an edit gives only the
 * rows it changed a new identity) and used again while the inputs it read are the same ones, so
 * an edit at 10,000 courses builds a few rows, not all of them.
 */
import type { Assignment } from '@/domain/model/assignment'
import { collationKey } from '@/domain/kernel/collation'
import type { IndexedCourse } from '@/domain/courses/course-filters'
import { courseProgramLabel } from '@/domain/model/course-program'
import type { CourseAssignmentStatus } from '@/domain/plan/course-status'
import { courseIsScheduled, NOT_SCHEDULED_LABEL } from '@/domain/calendar/planning-term'
import { courseTermLabel } from '@/domain/calendar/planning-term'

export interface CourseListRow {
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
  /** False for a course without a term and year: shown as "Not scheduled", not staffed. */
  scheduled: boolean
  /** Marked "No professor required": shown as "No professor needed", not as unassigned. */
  notRequired: boolean
  professors: string
  /** Schedule conflicts of this course's sections in the scope (empty when none). */
  conflicts: string[]
  /** Collation keys of the text columns, computed once per row so sorting compares plain strings. */
  keys: Record<TextColumn, string>
}

export type TextColumn = 'code' | 'title' | 'program' | 'version' | 'term' | 'professors'

interface CachedListRow {
  row: CourseListRow
  assignments: readonly Assignment[] | undefined
  /** The conflict texts of each of those assignments, as read. */
  clashes: (readonly string[] | undefined)[]
  professorNames: ReadonlyMap<string, string>
  programNames: ReadonlyMap<string, string>
}
const listRows = new WeakMap<IndexedCourse, CachedListRow>()

/**
 * The list's row of a course, cached per indexed row (an edit gives only the rows it changed a
 * new identity) and used again while its course's sections, their conflict texts and the name
 * maps it read are the same ones.
 */
export function listRowFor(
  indexed: IndexedCourse,
  conflicts: ReadonlyMap<string, readonly string[]>,
  byCourse: ReadonlyMap<string, readonly Assignment[]>,
  professorNames: ReadonlyMap<string, string>,
  programNames: ReadonlyMap<string, string>,
): CourseListRow {
  const assignments = byCourse.get(indexed.course.id)
  const cached = listRows.get(indexed)
  if (
    cached &&
    cached.assignments === assignments &&
    cached.professorNames === professorNames &&
    cached.programNames === programNames &&
    (assignments ?? []).every((a, i) => conflicts.get(a.id) === cached.clashes[i])
  )
    return cached.row
  const row = buildListRow(indexed, assignments, conflicts, professorNames, programNames)
  listRows.set(indexed, {
    row,
    assignments,
    clashes: (assignments ?? []).map((a) => conflicts.get(a.id)),
    professorNames,
    programNames,
  })
  return row
}

function buildListRow(
  { course, version, assignedSections, status }: IndexedCourse,
  assignments: readonly Assignment[] | undefined,
  conflicts: ReadonlyMap<string, readonly string[]>,
  professorNames: ReadonlyMap<string, string>,
  programNames: ReadonlyMap<string, string>,
): CourseListRow {
  const names = new Set<string>()
  const clashes: string[] = []
  for (const a of assignments ?? []) {
    names.add(professorNames.get(a.professorId) ?? 'Unknown professor')
    for (const text of conflicts.get(a.id) ?? []) clashes.push(`Section ${a.section}: ${text}`)
  }
  const text = {
    code: course.code,
    title: course.title,
    program: courseProgramLabel(course, programNames),
    version: version === 'original' ? 'Original' : version,
    // Visible in the list, not only in the Sections column's label.
    term: courseIsScheduled(course)
      ? courseTermLabel(course)
      : `${courseTermLabel(course)} · ${NOT_SCHEDULED_LABEL}`,
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
    scheduled: courseIsScheduled(course),
    notRequired: course.professorNotRequired === true,
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
}
