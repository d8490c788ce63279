/**
 * The Compare and Promote screens' component tests: live in a memory store, the scenarios in a
 * repository over fake-indexeddb given to live's workspace, and the screen under a router (its
 * links) and live's QueryClient, as the route renders it.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { IDBFactory } from 'fake-indexeddb'
import type { ReactNode } from 'react'
import { afterEach, beforeEach } from 'vitest'
import { provideScenarioRepository } from '@/data/scenario-compare'
import type { Scenario } from '@/domain/scenarios/scenario'
import type { PlanLists } from '@/domain/scenarios/scenario-overlay'
import { openScenarioRepository, type ScenarioRepository } from '@/storage/scenario-repository'
import { createMemoryStore, type MemoryStore } from './memory-store'
import { bindTestStore, createTestClient } from './test-workspace'

export interface ScreenHarness {
  client: QueryClient
  live: MemoryStore
  repo: ScenarioRepository
}

/** Live holding `lists`, and the scenarios stored (each at revision 1). */
export async function scenarioScreens(lists: PlanLists, scenarios: Scenario[]): Promise<ScreenHarness> {
  const live = createMemoryStore(lists)
  bindTestStore(live)
  const client = createTestClient()
  const repo = await openScenarioRepository({ factory: new IDBFactory() })
  for (const s of scenarios) await repo.put(s, null)
  provideScenarioRepository(client, repo)
  return { client, live, repo }
}

export function renderScreen(client: QueryClient, screen: () => ReactNode) {
  const router = createRouter({ routeTree: createRootRoute({ component: screen }), history: createMemoryHistory({ initialEntries: ['/'] }) })
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

/**
 * jsdom has no layout: the data tables' scroll boxes get a height so their virtualizer renders
 * rows (as components/data-table/data-table.test.tsx does). Call at the top of a test file.
 */
export function withTableLayout(height = 400): void {
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.slot === 'data-table-scroll' ? height : 0
      },
    })
  })
  afterEach(() => {
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight
  })
}
