// @vitest-environment jsdom
// The sync engine against a real school server (server/, Fastify on PGlite, listening on a
// loopback port) with two browsers, each an IndexedDB of its own (fake-indexeddb) behind a plan
// workspace: share, push, pull, the event stream, a refusal resolved both ways, a lost answer
// sent again, and changes kept across a reload while offline.
import { IDBFactory } from 'fake-indexeddb'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { makeProgram } from '@test/support/test-fixtures'
import { createIdbStore } from '@/storage/idb-store'
import type { DataStore } from '@/storage/types'
import { migrate } from '../../server/src/db/migrate'
import { openPgliteDb } from '../../server/src/db/pglite-db'
import type { Db } from '../../server/src/db/db'
import {
  assignment,
  COURSES,
  identityProvider,
  INITIAL_ASSIGNMENT,
  PEOPLE,
  PROFESSORS,
  seedSchools,
  startServer,
  tokenFor,
  type IdentityProvider,
} from '../../server/test/server-fixtures'
import { replayStep, writeChanges } from '@/data/apply-changes'
import { undoHistoryOf } from '@/data/undo-history'
import { UNDO_MESSAGES } from '@/domain/history/undo-history'
import { PlanWorkspace } from '@/data/plan-workspace'
import { createServerConnection, loadHistory, type ServerConnection } from '@/data/sync/server-connection'
import { defaultWorkloadRules, workloadRulesSetting } from '@/domain/policy/workload-rules-setting'
import { sharePlan } from '@/data/sync/share-plan'
import { SyncEngine } from '@/data/sync/sync-engine'

let db: Db
let idp: IdentityProvider
let app: FastifyInstance
let baseUrl: string
let planId: string
let plans = 0

beforeAll(async () => {
  db = await openPgliteDb('memory://')
  await migrate(db)
  await seedSchools(db)
  idp = await identityProvider()
  app = (await startServer(db, idp)).app
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
}, 120_000)
afterAll(async () => {
  await app?.close()
  await db?.close()
})

interface Browser {
  store: DataStore
  workspace: PlanWorkspace
  connection: ServerConnection
  engine: SyncEngine
  factory: IDBFactory
}
const open: Browser[] = []

async function browser(email: string, options: { fetch?: typeof fetch; factory?: IDBFactory; events?: boolean } = {}): Promise<Browser> {
  const factory = options.factory ?? new IDBFactory()
  // Shared once the plan is: the engine's tests share every browser they open.
  const store = await createIdbStore({ factory, sharing: () => true })
  const workspace = new PlanWorkspace('live', { store })
  const connection = createServerConnection({ baseUrl, planId, getToken: () => tokenFor(idp, email), fetch: options.fetch })
  const engine = new SyncEngine(workspace.client, connection, { events: options.events ?? false, retryMs: 5, maxRetryMs: 20 })
  const b = { store, workspace, connection, engine, factory }
  open.push(b)
  return b
}

beforeEach(() => {
  planId = `plan-${++plans}`
  localStorage.clear()
})
afterEach(() => {
  for (const b of open.splice(0)) {
    b.engine.stop()
    b.workspace.close()
    b.store.close()
  }
})

/** A admin's browser holding the small plan, shared; B a coordinator's, joined. */
async function sharedPair(options: { events?: boolean; fetchB?: typeof fetch } = {}) {
  const a = await browser(PEOPLE.admin, { events: options.events })
  // A program is keyed by its slug, not an id: the upload must key it so too.
  await a.store.apply({ put: { courses: Object.values(COURSES), professors: Object.values(PROFESSORS), assignments: [INITIAL_ASSIGNMENT], programs: [makeProgram({ slug: 'animation' })] } }, { fromServer: true })
  const shared = await sharePlan(a.workspace.client, a.connection)
  expect(shared).toMatchObject({ joined: false, records: 8 })
  const b = await browser(PEOPLE.coordinator, { events: options.events, fetch: options.fetchB })
  expect(await sharePlan(b.workspace.client, b.connection)).toMatchObject({ joined: true, records: 8 })
  expect((await b.store.programs.get('animation'))?.rev).toBe(1)
  return { a, b }
}

const assignmentsOf = async (b: Browser) => (await b.store.assignments.list()).items.map((x) => [x.courseId, x.section, x.professorId])

describe('sync engine against a real server', () => {
  it('shares a plan: the admin uploads it, a coordinator joins it at the server’s revisions', async () => {
    const { a, b } = await sharedPair()
    expect((await b.store.courses.get(COURSES.anim.id))?.rev).toBe(1)
    expect((await a.store.professors.get(PROFESSORS.raj.id))?.rev).toBe(1)
    expect(await a.store.outbox!.list()).toEqual([])
  })

  it('shares the plan with its rule pack, so the server re-checks changes with the same limits', async () => {
    const a = await browser(PEOPLE.admin)
    const rules = workloadRulesSetting({ ...defaultWorkloadRules(), rules: 'ontario-caat-a' })
    await a.store.apply({ put: { courses: Object.values(COURSES), professors: Object.values(PROFESSORS), planSettings: [rules] } }, { fromServer: true })
    await sharePlan(a.workspace.client, a.connection)
    const snapshot = await a.connection.fetchJson<{ policyId: string }>(`/api/plans/${planId}`)
    expect(snapshot.policyId).toBe('ontario-caat-a')
  })

  it('refuses an undo whose records another coordinator changed on the server since, and says so', async () => {
    const { a, b } = await sharedPair()
    const made = assignment(COURSES.anim, 2, PROFESSORS.mia.id)
    await writeChanges(a.workspace.client, { put: { assignments: [made] } })
    const label = undoHistoryOf(a.workspace.client).undo.at(-1)!.label
    await a.engine.request({ push: true, pull: true })
    // B takes the section off Mia; A pulls it.
    await b.engine.request({ pull: true })
    await writeChanges(b.workspace.client, { delete: { assignments: [made.id] } })
    await b.engine.request({ push: true, pull: true })
    await a.engine.request({ pull: true })
    expect(await a.store.assignments.get(made.id)).toBeUndefined()
    expect(await replayStep(a.workspace.client, 'undo')).toMatchObject({ ok: false, message: UNDO_MESSAGES.changedOnServer('undo', label) })
    // A change of A's own undoes as before.
    await writeChanges(a.workspace.client, { put: { assignments: [made] } })
    expect(await replayStep(a.workspace.client, 'undo')).toMatchObject({ ok: true })
  })

  it('pushes a change in order and the other browser pulls it; nothing echoes back', async () => {
    const { a, b } = await sharedPair()
    const made = assignment(COURSES.anim, 2, PROFESSORS.mia.id)
    await writeChanges(a.workspace.client, { put: { assignments: [made] } })
    expect(await a.store.outbox!.list()).toHaveLength(1)
    await a.engine.request({ push: true, pull: true })
    expect(await a.store.outbox!.list()).toEqual([])
    await b.engine.request({ pull: true })
    expect(await assignmentsOf(b)).toContainEqual([COURSES.anim.id, 2, PROFESSORS.mia.id])
    expect((await b.store.assignments.get(made.id))?.rev).toBe(1)
    // Pulled changes are not pushed back: B's outbox stays empty.
    expect(await b.store.outbox!.list()).toEqual([])
    const history = await loadHistory(a.connection, { store: 'assignments', id: made.id })
    expect(history.map((c) => c.author)).toEqual([PEOPLE.admin])
  })

  it('hears of the other browser’s change on the event stream and pulls it by itself', async () => {
    const { a, b } = await sharedPair({ events: true })
    a.engine.start()
    b.engine.start()
    await writeChanges(b.workspace.client, { put: { courses: [{ ...COURSES.story, title: 'Storyboarding', rev: 1 }] } })
    await vi.waitFor(async () => expect((await a.store.courses.get(COURSES.story.id))?.title).toBe('Storyboarding'), { timeout: 10_000 })
  })

  it('the same section assigned by both: one is accepted, the other needs attention; keep theirs takes the server’s', async () => {
    const { a, b } = await sharedPair()
    await writeChanges(a.workspace.client, { put: { assignments: [assignment(COURSES.story, 1, PROFESSORS.mia.id)] } })
    await writeChanges(b.workspace.client, { put: { assignments: [assignment(COURSES.story, 1, PROFESSORS.raj.id)] } })
    await a.engine.request({ push: true })
    await b.engine.request({ push: true, pull: true })
    const [refused] = await b.store.outbox!.list()
    expect(refused).toMatchObject({ status: 'attention', refusal: { status: 'refused', rule: 'one-professor-per-section' } })
    expect(refused!.refusal!.conflicts[0]).toMatchObject({ store: 'assignments', changedBy: PEOPLE.admin, record: { professorId: PROFESSORS.mia.id } })
    expect(b.engine.current.attention).toHaveLength(1)
    // Until resolved, B keeps its own version of the section (the pull left it alone).
    expect(await assignmentsOf(b)).toContainEqual([COURSES.story.id, 1, PROFESSORS.raj.id])
    await b.engine.keepTheirs(refused!.order)
    expect(await b.store.outbox!.list()).toEqual([])
    await b.engine.request({ pull: true })
    const story = (await assignmentsOf(b)).filter(([course]) => course === COURSES.story.id)
    expect(story).toEqual([[COURSES.story.id, 1, PROFESSORS.mia.id]])
  })

  it('a stale edit replaced with mine is re-pushed on the server’s revisions and re-checked', async () => {
    const { a, b } = await sharedPair()
    const course = (await a.store.courses.get(COURSES.drawing.id)) as Course
    await writeChanges(a.workspace.client, { put: { courses: [{ ...course, title: 'Drawing (A)' }] } })
    await writeChanges(b.workspace.client, { put: { courses: [{ ...course, title: 'Drawing (B)' }] } })
    await a.engine.request({ push: true })
    await b.engine.request({ push: true })
    const [stale] = await b.store.outbox!.list()
    expect(stale).toMatchObject({ status: 'attention', refusal: { status: 'stale' } })
    expect(stale!.refusal!.conflicts[0]).toMatchObject({ rev: 2, record: { title: 'Drawing (A)' }, changedBy: PEOPLE.admin })
    const result = await b.engine.replaceWithMine(stale!.order)
    expect(result).toMatchObject({ status: 'applied', revs: { courses: { [COURSES.drawing.id]: 3 } } })
    await b.engine.request({ push: true, pull: true })
    expect(await b.store.outbox!.list()).toEqual([])
    // B's copy now carries the server's revision, so its next edit is based on it.
    expect((await b.store.courses.get(COURSES.drawing.id))).toMatchObject({ title: 'Drawing (B)', rev: 3 })
    await a.engine.request({ pull: true })
    expect((await a.store.courses.get(COURSES.drawing.id))).toMatchObject({ title: 'Drawing (B)', rev: 3 })
  })

  it('sends a change again when the answer was lost; the server takes it once', async () => {
    let dropped = 0
    const dropFirstPushAnswer: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      if (String(input).endsWith('/push') && dropped++ === 0) throw new TypeError('Failed to fetch')
      return response
    }
    const { a, b } = await sharedPair({ fetchB: dropFirstPushAnswer })
    const made = assignment(COURSES.anim, 2, PROFESSORS.mia.id)
    await writeChanges(b.workspace.client, { put: { assignments: [made] } })
    const [entry] = await b.store.outbox!.list()
    await b.engine.request({ push: true })
    expect(b.engine.current.phase).toBe('error')
    expect(await b.store.outbox!.list()).toHaveLength(1)
    await vi.waitFor(async () => expect(await b.store.outbox!.list()).toEqual([]))
    expect(dropped).toBe(2)
    const history = await loadHistory(a.connection, { store: 'assignments', id: made.id })
    expect(history.filter((c) => c.changeId === entry!.id)).toHaveLength(1)
  })

  it('offline, changes wait in the outbox across a reload and go when the server is back', async () => {
    let offline = false
    const flaky: typeof fetch = (input, init) => (offline ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init))
    const { a, b } = await sharedPair({ fetchB: flaky })
    offline = true
    await writeChanges(b.workspace.client, { put: { assignments: [assignment(COURSES.anim, 2, PROFESSORS.mia.id)] } })
    const course = (await b.store.courses.get(COURSES.story.id)) as Course
    await writeChanges(b.workspace.client, { put: { courses: [{ ...course, title: 'Offline title' }] } })
    await b.engine.request({ push: true })
    expect(b.engine.current.message).toMatch(/Could not reach the server at 127\.0\.0\.1/)
    // Reload: the tab goes, a new one opens the same database.
    b.engine.stop()
    b.store.close()
    const again = await browser(PEOPLE.coordinator, { factory: b.factory, fetch: flaky })
    expect((await again.store.outbox!.list()).map((e) => e.status)).toEqual(['pending', 'pending'])
    offline = false
    await again.engine.request({ push: true, pull: true }, true)
    expect(await again.store.outbox!.list()).toEqual([])
    await a.engine.request({ pull: true })
    expect((await a.store.courses.get(COURSES.story.id))?.title).toBe('Offline title')
    expect(await assignmentsOf(a)).toContainEqual([COURSES.anim.id, 2, PROFESSORS.mia.id])
  })

  it('a coordinator cannot share a plan the server does not hold; nothing changes here', async () => {
    const c = await browser(PEOPLE.coordinator)
    await c.store.apply({ put: { courses: [COURSES.anim] } }, { fromServer: true })
    await expect(sharePlan(c.workspace.client, c.connection)).rejects.toThrow(/only a school admin can share it \(you are a coordinator\)/)
    expect(localStorage.length).toBe(0)
    expect((await c.store.courses.list()).items).toHaveLength(1)
    const held: Assignment[] = (await c.store.assignments.list()).items
    expect(held).toEqual([])
  })
})
