/**
 * `window.__courseload.scenarios`: the end-to-end tests and the bench make a scenario and edit it
 * through the real paths (the repository's compare-and-set; the scenario's own workspace and the
 * one write path), without the Scenarios screens. Only what a user could do in the app.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ChangeSet, EntityMap, EntityStoreName } from '@/domain/model/change-set'
import { createScenario, type ScenarioScope } from '@/domain/scenarios/scenario'
import { currentList, writeChanges } from './apply-changes'
import { ensureCoreData } from './ensure-core-data'
import { storeOf, WorkspaceRegistry, type PlanWorkspace } from './plan-workspace'
import { scenarioRepositoryOf, type StoredScenario } from './scenario-compare'
import { closeScenarioWorkspace, openScenarioWorkspace } from './scenario-workspace'

export interface ScenarioDevHooks {
  create: (input: { id: string; name: string; scope: ScenarioScope; notes?: string }) => Promise<StoredScenario>
  get: (id: string) => Promise<StoredScenario | undefined>
  /** One ChangeSet written inside the scenario, through its workspace's write path. */
  write: (id: string, changes: ChangeSet) => Promise<void>
  /** A store's list as the scenario sees it. */
  list: <S extends EntityStoreName>(id: string, store: S) => Promise<EntityMap[S][]>
}

export function scenarioDevHooks(live: QueryClient): ScenarioDevHooks {
  /** The scenario's workspace for one call, on a registry of its own (the app's stays as it is). */
  async function inScenario<T>(id: string, run: (workspace: PlanWorkspace) => Promise<T>): Promise<T> {
    const registry = new WorkspaceRegistry()
    const workspace = await openScenarioWorkspace(registry, storeOf(live), await scenarioRepositoryOf(live), id)
    try {
      await ensureCoreData(workspace.client)
      return await run(workspace)
    } finally {
      closeScenarioWorkspace(registry, id)
    }
  }
  return {
    create: async ({ id, name, scope, notes = '' }) =>
      (await scenarioRepositoryOf(live)).put(createScenario({ id, name, notes, scope, createdAt: new Date().toISOString() }), null),
    get: async (id) => (await scenarioRepositoryOf(live)).get(id),
    write: (id, changes) => inScenario(id, (w) => writeChanges(w.client, changes)),
    list: (id, store) => inScenario(id, (w) => currentList(w.client, store)),
  }
}
