/**
 * A what-if scenario opened as a plan workspace beside live (plan-workspace.ts): its own cache,
 * change feed, plan store and undo history, over the scenario's store (storage/scenario-store.ts),
 * which reads live plus the scenario's overlay and writes only to the scenario. Screens then work
 * on a scenario exactly as on live, through the scenario workspace's QueryClient.
 */
import type { ScenarioRepository } from '@/storage/scenario-repository'
import type { DataStore } from '@/storage/types'
import type { PlanWorkspace, WorkspaceRegistry } from './plan-workspace'

/** The plan id of a scenario's workspace (never LIVE_PLAN_ID, whatever the scenario's id). */
export const scenarioPlanId = (scenarioId: string) => `scenario:${scenarioId}`

/** The scenario's workspace, opened over `base` (live) if it is not open yet. */
export async function openScenarioWorkspace(registry: WorkspaceRegistry, base: DataStore, repo: ScenarioRepository, scenarioId: string): Promise<PlanWorkspace> {
  const planId = scenarioPlanId(scenarioId)
  const open = registry.get(planId)
  if (open) return open
  // Loaded on the first scenario opened: the scenario store (and the records' schemas it parses
  // with) stays out of the first bundle.
  const { openScenarioStore } = await import('@/storage/scenario-store')
  const store = await openScenarioStore(base, repo, scenarioId)
  // Opened by another caller while this one read the scenario: keep theirs.
  const raced = registry.get(planId)
  if (raced) {
    store.close()
    return raced
  }
  return registry.openPlan(planId, store)
}

/** Close the scenario's workspace and its store (live's store and the repository stay open). */
export function closeScenarioWorkspace(registry: WorkspaceRegistry, scenarioId: string): void {
  const planId = scenarioPlanId(scenarioId)
  const workspace = registry.get(planId)
  const store = workspace?.hasStore ? workspace.store : undefined
  registry.close(planId)
  store?.close()
}
