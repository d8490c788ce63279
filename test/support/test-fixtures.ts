/**
 * Valid records for storage tests, built through the domain schemas so defaults are filled the
 * way a store returns them. Only tests import this file.
 */
import { assignmentSchema, type Assignment, type AssignmentInput } from '@/domain/model/assignment'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { professorSchema, type Professor, type ProfessorInput } from '@/domain/model/professor'
import {
  programVersionSchema,
  storedProgramSchema,
  type ProgramVersion,
  type ProgramVersionInput,
  type StoredProgram,
  type StoredProgramInput,
} from '@/domain/model/program'

export function makeProfessor(overrides: Partial<ProfessorInput> = {}): Professor {
  return professorSchema.parse({
    id: 'prof-janed-1',
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@example.edu',
    employmentType: 'part-time',
    ...overrides,
  })
}

export function makeCourse(overrides: Partial<CourseInput> = {}): Course {
  return courseSchema.parse({
    id: 'course-anim1001-1',
    code: 'ANIM1001',
    title: 'Foundations of Animation',
    programId: 'bachelor-animation',
    weeklyHours: 3,
    ...overrides,
  })
}

export function makeAssignment(overrides: Partial<AssignmentInput> = {}): Assignment {
  return assignmentSchema.parse({
    id: 'course-anim1001-1_1_prof-janed-1_fall_2025-2026',
    courseId: 'course-anim1001-1',
    professorId: 'prof-janed-1',
    weeklyHours: 3,
    ...overrides,
  })
}

export function makeProgram(overrides: Partial<StoredProgramInput> = {}): StoredProgram {
  return storedProgramSchema.parse({
    slug: 'bachelor-animation',
    program: { name: 'Bachelor of Animation', code: 'BANIM' },
    courses_by_level: { 'Level 1': [{ code: 'ANIM1001', title: 'Foundations of Animation', hours: 3 }] },
    ...overrides,
  })
}

export function makeProgramVersion(overrides: Partial<ProgramVersionInput> = {}): ProgramVersion {
  return programVersionSchema.parse({
    id: 'version-1735689600000-abcdefghi',
    programId: 'bachelor-animation',
    programDesignNumber: 'D-2025',
    program: { name: 'Bachelor of Animation', code: 'BANIM' },
    ...overrides,
  })
}
