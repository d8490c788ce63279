/**
 * Live's data beside an open scenario (issue 33): its lists for the scenario banner's drift, and
 * its section holders for auto-assign's "Keep live assignments where possible". Apart from
 * scenario-hooks.ts, which the shell loads at start, so this code loads with the screens that use it.
 */
import { useQueries } from '@tanstack/react-query'
import { liveReferenceOf, type LiveReference } from '@/domain/auto-assign/auto-assign-reference'
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import { ENTITY_STORES } from '@/domain/model/change-set'
import type { PlanLists } from '@/domain/scenarios/scenario-overlay'
import { listQueryFor } from './entity-queries'
import { storeOf } from './plan-workspace'
import { useLiveClient, useOpenScenario, useScenarioSession } from './scenario-hooks'

// Module level, so TanStack keeps the combined object while the lists stay the same.
const combineLists = (results: readonly { data?: unknown }[]): PlanLists | undefined =>
  results.every((r) => r.data !== undefined)
    ? (Object.fromEntries(ENTITY_STORES.map((store, i) => [store, results[i]!.data])) as unknown as PlanLists)
    : undefined

/** Live's lists of every store, read from live's client whichever plan is open (undefined until read). */
export function useLivePlanLists(enabled: boolean): PlanLists | undefined {
  const liveClient = useLiveClient()
  return useQueries(
    {
      queries: ENTITY_STORES.map((store) => ({ ...listQueryFor(store), enabled })),
      combine: combineLists,
    },
    liveClient,
  )
}

/**
 * Live's holder of each section of `term`, read from the live workspace's store: auto-assign in a
 * scenario keeps them where possible ("Keep live assignments where possible"). Null on live.
 */
export function useLiveReference(): ((term: PlanningTerm) => Promise<LiveReference>) | null {
  const session = useScenarioSession()
  const scenario = useOpenScenario()
  if (!session || !scenario) return null
  return async (term) => {
    const store = storeOf(session.liveClient)
    const [courses, assignments] = await Promise.all([store.courses.list(), store.assignments.list()])
    return liveReferenceOf({ courses: courses.items, assignments: assignments.items }, term)
  }
}
