/**
 * Where a course sits: its program version and its term. Apart from course.ts (the schema) so
 * the first bundle can use them without loading zod.
 */
import { ORIGINAL_VERSION, type Term } from '@/domain/kernel/constants'
import type { Course } from './course'

/** The version label a course belongs to; absent means the original version. */
export function courseVersion(course: Pick<Course, 'programVersion'>): string {
  return course.programVersion || ORIGINAL_VERSION
}

/** The term a course runs in: its semester's term, then its own term, then fall. */
export function courseTerm(course: Pick<Course, 'semester' | 'term'>): Term {
  return course.semester?.term ?? course.term ?? 'fall'
}
