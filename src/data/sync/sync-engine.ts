/**
 * The sync engine of a shared plan (issue 34). It pushes the outbox in order, pulls what the
 * server accepted from others, and listens to the server's event stream to know when to pull:
 *
 *  - push: the waiting entries, oldest first (up to the server's 100 per request). The server
 *    applies them in order and stops at the first it does not take. An accepted entry is removed
 *    (and where the server numbered a record otherwise than this browser foresaw, the local copy
 *    takes the server's revision); a stale or refused one is marked for attention with the
 *    server's answer, and the later ones are sent again in the next round. A request whose answer
 *    is lost leaves the entries waiting: they are sent again with the same ids, which the server
 *    accepts once.
 *  - pull: the changes after the last number applied here (kept in IndexedDB settings), written
 *    through pulled-changes.ts (never back to the outbox).
 *  - when: at start, after every committed write (the outbox may have grown), when the event
 *    stream names a newer number or (re)opens, when the browser comes back online, and after a
 *    failure with a growing delay (1 s doubling to a minute).
 *
 * One engine per open shared plan, kept on the plan's workspace (sync-status.ts); all its state
 * is on the object.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { EntityStoreName } from '@/domain/model/change-set'
import { recordKeyOf } from '@/domain/model/record-keys'
import { revisionOf } from '@/domain/model/revision-compare'
import { onStorageEvent } from '@/storage/events'
import { LAST_PULLED_SEQ_KEY, outboxKeys, type OutboxEntry, type OutboxRepository } from '@/storage/outbox'
import { MAX_CHANGES_PER_PUSH } from './sync-limits'
import { storeOf } from '../plan-workspace'
import { applyServerStates, heldByOutbox } from './pulled-changes'
import { isTransient, planPath, SyncError, type ServerConnection } from './server-connection'
import type { PullAnswer, PushAnswer, PushResult, SnapshotAnswer } from './sync-protocol'
import { INITIAL_SYNC_STATUS } from './sync-status'

export type { OutboxEntry }

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'error'

export interface SyncStatus {
  phase: SyncPhase
  /** Changes waiting to be sent. */
  waiting: number
  /** Changes the server refused, oldest first: the Needs attention list. */
  attention: OutboxEntry[]
  /** What went wrong last (cleared by the next success). */
  message: string | null
  /** When the last round finished without a failure. */
  syncedAt: string | null
}


export interface SyncEngineOptions {
  /** The first retry's delay; doubled each failure up to maxRetryMs. */
  retryMs?: number
  maxRetryMs?: number
  /** Listen to the server's event stream (tests of push and pull alone turn it off). */
  events?: boolean
  onStatus?: (status: SyncStatus) => void
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

export class SyncEngine {
  private status: SyncStatus = INITIAL_SYNC_STATUS
  private wantPush = true
  private wantPull = true
  private running: Promise<void> | null = null
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private failures = 0
  private lastSeq = 0
  private readonly stopController = new AbortController()
  private readonly cleanups: (() => void)[] = []

  constructor(
    private readonly client: QueryClient,
    readonly connection: ServerConnection,
    private readonly options: SyncEngineOptions = {},
  ) {}

  get current(): SyncStatus {
    return this.status
  }

  private get outbox(): OutboxRepository {
    const outbox = storeOf(this.client).outbox
    if (!outbox) throw new Error('This store has no outbox: a shared plan needs IndexedDB')
    return outbox
  }

  /** Start syncing: a first round now, then on every trigger until stop(). */
  start(): void {
    this.cleanups.push(
      onStorageEvent((event) => {
        // A committed write may have added to the outbox (this tab's or another's).
        if (event.type === 'changed') this.request({ push: true })
      }),
    )
    if (typeof window !== 'undefined') {
      const online = () => this.request({ push: true, pull: true }, true)
      const offline = () => this.setStatus({ phase: 'offline', message: 'You are offline. Changes wait in this browser and go to the server when you are back online.' })
      window.addEventListener('online', online)
      window.addEventListener('offline', offline)
      this.cleanups.push(() => {
        window.removeEventListener('online', online)
        window.removeEventListener('offline', offline)
      })
    }
    if (this.options.events !== false) void this.followEvents()
    this.request({ push: true, pull: true })
  }

  stop(): void {
    this.stopController.abort()
    if (this.retryTimer) clearTimeout(this.retryTimer)
    for (const cleanup of this.cleanups.splice(0)) cleanup()
  }

  get stopped(): boolean {
    return this.stopController.signal.aborted
  }

  /** Ask for a round (push and/or pull); `now` skips a pending retry delay. Resolves when it ran. */
  request(what: { push?: boolean; pull?: boolean }, now = false): Promise<void> {
    if (what.push) this.wantPush = true
    if (what.pull) this.wantPull = true
    if (this.retryTimer && !now) return this.running ?? Promise.resolve()
    if (this.retryTimer) {
      clearTimeout(this.retryTimer)
      this.retryTimer = null
    }
    return this.run()
  }

  /** Push and pull until nothing is asked for; one round at a time. */
  private run(): Promise<void> {
    if (this.running) return this.running
    this.running = (async () => {
      try {
        while (!this.stopped && (this.wantPush || this.wantPull)) {
          const push = this.wantPush
          const pull = this.wantPull
          this.wantPush = false
          this.wantPull = false
          if (push) await this.pushAll()
          if (pull) await this.pullAll()
        }
        this.failures = 0
        await this.refreshStatus({ phase: 'idle', message: null, syncedAt: new Date().toISOString() })
      } catch (error) {
        this.failed(error)
      } finally {
        this.running = null
      }
    })()
    return this.running
  }

  private failed(error: unknown): void {
    if (this.stopped) return
    const message = error instanceof Error ? error.message : String(error)
    const offline = error instanceof SyncError && error.kind === 'offline'
    this.setStatus({ phase: offline ? 'offline' : 'error', message })
    void this.refreshStatus()
    // Everything is asked for again after the delay: the round did not finish.
    this.wantPush = true
    this.wantPull = true
    if (!isTransient(error) && !(error instanceof SyncError && error.kind === 'sign-in')) {
      console.warn('CourseLoad: sync failed', error)
    }
    const base = this.options.retryMs ?? 1000
    const delay = Math.min(base * 2 ** this.failures, this.options.maxRetryMs ?? 60_000)
    this.failures++
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      void this.run()
    }, delay)
  }

  private setStatus(patch: Partial<SyncStatus>): void {
    this.status = { ...this.status, ...patch }
    this.options.onStatus?.(this.status)
  }

  private async refreshStatus(patch: Partial<SyncStatus> = {}): Promise<void> {
    const entries = await this.outbox.list().catch(() => null)
    if (!entries) return this.setStatus(patch)
    this.setStatus({
      ...patch,
      waiting: entries.filter((e) => e.status === 'pending').length,
      attention: entries.filter((e) => e.status === 'attention'),
    })
  }

  /** Send the waiting entries, in order, until none is left or the server stops taking them. */
  async pushAll(): Promise<void> {
    for (;;) {
      const pending = (await this.outbox.list()).filter((e) => e.status === 'pending').slice(0, MAX_CHANGES_PER_PUSH)
      if (!pending.length) return
      this.setStatus({ phase: 'syncing', waiting: pending.length })
      const { results } = await this.connection.fetchJson<PushAnswer>(planPath(this.connection, '/push'), {
        method: 'POST',
        json: { changes: pending.map(({ id, baseRevs, put, delete: del }) => ({ id, baseRevs, put, delete: del })) },
      })
      if (!results.length) throw new SyncError('server', 'The server answered a push with no results.')
      for (const [i, result] of results.entries()) {
        const entry = pending[i]
        if (!entry || entry.id !== result.id) throw new SyncError('server', 'The server answered a push out of order.')
        await this.settle(entry, result)
      }
      await this.refreshStatus()
    }
  }

  private async settle(entry: OutboxEntry, result: PushResult): Promise<void> {
    if (result.status === 'applied') {
      await this.outbox.remove([entry.order])
      await this.adoptRevisions(entry, result.revs)
      return
    }
    await this.outbox.update({
      ...entry,
      status: 'attention',
      refusal: {
        status: result.status,
        ...(result.status === 'refused' ? { rule: result.rule } : {}),
        message: result.message,
        conflicts: result.conflicts ?? [],
        at: new Date().toISOString(),
      },
    })
  }

  /**
   * Where the server numbered a record otherwise than this browser (a record put back after a
   * delete counts on from its tombstone there), the local copy takes the server's revision, if
   * nothing changed it since and no later change in the outbox is based on it.
   */
  private async adoptRevisions(entry: OutboxEntry, revs: { [store: string]: { [id: string]: number } }): Promise<void> {
    const held = heldByOutbox(await this.outbox.list())
    const store = storeOf(this.client)
    const fixes: { store: EntityStoreName; id: string; rev: number; record: Record<string, unknown> }[] = []
    for (const [name, records] of Object.entries(entry.put) as [EntityStoreName, Record<string, unknown>[]][]) {
      for (const record of records) {
        const id = recordKeyOf(name, record)
        const serverRev = revs[name]?.[id]
        if (serverRev === undefined || serverRev === revisionOf(record) || held.has(`${name}\u0000${id}`)) continue
        const local = await (store[name] as { get(id: string): Promise<unknown> }).get(id)
        if (local && revisionOf(local) === revisionOf(record)) fixes.push({ store: name, id, rev: serverRev, record: local as Record<string, unknown> })
      }
    }
    if (fixes.length) await applyServerStates(this.client, fixes, { force: true })
  }

  /** Apply every change the server accepted after the last one applied here. */
  async pullAll(): Promise<void> {
    const store = storeOf(this.client)
    let since = (await store.settings.get<number>(LAST_PULLED_SEQ_KEY)) ?? 0
    for (;;) {
      const answer = await this.connection.fetchJson<PullAnswer>(planPath(this.connection, `/pull?since=${since}`))
      this.lastSeq = Math.max(this.lastSeq, answer.seq)
      if (!answer.changes.length) return
      const held = heldByOutbox(await this.outbox.list())
      await applyServerStates(
        this.client,
        answer.changes.flatMap((c) => c.records.map((r) => ({ store: r.store, id: r.id, rev: r.rev, record: r.after }))),
        { skip: held },
      )
      since = answer.changes.at(-1)!.seq
      // After the records: a crash between the two pulls them again, which changes nothing.
      await store.settings.put(LAST_PULLED_SEQ_KEY, since)
      if (!answer.more) return
    }
  }

  /** Read the event stream; every `seq` newer than what was pulled asks for a pull. Reconnects. */
  private async followEvents(): Promise<void> {
    const signal = this.stopController.signal
    let failures = 0
    while (!signal.aborted) {
      try {
        const response = await this.connection.fetchStream(planPath(this.connection, '/events'), { signal })
        failures = 0
        // Notifications sent while the stream was away are lost: pull on every (re)open.
        this.request({ pull: true })
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
        let buffer = ''
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          buffer += value
          let end: number
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const data = /^data: (.*)$/m.exec(block)?.[1]
            if (!/^event: seq$/m.test(block) || !data) continue
            const seq = (JSON.parse(data) as { seq: number }).seq
            if (seq > this.lastSeq) this.request({ pull: true })
          }
        }
      } catch {
        // Closed, offline or refused: try again after a while (the rounds report the reason).
      }
      if (signal.aborted) return
      await sleep(Math.min(1000 * 2 ** failures++, 30_000), signal)
    }
  }

  /** Everything the server holds of the plan now (for resolving a refusal). */
  snapshot(): Promise<SnapshotAnswer> {
    return this.connection.fetchJson<SnapshotAnswer>(planPath(this.connection))
  }

  /**
   * Keep theirs: drop the refused change and take the server's records for everything it touched.
   */
  async keepTheirs(order: number): Promise<void> {
    const entry = (await this.outbox.list()).find((e) => e.order === order)
    if (!entry) return
    const touched = outboxKeys(entry)
    const { records } = await this.snapshot()
    const states = [...touched].map((key) => {
      const [store, id] = key.split('\u0000') as [EntityStoreName, string]
      const held = records.find((r) => r.store === store && r.id === id)
      return { store, id, rev: held?.rev ?? 0, record: held?.record ?? null }
    })
    await this.outbox.remove([order])
    const others = heldByOutbox(await this.outbox.list())
    await applyServerStates(this.client, states, { force: true, skip: others })
    await this.refreshStatus()
  }

  /** Replace with mine: the refused change again, based on what the server holds now; re-checked there. */
  async replaceWithMine(order: number): Promise<PushResult | undefined> {
    const entry = (await this.outbox.list()).find((e) => e.order === order)
    if (!entry) return undefined
    const { records } = await this.snapshot()
    const baseRevs: OutboxEntry['baseRevs'] = {}
    for (const key of outboxKeys(entry)) {
      const [store, id] = key.split('\u0000') as [EntityStoreName, string]
      ;(baseRevs[store] ??= {})[id] = records.find((r) => r.store === store && r.id === id)?.rev ?? 0
    }
    const rebased: OutboxEntry = { ...entry, id: crypto.randomUUID(), baseRevs, status: 'pending' }
    delete rebased.refusal
    const { results } = await this.connection.fetchJson<PushAnswer>(planPath(this.connection, '/push'), {
      method: 'POST',
      json: { changes: [{ id: rebased.id, baseRevs, put: rebased.put, delete: rebased.delete }] },
    })
    const result = results[0]!
    await this.settle(rebased, result)
    await this.refreshStatus()
    this.request({ push: true, pull: true })
    return result
  }
}
