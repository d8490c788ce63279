/**
 * The whole auto-assign pipeline, as the worker, the tests and the benchmark run it: build the
 * problem, solve it with HiGHS, and explain the result as a proposal.
 */
import type { Highs } from 'highs'
import { buildAutoAssignProblem, type AutoAssignData, type AutoAssignProblem, type AutoAssignRequest } from './auto-assign-problem'
import { buildProposal, type Proposal } from './auto-assign-proposal'
import { solveAutoAssign, type SolveOutcome, type SolveProgress } from './auto-assign-solve'

interface AutoAssignRun {
  problem: AutoAssignProblem
  outcome: SolveOutcome
  proposal: Proposal
}

export function runAutoAssign(
  highs: Highs,
  data: AutoAssignData,
  request: AutoAssignRequest,
  onProgress?: (progress: SolveProgress) => void,
): AutoAssignRun {
  const clock = () => performance.now()
  const started = clock()
  const problem = buildAutoAssignProblem(data, request)
  const outcome = solveAutoAssign(highs, problem, onProgress, clock, started)
  return { problem, outcome, proposal: buildProposal(problem, outcome) }
}
