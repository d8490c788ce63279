/**
 * The rows of the Courses list view, one per indexed course, built from the course, its sections,
 * their conflict texts and the name maps. The table that shows them keeps them (`ListRows`, one
 * per mounted table, not the module's): each row is used again while the inputs it read are the
 * same ones, so an edit at 10,000 courses builds a few rows, not all of them.
 */
import type { Assignment } from '@/domain/model/assignment'
import { createCollationKeys } from '@/domain/kernel/collation'
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
  /** What the row was built from: records and lists are replaced, never changed in place. */
  indexed: IndexedCourse
  assignments: readonly Assignment[] | undefined
  /** The conflict texts of each of those assignments, as read. */
  clashes: (readonly string[] | undefined)[]
  professorNames: ReadonlyMap<string, string>
  programNames: ReadonlyMap<string, string>
}

/** Same course record and the same figures of it: an index row built again for the same course. */
function sameIndexed(a: IndexedCourse, b: IndexedCourse): boolean {
  return a === b || (a.course === b.course && a.version === b.version && a.assignedSections === b.assignedSections && a.status === b.status)
}

/** The list view's rows of one table, by course id, with the collation keys of their texts. */
export class ListRows {
  readonly #kept = new Map<string, CachedListRow>()
  readonly #keyOf = createCollationKeys()

  /**
   * The list's row of a course, used again while its course, its sections, their conflict texts
   * and the name maps it read are the same ones.
   */
  rowFor(
    indexed: IndexedCourse,
    conflicts: ReadonlyMap<string, readonly string[]>,
    byCourse: ReadonlyMap<string, readonly Assignment[]>,
    professorNames: ReadonlyMap<string, string>,
    programNames: ReadonlyMap<string, string>,
  ): CourseListRow {
    const assignments = byCourse.get(indexed.course.id)
    const cached = this.#kept.get(indexed.course.id)
    if (
      cached &&
      sameIndexed(cached.indexed, indexed) &&
      cached.assignments === assignments &&
      cached.professorNames === professorNames &&
      cached.programNames === programNames &&
      (assignments ?? []).every((a, i) => conflicts.get(a.id) === cached.clashes[i])
    )
      return cached.row
    const row = buildListRow(indexed, assignments, conflicts, professorNames, programNames, this.#keyOf)
    this.#kept.set(indexed.course.id, {
      row,
      indexed,
      assignments,
      clashes: (assignments ?? []).map((a) => conflicts.get(a.id)),
      professorNames,
      programNames,
    })
    return row
  }

  /** Forget the rows of courses no longer in the plan (a filter only hides rows: they are kept). */
  keepOnly(courseIds: ReadonlyMap<string, unknown>): void {
    if (this.#kept.size <= courseIds.size) return
    for (const id of this.#kept.keys()) if (!courseIds.has(id)) this.#kept.delete(id)
  }
}

function buildListRow(
  { course, version, assignedSections, status }: IndexedCourse,
  assignments: readonly Assignment[] | undefined,
  conflicts: ReadonlyMap<string, readonly string[]>,
  professorNames: ReadonlyMap<string, string>,
  programNames: ReadonlyMap<string, string>,
  collationKey: (text: string) => string,
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
