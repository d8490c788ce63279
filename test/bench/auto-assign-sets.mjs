// What the auto-assign bench (auto-assign-bench.mjs) and the CBC best-known run
// (solve-best-known-cbc.mjs) share: the generated data sets, the term, the domain modules loaded
// through Vite's SSR loader (so the @/ alias resolves), and the app's own measures of a solution,
// so a figure committed from an outside solver is counted and checked by the app's code.
import { createServer } from 'vite'
import { repoRoot } from '../e2e/chromium.mjs'

// The generator's volume plan: the best-known figures (auto-assign-best-known.json) were computed on
// exactly these sets.
export const SETS = {
  small: {},
  medium: { plan: 'volume', professors: 300, coursesPerProgram: 750, assignmentRatio: 0.42 },
  large: { plan: 'volume', professors: 1000, coursesPerProgram: 2500, assignmentRatio: 0.42 },
}
export const NOW = new Date('2026-09-15T12:00:00Z')
export const TERM = { term: 'fall', year: 2026 }

/** A Vite SSR server on the repo and the auto-assign domain modules; close `server` when done. */
export async function loadAutoAssign() {
  const server = await createServer({ root: repoRoot, logLevel: 'error', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom' })
  const load = (path) => server.ssrLoadModule(path)
  const modules = {
    ...(await load('/src/domain/sample/sample-data.ts')),
    ...(await load('/src/domain/auto-assign/auto-assign-problem.ts')),
    ...(await load('/src/domain/auto-assign/auto-assign-solve.ts')),
    ...(await load('/src/domain/auto-assign/auto-assign-settings.ts')),
    ...(await load('/src/domain/auto-assign/auto-assign-groups.ts')),
    ...(await load('/src/domain/auto-assign/auto-assign-model.ts')),
    ...(await load('/src/domain/auto-assign/auto-assign-proposal.ts')),
  }
  return { server, load, ...modules }
}

/** The data set and its Fall 2026 problem with the default settings (and `timeLimit` seconds). */
export function buildSet(domain, name, timeLimit = 10) {
  const data = domain.generateSampleData({ now: NOW, ...SETS[name] })
  const settings = { ...domain.DEFAULT_AUTO_ASSIGN_SETTINGS, timeLimitSeconds: timeLimit }
  const t0 = performance.now()
  const problem = domain.buildAutoAssignProblem(data, { term: TERM, settings })
  return { data, problem, t0, prepareMs: performance.now() - t0 }
}

/** Covered, objective (the app's proposalObjective) and over-cap professors of one set of picks. */
export function measure(domain, problem, picks) {
  const hours = problem.states.map((s) => s.hours)
  let covered = 0
  problem.slots.forEach((slot, i) => {
    const p = picks[i]
    if (p === null || p === undefined) return
    covered++
    hours[p] += slot.course.weeklyHours
  })
  const overloads = problem.states.filter((s, p) => hours[p] > s.cap && s.hours <= s.cap).length
  return { covered, objective: Math.round(domain.proposalObjective(problem, picks) * 1000) / 1000, overloads }
}

/**
 * The rules a solution breaks, as the app checks a proposal the coordinator accepts in full
 * (acceptedRowProblems: inactive, over the cap, schedule conflict, max courses, max daily hours,
 * a section taken twice), plus a pick that is not one of its section's candidates. Empty when
 * the solution is one the app could have proposed.
 */
export function violations(domain, data, problem, picks) {
  const out = []
  problem.slots.forEach((slot, i) => {
    const p = picks[i]
    if (p !== null && p !== undefined && !slot.candidates.some((c) => c.professor === p)) {
      out.push(`${slot.course.code} §${slot.section}: ${problem.names[p]} is not a candidate`)
    }
  })
  const proposal = domain.buildProposal(problem, { picks, method: 'optimal', seconds: 0 })
  const all = new Set(proposal.rows.map((r) => r.id))
  out.push(...domain.acceptedRowProblems(data, proposal, all, problem.settings.respectPreferences))
  return out
}
