/**
 * The data of the Compare screen (issue 33): a stored scenario read from its repository, live's
 * lists as live's workspace caches them, and the scenario's view computed from both (live with
 * the scenario's overlay applied, domain/scenarios/scenario-overlay.ts), the same view its own
 * workspace opens with. Every hook here runs under LIVE's QueryClient (the route provides it),
 * whichever plan the app shows: the comparison is always against live as it is now.
 *
 * The scenario repository is a part of live's workspace (scenario-repository-part.ts).
 */
import { useQueries, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { ENTITY_STORES } from '@/domain/model/change-set'
import { buildPlanIndex } from '@/domain/plan/plan-index'
import { scenarioPlanningScope, type Scenario } from '@/domain/scenarios/scenario'
import { scenarioDiff, type ComparedPlan } from '@/domain/scenarios/scenario-diff'
import { scenarioDrift } from '@/domain/scenarios/scenario-drift'
import { overlayLists, type PlanLists } from '@/domain/scenarios/scenario-overlay'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import { sideBySide } from '@/domain/scenarios/scenario-side-by-side'
import type { StoredScenario } from '@/storage/scenario-repository'
import { listQueryFor } from './entity-queries'
import { usePlanIndex } from './plan-store'
import { scenarioRepositoryOf } from './scenario-repository-part'
import { useWorkloadPolicy } from './use-workload-policy'

export type { StoredScenario }
export { provideScenarioRepository, scenarioRepositoryOf } from './scenario-repository-part'

export const scenarioKeys = {
  all: ['scenarios'] as const,
  // Not the session's ['scenarios', 'list'] (a ListResult): this one caches the items only.
  list: () => ['scenarios', 'readable'] as const,
  one: (id: string) => ['scenarios', 'one', id] as const,
}

/** The stored scenario, read afresh each time a screen opens it (another tab may have edited it); null: none. */
export function useStoredScenario(id: string) {
  return useQuery({
    queryKey: scenarioKeys.one(id),
    queryFn: async ({ client }) => (await (await scenarioRepositoryOf(client)).get(id)) ?? null,
    refetchOnMount: 'always',
  })
}

/** Every readable scenario (the other side's choices). */
export function useStoredScenarios() {
  return useQuery({
    queryKey: scenarioKeys.list(),
    queryFn: async ({ client }) => (await (await scenarioRepositoryOf(client)).list()).items,
    refetchOnMount: 'always',
  })
}

/** Live's lists as its workspace caches them; undefined until every one is read. */
export function useLiveLists(): PlanLists | undefined {
  // combine re-runs only when a list changes (the cached lists keep their identity until written).
  return useQueries({ queries: LIST_QUERIES, combine: combineLists })
}
const LIST_QUERIES = ENTITY_STORES.map((store) => listQueryFor(store))
function combineLists(results: readonly { data?: unknown }[]): PlanLists | undefined {
  if (!results.every((r) => r.data !== undefined)) return undefined
  return Object.fromEntries(ENTITY_STORES.map((s, i) => [s, results[i]!.data])) as unknown as PlanLists
}

/** A scenario's view: live with its overlay, and its plan index. */
export function scenarioPlan(live: PlanLists, scenario: Pick<Scenario, 'overlay'>): PlanLists & ComparedPlan {
  const lists = overlayLists(live, scenario.overlay)
  return { ...lists, index: buildPlanIndex(lists.courses, lists.assignments) }
}

export type OtherSide = { kind: 'live' } | { kind: 'scenario'; id: string }

/**
 * Everything the Compare screen shows: the changes against live, the drift of live, and the
 * side by side with `other` (live or another scenario), all over the scenario's scope.
 */
export function useScenarioComparison(scenarioId: string, other: OtherSide) {
  const stored = useStoredScenario(scenarioId)
  const scenarios = useStoredScenarios()
  const live = useLiveLists()
  const liveIndex = usePlanIndex()
  const policy = useWorkloadPolicy()
  const scenario = stored.data ?? undefined
  const otherScenario = other.kind === 'scenario' ? scenarios.data?.find((s) => s.id === other.id) : undefined
  const comparison = useMemo(() => {
    if (!scenario || !live || !liveIndex) return undefined
    const scope = scenarioPlanningScope(scenario.scope)
    const livePlan: ComparedPlan = { ...live, index: liveIndex }
    const mine = scenarioPlan(live, scenario)
    const diff = scenarioDiff(livePlan, mine, scope, { policy })
    const drift = scenarioDrift(scenario, live)
    const right = otherScenario ? scenarioPlan(live, otherScenario) : livePlan
    return { scope, diff, drift, sideBySide: sideBySide(mine, right, scope), otherName: otherScenario?.name ?? SCENARIO_MESSAGES.liveSide }
  }, [scenario, live, liveIndex, policy, otherScenario])
  return {
    loading: stored.isPending || !live || !liveIndex,
    error: stored.error,
    missing: stored.data === null,
    scenario,
    others: (scenarios.data ?? []).filter((s) => s.id !== scenarioId),
    comparison,
  }
}
