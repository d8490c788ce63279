/**
 * The Courses screen's URL search params: filters, chip, view and sort live in the URL so a view
 * can be shared or reloaded. Unreadable values fall back to "not set" instead of failing the route.
 */
import type { SortingState } from '@tanstack/react-table'
import { z } from '@/domain/zod'
import { LEVEL_MAX, LEVEL_MIN } from '@/domain/constants'
import { COURSE_CHIPS } from '@/domain/course-filters'
import { COURSE_ASSIGNMENT_STATUSES } from '@/domain/course-status'

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

export const COURSE_VIEWS = ['grid', 'list'] as const
export type CourseView = (typeof COURSE_VIEWS)[number]

export const courseSearchSchema = z.object({
  professorId: optional(z.string().min(1)),
  search: optional(z.string()),
  program: optional(z.string().min(1)),
  version: optional(z.string().min(1)),
  level: optional(z.coerce.number().int().min(LEVEL_MIN).max(LEVEL_MAX)),
  hours: optional(z.enum(['low', 'medium', 'high'])),
  students: optional(z.enum(['small', 'medium', 'large'])),
  status: optional(z.enum(COURSE_ASSIGNMENT_STATUSES)),
  chip: optional(z.enum(COURSE_CHIPS)),
  view: optional(z.enum(COURSE_VIEWS)),
  /** Course id whose Manage Sections dialog is open (alerts link straight to the fix). */
  manage: optional(z.string().min(1)),
  /** 1 while the Auto-assign dialog is open (the command palette opens it this way); dropped on close. */
  autoAssign: optional(z.coerce.number().pipe(z.literal(1))),
  /** 'code.asc' or 'weeklyHours.desc'. */
  sort: optional(z.string().regex(/^[\w]+\.(asc|desc)$/)),
})

export type CourseSearch = z.infer<typeof courseSearchSchema>

/** Route validateSearch: parse, then drop defaults so URLs stay short. */
export function parseCourseSearch(raw: Record<string, unknown>): CourseSearch {
  return cleanCourseSearch(courseSearchSchema.parse(raw))
}

export function cleanCourseSearch(search: CourseSearch): CourseSearch {
  const out: CourseSearch = {}
  for (const [key, value] of Object.entries(search) as [keyof CourseSearch, unknown][]) {
    if (value === undefined || value === '' || value === 'all') continue
    if (key === 'view' && value === 'grid') continue
    ;(out as Record<string, unknown>)[key] = value
  }
  return out
}

export function sortingFromParam(sort: string | undefined): SortingState {
  if (!sort) return []
  const [id, direction] = sort.split('.')
  return id ? [{ id, desc: direction === 'desc' }] : []
}

export function sortParam(sorting: SortingState): string | undefined {
  const first = sorting[0]
  return first ? `${first.id}.${first.desc ? 'desc' : 'asc'}` : undefined
}
