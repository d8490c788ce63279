// Policy first: the load terms fill full-time faculty toward their target first, then partial
// load, sessional and part-time (a setting, on by default), and even loads out within a type.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Highs } from 'highs'
import { runAutoAssign } from '@/domain/auto-assign/auto-assign-run'
import type { AutoAssignSettings } from '@/domain/auto-assign/auto-assign-settings'
import { nodeHighs } from '../highs-node'
import { course, FALL_2026, professor, settings } from './auto-assign-fixtures'

let highs: Highs
beforeAll(async () => {
  highs = await nodeHighs()
})

// Everyone equally (un)qualified: only the load terms choose.
const loadOnly = (patch: Partial<AutoAssignSettings> = {}) => settings(patch, { specialization: 0, preferredProgram: 0, continuity: 0, loadBalance: 5 })

/** One professor of each type, each with room for one 3 h section, listed part-time first. */
const staff = [
  professor('a-part', { employmentType: 'part-time', maxWeeklyHours: 3 }),
  professor('b-sessional', { employmentType: 'sessional', maxWeeklyHours: 3 }),
  professor('c-partial', { employmentType: 'partial-load', maxWeeklyHours: 3 }),
  professor('d-full', { employmentType: 'full-time', maxWeeklyHours: 3 }),
]

function whoGets(sections: number, s: AutoAssignSettings) {
  const data = { courses: [course('x', { sectionCount: sections, weeklyHours: 3 })], professors: staff, assignments: [] }
  const { proposal } = runAutoAssign(highs, data, { term: FALL_2026, settings: s })
  return proposal.rows.map((r) => r.professorId).sort()
}

describe('auto-assign load policy', () => {
  it('staffs full-time first, then partial load, then sessional, then part-time', () => {
    expect(whoGets(1, loadOnly())).toEqual(['d-full'])
    expect(whoGets(2, loadOnly())).toEqual(['c-partial', 'd-full'])
    expect(whoGets(3, loadOnly())).toEqual(['b-sessional', 'c-partial', 'd-full'])
    expect(whoGets(4, loadOnly())).toEqual(['a-part', 'b-sessional', 'c-partial', 'd-full'])
  })

  it('without full-time first, the type does not decide (the earlier professor in id order does)', () => {
    expect(whoGets(1, loadOnly({ fullTimeFirst: false }))).toEqual(['a-part'])
  })

  it('evens loads out within a type instead of filling one professor', () => {
    const data = {
      courses: [course('x', { weeklyHours: 3 }), course('y', { weeklyHours: 3 })],
      professors: [professor('f1', { maxWeeklyHours: 18 }), professor('f2', { maxWeeklyHours: 18 })],
      assignments: [],
    }
    const { proposal } = runAutoAssign(highs, data, { term: FALL_2026, settings: loadOnly() })
    expect(proposal.rows.map((r) => r.professorId).sort()).toEqual(['f1', 'f2'])
  })

  it('a full match of the required specialization still outweighs the type order', () => {
    const data = {
      courses: [course('x', { weeklyHours: 3, requiredSpecializations: ['Lighting'] })],
      professors: [
        professor('full', { employmentType: 'full-time', maxWeeklyHours: 18 }),
        professor('partial', { employmentType: 'partial-load', maxWeeklyHours: 12, specializations: ['Lighting'] }),
      ],
      assignments: [],
    }
    const { proposal } = runAutoAssign(highs, data, { term: FALL_2026, settings: settings() })
    expect(proposal.rows.map((r) => r.professorId)).toEqual(['partial'])
  })
})
