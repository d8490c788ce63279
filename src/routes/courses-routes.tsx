/**
 * Routes of the courses screen (owned with the courses feature). Filters, chip, view and sort are
 * validated search params; /courses/new is the same screen with the add form open.
 */
import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { cleanCourseSearch, parseCourseSearch, type CourseSearch } from '@/features/courses/course-search'
import { rootRoute } from './root-route'
import { loadCoreAnd, useDropInvalidSearch } from './route-helpers'

// Loaded on first visit to keep the first bundle small; the loaders fetch it along with the data.
const CoursesPage = lazyRouteComponent(() => import('@/features/courses/courses-page'), 'CoursesPage')

const coursesApi = getRouteApi('/courses')
const newCourseApi = getRouteApi('/courses/new')

// TanStack Router merges the raw query string under a route's validated search, so a value the
// schema rejected (?level=99) would still reach the screen: parse again to keep only valid ones.
function CoursesRouteView() {
  const raw = coursesApi.useSearch()
  const search = useMemo(() => parseCourseSearch(raw), [raw])
  const navigate = coursesApi.useNavigate()
  // Re-parses the search at the time of the navigation (not a copy taken at render), so it can
  // never bring back a value another change removed meanwhile.
  useDropInvalidSearch(raw, search, () => void navigate({ search: (prev) => parseCourseSearch(prev), replace: true }))
  // Stable, so the screen's row actions (and the table's columns) keep their identity and a
  // button that opened a dialog is still there to take the focus back when it closes.
  // Patches apply to the VALIDATED search, so a value validation dropped (?level=99) never comes
  // back with the next change.
  const onSearchChange = useCallback(
    (patch: CourseSearch) =>
      void navigate({ search: (prev) => cleanCourseSearch({ ...parseCourseSearch(prev), ...patch }), replace: true }),
    [navigate],
  )
  return (
    <CoursesPage
      search={search}
      onSearchChange={onSearchChange}
      addOpen={false}
      onAddClose={() => undefined}
    />
  )
}

function NewCourseRouteView() {
  const raw = newCourseApi.useSearch()
  const search = useMemo(() => parseCourseSearch(raw), [raw])
  const navigate = newCourseApi.useNavigate()
  return (
    <CoursesPage
      search={search}
      onSearchChange={(patch: CourseSearch) =>
        void navigate({ to: '/courses', search: cleanCourseSearch({ ...search, ...patch }), replace: true })
      }
      addOpen
      // Back on /courses the screen puts the focus on Add Course again (see CoursesPage).
      onAddClose={() => void navigate({ to: '/courses', search, state: (s) => ({ ...s, returnFocus: 'add-course' }) })}
    />
  )
}

const coursesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/courses',
  component: CoursesRouteView,
  loader: loadCoreAnd(CoursesPage.preload),
  validateSearch: parseCourseSearch,
})

const newCourseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/courses/new',
  component: NewCourseRouteView,
  loader: loadCoreAnd(CoursesPage.preload),
  validateSearch: parseCourseSearch,
})

export const coursesRoutes = [coursesRoute, newCourseRoute] as const
