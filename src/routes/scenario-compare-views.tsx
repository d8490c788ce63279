/**
 * The route views of a scenario's Compare, print and Promote screens (scenario-compare-routes.tsx),
 * loaded with their screens on first visit, so the first bundle carries only the route table.
 * Both screens compare with live as it is now, whichever plan the app shows (live or a scenario):
 * they render under LIVE's QueryClient (the scenario session's), not the open plan's the router has.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useLiveClient } from '@/data/scenario-hooks'
import type { ReactNode } from 'react'
import { ComparePage } from '@/features/scenarios/compare/compare-page'
import { ComparePrintPage } from '@/features/scenarios/compare/compare-print-page'
import { PromotePage } from '@/features/scenarios/promote/promote-page'

function OnLive({ children }: { children: ReactNode }) {
  const live = useLiveClient()
  return <QueryClientProvider client={live}>{children}</QueryClientProvider>
}

const compareApi = getRouteApi('/scenarios/$scenarioId/compare')
const printApi = getRouteApi('/scenarios/$scenarioId/compare/print')
const promoteApi = getRouteApi('/scenarios/$scenarioId/promote')

export function CompareRouteView() {
  const { scenarioId } = compareApi.useParams()
  return (
    <OnLive>
      <ComparePage scenarioId={scenarioId} />
    </OnLive>
  )
}

export function ComparePrintRouteView() {
  const { scenarioId } = printApi.useParams()
  const { other } = printApi.useSearch()
  return (
    <OnLive>
      <ComparePrintPage scenarioId={scenarioId} other={!other || other === 'live' ? { kind: 'live' } : { kind: 'scenario', id: other }} />
    </OnLive>
  )
}

export function PromoteRouteView() {
  const { scenarioId } = promoteApi.useParams()
  return (
    <OnLive>
      <PromotePage scenarioId={scenarioId} />
    </OnLive>
  )
}
