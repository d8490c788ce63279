// Under CAAT-A the solver measures a full-time professor as every screen does (issue 32 item 4):
// their SWF's attributed hours are a limit it sees, so a proposal never takes them over 44 h.
// Two 6 TCH New essay courses of 30 students are 2 x 18 + 6 = 42 h attributed at 12 TCH (room for
// 6 more TCH under the 18 TCH maximum); a 3 TCH section adds at least 3 x 1.35 h, over 44.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Highs } from 'highs'
import { runAutoAssign } from '@/domain/auto-assign/auto-assign-run'
import { buildAutoAssignProblem } from '@/domain/auto-assign/auto-assign-problem'
import { defaultWorkloadRules } from '@/domain/policy/caat-a/workload-rules'
import { nodeHighs } from '../highs-node'
import { course, FALL_2026, held, professor, settings } from './auto-assign-fixtures'

let highs: Highs
beforeAll(async () => {
  highs = await nodeHighs()
})

const essay = { essay: 100, routine: 0, inProcess: 0 }
const taught = ['a', 'b'].map((id) => course(id, { weeklyHours: 6, evaluationMix: essay, expectedEnrolment: 30 }))
const open = course('x', { weeklyHours: 3, evaluationMix: essay, expectedEnrolment: 30 })
const caat = { ...defaultWorkloadRules(), rules: 'ontario-caat-a' as const }
const full = professor('full', { employmentType: 'full-time', maxWeeklyHours: 18 })

describe('auto-assign under CAAT-A sees the 44 h attributed', () => {
  it('does not propose a section that takes a full-time professor over 44 h; another professor gets it', () => {
    const other = professor('other', { employmentType: 'partial-load', maxWeeklyHours: 12 })
    const data = { courses: [...taught, open], professors: [full, other], assignments: taught.map((c) => held(c, 'full')), workloadRules: caat }
    const problem = buildAutoAssignProblem(data, { term: FALL_2026, settings: settings() })
    expect(problem.slots[0]!.candidates.map((c) => problem.professors[c.professor]!.id)).toEqual(['other'])
    const { proposal } = runAutoAssign(highs, data, { term: FALL_2026, settings: settings() })
    expect(proposal.rows.map((r) => r.professorId)).toEqual(['other'])
  })

  it('with no one else, the section stays open', () => {
    const data = { courses: [...taught, open], professors: [full], assignments: taught.map((c) => held(c, 'full')), workloadRules: caat }
    const { proposal } = runAutoAssign(highs, data, { term: FALL_2026, settings: settings() })
    expect(proposal.rows.filter((r) => r.professorId === 'full')).toEqual([])
  })

  it('counts every section it gives at once: of two 1 TCH sections, only one fits under 44 h', () => {
    // 42 h + 1 x 1.35 = 43.35 h fits; 42 + 2 x 1.35 = 44.7 h does not, though 14 TCH is within 18.
    const light = course('y', { weeklyHours: 1, sectionCount: 2, evaluationMix: essay, expectedEnrolment: 30 })
    const data = { courses: [...taught, light], professors: [full], assignments: taught.map((c) => held(c, 'full')), workloadRules: caat }
    const { proposal } = runAutoAssign(highs, data, { term: FALL_2026, settings: settings() })
    expect(proposal.rows.filter((r) => r.professorId === 'full')).toHaveLength(1)
    // The model's capacity (the policy's headroom) is (44 - 42) / 1.35 TCH, not the 6 TCH under 18.
    const problem = buildAutoAssignProblem(data, { term: FALL_2026, settings: settings() })
    expect(problem.states[0]!.remaining).toBeCloseTo(2 / 1.35, 2)
  })

  it('under the CourseLoad bands the same professor, within their 18 h, still gets it', () => {
    const data = { courses: [...taught, open], professors: [full], assignments: taught.map((c) => held(c, 'full')) }
    const { proposal } = runAutoAssign(highs, data, { term: FALL_2026, settings: settings() })
    expect(proposal.rows.map((r) => r.professorId)).toEqual(['full'])
  })
})
