// `npm run bench:sync`: the school server (issue 34) measured as a school runs it: built like
// `npm run server`, on a throwaway PostgreSQL cluster (server/scripts/throwaway-postgres.mjs), with
// the large generated plan (the app benchmark's large set) shared by an admin. Not part of `npm test`.
//
// Three measurements, each with a baseline taken in the same run so the result reads as a ratio
// (absolute times vary on shared machines; the targets are checked here, see TARGETS):
// 1. Throughput: changes accepted per second by ONE server process, each change an assignment
//    checked with every rule (schemas, base revisions, one professor per section, the professor's
//    load per term through the workload policy), logged with before/after and announced (NOTIFY),
//    pushed 100 to a request by one client; against the same rows (the record, the numbered change
//    with its before/after) inserted by plain SQL, one transaction per change, from one connection.
// 2. Edit to screen: 10 simulated coordinators (Node clients, no browser), split over TWO server
//    processes on the one database, each with its event stream (SSE) open; each pushes a change
//    every 0.5-1.5 s; for every change, the time from its push leaving the author until each of the
//    other nine has pulled it because its stream said so. Median and p95 over all (change, coordinator)
//    pairs, and as a ratio to the median push round trip.
// 3. First download of the large plan (GET /api/plans/:id, the JSON parsed) against restoring it from
//    a backup file of the same records (the app's readBackupText: parse, checksum, every record
//    checked with its schema). Neither writes IndexedDB, which costs both the same.
//
// Flags: --changes=1000 (throughput), --rounds=15 (changes per coordinator, about a second apart), --runs=5 (downloads and
// restores each). Exits 1 when a target is missed. Writes test-results/bench-sync.json.
import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import { createServer } from 'vite'
import { repoRoot } from '../e2e/chromium.mjs'
import { startCluster, stopCluster } from '../../server/scripts/throwaway-postgres.mjs'

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=')
    return [k, v ?? 'true']
  }),
)
const CHANGES = Number(args.get('changes') ?? 1000)
const ROUNDS = Number(args.get('rounds') ?? 15)
const RUNS = Number(args.get('runs') ?? 5)
const COORDINATORS = 10
const BATCH = 100
/** The app benchmark's large set (test/bench/run-bench.mjs SETS.large). */
const LARGE = { plan: 'volume', professors: 1000, coursesPerProgram: 2500, assignmentRatio: 0.42, terms: 3 }
const NOW = new Date('2026-09-15T12:00:00Z')
const PLAN = 'live'
const SCHOOL = 'a'
/**
 * Modest targets, with why (checked on every run; figures and history in docs/server.md):
 * - sqlPerServer <= 6: per change the server does what plain SQL does (one transaction, the record,
 *   the logged change) plus a request's JWT check and zod parse, the base revisions read under the
 *   plan's lock, the professor's assignments read and their load measured per term, the section's
 *   holders checked, and a NOTIFY: a few times the bare inserts (2.8x measured). Much more would
 *   mean a rule reads far more than it needs (9.4x before the upload refreshed the statistics).
 * - median <= 1000 ms: the issue's "see each other's changes within a second", for the typical edit.
 *   The p95 is printed, not checked: on a shared 2-core machine running two servers, PostgreSQL
 *   and ten clients at once, its tail is the machine's.
 * - p95 <= 10x the push round trip: the notification and the pull add two round trips and a
 *   wait for the plan's lock; ten would mean the other screens queue behind the pushes.
 * - downloadPerRestore <= 4: the first download reads the plan from PostgreSQL and sends it over
 *   HTTP; restoring reads a local file but checks every record; joining a shared plan should not
 *   take more than a few times what restoring a backup does (1.5-3.1x measured as the machine was
 *   busier or quieter: both sides run on it at different moments).
 */
const TARGETS = { sqlPerServer: 6, medianMs: 1000, p95PerPush: 10, downloadPerRestore: 4 }

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const median = (xs) => quantile(xs, 0.5)
function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b)
  if (!s.length) return NaN
  const i = (s.length - 1) * q
  const lo = Math.floor(i)
  return s[lo] + (s[Math.ceil(i)] - s[lo]) * (i - lo)
}
const ms = (x) => `${x.toFixed(1)} ms`

const vite = await createServer({ root: repoRoot, logLevel: 'error', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom' })
const load = (path) => vite.ssrLoadModule(path)
const { buildServer, startServerProcess } = await load('/server/test/server-process.ts')
const { pushAll, postJson, getJson } = await load('/server/test/sync-client.ts')
const { identityProvider, tokenFor, ISSUER } = await load('/server/test/server-fixtures.ts')
const { generateSampleData } = await load('/src/domain/sample/sample-data.ts')
const { backupFileText } = await load('/src/domain/exchange/backup.ts')
const { readBackupText } = await load('/src/data/backup-read.ts')
const { courseAssignmentTerm, academicYearOfPlanningTerm } = await load('/src/domain/calendar/planning-term.ts')
const { assignmentId } = await load('/src/domain/kernel/ids.ts')

const cluster = await startCluster()
if (!cluster.url) {
  console.error(`bench:sync needs PostgreSQL's binaries (${cluster.reason})`)
  process.exit(1)
}
const built = await buildServer()
const servers = []
let failed
try {
  const idp = await identityProvider()
  const token = await tokenFor(idp, 'ada.admin@a.example.edu', { expiresIn: '4h' })
  const admin = new pg.Client({ connectionString: cluster.url })
  await admin.connect()
  await admin.query('create database courseload_bench')
  await admin.end()
  const url = new URL(cluster.url)
  url.pathname = '/courseload_bench'
  const env = {
    DATABASE_URL: url.toString(),
    COURSELOAD_JWT_ISSUER: ISSUER,
    COURSELOAD_JWT_PUBLIC_KEY: idp.publicKeyPem,
    COURSELOAD_ADMIN_EMAIL: 'ada.admin@a.example.edu',
    COURSELOAD_SCHOOL_ID: SCHOOL,
    COURSELOAD_RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'error',
  }
  const start = async () => {
    const s = await startServerProcess(built.entry, env)
    servers.push(s)
    return s
  }
  const [a, b] = [await start(), await start()]

  // The large plan, and professors with room for the benchmark's assignments (each gets few).
  const data = generateSampleData({ now: NOW, ...LARGE })
  const extra = Array.from({ length: CHANGES + COORDINATORS * ROUNDS }, (_, i) => ({
    id: `p-bench-${i}`,
    firstName: 'Bench',
    lastName: `Professor ${i}`,
    email: `bench${i}@a.example.edu`,
    employmentType: 'full-time',
    maxWeeklyHours: 40,
  }))
  const records = { professors: [...data.professors, ...extra], courses: data.courses, assignments: data.assignments, programs: data.programs }
  const uploaded = await postJson(`${a.url}/api/plans/${PLAN}/upload`, token, { id: randomUUID(), records })
  if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`)
  const recordCount = Object.values(records).reduce((n, list) => n + list.length, 0)

  // Open sections, each assigned to its own benchmark professor: every change applies.
  const held = new Set(data.assignments.map((x) => `${x.courseId}#${x.section}`))
  const open = []
  for (const course of data.courses) {
    for (let section = 1; section <= course.sectionCount; section++) if (!held.has(`${course.id}#${section}`)) open.push({ course, section })
  }
  if (open.length < extra.length) throw new Error(`only ${open.length} open sections for ${extra.length} changes`)
  const assign = ({ course, section }, professorId) => {
    const t = courseAssignmentTerm(course)
    const parts = { courseId: course.id, section, professorId, term: t.term, academicYear: academicYearOfPlanningTerm(t) }
    return { ...parts, id: assignmentId(parts), weeklyHours: course.weeklyHours, assignedAt: NOW.toISOString(), assignedBy: 'bench' }
  }
  const changeOf = (slot, i) => ({ id: randomUUID(), baseRevs: {}, put: { assignments: [assign(slot, `p-bench-${i}`)] }, delete: {} })

  // 1. Throughput: the server, then plain SQL.
  const serverChanges = open.slice(0, CHANGES).map(changeOf)
  let t0 = performance.now()
  await pushAll(() => a.url, PLAN, token, serverChanges, { batch: BATCH, deadlineMs: 0 })
  const serverSeconds = (performance.now() - t0) / 1000

  const sql = new pg.Client({ connectionString: url.toString() })
  await sql.connect()
  await sql.query(`insert into plans (school_id, id, created_by) values ($1, 'sql-baseline', 'bench')`, [SCHOOL])
  const sqlRows = serverChanges.map((c) => c.put.assignments[0])
  t0 = performance.now()
  for (const row of sqlRows) {
    await sql.query('begin')
    const { rows } = await sql.query(`update plans set last_seq = last_seq + 1 where school_id = $1 and id = 'sql-baseline' returning last_seq`, [SCHOOL])
    const seq = rows[0].last_seq
    const at = new Date().toISOString()
    await sql.query(
      `insert into records (school_id, plan_id, store, id, rev, data, changed_seq, changed_by, changed_at)
       values ($1, 'sql-baseline', 'assignments', $2, 1, $3::jsonb, $4, 'bench', $5)`,
      [SCHOOL, row.id, JSON.stringify(row), seq, at],
    )
    await sql.query(
      `insert into changes (school_id, plan_id, seq, change_id, author, at, change, records, result)
       values ($1, 'sql-baseline', $2, $3, 'bench', $4, $5::jsonb, $6::jsonb, $7::jsonb)`,
      [SCHOOL, seq, randomUUID(), at, JSON.stringify({ put: { assignments: [row] } }), JSON.stringify([{ store: 'assignments', id: row.id, rev: 1, before: null, after: row }]), '{}'],
    )
    await sql.query('commit')
  }
  const sqlSeconds = (performance.now() - t0) / 1000
  await sql.end()
  const throughput = { changes: CHANGES, server: CHANGES / serverSeconds, sql: CHANGES / sqlSeconds }
  throughput.sqlPerServer = throughput.sql / throughput.server

  // 2. Edit to screen, with ten coordinators on two processes.
  const pushedAt = new Map()
  const authorOf = new Map()
  const pushTimes = []
  const coordinators = Array.from({ length: COORDINATORS }, (_, i) => ({ i, server: i % 2 ? b : a, known: 0, arrived: new Map(), abort: new AbortController() }))
  const { seq: startSeq } = await getJson(`${a.url}/api/plans/${PLAN}/pull?since=${Number.MAX_SAFE_INTEGER}&limit=1`, token)
  for (const c of coordinators) c.known = startSeq
  const pullNew = async (c) => {
    while (c.pulling) await c.pulling
    c.pulling = (async () => {
      for (;;) {
        const page = await getJson(`${c.server.url}/api/plans/${PLAN}/pull?since=${c.known}&limit=500`, token)
        const now = performance.now()
        // Kept by number: a change can arrive here before its author has its answer.
        for (const change of page.changes) {
          c.arrived.set(change.seq, now)
          c.known = change.seq
        }
        if (!page.more) break
      }
    })()
    try {
      await c.pulling
    } finally {
      c.pulling = undefined
    }
  }
  const streams = coordinators.map(async (c) => {
    const response = await fetch(`${c.server.url}/api/plans/${PLAN}/events`, { headers: { authorization: `Bearer ${token}` }, signal: c.abort.signal })
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += decoder.decode(value, { stream: true })
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = /^data: (.*)$/m.exec(event)?.[1]
          if (/^event: seq$/m.test(event) && data && JSON.parse(data).seq > c.known) void pullNew(c)
        }
      }
    } catch (error) {
      if (error.name !== 'AbortError') throw error
    }
  })
  await sleep(500)
  const latencySlots = open.slice(CHANGES, CHANGES + COORDINATORS * ROUNDS)
  await Promise.all(
    coordinators.map(async (c) => {
      for (let r = 0; r < ROUNDS; r++) {
        // A second between edits on average: busier than a person at a keyboard, well under what
        // the server accepts (the throughput above), so the figure is the path to the other
        // screens, not a queue for the plan's lock.
        await sleep(500 + Math.random() * 1000)
        const k = c.i * ROUNDS + r
        const change = changeOf(latencySlots[k], CHANGES + k)
        const sent = performance.now()
        const response = await postJson(`${c.server.url}/api/plans/${PLAN}/push`, token, { changes: [change] })
        const { results } = await response.json()
        pushTimes.push(performance.now() - sent)
        if (results[0].status !== 'applied') throw new Error(JSON.stringify(results[0]))
        pushedAt.set(results[0].seq, sent)
        authorOf.set(results[0].seq, c.i)
      }
    }),
  )
  // Every coordinator has seen every other's changes (or the measurement is incomplete).
  const expected = COORDINATORS * ROUNDS * (COORDINATORS - 1)
  const arrivals = () =>
    coordinators.flatMap((c) =>
      [...pushedAt].filter(([seq]) => authorOf.get(seq) !== c.i && c.arrived.has(seq)).map(([seq, sent]) => c.arrived.get(seq) - sent),
    )
  let samples = arrivals()
  for (let waited = 0; samples.length < expected && waited < 10_000; waited += 50) {
    await sleep(50)
    samples = arrivals()
  }
  for (const c of coordinators) c.abort.abort()
  await Promise.all(streams)
  if (samples.length < expected) throw new Error(`only ${samples.length} of ${expected} changes reached the other coordinators`)
  const latency = { coordinators: COORDINATORS, changes: COORDINATORS * ROUNDS, samples: samples.length, medianMs: median(samples), p95Ms: quantile(samples, 0.95), pushMedianMs: median(pushTimes) }
  latency.p95PerPush = latency.p95Ms / latency.pushMedianMs

  // 3. First download against restoring a backup of the same plan.
  const downloads = []
  for (let r = 0; r < RUNS; r++) {
    t0 = performance.now()
    const response = await fetch(`${a.url}/api/plans/${PLAN}`, { headers: { authorization: `Bearer ${token}` } })
    const snapshot = await response.json()
    downloads.push(performance.now() - t0)
    if (snapshot.records.length < recordCount) throw new Error('the snapshot lacks records')
  }
  const backup = backupFileText({ professors: records.professors, courses: records.courses, assignments: records.assignments, programs: records.programs, programVersions: [], settings: {} }, NOW)
  const restores = []
  for (let r = 0; r < RUNS; r++) {
    t0 = performance.now()
    const result = await readBackupText({ text: async () => backup })
    restores.push(performance.now() - t0)
    if (!result.ok) throw new Error(`restore: ${result.error}`)
  }
  const download = { records: recordCount, backupMB: backup.length / 1e6, downloadMs: median(downloads), restoreMs: median(restores) }
  download.downloadPerRestore = download.downloadMs / download.restoreMs

  const checks = [
    [`plain SQL / server changes per second <= ${TARGETS.sqlPerServer}x`, throughput.sqlPerServer <= TARGETS.sqlPerServer, `${throughput.sqlPerServer.toFixed(2)}x`],
    [`edit to screen median <= ${TARGETS.medianMs} ms`, latency.medianMs <= TARGETS.medianMs, ms(latency.medianMs)],
    [`edit to screen p95 <= ${TARGETS.p95PerPush}x the push round trip`, latency.p95PerPush <= TARGETS.p95PerPush, `${latency.p95PerPush.toFixed(2)}x`],
    [`first download / backup restore <= ${TARGETS.downloadPerRestore}x`, download.downloadPerRestore <= TARGETS.downloadPerRestore, `${download.downloadPerRestore.toFixed(2)}x`],
  ]
  console.info(`\nThe large plan: ${recordCount} records shared; PostgreSQL on loopback.\n`)
  console.info(`Throughput (${CHANGES} assignments, ${BATCH} to a push, one process):`)
  console.info(`  server with the rules  ${throughput.server.toFixed(0)} changes/s`)
  console.info(`  plain SQL inserts      ${throughput.sql.toFixed(0)} changes/s   ratio ${throughput.sqlPerServer.toFixed(2)}x`)
  console.info(`Edit to screen (${COORDINATORS} coordinators on 2 processes, ${latency.changes} changes, ${latency.samples} arrivals):`)
  console.info(`  median ${ms(latency.medianMs)}, p95 ${ms(latency.p95Ms)}; push round trip median ${ms(latency.pushMedianMs)}; p95 / push ${latency.p95PerPush.toFixed(2)}x`)
  console.info(`First download vs backup restore (${download.backupMB.toFixed(1)} MB backup, median of ${RUNS}):`)
  console.info(`  download ${ms(download.downloadMs)}, restore ${ms(download.restoreMs)}   ratio ${download.downloadPerRestore.toFixed(2)}x`)
  console.info(`\nTargets:\n${checks.map(([name, ok, value]) => `  ${ok ? 'ok  ' : 'MISS'} ${name}: ${value}`).join('\n')}`)
  failed = checks.some(([, ok]) => !ok)
  await mkdir(join(repoRoot, 'test-results'), { recursive: true })
  await writeFile(
    join(repoRoot, 'test-results', 'bench-sync.json'),
    `${JSON.stringify({ date: new Date().toISOString(), throughput, latency, download, targets: Object.fromEntries(checks.map(([n, ok, v]) => [n, { ok, value: v }])) }, null, 2)}\n`,
  )
} finally {
  for (const s of servers) await s.kill()
  built.remove()
  stopCluster(cluster.dir)
  await vite.close()
}
if (failed) {
  console.error('bench:sync: a target was missed')
  process.exit(1)
}
