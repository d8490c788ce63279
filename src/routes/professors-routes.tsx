/** Routes of the professors screen (owned with the professors feature). */
import { createRoute } from '@tanstack/react-router'
import { ProfessorsPage } from '@/features/professors/professors-page'
import { professorsSearchSchema } from '@/features/professors/professors-search'
import { rootRoute } from './root-route'
import { loadCore } from './route-helpers'

export const professorsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/professors',
  component: ProfessorsPage,
  loader: loadCore,
  // View, sort and filters live in the URL (validated, with bad values dropped).
  validateSearch: professorsSearchSchema,
})

export const professorsRoutes = [professorsRoute] as const
