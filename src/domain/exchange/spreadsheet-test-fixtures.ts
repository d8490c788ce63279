/** Small builders shared by the spreadsheet-exchange unit tests (not shipped: only tests import it). */
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { professorSchema, type Professor, type ProfessorInput } from '@/domain/model/professor'
import { buildAssignment } from '@/domain/plan/cascades'

export function testCourse(input: Partial<CourseInput> & { id: string }): Course {
  return courseSchema.parse({ code: input.id.toUpperCase(), title: `Title ${input.id}`, weeklyHours: 3, ...input })
}

export function testProfessor(input: Partial<ProfessorInput> & { id: string }): Professor {
  return professorSchema.parse({
    firstName: input.id,
    lastName: 'Prof',
    email: `${input.id}@example.edu`,
    employmentType: 'full-time',
    maxWeeklyHours: 18,
    ...input,
  })
}

export function testAssignment(course: Course, professorId: string, section = 1, weeklyHours?: number): Assignment {
  return assignmentSchema.parse(buildAssignment({ course, professorId, section, weeklyHours, now: new Date('2026-01-01T00:00:00Z') }))
}
