/**
 * Course Management filters (spec section 2 "Course Management", section 4 "Filters", section 9
 * buckets): an index built once per data change (lowercase haystacks, status, buckets) so each
 * keystroke of the search only does substring checks over 10,000 prepared rows.
 */
import type { Assignment } from '@/domain/model/assignment'
import { ORIGINAL_VERSION } from '@/domain/kernel/constants'
import type { CourseChip } from './course-chips'
import type { Course } from '@/domain/model/course'
import { courseVersion } from '@/domain/model/course-placement'
import { courseBelongsToProgram } from '@/domain/model/course-program'
import {
  courseAssignmentStatus,
  maxStudentsBucket,
  weeklyHoursBucket,
  type CourseAssignmentStatus,
  type MaxStudentsBucket,
  type WeeklyHoursBucket,
} from '@/domain/plan/course-status'
import { courseScopeKey, scopeKeyInScope, type CourseScopeKey, type PlanningScope } from '@/domain/calendar/planning-term'
import { courseStaffing } from '@/domain/plan/staffing'
import type { ProgramVersion } from '@/domain/model/program'
import { versionLabel } from '@/domain/model/program-summary'

export const ALL = 'all'

export { COURSE_CHIPS, type CourseChip } from './course-chips'

/** The four filters of the More Filters modal; undefined means 'all'. */
export interface MoreFilters {
  level?: number | undefined
  hours?: WeeklyHoursBucket | undefined
  students?: MaxStudentsBucket | undefined
  status?: CourseAssignmentStatus | undefined
}

export interface CourseFilters extends MoreFilters {
  search?: string | undefined
  program?: string | undefined
  version?: string | undefined
  chip?: CourseChip | undefined
}

export interface IndexedCourse {
  course: Course
  /** Lowercased "code title" for the search. */
  haystack: string
  version: string
  assignedSections: number
  /** Sections that need a professor and have none (0 for professorNotRequired courses). */
  openSections: number
  status: CourseAssignmentStatus
  hoursBucket: WeeklyHoursBucket
  /** Undefined when the course has no maxStudents: it then matches no size bucket. */
  studentsBucket: MaxStudentsBucket | undefined
  /** Where the course runs: a scope filter over 10,000 rows then reads a field per row. */
  scopeKey: CourseScopeKey
}

export function indexCourses(
  courses: readonly Course[],
  byCourse: ReadonlyMap<string, readonly Assignment[]>,
): IndexedCourse[] {
  return courses.map((course) => indexCourse(course, byCourse.get(course.id) ?? []))
}

function indexCourse(course: Course, assignments: readonly Assignment[]): IndexedCourse {
  const sections = new Set<number>()
  for (const a of assignments) {
    if (a.section >= 1 && a.section <= course.sectionCount) sections.add(a.section)
  }
  return {
    course,
    haystack: `${course.code} ${course.title}`.toLowerCase(),
    version: courseVersion(course),
    assignedSections: sections.size,
    openSections: courseStaffing(course, sections.size).open,
    status: courseAssignmentStatus(sections.size, course.sectionCount),
    hoursBucket: weeklyHoursBucket(course.weeklyHours),
    studentsBucket: course.maxStudents === undefined ? undefined : maxStudentsBucket(course.maxStudents),
    scopeKey: courseScopeKey(course),
  }
}

/** Courses taught in the scope and, with a professor filter, assigned to that professor. */
export function scopeCourses(
  index: readonly IndexedCourse[],
  scope: PlanningScope,
  professorCourseIds: ReadonlySet<string> | null,
): IndexedCourse[] {
  return index.filter(inScopeOf(scope, professorCourseIds))
}

function inScopeOf(scope: PlanningScope, professorCourseIds: ReadonlySet<string> | null) {
  return (row: IndexedCourse) =>
    (professorCourseIds === null || professorCourseIds.has(row.course.id)) && scopeKeyInScope(row.scopeKey, scope)
}

/** Ids of the courses a professor holds at least one section of. */
export function courseIdsOfProfessor(professorId: string, assignments: readonly Assignment[]): Set<string> {
  const out = new Set<string>()
  for (const a of assignments) if (a.professorId === professorId) out.add(a.courseId)
  return out
}

function isSet<T>(value: T | undefined): value is T {
  return value !== undefined && (value as unknown) !== ALL && (value as unknown) !== ''
}

function isUnassignedRow(row: Pick<IndexedCourse, 'openSections'>): boolean {
  return row.openSections > 0
}

function isAssignedRow(row: Pick<IndexedCourse, 'course' | 'status'>): boolean {
  return !row.course.professorNotRequired && row.status === 'fully-assigned'
}

export function matchesChip(
  row: Pick<IndexedCourse, 'course' | 'status' | 'openSections'>,
  chip: CourseChip | undefined,
  conflictIds: ReadonlySet<string> = EMPTY_SET,
): boolean {
  if (chip === 'unassigned') return isUnassignedRow(row)
  if (chip === 'assigned') return isAssignedRow(row)
  if (chip === 'conflicts') return conflictIds.has(row.course.id)
  return true
}

const EMPTY_SET: ReadonlySet<string> = new Set()

/** `search` already trimmed and lower-cased: once per filtering, not once per row. */
function matchesPrepared(row: IndexedCourse, filters: Omit<CourseFilters, 'chip'>, search: string | undefined): boolean {
  if (search && !row.haystack.includes(search)) return false
  if (isSet(filters.program) && !courseBelongsToProgram(row.course, filters.program)) return false
  if (isSet(filters.version) && row.version !== filters.version) return false
  if (isSet(filters.level) && row.course.level !== filters.level) return false
  if (isSet(filters.hours) && row.hoursBucket !== filters.hours) return false
  if (isSet(filters.students) && row.studentsBucket !== filters.students) return false
  if (isSet(filters.status) && row.status !== filters.status) return false
  return true
}

export interface FilteredCourses {
  /** After every filter including the chip. */
  rows: IndexedCourse[]
  chipCounts: Record<CourseChip, number>
}

export function filterCourses(
  scope: readonly IndexedCourse[],
  filters: CourseFilters,
  conflictIds: ReadonlySet<string> = EMPTY_SET,
): FilteredCourses {
  const chipCounts: Record<CourseChip, number> = { all: 0, unassigned: 0, assigned: 0, conflicts: 0 }
  const rows: IndexedCourse[] = []
  const search = filters.search?.trim().toLowerCase()
  for (const row of scope) {
    if (!matchesPrepared(row, filters, search)) continue
    countChips(chipCounts, row, conflictIds)
    if (matchesChip(row, filters.chip, conflictIds)) rows.push(row)
  }
  return { rows, chipCounts }
}

/** Count one matching row in the chips it belongs to. */
function countChips(counts: Record<CourseChip, number>, row: IndexedCourse, conflictIds: ReadonlySet<string>) {
  counts.all++
  if (isUnassignedRow(row)) counts.unassigned++
  if (isAssignedRow(row)) counts.assigned++
  if (conflictIds.has(row.course.id)) counts.conflicts++
}

/** The badge on More Filters: how many of its four filters are set. */
export function countActiveMoreFilters(filters: MoreFilters): number {
  return [filters.level, filters.hours, filters.students, filters.status].filter(isSet).length
}

export interface VersionOption {
  value: string
  label: string
}

/**
 * Versions offered for a program: the original, every stored version of the program, and any
 * version label found on its courses without a stored record (hand-made or imported courses).
 */
export function programVersionOptions(
  programId: string,
  programVersions: readonly Pick<ProgramVersion, 'programId' | 'programDesignNumber' | 'versionName'>[],
  courses: readonly Pick<Course, 'programId' | 'program' | 'programVersion'>[],
): VersionOption[] {
  const out = new Map<string, string>([[ORIGINAL_VERSION, 'Original']])
  for (const v of programVersions) {
    if (v.programId === programId && !out.has(v.programDesignNumber)) out.set(v.programDesignNumber, versionLabel(v))
  }
  for (const c of courses) {
    if (!courseBelongsToProgram(c, programId)) continue
    const version = courseVersion(c)
    if (!out.has(version)) out.set(version, version)
  }
  return [...out].map(([value, label]) => ({ value, label }))
}

/**
 * The version filter after the program or the version list changed (spec section 4 "Filters"):
 * back to all when the program changed or the chosen version is no longer offered.
 */
export function reconcileVersionFilter(
  version: string | undefined,
  options: readonly VersionOption[],
): string | undefined {
  if (!isSet(version)) return undefined
  return options.some((o) => o.value === version) ? version : undefined
}

/** Delete Version is offered only for one specific, non-original version of a chosen program. */
export function canDeleteVersion(program: string | undefined, version: string | undefined): boolean {
  return isSet(program) && isSet(version) && version !== ORIGINAL_VERSION
}
