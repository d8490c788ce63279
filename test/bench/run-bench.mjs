// `npm run bench` / `npm run bench:check`: measures the built app (dist/, build it first) in real
// Chromium. Not part of `npm test`.
//
// Every timing is taken inside the page with the Performance API: from the user's action (or
// navigation start for cold loads) until the next paint after the DOM shows the result. "Shows
// the result" is a predicate checked on every DOM mutation; once it holds, the time is read in
// the frame after the next animation frame (rAF + task), i.e. after that paint. Each scenario
// has a baseline measured in the same page, so results also read as ratios: raw IndexedDB
// getAll of the same stores for loads, the same sort/filter on a plain array for the table.
//
// Data sets (seeded through the app's own write path, window.__courseload.seed):
//   small  = the default sample data; medium = 300 professors / 3,000 courses;
//   large  = 1,000 professors / 10,000 courses (~6,000 assignments);
//   staffed = the large set's 10,000 courses fully staffed: 1,300 professors, so that the
//            generator finds one with room for about 90 % of the sections (~12,750 assignments,
//            twice the large set's): a plan near the end of its planning (issue 30 item 9).
//
// Flags: --sets=small,medium,large,staffed (default all four), --runs=N (default 5), --check
// (exit 1 when a target is missed), --ci (ratio targets only: absolute times vary on shared
// machines; see CI_SCENARIOS for what each set measures there), --only=word,word (scenarios
// whose names contain a word; the heap reading counts as "JS heap after load"). Writes
// test-results/bench.json and prints a table per set.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as XLSX from 'xlsx'
import {
  launchChromium,
  missingPrerequisite,
  repoRoot,
  startPreview,
  viewport,
} from '../e2e/chromium.mjs'

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=')
    return [k, v ?? 'true']
  }),
)
const ci = args.has('ci')
const check = args.has('check') || ci
const setNames = (args.get('sets') ?? (ci ? 'medium,large,staffed' : 'small,medium,large,staffed')).split(',')
// --ci takes more runs: its ratios compare times of a few frames each, and where a paint lands
// against the display's 16.7 ms frames moves each single time by up to a frame.
const runs = Number(args.get('runs') ?? process.env.BENCH_RUNS ?? (ci ? 15 : 5))
/**
 * What --ci measures on each set: the scenarios with ratio targets. Cold starts, sort, search and
 * the edit sequence on the medium set; the edit sequence alone on the large set (its large/medium
 * ratio); cold starts and the edit sequence on the staffed set (a cold start's cost grows with
 * the plan: issue 30 found cold /courses at 3-5x there while medium passed).
 */
const CI_SCENARIOS = {
  medium: ['cold', 'sort', 'search', 'sequence', 'compare'],
  large: ['sequence'],
  staffed: ['cold', 'sequence'],
}
/** --only=save,sort: run just the scenarios whose names contain one of these words. */
const onlyArg = args.get('only')?.split(',')
const onlyFor = (set) => onlyArg ?? (ci ? (CI_SCENARIOS[set] ?? []) : undefined)
const outFile = join(repoRoot, 'test-results', 'bench.json')
const PASTE_6000 = programJson(6000)
/** --profile=save: record the last run of matching scenarios and print the top self times. */
const profileWord = args.get('profile')
const WAIT_MS = 60_000
const DATABASE_NAME = 'courseload-app'
const STORES = ['professors', 'courses', 'assignments', 'programs', 'programVersions']

// ~6,000 assignments at 10,000 courses, in the three terms of one academic year (a planning
// year as planners load it), on the generator's volume plan (the sets every committed figure was
// measured on); the default sample (small) keeps its own defaults, the well-run school.
const ASSIGNMENT_RATIO = 0.42
const SETS = {
  small: {},
  medium: { plan: 'volume', professors: 300, coursesPerProgram: 750, assignmentRatio: ASSIGNMENT_RATIO, terms: 3 },
  large: { plan: 'volume', professors: 1000, coursesPerProgram: 2500, assignmentRatio: ASSIGNMENT_RATIO, terms: 3 },
  // Deterministic like the others (the generator's fixed seed); ratio 1 asks for every section,
  // and the generator leaves those no professor has room for open. With the large set's 1,000
  // professors that was 72 % of the 14,239 sections; 1,300 have room for 89.6 % (12,755).
  staffed: { plan: 'volume', professors: 1300, coursesPerProgram: 2500, assignmentRatio: 1, terms: 3 },
}
/** The sets whose saves and edit sequence are compared with the medium set's (scaling targets). */
const SCALED_SETS = ['large', 'staffed']

/** Targets of issues 11 and 22. `ratio: true` ones are the only ones checked in --ci. */
/** A target on one scenario's median (or, with `ratio`, its ratio to the baseline). */
const scenarioTarget = (id, label, scenario, max, ratio = false) => ({
  id,
  label,
  scenario,
  value: (r) => r.scenarios[scenario]?.[ratio ? 'ratio' : 'median'],
  max,
  ...(ratio ? { ratio: true } : {}),
})
const SEQUENCE = 'edit sequence'
const TARGETS = [
  { id: 'initial-gz', label: 'initial JS+CSS <= 200 KB gz', value: (r) => r.initialGzKb, max: 200 },
  scenarioTarget(
    'cold-dashboard-ratio',
    'cold dashboard <= 2.5x getAll',
    'cold start: dashboard',
    2.5,
    true,
  ),
  scenarioTarget(
    'cold-courses-ratio',
    'cold /courses <= 2.5x getAll',
    'cold start: /courses',
    2.5,
    true,
  ),
  scenarioTarget('sort-ratio', 'sort by title <= 3x plain array', 'sort by title', 3, true),
  // Issue 33: a scenario's Compare view renders within 2x of the courses list at the same size.
  scenarioTarget('compare-ratio', 'compare view <= 2x the courses list', 'compare view vs courses list', 2, true),
  scenarioTarget('sort-ms', 'sort by title <= 100 ms', 'sort by title', 100),
  scenarioTarget('search-ratio', '3-letter search <= 3x plain array', '3-letter search', 3, true),
  scenarioTarget('search-ms', '3-letter search <= 100 ms', '3-letter search', 100),
  scenarioTarget('edit-assign-ms', 'assignment save <= 50 ms', 'assignment save', 50),
  scenarioTarget('edit-sections-ms', 'section-count save <= 50 ms', 'section-count save', 50),
  scenarioTarget('xlsx-ms', '5,000-row spreadsheet <= 1,500 ms', '5,000-row spreadsheet', 1500),
  scenarioTarget(
    'backup-ms',
    'backup export + restore <= 3,000 ms',
    'backup export + restore',
    3000,
  ),
  { id: 'heap-mb', label: 'JS heap after load <= 150 MB', value: (r) => r.heapMb, max: 150 },
  // Issue 22: no edit in a run of 100 at the large size stands out. The p95 ratio is not checked
  // by --ci although it is a ratio: no build meets it yet (1.7x to 2.4x after the flatten fix,
  // up to 3.2x before it: an edit's time is about one frame, and 8 to 18 edits in 100 take a
  // second one), and --ci is the last step of `npm test`.
  {
    id: 'sequence-p95-ratio',
    label: 'edit sequence: p95 <= 1.3x its median',
    value: (r) => {
      const s = r.scenarios[SEQUENCE]
      return s?.p95 && s.median ? round(s.p95 / s.median, 2) : undefined
    },
    max: 1.3,
    sets: SCALED_SETS,
  },
  {
    id: 'sequence-max-ms',
    label: 'edit sequence: slowest edit < 100 ms',
    value: (r) => r.scenarios[SEQUENCE]?.max,
    max: 100,
    below: true,
    sets: SCALED_SETS,
  },
]
/**
 * A median on each of SCALED_SETS over the medium set's. `ci: true`: checked by --ci too. The
 * saves' own scenarios are checked by bench:check; the edit sequence's section-count edits and
 * assignments (medians of 25 in one settled page) are reported beside them but not checked: on
 * this shared machine at load 19 they read 1.42x and 1.91x staffed/medium for a build whose
 * earlier run read 0.9x and 1.21x, and a --ci target that a busy machine fails is what issue 30
 * item 9 asked to remove.
 */
const SCALING_TARGETS = [
  ...['assignment save', 'section-count save'].map((name) => ({ name })),
  { name: SEQUENCE, ci: true },
].map(({ name, ci: inCi }) => ({
  id: `scale-${name}`,
  label: (set) => `${name}: median ${set}/medium <= 1.3x`,
  max: 1.3,
  ratio: true,
  ci: inCi,
  name,
}))

// ---------- in-page helpers (serialised into the page) ----------

/** Installed before any app script: `__benchWait(predicateSource, startTime)` resolves to ms. */
function installWaiter() {
  /**
   * A plain-array baseline measured like the app: run `work`, show its result as plain DOM, and
   * time until the next paint. `work` returns the rows to show (arrays of cell texts): they are
   * put in a plain <table> as the app's table or cards show theirs, the same number of rows and
   * cells, so both sides pay for showing what they computed. `plainMs` is the work alone.
   */
  window.__benchBaseline = async (work) => {
    document.getElementById('bench-baseline')?.remove()
    // Started where the app's action starts, just after a frame (see the removal below): a
    // result shown in the DOM waits for the next frame tick, so a side that started mid-interval
    // paid less of that wait. Measured: the app's search was in the DOM 4 ms after its start but
    // painted at 17 ms, while the baseline, started at a random point of the interval, painted at
    // 3-8 ms; the ratio swung between 1.5x and 5x with no change in the app.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    const start = performance.now()
    const rows = work()
    const plainMs = performance.now() - start
    const table = document.createElement('table')
    table.id = 'bench-baseline'
    table.style.cssText =
      'position:fixed;left:0;bottom:0;font-size:13px;background:white;table-layout:fixed;width:900px'
    for (const cells of rows) {
      const tr = table.insertRow()
      for (const text of cells) tr.insertCell().textContent = String(text)
    }
    document.body.append(table)
    const ms = await window.__benchWait(
      `() => document.getElementById('bench-baseline')?.isConnected === true`,
      start,
    )
    table.remove()
    // The removal is painted before the app's own action starts: otherwise the frame that shows
    // the app's result also lays out and repaints the page without this table (it covered the
    // bottom of the viewport), and that cost was counted as the app's.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    return { ms, plainMs }
  }
  /**
   * Resolves once the page has been idle for a while (an idle period of 40 ms or more, at most
   * 3 s): the start-up work after a load (deferred renders, garbage collection, idle tasks) is
   * over, as it is when a planner makes a change.
   */
  window.__benchSettle = () =>
    new Promise((resolve) => {
      const until = performance.now() + 3000
      const check = (deadline) =>
        deadline.timeRemaining() >= 40 || performance.now() > until
          ? resolve()
          : requestIdleCallback(check)
      requestIdleCallback(check)
    })
  window.__benchWait = (predicateSource, start) =>
    new Promise((resolve, reject) => {
      const predicate = new Function(`return (${predicateSource})()`)
      let done = false
      const afterPaint = () =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
      const test = () => {
        if (done) return
        let ok
        try {
          ok = Boolean(predicate())
        } catch {
          return
        }
        if (!ok) return
        done = true
        // When the DOM first showed it (the paint follows within a frame): read by the edit
        // sequence, to tell the work's spread from where each paint landed.
        window.__benchShownAt = performance.now()
        observer.disconnect()
        clearTimeout(timer)
        afterPaint()
      }
      const observer = new MutationObserver(test)
      const observe = () =>
        observer.observe(document, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
        })
      const timer = setTimeout(() => {
        done = true
        observer.disconnect()
        reject(new Error(`timed out waiting for ${predicateSource.slice(0, 120)}`))
      }, 60_000)
      observe()
      test()
    })
}

const allSemesters = () => {
  localStorage.setItem('selectedSemester', 'all')
  sessionStorage.setItem('courseload-all-semesters-chosen', '1')
}

async function rawGetAll({ dbName, stores }) {
  const start = performance.now()
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open(dbName)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  const tx = db.transaction(stores, 'readonly')
  const counts = await Promise.all(
    stores.map(
      (s) =>
        new Promise((resolve, reject) => {
          const r = tx.objectStore(s).getAll()
          r.onsuccess = () => resolve(r.result.length)
          r.onerror = () => reject(r.error)
        }),
    ),
  )
  db.close()
  return { ms: performance.now() - start, counts }
}

// ---------- statistics and output ----------

const median = (values) => {
  const s = [...values].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}
const round = (n, d = 1) =>
  n === undefined || n === null || Number.isNaN(n) ? undefined : Math.round(n * 10 ** d) / 10 ** d

/**
 * The ratio is the median of each run's own ratio (the app's time over the baseline measured
 * right after it, in the same page): a machine that gets busier or quieter during the bench moves
 * both sides of a pair alike, where it would move a ratio of two medians taken minutes apart.
 */
function summarise(samples, baselines, extra = {}) {
  const m = median(samples)
  const b = baselines.length ? median(baselines) : undefined
  const paired = baselines.length === samples.length
  const ratio = paired ? median(samples.map((s, i) => s / baselines[i])) : b && m / b
  return {
    median: round(m),
    min: round(Math.min(...samples)),
    max: round(Math.max(...samples)),
    spread: round(Math.max(...samples) - Math.min(...samples)),
    baseline: round(b),
    ratio: ratio ? round(ratio, 2) : undefined,
    samples: samples.map((s) => round(s)),
    ...extra,
  }
}

function table(name, result) {
  const header = ['scenario', 'median ms', 'min', 'p95', 'max', 'baseline ms', 'ratio', 'note']
  const rows = Object.entries(result.scenarios).map(([scenario, r]) =>
    r.skipped
      ? [scenario, 'skipped', '', '', '', '', '', r.skipped]
      : [
          scenario,
          String(r.median),
          String(r.min),
          String(r.p95 ?? ''),
          String(r.max),
          String(r.baseline ?? ''),
          r.ratio ? `${r.ratio}x` : '',
          r.note ?? '',
        ],
  )
  const heap = result.heapMb === undefined ? 'not measured' : `${result.heapMb} MB`
  rows.push(['JS heap after load', heap, '', '', '', '', '', ''])
  rows.push([
    'initial JS+CSS (gzip)',
    `${result.initialGzKb} KB`,
    '',
    '',
    '',
    '',
    '',
    `${result.initialFiles.length} files`,
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  return [
    `### ${name} (${JSON.stringify(result.seeded)})`,
    '',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
  ].join('\n')
}

// ---------- profiling (--profile=word) ----------

/**
 * A CPU profile of one scenario run, from `start()` (called by the scenario right before the
 * user's action) until the run ends. Saved as test-results/<label>.cpuprofile (open it in
 * Chromium's DevTools) and summarised as the functions with the most self time. Build with
 * `npx vite build --minify=false` first to read the names.
 */
function cpuProfiler(page, label) {
  let session
  return {
    async start() {
      session = await page.context().newCDPSession(page)
      await session.send('Profiler.enable')
      await session.send('Profiler.setSamplingInterval', { interval: 100 })
      await session.send('Profiler.start')
    },
    async stop() {
      if (!session) return
      const { profile } = await session.send('Profiler.stop')
      await session.detach()
      await mkdir(join(repoRoot, 'test-results'), { recursive: true })
      await writeFile(
        join(repoRoot, 'test-results', `${label.replace(/\W+/g, '-')}.cpuprofile`),
        JSON.stringify(profile),
      )
      const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length)
      const self = new Map()
      const counts = new Map()
      for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1)
      for (const node of profile.nodes) {
        const f = node.callFrame
        const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`
        self.set(key, (self.get(key) ?? 0) + (counts.get(node.id) ?? 0) * interval)
      }
      const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)
      console.info(`  profile of ${label} (self time, ms):`)
      for (const [key, us] of top) console.info(`    ${(us / 1000).toFixed(1).padStart(7)}  ${key}`)
    },
  }
}

// ---------- scenarios ----------

async function initialBundle() {
  const dist = join(repoRoot, 'dist')
  const html = await readFile(join(dist, 'index.html'), 'utf8')
  const files = [...html.matchAll(/(?:src|href)="\/app\/([^"]+\.(?:js|css))"/g)].map((m) => m[1])
  let bytes = 0
  for (const file of new Set(files)) bytes += gzipSync(await readFile(join(dist, file))).length
  return { kb: round(bytes / 1024), files: [...new Set(files)] }
}

async function coldLoad(page, origin, path, predicate, profiler) {
  await profiler?.start()
  await page.goto(`${origin}/app${path}`, { waitUntil: 'commit' })
  const ms = await page.evaluate((p) => window.__benchWait(p, 0), predicate)
  // Where the time went: the app's own marks (start-data.ts) and the entry script's arrival.
  const phases = await page.evaluate(() => {
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime
    const script = performance
      .getEntriesByType('resource')
      .find((e) => /\/assets\/index-[^/]+\.js$/.test(e.name))
    return {
      script: script?.responseEnd,
      start: at('courseload:start'),
      storage: at('courseload:storage'),
      data: at('courseload:data'),
    }
  })
  const note = Object.entries(phases)
    .filter(([, t]) => t !== undefined)
    .map(([k, t]) => `${k} ${Math.round(t)}`)
    .join(', ')
  return { ms, note: `at ms: ${note}` }
}

/**
 * The cold-load baseline, measured exactly like the app's cold load: a fresh navigation to a
 * page of the same server whose only script reads every store with raw IndexedDB getAll and
 * shows the counts, timed from navigation start until the paint after the counts show. (It used
 * to be timed from a script run after the page had loaded, which left out the navigation and
 * the paint that the app's figure includes.)
 */
const BASELINE_PAGE = 'bench-getall.html'
const baselinePageHtml = () => `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><title>getAll baseline</title></head>
<body><output id="bench-getall"></output>
<script>
(${String(rawGetAll)})(${JSON.stringify({ dbName: DATABASE_NAME, stores: STORES })}).then((r) => {
  document.getElementById('bench-getall').textContent = r.counts.join(' ')
})
</script></body></html>
`

async function baselineGetAll(page, origin) {
  await page.goto(`${origin}/app/${BASELINE_PAGE}`, { waitUntil: 'commit' })
  return page.evaluate(
    (p) => window.__benchWait(p, 0),
    String(() => {
      const counts = document.getElementById('bench-getall')
      return Boolean(counts && counts.textContent !== '')
    }),
  )
}

const DASHBOARD_READY = String(() => {
  const n = document.querySelector('[data-testid="dashboard-total-professors"]')
  return (
    n &&
    n.textContent.trim() !== '' &&
    n.textContent.trim() !== '0' &&
    !document.querySelector('.fixed.inset-0 [role=status]')
  )
})
const COURSES_READY = String(() => {
  const h = document.getElementById('courses-heading')
  return (
    h &&
    /\([1-9][\d,]*\)/.test(h.textContent) &&
    document.querySelector('[data-testid="course-card"], [role=row] [role=cell], tbody tr td')
  )
})

/** The Compare view of a scenario shows its side by side (issue 33). */
const COMPARE_READY = String(() => {
  const n = document.querySelector('[data-testid="side-by-side-count"]')
  return n && /sections differ/.test(n.textContent) && document.querySelector('[aria-label="Side by side"] tbody tr td')
})
const BENCH_SCENARIO = 'bench-compare'

/**
 * A scenario of the seeded academic year (the courses the list shows under All Semesters: the
 * same size) with 50 sections moved inside it, made through the app's scenario paths once per set.
 */
async function makeBenchScenario(page) {
  await page.evaluate(async (id) => {
    const hooks = window.__courseload
    const assignments = await hooks.list('assignments')
    const academicYear = assignments[0].academicYear
    const scenarios = await hooks.scenarios()
    await scenarios.create({ id, name: 'Bench', scope: { kind: 'year', academicYear } })
    const moved = assignments.slice(0, 50).map((a, i) => ({ ...a, rev: undefined, id: `${a.id}~bench`, professorId: assignments[(i + 7) % assignments.length].professorId }))
    await scenarios.write(id, { delete: { assignments: assignments.slice(0, 50).map((a) => a.id) }, put: { assignments: moved } })
  }, BENCH_SCENARIO)
}

/**
 * Issue 33: the Compare view of a scenario against the courses list at the same size, both
 * loaded the same way (a fresh navigation until the rows show), pair by pair in one run.
 */
async function compareView(page, origin, profiler) {
  const app = await coldLoad(page, origin, `/scenarios/${BENCH_SCENARIO}/compare`, COMPARE_READY, profiler)
  const list = await coldLoad(page, origin, '/courses?view=list', COURSES_READY)
  return { ms: app.ms, baseline: list.ms, note: `courses list ${Math.round(list.ms)} ms` }
}

async function sortByTitle(page, origin, profiler) {
  await page.goto(`${origin}/app/courses?view=list`)
  await page.evaluate((p) => window.__benchWait(p, performance.now()), COURSES_READY)
  // As a planner sorts: once the screen has settled after its load (as the edits are measured),
  // not while the load's deferred work is still running.
  await page.evaluate(() => window.__benchSettle())
  const header = page.getByRole('columnheader', { name: /title/i }).getByRole('button').first()
  await header.waitFor()
  // The profile also holds the plain-array baseline, taken in the same evaluate before the click.
  await profiler?.start()
  return page.evaluate(async () => {
    const th = [...document.querySelectorAll('th, [role=columnheader]')].find((h) =>
      /title/i.test(h.textContent),
    )
    const button = th.querySelector('button')
    const rows = await window.__courseload.list('courses')
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })
    const shown = Number(
      /\(([\d,]+)\)/
        .exec(document.getElementById('courses-heading').textContent)[1]
        .replace(/,/g, ''),
    )
    // Baseline: an Intl.Collator sort of as many records as the table shows, by title, as a
    // plain array; its first rows shown as a plain table of the size the app's window has (the
    // rows and cells in the DOM now), timed to the next paint like the app's sort.
    const windowRows = document.querySelectorAll('tbody tr[data-index]').length
    const columns = th.closest('tr').children.length
    const records = rows.slice(0, shown)
    const { ms: baseline, plainMs } = await window.__benchBaseline(() =>
      [...records]
        .sort((a, b) => collator.compare(a.title, b.title))
        .slice(0, windowRows)
        .map((c) => {
          const cells = [c.code, c.title, c.programName, c.programVersion, c.level, c.weeklyHours]
          return Array.from({ length: columns }, (_, i) => cells[i] ?? c.sectionCount)
        }),
    )
    const predicate = String(() => {
      const th2 = [...document.querySelectorAll('th, [role=columnheader]')].find((h) =>
        /title/i.test(h.textContent),
      )
      return th2 && th2.getAttribute('aria-sort') === 'ascending'
    })
    const start = performance.now()
    button.click()
    const ms = await window.__benchWait(predicate, start)
    const inDom = `in the DOM at ${Math.round(window.__benchShownAt - start)} ms`
    return { ms, baseline, rows: shown, plainMs, note: inDom }
  })
}

async function search(page, origin, text) {
  await page.goto(`${origin}/app/courses`)
  await page.evaluate((p) => window.__benchWait(p, performance.now()), COURSES_READY)
  await page.evaluate(() => window.__benchSettle())
  return page.evaluate(async (query) => {
    const box =
      document.querySelector('input[type=search]') ??
      document.querySelector('input[placeholder*="earch"]')
    if (!box) return { skipped: 'no search box' }
    const courses = await window.__courseload.list('courses')
    const before = document.getElementById('courses-heading').textContent
    // Baseline: the same filter on a plain array (lower-cased code + title contains the text),
    // its first matches shown as a plain table with as many rows as the app shows cards now,
    // timed to the next paint like the app's search.
    const cards = Math.max(
      1,
      document.querySelectorAll('[data-testid="course-card"], tbody tr[data-index]').length,
    )
    const { ms: baseline, plainMs } = await window.__benchBaseline(() =>
      courses
        .filter((c) => `${c.code} ${c.title}`.toLowerCase().includes(query))
        .slice(0, cards)
        .map((c) => [c.code, c.title, c.programName, c.level, c.weeklyHours, c.sectionCount]),
    )
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
    const predicate = `() => document.getElementById('courses-heading').textContent !== ${JSON.stringify(before)}`
    const start = performance.now()
    setValue.call(box, query)
    box.dispatchEvent(new Event('input', { bubbles: true }))
    const ms = await window.__benchWait(predicate, start)
    const inDom = `in the DOM at ${Math.round(window.__benchShownAt - start)} ms`
    return { ms, baseline, rows: courses.length, plainMs, note: inDom }
  }, text)
}

/**
 * One edit through the app's write path, until the course card and IndexedDB both show it, made
 * once the screen has settled after its load (not in the middle of the load's own work).
 */
async function edit(page, origin, kind, profiler) {
  await page.goto(`${origin}/app/courses`)
  await page.evaluate((p) => window.__benchWait(p, performance.now()), COURSES_READY)
  await page.evaluate(() => window.__benchSettle())
  await profiler?.start()
  return page.evaluate(async (what) => {
    const card = document.querySelector('[data-testid="course-card"]')
    const code = card.getAttribute('data-course-code')
    const courses = await window.__courseload.list('courses')
    const course = courses.find((c) => c.code === code)
    const assignments = await window.__courseload.list('assignments')
    const professors = await window.__courseload.list('professors')
    let changes
    if (what === 'sections') {
      changes = { put: { courses: [{ ...course, sectionCount: course.sectionCount + 1 }] } }
    } else {
      const taken = new Set(
        assignments.filter((a) => a.courseId === course.id).map((a) => a.section),
      )
      const template = assignments.find((a) => a.courseId !== course.id)
      const section = [...Array(course.sectionCount).keys()]
        .map((i) => i + 1)
        .find((s) => !taken.has(s))
      if (section === undefined) {
        const mine = assignments.find((a) => a.courseId === course.id)
        const other = professors.find((p) => p.id !== mine.professorId)
        changes = { put: { assignments: [{ ...mine, professorId: other.id }] } }
      } else {
        const professor = professors[section % professors.length]
        changes = {
          put: {
            assignments: [
              {
                ...template,
                id: `bench-${course.id}-${section}-${Date.now()}`,
                courseId: course.id,
                section,
                professorId: professor.id,
                weeklyHours: course.weeklyHours,
              },
            ],
          },
        }
      }
    }
    const before = card.textContent
    const predicate = `() => { const c = document.querySelector('[data-course-code=${JSON.stringify(code)}]'); return c && c.textContent !== ${JSON.stringify(before)} }`
    const start = performance.now()
    const written = window.__courseload.write(changes).then(() => performance.now() - start)
    const painted = window.__benchWait(predicate, start)
    const [w, p] = await Promise.all([written, painted])
    return { ms: Math.max(w, p), note: `IndexedDB ${Math.round(w)} ms, card ${Math.round(p)} ms` }
  }, kind)
}

/** The nearest-rank percentile of `values` (p in 0..100). */
const percentile = (values, p) => {
  const s = [...values].sort((a, b) => a - b)
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)]
}

const SEQUENCE_EDITS = 100
const SEQUENCE_KINDS = ['sections', 'assign', 'reassign', 'unassign']

/**
 * 100 single edits in a row in one page, each through the write path and timed like `edit()`
 * (until IndexedDB and the course card both show it), the next one made as soon as the last
 * one shows. The kinds cycle on the courses of the cards shown, four edits per course: one
 * more section, that section assigned, reassigned to a professor of another name, unassigned.
 * A fresh page measures only the first edit; a cost that comes every n-th edit (a cache that
 * flattens or rebuilds now and then) shows only here, in the p95 and the max.
 */
async function editSequence(page, origin, profiler) {
  await page.goto(`${origin}/app/courses`)
  await page.evaluate((p) => window.__benchWait(p, performance.now()), COURSES_READY)
  await page.evaluate(() => window.__benchSettle())
  await profiler?.start()
  return page.evaluate(
    async ({ count, kinds }) => {
      const codes = [
        ...new Set(
          [...document.querySelectorAll('[data-testid="course-card"]')].map((c) =>
            c.getAttribute('data-course-code'),
          ),
        ),
      ]
      const courses = await window.__courseload.list('courses')
      const assignments = await window.__courseload.list('assignments')
      const professors = await window.__courseload.list('professors')
      const byCode = new Map(courses.map((c) => [c.code, c]))
      const shown = codes.map((code) => byCode.get(code)).filter(Boolean)
      const nameOf = (p) => `${p.preferredName?.trim() || p.firstName} ${p.lastName}`
      const latest = new Map(shown.map((c) => [c.id, c]))
      const samples = []
      const dom = []
      const byKind = Object.fromEntries(kinds.map((k) => [k, []]))
      let assignment
      for (let i = 0; i < count; i++) {
        const kind = kinds[i % kinds.length]
        const course = latest.get(shown[Math.floor(i / kinds.length) % shown.length].id)
        let changes
        if (kind === 'sections') {
          const next = { ...course, sectionCount: course.sectionCount + 1 }
          latest.set(course.id, next)
          changes = { put: { courses: [next] } }
        } else if (kind === 'assign') {
          const template = assignments.find((a) => a.courseId !== course.id)
          const professor = professors[i % professors.length]
          assignment = {
            ...template,
            id: `bench-seq-${course.id}-${i}-${Date.now()}`,
            courseId: course.id,
            section: course.sectionCount,
            professorId: professor.id,
            weeklyHours: course.weeklyHours,
          }
          changes = { put: { assignments: [assignment] } }
        } else if (kind === 'reassign') {
          const mine = professors.find((p) => p.id === assignment.professorId)
          const from = (i * 7) % professors.length
          const other = professors
            .map((_, k) => professors[(from + k) % professors.length])
            .find((p) => nameOf(p) !== nameOf(mine))
          assignment = { ...assignment, professorId: other.id }
          changes = { put: { assignments: [assignment] } }
        } else {
          changes = { delete: { assignments: [assignment.id] } }
        }
        const card = document.querySelector(`[data-course-code=${JSON.stringify(course.code)}]`)
        if (!card) throw new Error(`edit ${i + 1}: no card for ${course.code}`)
        const before = card.textContent
        const predicate = `() => { const c = document.querySelector('[data-course-code=${JSON.stringify(course.code)}]'); return c && c.textContent !== ${JSON.stringify(before)} }`
        const start = performance.now()
        const written = window.__courseload.write(changes).then(() => performance.now() - start)
        const painted = window.__benchWait(predicate, start)
        const [w, p] = await Promise.all([written, painted])
        const ms = Math.max(w, p)
        dom.push(Math.max(w, window.__benchShownAt - start))
        samples.push(ms)
        byKind[kind].push(ms)
      }
      return { samples, dom, byKind, courses: shown.length }
    },
    { count: SEQUENCE_EDITS, kinds: SEQUENCE_KINDS },
  )
}

function spreadsheet5000() {
  const rows = [
    [
      'programId',
      'programDesignNumber',
      'level',
      'courseCode',
      'courseName',
      'weeklyHours',
      'prerequisites',
    ],
  ]
  for (let i = 0; i < 5000; i++)
    rows.push([
      i < 2500 ? 'BIGA' : 'BIGB',
      '2026',
      (i % 8) + 1,
      `BIG${i}`,
      `Course ${i}`,
      3,
      'BIG1, BIG2',
    ])
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Courses')
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }))
}

/** From choosing the file until the mapping dialog shows its programs (worker parse + validation). */
async function spreadsheetImport(page, origin, buffer) {
  await page.goto(`${origin}/app/settings`)
  const tab = page.getByRole('tab', { name: 'File Upload' })
  try {
    await tab.waitFor({ timeout: 10_000 })
  } catch {
    return { skipped: 'no File Upload tab on /settings' }
  }
  await tab.click()
  const input = page.getByTestId('program-file-input')
  await input.waitFor({ state: 'attached' })
  const start = await page.evaluate(() => performance.now())
  await input.setInputFiles({ name: 'big.xlsx', mimeType: 'application/octet-stream', buffer })
  // The validation result comes first; the mapping opens on the explicit button.
  const cont = page.getByRole('button', { name: 'Continue to semester mapping' })
  await cont.waitFor({ timeout: WAIT_MS })
  await cont.click()
  return {
    ms: await page.evaluate(
      ([p, s]) => window.__benchWait(p, s),
      [dialogWith('Map Program Semesters', 'BIGA'), start],
    ),
  }
}

/** A program of `count` courses in the import format, as pasted into Settings → JSON Paste. */
function programJson(count) {
  const levels = {}
  for (let i = 0; i < count; i++) {
    const key = `Level ${(i % 8) + 1}`
    ;(levels[key] ??= []).push({
      code: `PST${String(i).padStart(5, '0')}`,
      title: `Pasted course ${i}`,
      hours: 3,
      total_hours: 42,
      weeks: 14,
      credits: 3,
      prerequisites: [],
      corequisites: [],
      description: 'A course of the benchmark paste.',
    })
  }
  return JSON.stringify({
    program: {
      name: 'Bench Paste Program',
      code: 'BPP',
      credential: 'Diploma',
      length_years: 4,
      start: 'September 2026',
      source_last_scraped: '2026-01-15T10:00:00.000Z',
      design_number: '2026',
    },
    courses_by_level: levels,
  })
}

const dialogWith = (title, text) =>
  `() => { const d = [...document.querySelectorAll('[role=dialog]')].find((x) => x.textContent.includes(${JSON.stringify(title)})); return Boolean(d && d.textContent.includes(${JSON.stringify(text)})) }`

/** From "Process JSON" on a 6,000-course paste until the mapping dialog lists the program. */
async function jsonPaste(page, origin, text) {
  await page.goto(`${origin}/app/settings`)
  const tab = page.getByRole('tab', { name: 'JSON Paste' })
  await tab.waitFor({ timeout: WAIT_MS })
  await tab.click()
  const box = page.getByLabel('Program JSON')
  // The text arrives as one paste would: set at once, then the input event.
  await box.evaluate((el, value) => {
    const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set
    set.call(el, value)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  }, text)
  const start = await page.evaluate(() => performance.now())
  await page.getByRole('button', { name: 'Process JSON' }).click()
  const cont = page.getByRole('button', { name: 'Continue to semester mapping' })
  await cont.waitFor({ timeout: WAIT_MS })
  await cont.click()
  const ms = await page.evaluate(
    ([p, s]) => window.__benchWait(p, s),
    [dialogWith('Map Program Semesters', 'Level 8'), start],
  )
  return { ms }
}

/** Export a full backup, then restore it (the same data) until "Data imported successfully!". */
async function backupRoundTrip(page, origin, profiler) {
  await page.goto(`${origin}/app/settings?tab=general`)
  const exportButton = page.getByRole('button', { name: 'Export Backup' })
  await exportButton.waitFor({ timeout: WAIT_MS })
  const toastWith = (text) =>
    `() => [...document.querySelectorAll('[data-sonner-toast]')].some((t) => t.textContent.includes(${JSON.stringify(text)}))`
  await profiler?.start()
  const t0 = await page.evaluate(() => performance.now())
  const downloading = page.waitForEvent('download', { timeout: WAIT_MS })
  await exportButton.click()
  const download = await downloading
  const exportMs = await page.evaluate(
    ([p, s]) => window.__benchWait(p, s),
    [toastWith('Data exported successfully'), t0],
  )
  // The file is chosen from disk as through the file dialog (Chromium gets its path), so the
  // time counted is the app's reading, not Playwright copying 11 MB into the page.
  const file = join(tmpdir(), `bench-${Date.now()}-${download.suggestedFilename()}`)
  await download.saveAs(file)
  const { size } = await stat(file)
  await page.evaluate(() => {
    window.__benchChosen = undefined
    document.addEventListener('change', () => (window.__benchChosen = performance.now()), {
      capture: true,
      once: true,
    })
  })
  await page.getByTestId('backup-file-input').setInputFiles(file)
  // From the file input's change event until the preview offers "Replace all data".
  const readMs = await page.evaluate(
    (p) => window.__benchWait(p, window.__benchChosen),
    `() => [...document.querySelectorAll('[role=alertdialog]')].some((d) => [...d.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Replace all data'))`,
  )
  await rm(file, { force: true })
  const confirm = page
    .getByRole('alertdialog', { name: 'Restore this backup?' })
    .getByRole('button', { name: 'Replace all data' })
  await confirm.waitFor({ timeout: WAIT_MS })
  // The time the user spends reading the confirmation is not the app's: measure from the click.
  const t2 = await page.evaluate(() => performance.now())
  await confirm.click()
  const importMs = await page.evaluate(
    ([p, s]) => window.__benchWait(p, s),
    [toastWith('Data imported successfully!'), t2],
  )
  return {
    ms: exportMs + readMs + importMs,
    note: `export ${round(exportMs)} ms, read ${round(readMs)} ms, restore ${round(importMs)} ms, ${round(size / 1024 / 1024)} MB`,
  }
}

/** Reports → Export & Print: "Generate Report" for the workload summary until its status shows. */
async function workloadReport(page, origin) {
  await page.goto(`${origin}/app/reports`)
  const tab = page.getByRole('tab', { name: 'Export & Print' })
  await tab.waitFor({ timeout: WAIT_MS })
  await tab.click()
  await page.getByLabel('Report type').selectOption('workload-summary')
  const before = await page.getByTestId('report-status').textContent()
  const predicate = `() => { const s = document.querySelector('[data-testid="report-status"]'); return s && s.textContent !== ${JSON.stringify(before)} && /generated/.test(s.textContent) }`
  const start = await page.evaluate(() => performance.now())
  await page.getByRole('button', { name: 'Generate Report' }).click()
  const ms = await page.evaluate(([p, s]) => window.__benchWait(p, s), [predicate, start])
  const status = await page.getByTestId('report-status').textContent()
  return { ms, note: status.replace(/.* · (\d[\d,]* rows?) · .*/, '$1') }
}

// ---------- main ----------

async function measureSet(browser, origin, name, xlsx) {
  // The bench's predicates are compiled in the page (new Function); the app's CSP would refuse that.
  // No service worker: every cold start reads the scripts as the baseline page does, from the
  // server and the HTTP cache, and the SW's precaching does not run beside the measurements.
  const context = await browser.newContext({ viewport, bypassCSP: true, serviceWorkers: 'block' })
  await context.addInitScript(installWaiter)
  await context.addInitScript(allSemesters)
  const page = await context.newPage()
  const pageErrors = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()))
  try {
    await page.goto(`${origin}/app/`)
    await page.waitForFunction(() => typeof window.__courseload?.seed === 'function', null, {
      timeout: WAIT_MS,
    })
    const seeded = await page.evaluate((o) => window.__courseload.seed(o), SETS[name])
    console.info(`bench ${name}: seeded ${JSON.stringify(seeded)}`)

    const scenarios = {}
    const only = onlyFor(name)
    const wanted = (label) => !only || only.some((word) => label.includes(word))
    const repeat = async (label, fn, baselineFn, times = runs) => {
      if (!wanted(label)) return
      const samples = []
      const baselines = []
      let extra = {}
      for (let i = 0; i < times; i++) {
        // --profile=word: the last run of a matching scenario is recorded with the CPU profiler.
        const profiler =
          profileWord && label.includes(profileWord) && i === times - 1
            ? cpuProfiler(page, label)
            : undefined
        const r = await fn(profiler)
        await profiler?.stop()
        if (r && r.skipped) {
          scenarios[label] = { skipped: r.skipped }
          return
        }
        samples.push(typeof r === 'number' ? r : r.ms)
        if (r && r.baseline !== undefined) baselines.push(r.baseline)
        if (baselineFn) baselines.push(await baselineFn())
        if (r && r.plainMs !== undefined) (extra.plain ??= []).push(r.plainMs)
        if (r && r.rows) extra = { ...extra, note: `${r.rows} rows` }
        if (r && r.note) extra = { ...extra, note: r.rows ? `${r.rows} rows; ${r.note}` : r.note }
      }
      if (extra.plain) {
        const plain = median(extra.plain)
        extra = {
          ...extra,
          plain: undefined,
          note: `${extra.note ?? ''}; plain array alone ${round(plain, 1)} ms (${round(median(samples) / plain, 1)}x)`,
        }
      }
      scenarios[label] = summarise(samples, baselines, extra)
      console.info(
        `  ${label}: ${scenarios[label].median} ms${scenarios[label].ratio ? ` (${scenarios[label].ratio}x)` : ''}`,
      )
    }

    const getAll = () => baselineGetAll(page, origin)
    await repeat(
      'cold start: dashboard',
      (profiler) => coldLoad(page, origin, '/', DASHBOARD_READY, profiler),
      getAll,
    )
    await repeat(
      'cold start: /courses',
      (profiler) => coldLoad(page, origin, '/courses', COURSES_READY, profiler),
      getAll,
    )
    // In a page of its own (a new tab gets its own renderer process), once the start-up work has
    // settled; not after a forced garbage collection. Read in the tab that ran the cold starts,
    // it also counted what those 20 earlier pages left for the collector: 50 to 270 MB from one
    // run to the next.
    let heapMb
    if (wanted('JS heap after load')) {
      const heapPage = await page.context().newPage()
      await coldLoad(heapPage, origin, '/', DASHBOARD_READY)
      await heapPage.waitForTimeout(1000)
      // From the DevTools protocol: performance.memory is rounded and refreshed only now and then.
      const heapSession = await page.context().newCDPSession(heapPage)
      const { usedSize } = await heapSession.send('Runtime.getHeapUsage')
      heapMb = round(usedSize / 1024 / 1024)
      await heapPage.close()
    }
    // Three times the runs under --ci: a sort takes two or three frames against the baseline's
    // one, so where each paint lands moves a single ratio by up to half its value; one build gave
    // 15-run medians from 2.0x to 3.7x on this 2-core machine (45 runs: 2.42x).
    await repeat(
      'sort by title',
      (profiler) => sortByTitle(page, origin, profiler),
      undefined,
      ci ? runs * 3 : runs,
    )
    await repeat('3-letter search', () => search(page, origin, 'ani'))
    // Three times the runs: an edit takes a frame or two, where a paint lands moves each time by
    // up to a frame, and its target compares two medians (large/medium <= 1.3x).
    await repeat(
      'assignment save',
      (profiler) => edit(page, origin, 'assign', profiler),
      undefined,
      runs * 3,
    )
    await repeat(
      'section-count save',
      (profiler) => edit(page, origin, 'sections', profiler),
      undefined,
      runs * 3,
    )
    // One run of 100 edits in one page: the samples are the edits, not runs of the scenario.
    if (wanted(SEQUENCE)) {
      const profiler =
        profileWord && SEQUENCE.includes(profileWord) ? cpuProfiler(page, SEQUENCE) : undefined
      const r = await editSequence(page, origin, profiler)
      await profiler?.stop()
      const perKind = Object.entries(r.byKind)
        .map(([kind, ms]) => `${kind} ${round(median(ms))}`)
        .join(', ')
      // The slowest edits by number: a cost that comes every n-th edit shows as a period.
      const slowest = r.samples
        .map((ms, i) => [ms, i + 1])
        .sort((a, b) => b[0] - a[0])
        .slice(0, 4)
        .map(([ms, n]) => `#${n} ${round(ms)}`)
        .join(', ')
      scenarios[SEQUENCE] = summarise(r.samples, [], {
        p95: round(percentile(r.samples, 95)),
        dom: r.dom.map((x) => round(x)),
        byKind: Object.fromEntries(Object.entries(r.byKind).map(([kind, ms]) => [kind, round(median(ms))])),
        note: `${r.samples.length} edits on ${r.courses} cards; median by kind: ${perKind}; slowest: ${slowest}; until the DOM shows it (before the paint): median ${round(median(r.dom))}, p95 ${round(percentile(r.dom, 95))}, max ${round(Math.max(...r.dom))}`,
      })
      const s = scenarios[SEQUENCE]
      console.info(`  ${SEQUENCE}: median ${s.median} ms, p95 ${s.p95} ms, max ${s.max} ms`)
    }
    await repeat('workload-summary report', () => workloadReport(page, origin))
    if (wanted('compare view')) {
      await makeBenchScenario(page)
      await repeat('compare view vs courses list', (profiler) => compareView(page, origin, profiler))
    }
    if (xlsx) await repeat('5,000-row spreadsheet', () => spreadsheetImport(page, origin, xlsx))
    if (xlsx) await repeat('6,000-course JSON paste', () => jsonPaste(page, origin, PASTE_6000))
    // Last: the restore replaces the data with the same data.
    await repeat('backup export + restore', (profiler) => backupRoundTrip(page, origin, profiler))
    return { seeded, scenarios, heapMb, pageErrors }
  } finally {
    await context.close()
  }
}

function checkTargets(results) {
  const failures = []
  const lines = []
  for (const [name, result] of Object.entries(results)) {
    if (name === 'small') continue
    for (const t of TARGETS) {
      if (ci && !t.ratio) continue
      if (t.sets && !t.sets.includes(name)) continue
      // In --ci a set is checked on the scenarios it measures there (CI_SCENARIOS).
      if (ci && !onlyFor(name).some((word) => (t.scenario ?? t.label).includes(word))) continue
      const value = t.value(result)
      const ok = value !== undefined && (t.below ? value < t.max : value <= t.max)
      lines.push(`${ok ? 'PASS' : 'FAIL'}  [${name}] ${t.label}: ${value ?? 'not measured'}`)
      if (!ok) failures.push(`${name}: ${t.label}`)
    }
  }
  for (const set of SCALED_SETS) {
    if (!results.medium || !results[set]) continue
    for (const t of SCALING_TARGETS) {
      if (ci && !t.ci) continue
      const m = results.medium.scenarios[t.name]?.median
      const l = results[set].scenarios[t.name]?.median
      const ratio = m && l ? round(l / m, 2) : undefined
      const ok = ratio !== undefined && ratio <= t.max
      lines.push(`${ok ? 'PASS' : 'FAIL'}  ${t.label(set)}: ${ratio ?? 'not measured'}`)
      if (!ok) failures.push(t.label(set))
    }
  }
  for (const set of SCALED_SETS) {
    const kinds = results[set]?.scenarios[SEQUENCE]?.byKind
    const base = results.medium?.scenarios[SEQUENCE]?.byKind
    if (!kinds || !base) continue
    const ratios = Object.keys(kinds).map((kind) => `${kind} ${round(kinds[kind] / base[kind], 2)}`)
    lines.push(`INFO  edit sequence by kind, median ${set}/medium: ${ratios.join(', ')}`)
  }
  return { lines, failures }
}

async function main() {
  const problem = missingPrerequisite()
  if (problem !== null) {
    console.error(`bench: ${problem}`)
    return 1
  }
  const bundle = await initialBundle()
  const xlsx = spreadsheet5000()
  // The baseline page is served by the same preview server as the app, from dist/.
  const baselineFile = join(repoRoot, 'dist', BASELINE_PAGE)
  await writeFile(baselineFile, baselinePageHtml())
  const server = await startPreview()
  const browser = await launchChromium()
  const chromium = browser.version()
  const results = {}
  try {
    for (const name of setNames) {
      if (!SETS[name]) throw new Error(`unknown data set "${name}" (${Object.keys(SETS).join(', ')})`)
      const r = await measureSet(browser, server.origin, name, name === 'small' ? null : xlsx)
      results[name] = { ...r, initialGzKb: bundle.kb, initialFiles: bundle.files }
    }
  } finally {
    await browser.close()
    await server.close()
    await rm(baselineFile, { force: true })
  }
  for (const [name, r] of Object.entries(results)) console.info(`\n${table(name, r)}`)
  const verdict = checkTargets(results)
  console.info(`\nTargets${ci ? ' (ratio targets only)' : ''}:\n${verdict.lines.join('\n')}`)
  await mkdir(join(repoRoot, 'test-results'), { recursive: true })
  await writeFile(
    outFile,
    `${JSON.stringify({ date: new Date().toISOString(), chromium, runs, ci, sets: results, targets: verdict }, null, 2)}\n`,
  )
  console.info(`bench: wrote ${outFile}`)
  if (check && verdict.failures.length) {
    console.error(`bench:check: ${verdict.failures.length} target(s) missed`)
    return 1
  }
  return 0
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`)
  process.exitCode = 1
}
