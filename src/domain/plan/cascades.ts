/**
 * The effects of spec section 4 "Course data" and "Manage Sections save" as ChangeSets. Each
 * function takes the current records it needs and returns every write the action causes, so the
 * storage layer can apply it in one transaction (a course never outlives its assignments' cleanup,
 * nor the other way round). Nothing here reads a clock: callers pass `now`.
 */
import type { Assignment } from '@/domain/model/assignment'
import { academicYearFromSemester } from '@/domain/calendar/academic-year'
import type { ChangeSet, ContractRecord } from '@/domain/model/change-set'
import { loadsAsRead, sectionHoldersAsRead } from '@/domain/plan/preconditions'
import { DEFAULT_SECTION_COUNT, ORIGINAL_VERSION, type Term } from '@/domain/kernel/constants'
import type { Course } from '@/domain/model/course'
import { courseTerm, courseVersion } from '@/domain/model/course-placement'
import { courseBelongsToProgram } from '@/domain/model/course-program'
import { assignmentId } from '@/domain/kernel/ids'
import { MAX_SECTION_COUNT } from '@/domain/kernel/number-bounds'
import type { ProgramVersion, StoredProgram } from '@/domain/model/program'
import type { Professor } from '@/domain/model/professor'
import {
  courseIsScheduled,
  normaliseAssignment,
  scheduleCourse,
  type PlanningTerm,
} from '@/domain/calendar/planning-term'
import { findScheduleConflicts, indexById } from '@/domain/calendar/schedule-conflict'

type AssignmentRef = Pick<Assignment, 'id' | 'courseId'>

function idsOfAssignmentsFor(courseIds: ReadonlySet<string>, assignments: readonly AssignmentRef[]): string[] {
  return assignments.filter((a) => courseIds.has(a.courseId)).map((a) => a.id)
}

/** Delete a course and its assignments. */
export function deleteCourse(courseId: string, assignments: readonly AssignmentRef[]): ChangeSet {
  return {
    delete: { courses: [courseId], assignments: idsOfAssignmentsFor(new Set([courseId]), assignments) },
  }
}

/** Delete several courses and their assignments. */
export function deleteCourses(courseIds: readonly string[], assignments: readonly AssignmentRef[]): ChangeSet {
  return {
    delete: { courses: [...courseIds], assignments: idsOfAssignmentsFor(new Set(courseIds), assignments) },
  }
}

/** Remove a program: its record, its versions, its courses and those courses' assignments. */
export function removeProgram(
  programId: string,
  data: {
    courses: readonly Pick<Course, 'id' | 'programId' | 'program'>[]
    assignments: readonly AssignmentRef[]
    programVersions: readonly Pick<ProgramVersion, 'id' | 'programId'>[]
  },
): ChangeSet {
  const courseIds = data.courses.filter((c) => courseBelongsToProgram(c, programId)).map((c) => c.id)
  return {
    delete: {
      programs: [programId],
      programVersions: data.programVersions.filter((v) => v.programId === programId).map((v) => v.id),
      courses: courseIds,
      assignments: idsOfAssignmentsFor(new Set(courseIds), data.assignments),
    },
  }
}

/**
 * Remove the courses of one program version with their assignments; for a non-original version
 * also the version record (matched by design number or id). If that version was the active one,
 * the original becomes active so the program keeps exactly one active version.
 */
export function removeVersionCourses(
  programId: string,
  version: string,
  data: {
    courses: readonly Pick<Course, 'id' | 'programId' | 'program' | 'programVersion'>[]
    assignments: readonly AssignmentRef[]
    programVersions: readonly Pick<ProgramVersion, 'id' | 'programId' | 'programDesignNumber' | 'isActive'>[]
    program?: StoredProgram | undefined
  },
): ChangeSet {
  const target = version || ORIGINAL_VERSION
  const courseIds = data.courses
    .filter((c) => courseBelongsToProgram(c, programId) && courseVersion(c) === target)
    .map((c) => c.id)
  const changes: ChangeSet = {
    delete: { courses: courseIds, assignments: idsOfAssignmentsFor(new Set(courseIds), data.assignments) },
  }
  if (target === ORIGINAL_VERSION) return changes

  const ofProgram = data.programVersions.filter((v) => v.programId === programId)
  const removed = ofProgram.filter((v) => v.programDesignNumber === target || v.id === target)
  changes.delete!.programVersions = removed.map((v) => v.id)
  const activeRemains = ofProgram.some((v) => v.isActive && !removed.includes(v))
  if (removed.some((v) => v.isActive) && !activeRemains && data.program && !data.program.isActive) {
    changes.put = { programs: [{ ...data.program, isActive: true }] }
  }
  return changes
}

/** Delete a professor, their assignments and their contract records (the rule pack's record about them). */
export function deleteProfessor(
  professorId: string,
  assignments: readonly Pick<Assignment, 'id' | 'professorId'>[],
  contractRecords: readonly ContractRecord[] = [],
): ChangeSet {
  const hasRecord = contractRecords.some((r) => r.professorId === professorId)
  return {
    delete: {
      professors: [professorId],
      assignments: assignments.filter((a) => a.professorId === professorId).map((a) => a.id),
      ...(hasRecord ? { contractRecords: [professorId] } : {}),
    },
  }
}

export interface BuildAssignmentInput {
  course: Course
  professorId: string
  section?: number | undefined
  /** Overrides the course's weekly hours. */
  weeklyHours?: number | undefined
  term?: Term | undefined
  academicYear?: string | undefined
  assignedBy?: string | undefined
  now: Date
}

/** The assignment record for a course section, with the spec's defaults. No conflicts computed. */
export function buildAssignment(input: BuildAssignmentInput): Assignment {
  const section = input.section ?? 1
  const term = input.term ?? courseTerm(input.course)
  const academicYear = input.academicYear ?? academicYearFromSemester(input.course.semester)
  return {
    id: assignmentId({ courseId: input.course.id, section, professorId: input.professorId, term, academicYear }),
    courseId: input.course.id,
    section,
    professorId: input.professorId,
    term,
    academicYear,
    weeklyHours: input.weeklyHours ?? input.course.weeklyHours,
    assignedAt: input.now.toISOString(),
    assignedBy: input.assignedBy ?? 'system',
  }
}

/** Section count as saved: a whole number, at least 1. */
export function normalizeSectionCount(value: number): number {
  // Clamped above too: 1e308 typed into the count would otherwise render that many pickers.
  return Number.isFinite(value) ? Math.min(MAX_SECTION_COUNT, Math.max(DEFAULT_SECTION_COUNT, Math.floor(value))) : DEFAULT_SECTION_COUNT
}

export interface ManageSectionsInput {
  course: Course
  newCount: number
  /**
   * The term a course that is not scheduled is staffed in (planning-term schedulingTermIn: the
   * scope the dialog was opened from). Saving a professor into such a course schedules it there,
   * in the same change set, so its sections count in that term and nowhere else.
   */
  scheduleIn?: PlanningTerm | null | undefined
  /** Professor chosen per section (index 0 = section 1); null or '' = 'Unassigned'. */
  selections: readonly (string | null | undefined)[]
  assignments: readonly Assignment[]
  /**
   * The course's assignments as the dialog read them when its picks were made (default: this
   * course's in `assignments`): a section whose holders changed since is refused, not overwritten.
   */
  read?: readonly Assignment[]
  /** The professors, to name those whose load the save counted on (a chosen one missing: refused). */
  professors: readonly Professor[]
  courses: readonly Course[]
  now: Date
}

/** A chosen professor no longer in the list (deleted meanwhile). */
export const PROFESSOR_NOT_FOUND_MESSAGE = 'Professor not found'

/** A professor chosen for a course that is not scheduled, with no term to schedule it in. */
export const NOT_SCHEDULED_SAVE_MESSAGE =
  'This course is not scheduled: choose a term in the header, or give the course a term and year, before assigning a professor.'

/**
 * Manage Sections save (spec section 4): the section count is saved on the course (at least 1);
 * assignments above the new count, or whose row is now unassigned, are removed; every section
 * with a professor chosen is assigned with the course's term and academic year. A section already
 * held by the same professor with the same hours is left untouched, so saving twice writes nothing.
 */
export function manageSectionsSave(input: ManageSectionsInput): {
  changes: ChangeSet
  course: Course
  assignments: Assignment[]
} {
  const count = normalizeSectionCount(input.newCount)
  const staffing = input.selections.slice(0, count).some(Boolean)
  let course: Course = { ...input.course, sectionCount: count }
  if (staffing && !courseIsScheduled(course)) {
    if (!input.scheduleIn) throw new Error(NOT_SCHEDULED_SAVE_MESSAGE)
    course = scheduleCourse(course, input.scheduleIn)
  }
  const mine = input.assignments.filter((a) => a.courseId === course.id)
  const others = input.assignments.filter((a) => a.courseId !== course.id)
  const courseById = indexById(input.courses.map((c) => (c.id === course.id ? course : c)))

  const put: Assignment[] = []
  const kept: Assignment[] = []
  const wanted = new Set<string>()
  for (let section = 1; section <= count; section++) {
    const professorId = input.selections[section - 1]
    if (!professorId) continue
    const base = buildAssignment({ course, professorId, section, now: input.now })
    wanted.add(base.id)
    const existing = mine.find((a) => a.id === base.id)
    if (existing && existing.weeklyHours === base.weeklyHours) {
      kept.push(existing)
      continue
    }
    const conflicts = findScheduleConflicts({
      course,
      professorId,
      term: base.term,
      academicYear: base.academicYear,
      assignments: others,
      courseById,
    })
    put.push(conflicts.length ? { ...base, conflicts } : base)
  }
  const removed = mine.filter((a) => !wanted.has(a.id))

  const changes: ChangeSet = {}
  if (count !== input.course.sectionCount || course.semester !== input.course.semester)
    changes.put = { courses: [course] }
  if (put.length) changes.put = { ...changes.put, assignments: put }
  if (removed.length) changes.delete = { assignments: removed.map((a) => a.id) }
  const require = sectionsSavePreconditions(input, course, put, removed)
  if (require.length) changes.require = require
  return { changes, course, assignments: [...kept, ...put].sort((a, b) => a.section - b.section) }
}

/**
 * What a Manage Sections save was computed from: the holders of every section it writes as the
 * dialog read them, and the assignments of every professor it gives a section (their hours after).
 */
function sectionsSavePreconditions(input: ManageSectionsInput, course: Course, put: readonly Assignment[], removed: readonly Assignment[]) {
  const read = input.read ?? input.assignments.filter((a) => a.courseId === course.id)
  const sections = [...new Set([...put, ...removed].map((a) => a.section))].sort((a, b) => a - b)
  const professors = [...new Set(put.map((a) => a.professorId))].map((id) => {
    const professor = input.professors.find((p) => p.id === id)
    if (!professor) throw new Error(PROFESSOR_NOT_FOUND_MESSAGE)
    return professor
  })
  return [
    ...sections.map((section) => sectionHoldersAsRead(course, section, read.filter((a) => a.section === section))),
    ...loadsAsRead(professors, input.assignments),
  ]
}

/**
 * Edit a course; its assignments follow in the same change set:
 *  - sections whose hours were the course's own take the new weekly hours (an assignment whose
 *    hours differ from the old course hours is an override and keeps them);
 *  - every assignment is re-filed under the course's planning term (a changed semester moves
 *    its sections, so no load is counted in a term the course no longer runs in);
 *  - sections above a reduced section count lose their assignment, as Manage Sections does.
 */
export function updateCourseCascade(
  existing: Course,
  next: Course,
  assignments: readonly Assignment[],
): { changes: ChangeSet; removedSections: number } {
  const put: Assignment[] = []
  const remove: string[] = []
  let removedSections = 0
  for (const a of assignments) {
    if (a.courseId !== existing.id) continue
    if (a.section > next.sectionCount) {
      remove.push(a.id)
      removedSections++
      continue
    }
    const hours = a.weeklyHours === existing.weeklyHours ? next.weeklyHours : a.weeklyHours
    const moved = normaliseAssignment(hours === a.weeklyHours ? a : { ...a, weeklyHours: hours }, next)
    if (moved === a) continue
    if (moved.id !== a.id) remove.push(a.id)
    put.push(moved)
  }
  const changes: ChangeSet = { put: { courses: [next] } }
  if (put.length) changes.put!.assignments = put
  if (remove.length) changes.delete = { assignments: remove }
  return { changes, removedSections }
}
