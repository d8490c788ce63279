
import { nodeHighs } from '../../../test/highs-node'
import { it } from 'vitest'
import { generateSampleData } from '../sample-data'
import { runAutoAssign } from './auto-assign-run'
import { DEFAULT_AUTO_ASSIGN_SETTINGS } from './auto-assign-settings'

const NOW = new Date('2026-09-15T12:00:00Z')
it('perf', async () => {
  const highs = await nodeHighs()
  for (const [name, opts] of [['small', {}], ['medium', { professors: 300, coursesPerProgram: 750, assignmentRatio: 0.42 }], ['large', { professors: 1000, coursesPerProgram: 2500, assignmentRatio: 0.42 }]] as const) {
    const data = generateSampleData({ now: NOW, ...opts })
    const t0 = performance.now()
    const run = runAutoAssign(highs, data, { term: { term: 'fall', year: 2026 }, settings: DEFAULT_AUTO_ASSIGN_SETTINGS })
    const t1 = performance.now()
    console.log(name, 'slots', run.problem.slots.length, 'vars', run.outcome.variables, 'rows', run.outcome.constraints, 'method', run.outcome.method, 'solve s', run.outcome.seconds.toFixed(2), 'total ms', (t1 - t0).toFixed(0), 'covered', run.proposal.covered, 'greedy', run.proposal.greedyCovered, run.outcome.note ?? '')
    const reasons: Record<string, number> = {}
    for (const u of run.proposal.unstaffed) reasons[u.reason] = (reasons[u.reason] ?? 0) + 1
    console.log(reasons, run.proposal.unstaffed[0]?.message)
  }
}, 120000)
