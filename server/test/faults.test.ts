/**
 * Faults, with the server as real processes (server-process.ts) and a client that resends
 * unanswered changes with the same ids (sync-client.ts), as the browser's outbox does:
 * - the server killed with SIGKILL in the middle of a push, then started again (on PGlite's data
 *   folder and on PostgreSQL);
 * - PostgreSQL restarted in the middle of a push (a throwaway cluster of this file's own, so no
 *   other test file loses its database);
 * - two server processes on one database racing for the same sections.
 * After each, every change is on the server exactly once, numbered without gaps.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeCourse, makeProfessor } from '@test/support/test-fixtures'
import type { PushChange, PushResult } from '../src/protocol'
// @ts-expect-error: a plain .mjs script (also run by .ci/run), without type declarations
import { restartCluster, startCluster, stopCluster } from '../scripts/throwaway-postgres.mjs'
import { assignment, COURSES, identityProvider, ISSUER, PEOPLE, PROFESSORS, tokenFor } from './server-fixtures'
import { buildServer, startServerProcess, type ServerProcess } from './server-process'
import { getJson, postJson, pullAll, pushAll } from './sync-client'

const PLAN = 'live'
/** Changes per run, sent 20 to a push: the fault lands in one of ten pushes. */
const CHANGES = 200
const BATCH = 20
/** The push the fault hits, and how long after it left (it is still being applied then). */
const FAULT_AT = 100
const FAULT_AFTER_MS = 15
/** Processes start, a cluster restarts: more than a unit test's time, none of it asserted. */
const TIMEOUT = 180_000

let entry: string
let removeBuild: () => void
let token: string
let env: Record<string, string>
let cluster: { url: string | null; dir: string | null; reason?: string }
const servers: ServerProcess[] = []

beforeAll(async () => {
  const built = await buildServer()
  entry = built.entry
  removeBuild = built.remove
  const idp = await identityProvider()
  token = await tokenFor(idp, PEOPLE.admin, { expiresIn: '2h' })
  env = {
    COURSELOAD_JWT_ISSUER: ISSUER,
    COURSELOAD_JWT_PUBLIC_KEY: idp.publicKeyPem,
    COURSELOAD_ADMIN_EMAIL: PEOPLE.admin,
    COURSELOAD_SCHOOL_ID: 'a',
  }
  cluster = await startCluster()
  if (!cluster.url) console.warn(`Fault tests: PostgreSQL not available (${cluster.reason}); the PostgreSQL cases do not run.`)
})
afterAll(async () => {
  for (const s of servers) await s.kill('SIGKILL')
  removeBuild?.()
  stopCluster(cluster?.dir ?? null)
})

async function start(database: Record<string, string>) {
  const server = await startServerProcess(entry, { ...env, ...database })
  servers.push(server)
  return server
}

/** A database of its own on the file's cluster. */
async function freshDatabase(): Promise<Record<string, string>> {
  const name = `courseload_fault_${process.pid}_${randomUUID().slice(0, 8)}`
  const admin = new pg.Client({ connectionString: cluster.url! })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(cluster.url!)
  url.pathname = `/${name}`
  return { DATABASE_URL: url.toString() }
}

async function upload(server: ServerProcess, records: object) {
  const response = await postJson(`${server.url}/api/plans/${PLAN}/upload`, token, { id: randomUUID(), records })
  expect(response.status, await response.clone().text()).toBe(200)
}

/** CHANGES changes, each adding one course of the animation program. */
function courseChanges(): PushChange[] {
  return Array.from({ length: CHANGES }, (_, i) => ({
    id: randomUUID(),
    baseRevs: {},
    put: { courses: [makeCourse({ id: `c-fault-${i}`, code: `FLT${1000 + i}`, programId: 'animation' })] },
    delete: {},
  }))
}

/** Every change sent is on the server once, in order, numbered 2.. without gaps; each course at revision 1. */
async function expectEachChangeOnce(server: ServerProcess, changes: readonly PushChange[]) {
  const pulled = await pullAll(server.url, PLAN, token)
  const pushed = pulled.slice(1)
  expect(pushed.map((c) => c.changeId)).toEqual(changes.map((c) => c.id))
  expect(pulled.map((c) => c.seq)).toEqual(Array.from({ length: changes.length + 1 }, (_, i) => i + 1))
  const snapshot = await getJson<{ seq: number; records: { store: string; id: string; rev: number }[] }>(`${server.url}/api/plans/${PLAN}`, token)
  const faultCourses = snapshot.records.filter((r) => r.id.startsWith('c-fault-'))
  expect(faultCourses).toHaveLength(changes.length)
  expect(faultCourses.every((r) => r.rev === 1)).toBe(true)
  expect(snapshot.seq).toBe(changes.length + 1)
}

const databases = [
  {
    name: 'PGlite',
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'courseload-fault-pglite-'))
      return { database: { COURSELOAD_DATA_DIR: dir }, dispose: () => rmSync(dir, { recursive: true, force: true }) }
    },
  },
  { name: 'PostgreSQL', open: async () => ({ database: await freshDatabase(), dispose: () => {} }) },
]

describe.each(databases)('faults on $name', ({ name, open }) => {
  it('the server killed (SIGKILL) during a push and started again: every change on the server exactly once', async (context) => {
    if (name === 'PostgreSQL' && !cluster.url) return context.skip()
    const { database, dispose } = await open()
    try {
      let server = await start(database)
      await upload(server, { courses: Object.values(COURSES), professors: Object.values(PROFESSORS) })
      const changes = courseChanges()
      let restarted: Promise<void> | undefined
      let interrupted: Promise<unknown> | undefined
      const log = await pushAll(() => server.url, PLAN, token, changes, {
        batch: BATCH,
        onRequest: (sent, first) => {
          if (first !== FAULT_AT || restarted) return
          interrupted = sent.then(
            () => 'answered',
            () => 'cut off',
          )
          restarted = (async () => {
            await new Promise((r) => setTimeout(r, FAULT_AFTER_MS))
            await server.kill('SIGKILL')
            server = await start(database)
          })()
        },
      })
      await restarted
      // The push in flight was cut off, and the client sent it again (with the same ids).
      expect(await interrupted).toBe('cut off')
      expect(log.retries).toBeGreaterThan(0)
      await expectEachChangeOnce(server, changes)
      await server.kill()
    } finally {
      dispose()
    }
  }, TIMEOUT)
})

describe('faults on PostgreSQL', () => {
  it('PostgreSQL restarted during a push: the server stays up, and every change is on it exactly once', async (context) => {
    if (!cluster.url) return context.skip()
    const server = await start(await freshDatabase())
    await upload(server, { courses: Object.values(COURSES), professors: Object.values(PROFESSORS) })
    const changes = courseChanges()
    let interrupted: Promise<unknown> | undefined
    const log = await pushAll(() => server.url, PLAN, token, changes, {
      batch: BATCH,
      onRequest: (sent, first) => {
        if (first !== FAULT_AT || interrupted) return
        interrupted = sent.then(
          (r) => r.status,
          (error: unknown) => `cut off: ${String(error)}`,
        )
        setTimeout(() => restartCluster(cluster.dir), FAULT_AFTER_MS)
      },
    }).catch((error: unknown) => {
      throw new Error(`${String(error)}\nThe server said:\n${server.output()}`)
    })
    // The push that met the restart failed (the database cut its connection) and was sent again.
    expect(await interrupted).toBe(500)
    expect(log.retries).toBeGreaterThan(0)
    expect(server.child.exitCode).toBeNull()
    await expectEachChangeOnce(server, changes)
    await server.kill()
  }, TIMEOUT)

  it('two server processes on one database race for the same sections: one holder each, the other refused', async (context) => {
    if (!cluster.url) return context.skip()
    const database = await freshDatabase()
    const [a, b] = [await start(database), await start(database)]
    const SECTIONS = 20
    const courses = Array.from({ length: SECTIONS }, (_, i) =>
      makeCourse({ id: `c-race-${i}`, code: `RCE${1000 + i}`, programId: 'animation', semester: { term: 'fall', year: 2026 }, weeklyHours: 1 }),
    )
    const professors = ['p-ann', 'p-bob'].map((id) => makeProfessor({ id, firstName: id, lastName: 'Racer', email: `${id}@a.example.edu`, employmentType: 'full-time', maxWeeklyHours: 40 }))
    await upload(a, { courses, professors })
    const push = async (server: ServerProcess, change: object) => {
      const response = await postJson(`${server.url}/api/plans/${PLAN}/push`, token, { changes: [{ id: randomUUID(), ...change }] })
      expect(response.status, await response.clone().text()).toBe(200)
      return ((await response.json()) as { results: PushResult[] }).results[0]!
    }
    for (const course of courses) {
      const results = await Promise.all([
        push(a, { put: { assignments: [assignment(course, 1, 'p-ann')] } }),
        push(b, { put: { assignments: [assignment(course, 1, 'p-bob')] } }),
      ])
      expect(results.map((r) => r.status).sort(), course.id).toEqual(['applied', 'refused'])
      expect(results.find((r) => r.status === 'refused')).toMatchObject({ rule: 'one-professor-per-section' })
    }
    const snapshot = await getJson<{ records: { store: string; record: { courseId: string } }[] }>(`${b.url}/api/plans/${PLAN}`, token)
    const holders = snapshot.records.filter((r) => r.store === 'assignments')
    expect(new Set(holders.map((h) => h.record.courseId)).size).toBe(SECTIONS)
    expect(holders).toHaveLength(SECTIONS)
    await Promise.all([a.kill(), b.kill()])
  }, TIMEOUT)
})
