// `npm run bench`: measures the built app (dist/, build it first) in real Chromium with a large
// data set: seeding N records, rendering the /professors and /courses lists, and filtering
// 10,000 courses by typing a search. Prints a table and writes test-results/bench.json.
//
// It relies on the app's test hook (src/data/dev-hooks.ts): window.__courseload.ready (true, or a
// promise of readiness) and window.__courseload.seed(counts), a promise of a summary of what was
// written. Without the hook it skips with exit 0.
//
// Timings are "until the DOM settles": an init script records the time of the last DOM mutation,
// and a view counts as rendered once nothing changed for QUIET_MS. The reported figure is the
// last mutation, so the quiet wait itself is not counted.
//
// Environment: BENCH_PROFESSORS (1000), BENCH_COURSES_PER_PROGRAM (2500), BENCH_RUNS (3),
// BENCH_QUERY (text typed into the course search, "anim").
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  launchChromium,
  missingPrerequisite,
  repoRoot,
  startPreview,
  viewport,
} from '../e2e/chromium.mjs'

const seedCounts = {
  professors: Number(process.env.BENCH_PROFESSORS ?? 1000),
  coursesPerProgram: Number(process.env.BENCH_COURSES_PER_PROGRAM ?? 2500),
}
const runs = Number(process.env.BENCH_RUNS ?? 3)
const query = process.env.BENCH_QUERY ?? 'anim'
const QUIET_MS = 1000
const SETTLE_TIMEOUT_MS = 60_000
const HOOK_TIMEOUT_MS = 10_000
const outFile = join(repoRoot, 'test-results', 'bench.json')

// Runs in the page before any app script: remembers when the DOM last changed.
function recordLastMutation() {
  window.__benchLastMutation = performance.now()
  new MutationObserver(() => {
    window.__benchLastMutation = performance.now()
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
}

/** Waits until the DOM has been quiet for QUIET_MS; returns the page time of the last change. */
async function settled(page) {
  const handle = await page.waitForFunction(
    (quietMs) => {
      const last = window.__benchLastMutation ?? 0
      return performance.now() - last >= quietMs ? last : false
    },
    QUIET_MS,
    { timeout: SETTLE_TIMEOUT_MS, polling: 50 },
  )
  return Number(await handle.jsonValue())
}

function domNodes(page) {
  return page.evaluate(() => document.querySelectorAll('body *').length)
}

async function waitForHook(page) {
  try {
    await page.waitForFunction(() => typeof window.__courseload?.seed === 'function', null, {
      timeout: HOOK_TIMEOUT_MS,
    })
  } catch {
    return false
  }
  await page.evaluate(() => window.__courseload.ready)
  return true
}

/** Full page load of an app route: navigation start (page time 0) until the list settles. */
async function fullLoad(page, origin, path) {
  await page.goto(`${origin}/app${path}`)
  await page.evaluate(() => window.__courseload?.ready)
  return { ms: await settled(page), domNodes: await domNodes(page) }
}

/** In-app navigation from the dashboard through the sidebar link, as a user moves around. */
async function inAppNavigation(page, origin, path) {
  await page.goto(`${origin}/app/`)
  await settled(page)
  const link = page.locator(`a[href="/app${path}"]`).first()
  if ((await link.count()) === 0) return { skipped: `no link to /app${path} on the dashboard` }
  // Start the clock in the page, in the same task as the click, so no driver overhead is counted.
  const start = await link.evaluate((a) => {
    const now = performance.now()
    a.click()
    return now
  })
  return { ms: (await settled(page)) - start, domNodes: await domNodes(page) }
}

/** Types the query into the course search and waits for the filtered list to settle. */
async function courseSearch(page, origin) {
  await page.goto(`${origin}/app/courses`)
  await settled(page)
  const box = page
    .getByRole('searchbox')
    .or(page.getByPlaceholder(/search/i))
    .first()
  if ((await box.count()) === 0) return { skipped: 'no search box on /courses' }
  await box.click()
  const start = await page.evaluate(() => performance.now())
  const typingStarted = performance.now()
  await box.pressSequentially(query)
  // Each key waits for the renderer to take it, so a blocked main thread shows up here.
  const typingMs = performance.now() - typingStarted
  return { ms: (await settled(page)) - start, typingMs, domNodes: await domNodes(page) }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function summarise(name, samples) {
  const skipped = samples.find((s) => s.skipped)
  if (skipped) return { name, skipped: skipped.skipped }
  const ms = samples.map((s) => s.ms)
  const typing = samples.map((s) => s.typingMs).filter((t) => t !== undefined)
  return {
    name,
    medianMs: Math.round(median(ms)),
    minMs: Math.round(Math.min(...ms)),
    maxMs: Math.round(Math.max(...ms)),
    ...(typing.length > 0 ? { typingMedianMs: Math.round(median(typing)) } : {}),
    domNodes: samples.at(-1).domNodes,
    samplesMs: ms.map(Math.round),
  }
}

function printTable(rows) {
  const header = ['measurement', 'median ms', 'min ms', 'max ms', 'typing ms', 'DOM nodes']
  const body = rows.map((r) =>
    r.skipped
      ? [r.name, `skipped: ${r.skipped}`, '', '', '', '']
      : [
          r.name,
          String(r.medianMs),
          String(r.minMs),
          String(r.maxMs),
          String(r.typingMedianMs ?? ''),
          String(r.domNodes ?? ''),
        ],
  )
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)))
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ')
  console.info([line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n'))
}

async function main() {
  const problem = missingPrerequisite()
  if (problem !== null) {
    console.error(`bench: ${problem}`)
    return 1
  }
  const server = await startPreview()
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ viewport })
    await context.addInitScript(recordLastMutation)
    const page = await context.newPage()
    const pageErrors = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    page.on('response', (r) => r.status() >= 400 && pageErrors.push(`HTTP ${r.status()} ${r.url()}`))
    page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()))

    await page.goto(`${server.origin}/app/`)
    if (!(await waitForHook(page))) {
      console.info('bench skipped: seed hook missing (window.__courseload.seed not found)')
      return 0
    }

    const { seedMs, seeded } = await page.evaluate(async (counts) => {
      const start = performance.now()
      const summary = await window.__courseload.seed(counts)
      return { seedMs: performance.now() - start, seeded: summary ?? null }
    }, seedCounts)
    console.info(`bench: seeded ${JSON.stringify(seeded)}`)

    const measurements = [
      ['/professors full load', () => fullLoad(page, server.origin, '/professors')],
      ['/courses full load', () => fullLoad(page, server.origin, '/courses')],
      ['dashboard -> /professors', () => inAppNavigation(page, server.origin, '/professors')],
      ['dashboard -> /courses', () => inAppNavigation(page, server.origin, '/courses')],
      [`type "${query}" in course search`, () => courseSearch(page, server.origin)],
    ]
    const rows = [summarise(`seed ${JSON.stringify(seedCounts)}`, [{ ms: seedMs }])]
    for (const [name, measure] of measurements) {
      const samples = []
      for (let i = 0; i < runs; i += 1) samples.push(await measure())
      rows.push(summarise(name, samples))
    }

    printTable(rows)
    if (pageErrors.length > 0)
      console.warn(`bench: the page logged errors:\n  ${pageErrors.join('\n  ')}`)
    await mkdir(join(repoRoot, 'test-results'), { recursive: true })
    const report = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      node: process.version,
      seed: seedCounts,
      seeded,
      runs,
      query,
      quietMs: QUIET_MS,
      results: rows,
      pageErrors,
    }
    await writeFile(outFile, `${JSON.stringify(report, null, 2)}\n`)
    console.info(`bench: wrote ${outFile}`)
    return 0
  } finally {
    await browser.close()
    await server.close()
  }
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
