/** Routes of the programs screen (owned with the programs feature). */
import { ProgramsPage } from '@/features/programs/programs-page'
import { page } from './route-helpers'

export const programsRoute = page('/programs', ProgramsPage)
export const programRoute = page('/programs/$programId', ProgramsPage)

export const programsRoutes = [programsRoute, programRoute] as const
