// `npm run bench:auto-assign`: auto-assign (HiGHS MIP) against the greedy ranking of the Manage
// Sections assistant, on the medium and large generated data sets (the same sizes as the app
// benchmark), for one term each: solve time, sections covered, professors over their cap after
// the proposal, and sections whose professor has every required specialization. Runs the domain
// code in Node through Vite's SSR loader (so the @/ alias resolves). Not a timed test: it prints
// a table and writes test-results/bench-auto-assign.json.
//
// Flags: --sets=medium,large  --time-limit=10 (seconds)
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createServer } from 'vite'
import { repoRoot } from '../e2e/chromium.mjs'

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=')
    return [k, v ?? 'true']
  }),
)
const setNames = (args.get('sets') ?? 'medium,large').split(',')
const timeLimit = Number(args.get('time-limit') ?? 10)
const SETS = {
  small: {},
  medium: { professors: 300, coursesPerProgram: 750, assignmentRatio: 0.42 },
  large: { professors: 1000, coursesPerProgram: 2500, assignmentRatio: 0.42 },
}
const NOW = new Date('2026-09-15T12:00:00Z')
const TERM = { term: 'fall', year: 2026 }

const server = await createServer({ root: repoRoot, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' })
try {
  const load = (path) => server.ssrLoadModule(path)
  const { generateSampleData } = await load('/src/domain/sample-data.ts')
  const { buildAutoAssignProblem } = await load('/src/domain/auto-assign/auto-assign-problem.ts')
  const { solveAutoAssign } = await load('/src/domain/auto-assign/auto-assign-solve.ts')
  const { DEFAULT_AUTO_ASSIGN_SETTINGS } = await load('/src/domain/auto-assign/auto-assign-settings.ts')
  const { specializationCoverage } = await load('/src/domain/professor-ranking.ts')
  const { nodeHighs } = await load('/test/highs-node.ts')
  const highs = await nodeHighs()

  /** Covered, over-cap professors and full specialization matches of one set of picks. */
  const measure = (problem, picks) => {
    const hours = problem.states.map((s) => s.hours)
    let covered = 0
    let matches = 0
    problem.slots.forEach((slot, i) => {
      const p = picks[i]
      if (p === null || p === undefined) return
      covered++
      hours[p] += slot.course.weeklyHours
      if (specializationCoverage(slot.course.requiredSpecializations, problem.professors[p].specializations).coverage === 'full') matches++
    })
    const overloads = problem.states.filter((s, p) => hours[p] > s.cap && s.hours <= s.cap).length
    return { covered, overloads, specializationMatches: matches }
  }

  const results = []
  for (const name of setNames) {
    const data = generateSampleData({ now: NOW, ...SETS[name] })
    const settings = { ...DEFAULT_AUTO_ASSIGN_SETTINGS, timeLimitSeconds: timeLimit }
    const t0 = performance.now()
    const problem = buildAutoAssignProblem(data, { term: TERM, settings })
    const prepareMs = performance.now() - t0
    const outcome = solveAutoAssign(highs, problem)
    const row = {
      set: name,
      openSections: problem.slots.length,
      professors: data.professors.length,
      variables: outcome.variables,
      constraints: outcome.constraints,
      prepareMs: Math.round(prepareMs),
      solveMs: Math.round(outcome.seconds * 1000),
      method: outcome.method,
      solver: measure(problem, outcome.picks),
      greedy: measure(problem, problem.greedy),
    }
    results.push(row)
    console.log(`\n${name}: ${row.openSections} open sections in Fall 2026, ${row.professors} professors, ${row.variables} variables, ${row.constraints} constraints`)
    console.log(`  prepare ${row.prepareMs} ms (shortlists + greedy), solve ${row.solveMs} ms (${row.method})`)
    console.log('                      covered  overloads  specialization matches')
    for (const [label, m] of [['greedy ranking', row.greedy], ['HiGHS MIP', row.solver]]) {
      console.log(`  ${label.padEnd(18)} ${String(m.covered).padStart(8)} ${String(m.overloads).padStart(10)} ${String(m.specializationMatches).padStart(23)}`)
    }
  }
  await mkdir(join(repoRoot, 'test-results'), { recursive: true })
  await writeFile(join(repoRoot, 'test-results', 'bench-auto-assign.json'), JSON.stringify({ timeLimit, results }, null, 2))
} finally {
  await server.close()
}
