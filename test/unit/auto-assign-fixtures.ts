/** Hand-made records for the auto-assign tests: Fall 2026 courses, professors, assignments. */
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { DEFAULT_AUTO_ASSIGN_SETTINGS, type AutoAssignSettings } from '@/domain/auto-assign/auto-assign-settings'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { professorSchema, type Professor, type ProfessorInput } from '@/domain/model/professor'

export const FALL_2026 = { term: 'fall', year: 2026 } as const

export function course(id: string, input: Partial<CourseInput> = {}): Course {
  return courseSchema.parse({
    id,
    code: id.toUpperCase(),
    title: `Course ${id}`,
    weeklyHours: 3,
    semester: FALL_2026,
    program: 'bachelor-animation',
    programId: 'bachelor-animation',
    programName: 'Bachelor of Animation',
    ...input,
  })
}

export function professor(id: string, input: Partial<ProfessorInput> = {}): Professor {
  return professorSchema.parse({
    id,
    firstName: id.toUpperCase(),
    lastName: 'Test',
    email: `${id}@x.local`,
    employmentType: 'full-time',
    maxWeeklyHours: 18,
    workloadPreferences: { maxCoursesPerTerm: 10, maxDailyHours: 12 },
    ...input,
  })
}

export function held(c: Course, professorId: string, section = 1, year = c.semester?.year ?? 2026): Assignment {
  const academicYear = c.semester?.term === 'fall' ? `${year}-${year + 1}` : `${year - 1}-${year}`
  return assignmentSchema.parse({
    id: `${c.id}_${section}_${professorId}_${year}`,
    courseId: c.id,
    section,
    professorId,
    term: c.semester?.term ?? 'fall',
    academicYear,
    weeklyHours: c.weeklyHours,
  })
}

export function settings(patch: Partial<AutoAssignSettings> = {}, weights: Partial<AutoAssignSettings['weights']> = {}): AutoAssignSettings {
  return { ...DEFAULT_AUTO_ASSIGN_SETTINGS, ...patch, weights: { ...DEFAULT_AUTO_ASSIGN_SETTINGS.weights, ...weights } }
}
