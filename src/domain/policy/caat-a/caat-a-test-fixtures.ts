/** Builders shared by the CAAT-A unit tests (not shipped: only tests import it). */
import type { Assignment } from '@/domain/model/assignment'
import type { Course, CourseInput } from '@/domain/model/course'
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import { testAssignment, testCourse } from '@/domain/exchange/spreadsheet-test-fixtures'

export const FALL_2026: PlanningTerm = { term: 'fall', year: 2026 }
export const WINTER_2027: PlanningTerm = { term: 'winter', year: 2027 }

/** A course scheduled in `term` (Fall 2026 unless said), 3 TCH, animation diploma level 1. */
export function course(id: string, input: Partial<CourseInput> = {}, term: PlanningTerm = FALL_2026): Course {
  return testCourse({ id, programId: 'animation-diploma', level: 1, semester: { term: term.term, year: term.year }, ...input })
}

/** The professor's assignment to a section, at the course's TCH unless given. */
export function teach(c: Course, section = 1, professorId = 'p1', weeklyHours?: number): Assignment {
  return testAssignment(c, professorId, section, weeklyHours)
}

export function byId(courses: readonly Course[]): Map<string, Course> {
  return new Map(courses.map((c) => [c.id, c]))
}
