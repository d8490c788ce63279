/** Routes of the professors screen (owned with the professors feature). */
import { ProfessorsPage } from '@/features/professors/professors-page'
import { page } from './route-helpers'

export const professorsRoute = page('/professors', ProfessorsPage)

export const professorsRoutes = [professorsRoute] as const
