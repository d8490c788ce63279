/**
 * The Courses screen's URL search params: filters, chip, view and sort live in the URL so a view
 * can be shared or reloaded. Unreadable values fall back to "not set" instead of failing the route.
 */
import type { SortingState } from '@tanstack/react-table'
import { LEVEL_MAX, LEVEL_MIN } from '@/domain/kernel/constants'
import { COURSE_CHIPS } from '@/domain/courses/course-chips'
import { COURSE_ASSIGNMENT_STATUSES } from '@/domain/plan/course-status'
import { anyText, exactly, integerIn, matching, oneOf, readSearch, text, type SearchOf } from '@/domain/kernel/search-params'

export const COURSE_VIEWS = ['grid', 'list'] as const
export type CourseView = (typeof COURSE_VIEWS)[number]

const COURSE_SEARCH_FIELDS = {
  professorId: text,
  search: anyText,
  program: text,
  version: text,
  level: integerIn(LEVEL_MIN, LEVEL_MAX),
  hours: oneOf(['low', 'medium', 'high']),
  students: oneOf(['small', 'medium', 'large']),
  status: oneOf(COURSE_ASSIGNMENT_STATUSES),
  chip: oneOf(COURSE_CHIPS),
  view: oneOf(COURSE_VIEWS),
  /** Course id whose Manage Sections dialog is open (alerts link straight to the fix). */
  manage: text,
  /** 1 while the Auto-assign dialog is open (the command palette opens it this way); dropped on close. */
  autoAssign: exactly(1),
  /** 'code.asc' or 'weeklyHours.desc'. */
  sort: matching(/^[\w]+\.(asc|desc)$/),
}

export type CourseSearch = SearchOf<typeof COURSE_SEARCH_FIELDS>

/** Route validateSearch: parse, then drop defaults so URLs stay short. */
export function parseCourseSearch(raw: Record<string, unknown>): CourseSearch {
  return cleanCourseSearch(readSearch(COURSE_SEARCH_FIELDS, raw))
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
