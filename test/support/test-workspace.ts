/**
 * Component and data tests open the live plan over a store of their choosing: `bindTestStore`
 * names the store, and every `createTestClient()` after it is a fresh live workspace on it (its
 * own cache, feed, plan store and undo history). The binding is test-harness state: the app has
 * no module-level store (src/data/plan-workspace.ts).
 */
import type { QueryClient } from '@tanstack/react-query'
import { LIVE_PLAN_ID, PlanWorkspace } from '@/data/plan-workspace'
import type { DataStore } from '@/storage/types'

let bound: DataStore | undefined

export function bindTestStore(store: DataStore): void {
  bound = store
}

export function createTestClient(): QueryClient {
  return new PlanWorkspace(LIVE_PLAN_ID, { store: bound }).client
}
