/**
 * `window.__courseload`: a small hook for the browser benchmark and end-to-end tests to seed
 * large data sets and make single edits through the real write path (the same ChangeSet path
 * every mutation takes). It only writes what the user could also write through the app, so it
 * is safe to ship.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ChangeSet, EntityMap, EntityStoreName } from '@/domain/model/change-set'
import type { SampleDataOptions } from '@/domain/sample/sample-data'
import { currentList, writeChanges } from './apply-changes'
import { loadSampleData, type SampleDataSummary } from './sample-data'
import type { ScenarioDevHooks } from './scenario-compare-dev-hooks'

declare global {
  interface Window {
    __courseload?: {
      ready: true
      seed: (options?: SampleDataOptions) => Promise<SampleDataSummary>
      /** The cached list of a store (loaded once from storage if needed). */
      list: <S extends EntityStoreName>(store: S) => Promise<EntityMap[S][]>
      /** Apply one ChangeSet through the app's write path; resolves once IndexedDB committed. */
      write: (changes: ChangeSet) => Promise<void>
      /** What-if scenarios (issue 33), made and edited through their own paths (loaded on first use). */
      scenarios: () => Promise<ScenarioDevHooks>
    }
  }
}

export function installDevHooks(client: QueryClient): void {
  if (typeof window === 'undefined') return
  window.__courseload = {
    ready: true,
    seed: (options) => loadSampleData(client, options),
    list: (store) => currentList(client, store),
    write: (changes) => writeChanges(client, changes),
    // Loaded on first use: the scenario code stays out of the first bundle.
    scenarios: () => import('./scenario-compare-dev-hooks').then((m) => m.scenarioDevHooks(client)),
  }
}
