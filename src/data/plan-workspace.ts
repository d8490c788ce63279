/**
 * A plan workspace: everything one open plan needs, owned by one object keyed by the plan's id.
 * Live data is the plan `live`; a what-if scenario (issue 33) is another workspace beside it.
 *
 * A workspace owns its QueryClient (the cached entity lists), its DataStore (the records the lists
 * are read from and written to), and its parts: the change feed, the plan store, the undo history
 * and the policy cache. Each part is declared by the module that owns the concern
 * (`workspacePart`) and made on first use, so this file imports none of them and they cannot
 * drift into module-level singletons. Code above the data layer holds a QueryClient, as TanStack
 * Query hands it out; `workspaceOf(client)` finds the workspace that client belongs to.
 * Closing a workspace disposes its parts and empties its cache: nothing of it stays reachable.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { DataStore } from '@/storage/types'
import { createAppQueryClient } from './query-client'

/** The id of the live plan: what the school runs on, as opposed to a scenario. */
export const LIVE_PLAN_ID = 'live'

/** Something a workspace owns, made from it on first use. `dispose` runs when it closes. */
export interface WorkspacePart<T> {
  readonly name: string
  readonly create: (workspace: PlanWorkspace) => T
  readonly dispose?: (part: T) => void
}

/** Declare a part (once per concern, at module level: the declaration holds no state). */
export function workspacePart<T>(name: string, create: (workspace: PlanWorkspace) => T, dispose?: (part: T) => void): WorkspacePart<T> {
  return Object.freeze({ name, create, dispose })
}

const WORKSPACE = Symbol('courseload.planWorkspace')
type WorkspaceClient = QueryClient & { [WORKSPACE]?: PlanWorkspace }

export class PlanWorkspace {
  readonly client: QueryClient
  private boundStore: DataStore | undefined
  private readonly parts = new Map<object, { value: unknown; dispose: () => void }>()
  private closed = false

  constructor(
    readonly planId: string,
    options: { store?: DataStore; client?: QueryClient } = {},
  ) {
    const client = (options.client ?? createAppQueryClient()) as WorkspaceClient
    if (client[WORKSPACE]) throw new Error(`This query client already shows the plan ${client[WORKSPACE].planId}`)
    client[WORKSPACE] = this
    this.client = client
    this.boundStore = options.store
  }

  /** The records of this plan. The live store opens asynchronously at start-up (start-data.ts). */
  get store(): DataStore {
    if (!this.boundStore) throw new Error('CourseLoad storage is not ready: the plan has no store yet')
    return this.boundStore
  }

  get hasStore(): boolean {
    return this.boundStore !== undefined
  }

  /** Give the workspace its store once it is open. */
  bindStore(store: DataStore): void {
    this.boundStore = store
  }

  /** This workspace's instance of a part, made now if it has none yet. */
  part<T>(part: WorkspacePart<T>): T {
    const held = this.parts.get(part)
    if (held) return held.value as T
    if (this.closed) throw new Error(`The plan ${this.planId} is closed`)
    const value = part.create(this)
    this.parts.set(part, { value, dispose: () => part.dispose?.(value) })
    return value
  }

  /** Free everything the workspace holds; its client answers nothing afterwards. */
  close(): void {
    if (this.closed) return
    this.closed = true
    for (const held of this.parts.values()) held.dispose()
    this.parts.clear()
    this.client.clear()
    delete (this.client as WorkspaceClient)[WORKSPACE]
  }
}

/**
 * The workspace a client belongs to. A client made outside a workspace (a unit test's bare
 * QueryClient) gets one of its own on first use, with no store: that is all such a test needs.
 */
export function workspaceOf(client: QueryClient): PlanWorkspace {
  return (client as WorkspaceClient)[WORKSPACE] ?? new PlanWorkspace(LIVE_PLAN_ID, { client })
}

/** The store of the plan `client` shows. */
export function storeOf(client: QueryClient): DataStore {
  return workspaceOf(client).store
}

/**
 * The open workspaces by plan id: the app's one registry holds live and any scenario open beside
 * it. Opening a second plan leaves the first as it was; closing one frees it.
 */
export class WorkspaceRegistry {
  private readonly open = new Map<string, PlanWorkspace>()

  /** The workspace of `planId`, opened with `store` if it is not open yet. */
  openPlan(planId: string, store?: DataStore): PlanWorkspace {
    const existing = this.open.get(planId)
    if (existing) return existing
    const workspace = new PlanWorkspace(planId, { store })
    this.open.set(planId, workspace)
    return workspace
  }

  get(planId: string): PlanWorkspace | undefined {
    return this.open.get(planId)
  }

  get planIds(): string[] {
    return [...this.open.keys()]
  }

  close(planId: string): void {
    this.open.get(planId)?.close()
    this.open.delete(planId)
  }
}
