/**
 * Which plan this tab shows (issue 33): live, or one what-if scenario opened as its own
 * workspace beside live (scenario-workspace.ts). Every screen reads and writes through the open
 * plan's QueryClient (the app puts it in QueryClientProvider and the router's context), so
 * opening a scenario switches the whole app, and live is never written while it is open: the
 * scenario's store writes only to the scenario.
 *
 * The open scenario's id is kept per tab in sessionStorage: a reload reopens it, another tab
 * stays on live. The scenarios' own records (name, notes, status) are read and written here,
 * through the repository on its own connection; the list is cached in LIVE's client (it is not a
 * plan's data), under SCENARIO_LIST_KEY. One session per app (app/start-data.ts); all its state is
 * on the instance.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Scenario } from '@/domain/scenarios/scenario'
import { notify } from '@/lib/notify'
import { withdrawToastAction } from '@/lib/toast-action'
import { getOpenScenarioId, setOpenScenarioId } from '@/storage/local-storage'
import type { ScenarioRepository, StoredScenario } from '@/storage/scenario-repository'
import type { ScenarioDetails } from '@/storage/scenario-store'
import { SCENARIO_MISSING_MESSAGE } from '@/storage/storage-errors'
import type { ListResult } from '@/storage/types'
import type { PlanWorkspace, WorkspaceRegistry } from './plan-workspace'
import { closeScenarioWorkspace, openScenarioWorkspace, scenarioPlanId } from './scenario-workspace'

export type { StoredScenario }
export type { ScenarioDetails }

export const SCENARIO_LIST_KEY = ['scenarios', 'list'] as const

export interface OpenPlan {
  /** The client every screen uses now: live's, or the open scenario's. */
  readonly client: QueryClient
  /** The open scenario as last saved; null: live. */
  readonly scenario: StoredScenario | null
}

export class ScenarioSession {
  private state: OpenPlan
  private readonly listeners = new Set<() => void>()
  private repo: Promise<ScenarioRepository> | null = null
  /** The latest open() asked for: an earlier one that settles later gives way. */
  private wanted: string | null = null

  constructor(
    private readonly registry: WorkspaceRegistry,
    private readonly live: PlanWorkspace,
    // Imported on first use: the scenarios' code stays out of the first bundle (most tabs never open one).
    private readonly openRepository: () => Promise<ScenarioRepository> = () => import('@/storage/scenario-repository').then((m) => m.openScenarioRepository()),
  ) {
    this.state = { client: live.client, scenario: null }
  }

  get liveClient(): QueryClient {
    return this.live.client
  }

  /** The live plan's workspace (auto-assign's "keep live assignments" reads it). */
  get liveWorkspace(): PlanWorkspace {
    return this.live
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly getState = (): OpenPlan => this.state

  private set(next: OpenPlan): void {
    // A switch of plan: the toasts shown so far offer Undo of the plan left behind, whose history
    // closes with it; they go, and so does an offer no toast has taken yet.
    if (next.client !== this.state.client) {
      withdrawToastAction()
      notify.dismiss()
    }
    this.state = next
    for (const listener of this.listeners) listener()
  }

  repository(): Promise<ScenarioRepository> {
    this.repo ??= this.openRepository().catch((error: unknown) => {
      this.repo = null
      throw error
    })
    return this.repo
  }

  list(): Promise<ListResult<StoredScenario>> {
    return this.repository().then((repo) => repo.list())
  }

  /** Open the scenario in this tab (closing any other scenario this tab had open). */
  async open(scenarioId: string): Promise<StoredScenario> {
    this.wanted = scenarioId
    const current = this.state.scenario
    const workspace = await openScenarioWorkspace(this.registry, this.live.store, await this.repository(), scenarioId)
    const store = workspace.store
    const { isScenarioStore } = await import('@/storage/scenario-store')
    if (!isScenarioStore(store)) throw new Error('A scenario workspace without a scenario store')
    if (this.wanted !== scenarioId) {
      closeScenarioWorkspace(this.registry, scenarioId)
      return store.scenario
    }
    if (current && current.id !== scenarioId) closeScenarioWorkspace(this.registry, current.id)
    setOpenScenarioId(scenarioId)
    this.set({ client: workspace.client, scenario: store.scenario })
    return store.scenario
  }

  /** Back to the live plan: the scenario's workspace closes (its edits are saved as made). */
  backToLive(): void {
    this.wanted = null
    const current = this.state.scenario
    setOpenScenarioId(null)
    if (!current) return
    this.set({ client: this.live.client, scenario: null })
    closeScenarioWorkspace(this.registry, current.id)
  }

  /**
   * At start-up: reopen the scenario this tab had open before a reload. When it cannot be opened
   * (deleted in another tab, unreadable) the tab stays on live and the reason is returned.
   */
  async resume(): Promise<string | null> {
    const id = getOpenScenarioId()
    if (!id) return null
    try {
      await this.open(id)
      return null
    } catch (error) {
      setOpenScenarioId(null)
      return error instanceof Error ? error.message : String(error)
    }
  }

  /**
   * Re-read the open scenario's record after it changed outside its store (promoted from the
   * Promote screen), so the banner says what it is now. Nothing happens for another scenario.
   */
  async refresh(scenarioId: string): Promise<void> {
    if (this.state.scenario?.id !== scenarioId) return
    const fresh = await (await this.repository()).get(scenarioId)
    if (fresh && this.state.scenario?.id === scenarioId) this.set({ ...this.state, scenario: fresh })
  }

  /** Save a scenario's name, notes or status; the open one through its own store's queue. */
  async saveDetails(scenarioId: string, details: ScenarioDetails): Promise<StoredScenario> {
    const workspace = this.registry.get(scenarioPlanId(scenarioId))
    const { isScenarioStore } = await import('@/storage/scenario-store')
    if (workspace?.hasStore && isScenarioStore(workspace.store)) {
      const saved = await workspace.store.saveDetails(details)
      if (this.state.scenario?.id === scenarioId) this.set({ ...this.state, scenario: saved })
      return saved
    }
    const repo = await this.repository()
    const stored = await repo.get(scenarioId)
    if (!stored) throw new Error(SCENARIO_MISSING_MESSAGE)
    return repo.put({ ...stored, ...details }, stored.rev)
  }

  async create(scenario: Scenario): Promise<StoredScenario> {
    return (await this.repository()).put(scenario, null)
  }

  /** Delete a scenario (going back to live first when it is the open one). */
  async remove(scenarioId: string): Promise<void> {
    if (this.state.scenario?.id === scenarioId) this.backToLive()
    else closeScenarioWorkspace(this.registry, scenarioId)
    await (await this.repository()).delete(scenarioId)
  }
}
