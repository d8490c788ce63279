/**
 * Solves an auto-assign problem with HiGHS (passed in, so this stays free of how the WebAssembly
 * is loaded: a Web Worker in the app, Node in the tests and the benchmark). The greedy ranking's
 * solution is handed to the solver as its first incumbent, so when the time limit hits the best
 * solution found so far is at least as good. If the solver returns nothing usable, the greedy
 * result is used and the outcome says so.
 */
import type { Highs } from 'highs'
import type { AutoAssignProblem } from './auto-assign-problem'
import { buildLpModel } from './auto-assign-model'
import { COVERAGE_WEIGHT } from './auto-assign-settings'

export type SolveMethod = 'optimal' | 'time-limit' | 'greedy-fallback' | 'nothing-to-solve'

export interface SolveOutcome {
  /** Professor index per slot, or null when the section stays open. */
  picks: (number | null)[]
  method: SolveMethod
  seconds: number
  /** Size of the model, for the progress text and the benchmark. */
  variables: number
  constraints: number
  /** Why the greedy result was used, when it was. */
  note?: string
}

export interface SolveProgress {
  seconds: number
  /** Relative MIP gap (0..1) when the solver reports one. */
  gap: number | null
}

const TIME_MARGIN_SECONDS = 1

/** HiGHS primal_solution_status: 2 = a feasible solution is available. */
const FEASIBLE_SOLUTION = 2

export function solveAutoAssign(
  highs: Highs,
  problem: AutoAssignProblem,
  onProgress: (progress: SolveProgress) => void = () => undefined,
  clock: () => number = () => performance.now(),
  /** When the run began (preparing the problem counts against the time limit too). */
  started: number = clock(),
): SolveOutcome {
  const elapsed = () => (clock() - started) / 1000
  const { lp, xs, warmStart, rows } = buildLpModel(problem)
  if (xs.length === 0) {
    return { picks: problem.slots.map(() => null), method: 'nothing-to-solve', seconds: elapsed(), variables: 0, constraints: 0 }
  }
  const fallback = (note: string): SolveOutcome => ({
    picks: problem.greedy,
    method: 'greedy-fallback',
    seconds: elapsed(),
    variables: xs.length,
    constraints: rows,
    note,
  })

  const model = highs.createModel({ format: 'lp', data: lp })
  try {
    const columns = model.getDimensions().numCols
    const names: string[] = []
    for (let i = 0; i < columns; i++) names.push(model.getColName(i))
    model.options.set({
      output_flag: false,
      // HiGHS checks its clock between steps and overshoots a little: keep a margin.
      time_limit: Math.max(0.5, problem.settings.timeLimitSeconds - elapsed() - TIME_MARGIN_SECONDS),
      // Stop once the proof is within a fraction of one section's coverage weight: the number of
      // sections staffed is then optimal, and the preferences nearly so.
      mip_abs_gap: COVERAGE_WEIGHT / 4,
      mip_rel_gap: 0,
    })
    model.setSolution({ colValue: names.map((n) => warmStart.get(n) ?? 0) })
    let lastReport = -1
    const report = (seconds: number | undefined, gap: number | undefined) => {
      const s = seconds ?? elapsed()
      if (s - lastReport < 0.25) return
      lastReport = s
      onProgress({ seconds: s, gap: gap !== undefined && Number.isFinite(gap) ? gap : null })
    }
    model.run({
      [highs.constants.callbackType.mipLogging](event) {
        report(event.data.running_time, event.data.mip_gap)
      },
      [highs.constants.callbackType.mipImprovingSolution](event) {
        report(event.data.running_time, event.data.mip_gap)
      },
    })
    const status = model.getModelStatus()
    const hasSolution = Number(model.info.get('primal_solution_status')) === FEASIBLE_SOLUTION
    if (!hasSolution) {
      return fallback(
        status === highs.constants.modelStatus.timeLimit
          ? 'The solver found no solution within the time limit; showing the greedy ranking instead.'
          : `The solver returned no solution (status ${status}); showing the greedy ranking instead.`,
      )
    }
    const values = model.getSolution().colValue
    const column = new Map(names.map((n, i) => [n, i]))
    const picks: (number | null)[] = problem.slots.map(() => null)
    for (const x of xs) {
      const i = column.get(x.name)
      if (i !== undefined && (values[i] ?? 0) > 0.5) picks[x.slot] = x.professor
    }
    return {
      picks,
      method: status === highs.constants.modelStatus.optimal ? 'optimal' : 'time-limit',
      seconds: elapsed(),
      variables: xs.length,
      constraints: rows,
    }
  } finally {
    model.dispose()
  }
}
