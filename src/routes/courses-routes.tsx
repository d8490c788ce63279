/** Routes of the courses screen (owned with the courses feature). */
import { CoursesPage } from '@/features/courses/courses-page'
import { page } from './route-helpers'

export const coursesRoute = page('/courses', CoursesPage)
export const newCourseRoute = page('/courses/new', CoursesPage)

export const coursesRoutes = [coursesRoute, newCourseRoute] as const
