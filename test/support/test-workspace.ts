/**
 * Component and data tests open the live plan over a store of their choosing: `bindTestStore`
 * names the store, and every `createTestClient()` is a fresh live workspace (its own cache, feed,
 * plan store and undo history) reading and writing the store bound at the time it asks, as the
 * app's one store was before workspaces: a test may bind its store after making the client. The
 * binding is test-harness state: the app has no module-level store (src/data/plan-workspace.ts).
 */
import type { QueryClient } from '@tanstack/react-query'
import { LIVE_PLAN_ID, PlanWorkspace } from '@/data/plan-workspace'
import type { DataStore } from '@/storage/types'

let bound: DataStore | undefined

export function bindTestStore(store: DataStore): void {
  bound = store
}

/** The bound store, whichever it is when asked. */
const currentStore = new Proxy({} as DataStore, {
  get(_, property) {
    if (!bound) throw new Error('No test store: call bindTestStore() first')
    const value: unknown = Reflect.get(bound, property)
    return typeof value === 'function' ? value.bind(bound) : value
  },
})

export function createTestClient(): QueryClient {
  return new PlanWorkspace(LIVE_PLAN_ID, { store: currentStore }).client
}
