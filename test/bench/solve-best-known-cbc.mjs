// Best-known auto-assign figures from an outside solver: COIN-OR CBC (Debian's coinor-cbc, a
// native binary; `apt-get install coinor-cbc`). Only this offline script uses it; the app never does.
//
//   node test/bench/solve-best-known-cbc.mjs --sets=large --coverage-seconds=1800 --preference-seconds=1500 --write
//
// For each set it writes the exact models the app's `--best-known` mode gives HiGHS (the app's
// own LP text, buildLpModel: every candidate, no shortlist) and has CBC solve them the way the app
// does, lexicographically, per independent component: first the sections staffed, then the
// preferences with that coverage kept as a floor. Each CBC run is one thread, an elapsed-time
// limit, and a MIP start: the app's own 10 s proposal (so CBC starts from what the app reaches and
// the figure is at least that; the bound is CBC's alone). CBC's solution is read back into picks
// and counted by the app's code (proposalObjective), and checked as the app checks an accepted
// proposal (caps, conflicts, course and daily limits, candidates only): a figure that breaks a
// rule is not written. Files (LP, start, solution, CBC log) go to test-results/cbc/<set>-*.
//
// Flags: --sets=large  --coverage-seconds=1800  --preference-seconds=1500 (wall time per set and
// pass, split over components by size)  --write (update test/bench/auto-assign-best-known.json,
// never with worse figures than it holds)  --reuse (skip a CBC run whose model and limit are
// unchanged since its log was written: resume after a stop, or rewrite the JSON).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { repoRoot } from '../e2e/chromium.mjs'
import { buildSet, loadAutoAssign, measure, violations } from './auto-assign-sets.mjs'

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=')
    return [k, v ?? 'true']
  }),
)
const setNames = (args.get('sets') ?? 'large').split(',')
const coverageSeconds = Number(args.get('coverage-seconds') ?? 1800)
const preferenceSeconds = Number(args.get('preference-seconds') ?? 1500)
const write = args.has('write')
const reuse = args.has('reuse')
const DIR = join(repoRoot, 'test-results', 'cbc')
const BEST_KNOWN_FILE = join(repoRoot, 'test', 'bench', 'auto-assign-best-known.json')
const cbcVersion = /Version:\s*(\S+)/.exec(execFileSync('cbc', ['-quit'], { encoding: 'utf8' }))?.[1] ?? 'unknown'

/** Runs CBC on one model; returns its column values, status, incumbent, bound and wall time. */
async function runCbc(base, model, seconds, options) {
  const lp = `${base}.lp`
  const mst = `${base}.mst`
  const sol = `${base}.sol`
  const logFile = `${base}.log`
  const metaFile = `${base}.json`
  const hash = createHash('sha256').update(model.lp).update(String(seconds)).digest('hex')
  const cbcArgs = [lp, '-threads', '1', '-timeMode', 'elapsed', '-sec', String(seconds), ...options, '-mips', mst, '-solve', '-solu', sol]
  let meta = reuse && existsSync(metaFile) ? JSON.parse(await readFile(metaFile, 'utf8')) : null
  if (meta?.hash !== hash) {
    await writeFile(lp, model.lp)
    // CBC's MIP start format: "index name value" per nonzero column, the rest are 0.
    const start = [...model.warmStart].filter(([, v]) => v !== 0)
    await writeFile(mst, `${start.map(([n, v], i) => `${i} ${n} ${v}`).join('\n')}\n`)
    const t0 = performance.now()
    const log = execFileSync('cbc', cbcArgs, { encoding: 'utf8', maxBuffer: 1 << 28 })
    const wall = (performance.now() - t0) / 1000
    await writeFile(logFile, log)
    meta = { hash, wall, command: `cbc ${cbcArgs.map((a) => a.replace(`${DIR}/`, '')).join(' ')}` }
    await writeFile(metaFile, JSON.stringify(meta, null, 2))
  }
  const log = await readFile(logFile, 'utf8')
  const text = await readFile(sol, 'utf8')
  const status = text.split('\n')[0].trim()
  const values = columnValues(text)
  // The start CBC was given, read back from its file (on --reuse, the one of the run reused).
  const startValues = columnValues(await readFile(mst, 'utf8'))
  const incumbent = Number(/objective value\s+(\S+)/.exec(status)?.[1] ?? NaN)
  // CBC minimizes internally; for a maximization its summary's bound line is the upper bound.
  const bound = Number(/(?:Upper|Lower) bound:\s+(\S+)/.exec(log)?.[1] ?? NaN)
  const optimal = /^Optimal/.test(status)
  return { values, startValues, status, incumbent, bound: optimal ? incumbent : Math.abs(bound), optimal, wall: meta.wall, command: meta.command }
}

/** Column values of a CBC solution or MIP start file: "index name value …" lines. */
function columnValues(text) {
  const values = new Map()
  for (const line of text.split('\n')) {
    const m = /^\s*(?:\*\*\s*)?\d+\s+(\S+)\s+(\S+)/.exec(line)
    if (m) values.set(m[1], Number(m[2]))
  }
  return values
}

/** Back from counts to sections (spreadCounts), into `picks`. */
function spreadInto(domain, problem, groups, component, counts, picks) {
  for (const g of component.groups) {
    const byProfessor = new Map()
    for (const c of groups[g].candidates) {
      const n = counts.get(domain.pairKey(g, c.professor))
      if (n) byProfessor.set(c.professor, n)
    }
    domain.spreadCounts(problem, groups[g], byProfessor, picks)
  }
}

/** Counts per (group, professor) from CBC's values of the model's n columns. */
function countsOf(domain, model, values) {
  const counts = new Map()
  for (const n of model.ns) {
    const v = Math.round(values.get(n.name) ?? 0)
    if (v > 0) counts.set(domain.pairKey(n.group, n.professor), v)
  }
  return counts
}

const domain = await loadAutoAssign()
let failed = false
try {
  const { nodeHighs } = await domain.load('/test/highs-node.ts')
  const highs = await nodeHighs()
  await mkdir(DIR, { recursive: true })
  const bestKnown = JSON.parse(await readFile(BEST_KNOWN_FILE, 'utf8'))
  for (const name of setNames) {
    const { data, problem, t0 } = buildSet(domain, name)
    // The MIP start: the app's own proposal with the default 10 s limit, as the bench runs it.
    const app = domain.solveAutoAssign(highs, problem, undefined, undefined, t0)
    const appMeasure = measure(domain, problem, app.picks)
    console.log(`${name}: ${problem.slots.length} open sections; the app's 10 s proposal (the MIP start): ${appMeasure.covered} covered, objective ${appMeasure.objective}`)
    const groups = domain.groupSlots(problem)
    const components = domain.splitComponents(groups, problem.professors.length)
    const appCounts = domain.countPicks(groups, app.picks)
    const pairs = (c) => c.groups.reduce((s, g) => s + groups[g].candidates.length, 0) + 1
    const totalPairs = components.reduce((s, c) => s + pairs(c), 0)
    const picks = problem.slots.map(() => null)
    const startPicks = problem.slots.map(() => null)
    const passes = { coverage: { seconds: 0, bound: 0, optimal: true }, preference: { seconds: 0, bound: 0, optimal: true, cbcObjective: 0 } }
    const commands = []
    for (const [i, component] of components.entries()) {
      const share = pairs(component) / totalPairs
      const own = new Map([...appCounts].filter(([key]) => component.groups.includes(Number(key.split(':')[0]))))
      const ownCovered = [...own.values()].reduce((a, b) => a + b, 0)

      const coverageModel = domain.buildLpModel(problem, groups, component, { kind: 'coverage' }, own)
      const cov = await runCbc(join(DIR, `${name}-c${i}-coverage`), coverageModel, Math.max(5, Math.round(coverageSeconds * share)), [])
      const covCounts = countsOf(domain, coverageModel, cov.values)
      const covered = [...covCounts.values()].reduce((a, b) => a + b, 0)
      if (covered < ownCovered) throw new Error(`${name} component ${i}: CBC's coverage ${covered} is below its start ${ownCovered} (${cov.status})`)
      passes.coverage.seconds += cov.wall
      passes.coverage.bound += Math.floor(cov.bound + 1e-6)
      passes.coverage.optimal &&= cov.optimal
      if (covered === 0) continue

      // The preference pass starts from the app's proposal when it staffs as many sections, else from CBC's coverage solution.
      const start = ownCovered >= covered ? own : covCounts
      const preferenceModel = domain.buildLpModel(problem, groups, component, { kind: 'preference', minCovered: covered }, start)
      const pref = await runCbc(join(DIR, `${name}-c${i}-preference`), preferenceModel, Math.max(5, Math.round(preferenceSeconds * share)), ['-ratioGap', '1e-6'])
      const prefCounts = countsOf(domain, preferenceModel, pref.values)
      passes.preference.seconds += pref.wall
      passes.preference.bound += pref.bound
      passes.preference.cbcObjective += pref.incumbent
      passes.preference.optimal &&= pref.optimal
      if (components.length === 1) commands.push(cov.command, pref.command)
      spreadInto(domain, problem, groups, component, prefCounts, picks)
      spreadInto(domain, problem, groups, component, countsOf(domain, preferenceModel, pref.startValues), startPicks)
      console.log(`  component ${i}: coverage ${covered} (bound ${cov.bound}, ${cov.status}, ${cov.wall.toFixed(0)} s); preference ${pref.incumbent} (bound ${pref.bound}, ${pref.status}, ${pref.wall.toFixed(0)} s)`)
    }
    const result = measure(domain, problem, picks)
    const start = measure(domain, problem, startPicks)
    const broken = violations(domain, data, problem, picks)
    console.log(`${name}: CBC ${result.covered} covered (bound ${passes.coverage.bound}), objective ${result.objective} by proposalObjective, ${passes.preference.cbcObjective.toFixed(3)} by CBC (bound ${passes.preference.bound.toFixed(3)}); ${broken.length} rules broken, ${result.overloads} overloads`)
    for (const b of broken.slice(0, 20)) console.log(`  BROKEN: ${b}`)
    if (broken.length || result.overloads) {
      failed = true
      continue
    }
    const optimal = passes.coverage.optimal && passes.preference.optimal
    const coverageGap = (passes.coverage.bound - result.covered) / passes.coverage.bound
    const preferenceGap = (passes.preference.bound - result.objective) / passes.preference.bound
    const entry = {
      openSections: problem.slots.length,
      covered: result.covered,
      objective: result.objective,
      method: optimal ? 'optimal' : 'cbc best found',
      solver: `CBC ${cbcVersion} (Debian coinor-cbc), 1 thread, the app's LP models (every candidate), MIP start: the app's 10 s proposal (in the preference pass CBC's coverage solution when that staffs more)`,
      preferenceStart: { covered: start.covered, objective: start.objective },
      seconds: Math.round(passes.coverage.seconds + passes.preference.seconds),
      coverage: { bound: passes.coverage.bound, gap: round(coverageGap, 4), optimal: passes.coverage.optimal, seconds: Math.round(passes.coverage.seconds), limit: coverageSeconds },
      preference: { bound: round(passes.preference.bound, 3), gap: round(preferenceGap, 4), optimal: passes.preference.optimal, seconds: Math.round(passes.preference.seconds), limit: preferenceSeconds },
      command: `node test/bench/solve-best-known-cbc.mjs --sets=${name} --coverage-seconds=${coverageSeconds} --preference-seconds=${preferenceSeconds} --write`,
      ...(commands.length && { cbc: commands }),
    }
    console.log(JSON.stringify(entry, null, 2))
    const old = bestKnown.sets[name]
    const worse = old && (old.covered > entry.covered || (old.covered === entry.covered && old.objective > entry.objective))
    if (worse) console.log(`kept the committed ${old.covered}, ${old.objective} (${old.method}): CBC's figures are lower`)
    else if (write) bestKnown.sets[name] = entry
  }
  if (write) await writeFile(BEST_KNOWN_FILE, `${JSON.stringify(bestKnown, null, 2)}\n`)
} finally {
  await domain.server.close()
}
if (failed) process.exit(1)

function round(value, digits) {
  const f = 10 ** digits
  return Math.round(value * f) / f
}
