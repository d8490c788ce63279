/**
 * Solves an auto-assign problem with HiGHS (passed in, so this stays free of how the WebAssembly
 * is loaded: a Web Worker in the app, Node in the tests and the benchmark).
 *
 * The sections are grouped per course and the problem split into independent components
 * (auto-assign-groups.ts). Each component is solved twice, lexicographically: first the number of
 * sections staffed (every candidate in play), then the preferences with that coverage kept as a
 * floor, on the best candidates per section plus the coverage pass's choices. Both passes start
 * from the best of the greedy ranking and the scarce-first and chunk-first picks, improved by a
 * local search on the preferences (auto-assign-improve.ts), so when the time limit hits the best
 * solution found so far is never worse. A component the solver returns nothing for keeps
 * its starting solution and the outcome says so.
 */
import type { Highs } from 'highs'
import { countPicks, pairKey, splitComponents, spreadCounts, groupSlots, type Component, type SlotGroup } from './auto-assign-groups'
import { coverageUpperBound } from './auto-assign-flow'
import { improvePreferences } from './auto-assign-improve'
import { buildLpModel, pairMax, type LpModel, type ModelGoal } from './auto-assign-model'
import { chunkFirstPicks, scarceFirstPicks, topK, type AutoAssignProblem } from './auto-assign-problem'
import { loadTermValue, loadTierWeight, LOAD_TARGET_BY_EMPLOYMENT_TYPE } from './auto-assign-settings'

export type SolveMethod = 'optimal' | 'time-limit' | 'greedy-fallback' | 'nothing-to-solve'

export interface SolveOutcome {
  /** Professor index per slot, or null when the section stays open. */
  picks: (number | null)[]
  method: SolveMethod
  seconds: number
  /** Size of the models (columns and rows, both passes of every component), for the benchmark. */
  variables: number
  constraints: number
  components: number
  /** Why the starting solution was kept, when it was. */
  note?: string
}

export interface SolveProgress {
  seconds: number
  /** Relative MIP gap (0..1) when the solver reports one. */
  gap: number | null
}

export interface SolveOptions {
  /** One group per section: the per-section model (tests compare it with the aggregated one). */
  perSection?: boolean
  /** One component for everything (tests compare it with the split). */
  whole?: boolean
  /** No time limit and no shortlist: every candidate weighed, for the offline best-known figures. */
  exact?: boolean
  /** With `exact`, a limit per pass after all (seconds): for a set too large to prove in memory. */
  exactPassSeconds?: number
}

const TIME_MARGIN_SECONDS = 1
/** The coverage pass's share of a component's time; the preference pass gets the rest. */
const COVERAGE_SHARE = 0.2
const MIN_PASS_SECONDS = 0.2
/** Above this many pairs a component's coverage pass weighs a shortlist (see coverageShortlist). */
const COVERAGE_PAIRS_LIMIT = 20_000
/**
 * Candidates per section of the preference pass's first, quicker shortlists, before the settings'
 * own (see pass 2). Large set, 10 s: 4 only -> 96.7 % of the best known; 4 then 6 -> 97.8 %.
 */
const SHORTLIST_STEPS = [4, 6]
const COVERAGE_PER_GROUP = 12
const COVERAGE_PER_PROFESSOR = 12

/** HiGHS primal_solution_status: 2 = a feasible solution is available. */
const FEASIBLE_SOLUTION = 2

interface PassResult {
  counts: Map<string, number> | null
  optimal: boolean
  timedOut: boolean
  status: number
}

function runPass(
  highs: Highs,
  model: LpModel,
  seconds: number | null,
  absGap: number,
  report: (seconds: number | undefined, gap: number | undefined) => void,
  /** Offline best-known figures: the tightest relative gap. */
  exact = false,
): PassResult {
  const handle = highs.createModel({ format: 'lp', data: model.lp })
  try {
    const columns = handle.getDimensions().numCols
    const names: string[] = []
    for (let i = 0; i < columns; i++) names.push(handle.getColName(i))
    handle.options.set({
      output_flag: false,
      ...(seconds === null ? {} : { time_limit: Math.max(MIN_PASS_SECONDS, seconds) }),
      mip_abs_gap: absGap,
      mip_rel_gap: exact ? 1e-6 : 1e-4,
      random_seed: 0,
      // Measured on the bench models: presolve costs more than it saves on these (2-3x faster to optimal).
      presolve: 'off',
    })
    handle.setSolution({ colValue: names.map((n) => model.warmStart.get(n) ?? 0) })
    handle.run({
      [highs.constants.callbackType.mipLogging](event) {
        report(event.data.running_time, event.data.mip_gap)
      },
      [highs.constants.callbackType.mipImprovingSolution](event) {
        report(event.data.running_time, event.data.mip_gap)
      },
    })
    const status = handle.getModelStatus()
    const optimal = status === highs.constants.modelStatus.optimal
    const timedOut = status === highs.constants.modelStatus.timeLimit
    if (Number(handle.info.get('primal_solution_status')) !== FEASIBLE_SOLUTION) return { counts: null, optimal: false, timedOut, status }
    const values = handle.getSolution().colValue
    const column = new Map(names.map((n, i) => [n, i]))
    const counts = new Map<string, number>()
    for (const n of model.ns) {
      const i = column.get(n.name)
      const v = i === undefined ? 0 : Math.round(values[i] ?? 0)
      if (v > 0) counts.set(pairKey(n.group, n.professor), v)
    }
    return { counts, optimal, timedOut, status }
  } finally {
    handle.dispose()
  }
}

/** The pairs the preference pass weighs: each group's best K, and each professor's best few groups. */
function preferenceShortlist(groups: readonly SlotGroup[], component: Component, k: number): Set<string> {
  const keep = new Set<string>()
  const perProfessor = Math.max(1, Math.ceil(k / 3))
  const bestOf = new Map<number, { group: number; preference: number }[]>()
  for (const gi of component.groups) {
    const candidates = groups[gi]!.candidates
    for (const c of topK(candidates, k, (a, b) => b.preference - a.preference || a.professor - b.professor)) keep.add(pairKey(gi, c.professor))
    for (const c of candidates) {
      const list = bestOf.get(c.professor) ?? []
      if (list.length < perProfessor || c.preference > list[list.length - 1]!.preference) {
        bestOf.set(c.professor, topK([...list, { group: gi, preference: c.preference }], perProfessor, (a, b) => b.preference - a.preference || a.group - b.group))
      }
    }
  }
  for (const [p, list] of bestOf) for (const { group } of list) keep.add(pairKey(group, p))
  return keep
}

/**
 * A very large component's coverage pass weighs, per group, the candidates who can take the most
 * of its sections and have the fewest other groups to go to, and per professor their groups with
 * the most sections for them; ties go by a hash of the pair so different groups reach different
 * professors (same data, same pairs).
 */
function coverageShortlist(problem: AutoAssignProblem, groups: readonly SlotGroup[], component: Component): Set<string> {
  const keep = new Set<string>()
  const options = new Map<number, number>()
  for (const g of component.groups) for (const c of groups[g]!.candidates) options.set(c.professor, (options.get(c.professor) ?? 0) + 1)
  const byProfessor = new Map<number, { group: number; max: number; hash: number }[]>()
  for (const gi of component.groups) {
    const group = groups[gi]!
    const scored = group.candidates.map((c) => ({
      p: c.professor,
      max: pairMax(problem, group, c.professor),
      options: options.get(c.professor) ?? 0,
      hash: pairHash(gi, c.professor),
    }))
    for (const x of topK(scored, COVERAGE_PER_GROUP, (a, b) => b.max - a.max || a.options - b.options || a.hash - b.hash)) keep.add(pairKey(gi, x.p))
    for (const x of scored) {
      let list = byProfessor.get(x.p)
      if (!list) byProfessor.set(x.p, (list = []))
      list.push({ group: gi, max: x.max, hash: x.hash })
    }
  }
  for (const [p, list] of byProfessor) {
    for (const x of topK(list, COVERAGE_PER_PROFESSOR, (a, b) => b.max - a.max || a.hash - b.hash)) keep.add(pairKey(x.group, p))
  }
  return keep
}

/** A fixed integer hash of a pair (FNV-1a over the two indices). */
function pairHash(group: number, professor: number): number {
  let h = 0x811c9dc5
  for (const v of [group, professor]) {
    for (let i = 0; i < 4; i++) {
      h ^= (v >>> (8 * i)) & 0xff
      h = Math.imul(h, 0x01000193)
    }
  }
  return h >>> 0
}

/** Sections staffed, then the preference objective: the better of two starting points. */
function betterStart(problem: AutoAssignProblem, a: (number | null)[], b: (number | null)[]): (number | null)[] {
  const covered = (x: (number | null)[]) => x.filter((p) => p !== null).length
  if (covered(a) !== covered(b)) return covered(a) > covered(b) ? a : b
  return proposalObjective(problem, b) > proposalObjective(problem, a) ? b : a
}

export function solveAutoAssign(
  highs: Highs,
  problem: AutoAssignProblem,
  onProgress: (progress: SolveProgress) => void = () => undefined,
  clock: () => number = () => performance.now(),
  /** When the run began (preparing the problem counts against the time limit too). */
  started: number = clock(),
  options: SolveOptions = {},
): SolveOutcome {
  const elapsed = () => (clock() - started) / 1000
  const groups = groupSlots(problem, options.perSection)
  const components = splitComponents(groups, problem.professors.length, options.whole)
  const start = improvePreferences(
    problem,
    [scarceFirstPicks(problem), chunkFirstPicks(problem), chunkFirstPicks(problem, 'preferred')].reduce(
      (best, picks) => betterStart(problem, best, picks),
      problem.greedy,
    ),
  )
  const picks: (number | null)[] = problem.slots.map(() => null)
  if (components.length === 0) return { picks, method: 'nothing-to-solve', seconds: elapsed(), variables: 0, constraints: 0, components: 0 }

  // Say something before the first pass: the starts take a moment on a large term.
  onProgress({ seconds: elapsed(), gap: null })
  const startCounts = countPicks(groups, start)
  const size = (c: Component) => c.groups.reduce((s, g) => s + groups[g]!.candidates.length, 0) + 1
  let sizeLeft = components.reduce((s, c) => s + size(c), 0)
  let variables = 0
  let constraints = 0
  let allOptimal = true
  const notes: string[] = []
  let lastReport = -1
  const report = (_seconds: number | undefined, gap: number | undefined) => {
    const s = elapsed()
    if (s - lastReport < 0.25) return
    lastReport = s
    onProgress({ seconds: s, gap: gap !== undefined && Number.isFinite(gap) ? gap : null })
  }

  for (const component of components) {
    const share = size(component)
    const budget = options.exact ? null : (Math.max(0, problem.settings.timeLimitSeconds - TIME_MARGIN_SECONDS - elapsed()) * share) / sizeLeft
    sizeLeft -= share
    const own = new Map<string, number>()
    for (const g of component.groups) for (const c of groups[g]!.candidates) {
      const key = pairKey(g, c.professor)
      const n = startCounts.get(key)
      if (n) own.set(key, n)
    }
    const sections = component.groups.reduce((s, g) => s + groups[g]!.slots.length, 0)
    const startCovered = [...own.values()].reduce((a, b) => a + b, 0)

    // Pass 1: sections staffed. Skipped when the start staffs every section or as many as the
    // flow bound allows (then its coverage is proven optimal).
    let counts = own
    let optimal = startCovered === sections || startCovered >= coverageUpperBound(problem, groups, component)
    if (!optimal) {
      const pairs = component.groups.reduce((s, g) => s + groups[g]!.candidates.length, 0)
      const keep = !options.exact && pairs > COVERAGE_PAIRS_LIMIT ? coverageShortlist(problem, groups, component) : null
      const goal: ModelGoal = { kind: 'coverage', ...(keep && { keep: (g: number, p: number) => keep.has(pairKey(g, p)) }) }
      const model = buildLpModel(problem, groups, component, goal, own)
      variables += model.ns.length
      constraints += model.rows
      // The objective counts sections, so a gap below 1 proves the count optimal.
      const pass = runPass(highs, model, budget === null ? (options.exactPassSeconds ?? null) : budget * COVERAGE_SHARE, 0.999, report, options.exact)
      if (pass.counts && sum(pass.counts) >= startCovered) counts = pass.counts
      else if (!pass.counts) notes.push(pass.timedOut ? 'no solution within the time limit' : `solver status ${pass.status}`)
      optimal = pass.optimal
    }

    // Pass 2: preferences, coverage kept. On a shortlist of each section's best candidates, and
    // first on short ones: their models solve in a fraction of the time (large set: 4 per section
    // is optimal in ~2 s, while with 8 per section HiGHS's root alone outlasted the ~4 s left and
    // the start was kept, 89.9 % of the best known). Each wider shortlist starts from the last
    // result, so running out of time costs only what the wider list would have added.
    const covered = sum(counts)
    if (covered > 0) {
      const widest = Math.max(1, problem.settings.candidatesPerSection)
      const shortlists = options.exact ? [null] : [...new Set([...SHORTLIST_STEPS.map((k) => Math.min(k, widest)), widest])]
      let passOptimal = false
      let widestModel = { variables: 0, rows: 0 }
      for (const k of shortlists) {
        const left = budget === null ? (options.exactPassSeconds ?? null) : Math.max(0, problem.settings.timeLimitSeconds - TIME_MARGIN_SECONDS - elapsed()) * (share / (sizeLeft + share))
        // A wider list with no time left would only be built to be dropped.
        if (left !== null && left <= 0 && k !== shortlists[0]) break
        const keep = k === null ? null : preferenceShortlist(groups, component, k)
        const goal: ModelGoal = { kind: 'preference', minCovered: covered, ...(keep && { keep: (g: number, p: number) => keep.has(pairKey(g, p)) }) }
        const model = buildLpModel(problem, groups, component, goal, counts)
        widestModel = { variables: model.ns.length, rows: model.rows }
        const pass = runPass(highs, model, left, 1e-6, report, options.exact)
        if (pass.counts && sum(pass.counts) >= covered) counts = pass.counts
        else if (!pass.counts && k === shortlists[0]) notes.push(pass.timedOut ? 'no solution within the time limit' : `solver status ${pass.status}`)
        passOptimal = pass.optimal
        if (!pass.optimal) break
      }
      variables += widestModel.variables
      constraints += widestModel.rows
      optimal &&= passOptimal
    }
    allOptimal &&= optimal

    for (const g of component.groups) {
      const byProfessor = new Map<number, number>()
      for (const c of groups[g]!.candidates) {
        const n = counts.get(pairKey(g, c.professor))
        if (n) byProfessor.set(c.professor, n)
      }
      spreadCounts(problem, groups[g]!, byProfessor, picks)
    }
  }
  const base = { picks, seconds: elapsed(), variables, constraints, components: components.length }
  if (notes.length) {
    return {
      ...base,
      method: 'greedy-fallback',
      note: notes.every((n) => n === 'no solution within the time limit')
        ? 'The solver found no solution within the time limit for part of the term; that part shows the greedy ranking instead.'
        : `The solver returned no solution for part of the term (${notes.find((n) => n.startsWith('solver'))}); that part shows the greedy ranking instead.`,
    }
  }
  return { ...base, method: allOptimal ? 'optimal' : 'time-limit' }
}

function sum(counts: ReadonlyMap<string, number>): number {
  let total = 0
  for (const n of counts.values()) total += n
  return total
}

/**
 * The preference objective of picks, as the preference pass scores it: each section's preference
 * plus the load terms. The benchmark's "objective" figure.
 */
export function proposalObjective(problem: AutoAssignProblem, picks: readonly (number | null)[]): number {
  const hours = problem.professors.map(() => 0)
  let total = 0
  for (const slot of problem.slots) {
    const p = picks[slot.index]
    if (p === null || p === undefined) continue
    total += slot.candidates.find((c) => c.professor === p)?.preference ?? 0
    hours[p]! += slot.course.weeklyHours
  }
  const { settings } = problem
  if (settings.weights.loadBalance <= 0) return total
  problem.states.forEach((state, p) => {
    const type = state.professor.employmentType
    const gap = Math.min(state.cap, LOAD_TARGET_BY_EMPLOYMENT_TYPE[type]) - state.hours
    if (gap <= 0 || hours[p] === 0) return
    total += settings.weights.loadBalance * loadTierWeight(type, settings.fullTimeFirst) * loadTermValue(hours[p]!, gap)
  })
  return total
}
