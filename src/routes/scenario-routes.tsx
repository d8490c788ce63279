/** /scenarios: the what-if scenarios (issue 33); the list reads the scenarios' own store. */
import { lazyRouteComponent } from '@tanstack/react-router'
import { page } from './route-helpers'

const ScenariosPage = lazyRouteComponent(() => import('@/features/scenarios/scenarios-page'), 'ScenariosPage')

export const scenariosRoute = page('/scenarios', ScenariosPage)
export const scenarioRoutes = [scenariosRoute]
