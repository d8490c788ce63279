/**
 * A professor's assignments as the SWF reads them: each with its course and the planning term it
 * counts in (planning-term.ts decides, as for every load figure). Assignments whose course no
 * longer exists cannot be measured and are returned apart, so the SWF can say so.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { courseCodeKey } from '@/domain/model/course'
import { courseProgramId } from '@/domain/model/course-program'
import { assignmentPlanningTerm, termKey, type PlanningTerm, type TermKey } from '@/domain/calendar/planning-term'

export interface PlacedAssignment {
  assignment: Assignment
  course: Course
  term: PlanningTerm
  key: TermKey
  /** The course across terms and program copies: its code, normalised ('ANI1001'). */
  codeKey: string
}

interface PlacedAssignments {
  placed: PlacedAssignment[]
  /** Assignments whose course is gone. */
  orphans: Assignment[]
}

/** The professor's assignments (others in the list are ignored), placed in their terms. */
export function placeAssignments(
  professorId: string,
  assignments: Iterable<Assignment>,
  courseById: ReadonlyMap<string, Course>,
): PlacedAssignments {
  const placed: PlacedAssignment[] = []
  const orphans: Assignment[] = []
  for (const assignment of assignments) {
    if (assignment.professorId !== professorId) continue
    const course = courseById.get(assignment.courseId)
    if (!course) {
      orphans.push(assignment)
      continue
    }
    const term = assignmentPlanningTerm(assignment, course)
    placed.push({ assignment, course, term, key: termKey(term), codeKey: courseCodeKey(course.code) })
  }
  return { placed, orphans }
}

/** Year of study of a course: levels are semesters, two a year (levels 1 and 2 are year 1). */
export function yearOfStudy(course: Pick<Course, 'level'>): number {
  return Math.ceil(course.level / 2)
}

/** Who sits in a section: the course's program and year of study ('animation-diploma·1'). */
export function cohortOf(course: Pick<Course, 'level' | 'programId' | 'program'>): string {
  return `${courseProgramId(course)}·${yearOfStudy(course)}`
}
