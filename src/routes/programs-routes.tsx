/** Routes of the programs screen (owned with the programs feature). */
import { lazyRouteComponent } from '@tanstack/react-router'
import { page } from './route-helpers'

// Loaded on first visit (or hover, with preload 'intent') to keep the first bundle small.
const ProgramsPage = lazyRouteComponent(() => import('@/features/programs/programs-page'), 'ProgramsPage')

const programsRoute = page('/programs', ProgramsPage)
const programRoute = page('/programs/$programId', ProgramsPage)

export const programsRoutes = [programsRoute, programRoute] as const
