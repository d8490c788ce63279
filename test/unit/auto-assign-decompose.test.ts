// The reformulated auto-assign model on hand-made terms: counting the interchangeable sections of
// a course per candidate gives the same optimum as one yes/no per section; solving the independent
// components one by one gives the same optimum as one model; coverage comes before preferences.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Highs } from 'highs'
import { groupSlots, splitComponents } from '@/domain/auto-assign/auto-assign-groups'
import { buildAutoAssignProblem, type AutoAssignData } from '@/domain/auto-assign/auto-assign-problem'
import { proposalObjective, solveAutoAssign, type SolveOptions } from '@/domain/auto-assign/auto-assign-solve'
import type { AutoAssignSettings } from '@/domain/auto-assign/auto-assign-settings'
import type { Course } from '@/domain/model/course'
import { nodeHighs } from '../highs-node'
import { course, FALL_2026, held, professor, settings } from './auto-assign-fixtures'

let highs: Highs
beforeAll(async () => {
  highs = await nodeHighs()
})

const MON_9_12: Course['schedule'] = { days: ['mon'], startTime: '09:00', endTime: '12:00' }
const MON_11_13: Course['schedule'] = { days: ['mon'], startTime: '11:00', endTime: '13:00' }

function solve(data: AutoAssignData, options: SolveOptions, s: AutoAssignSettings = settings()) {
  const problem = buildAutoAssignProblem(data, { term: FALL_2026, settings: s })
  const outcome = solveAutoAssign(highs, problem, undefined, undefined, undefined, { exact: true, ...options })
  return {
    problem,
    outcome,
    covered: outcome.picks.filter((p) => p !== null).length,
    objective: Math.round(proposalObjective(problem, outcome.picks) * 1000) / 1000,
  }
}

/** Courses of several sections, hours of 2 to 6, two clashing times, caps that bind, a held course. */
function mixedTerm(): AutoAssignData {
  const a = course('a', { sectionCount: 3, weeklyHours: 3, requiredSpecializations: ['Drawing'] })
  const b = course('b', { sectionCount: 2, weeklyHours: 4, schedule: MON_9_12, requiredSpecializations: ['Film'] })
  const c = course('c', { sectionCount: 2, weeklyHours: 2, schedule: MON_11_13 })
  const d = course('d', { sectionCount: 3, weeklyHours: 6, programId: 'film', program: 'film', programName: 'Film' })
  const e = course('e', { sectionCount: 1, weeklyHours: 5 })
  return {
    courses: [a, b, c, d, e],
    professors: [
      professor('p1', { maxWeeklyHours: 9, specializations: ['Drawing'], employmentType: 'full-time' }),
      professor('p2', { maxWeeklyHours: 8, specializations: ['Film'], employmentType: 'partial-load', preferredPrograms: ['film'] }),
      professor('p3', { maxWeeklyHours: 6, employmentType: 'part-time', workloadPreferences: { maxCoursesPerTerm: 2, maxDailyHours: 4 } }),
      professor('p4', { maxWeeklyHours: 12, employmentType: 'sessional' }),
    ],
    assignments: [held(c, 'p4', 1)],
  }
}

describe('auto-assign reformulation', () => {
  it('groups the open sections of a course into one group and keeps a held section apart', () => {
    const problem = buildAutoAssignProblem(mixedTerm(), { term: FALL_2026, settings: settings({ allowReassign: true }) })
    const groups = groupSlots(problem)
    expect(groups.map((g) => [g.course.id, g.slots.length])).toEqual([
      ['a', 3],
      ['b', 2],
      ['c', 1],
      ['c', 1],
      ['d', 3],
      ['e', 1],
    ])
    expect(groupSlots(problem, true)).toHaveLength(problem.slots.length)
  })

  it('counting sections per candidate gives the same optimum as one variable per section', () => {
    const grouped = solve(mixedTerm(), {})
    const perSection = solve(mixedTerm(), { perSection: true })
    expect(grouped.outcome.method).toBe('optimal')
    expect(perSection.outcome.method).toBe('optimal')
    expect(grouped.covered).toBe(perSection.covered)
    expect(grouped.objective).toBeCloseTo(perSection.objective, 2)
    // Every open section fits somewhere here except what the caps leave out.
    expect(grouped.covered).toBeGreaterThan(grouped.problem.greedy.filter((p) => p !== null).length - 1)
  })

  it('splits professors and courses sharing no candidate, and the parts solved one by one give the same optimum', () => {
    // Qualified only: the drawing course and the film course have disjoint candidates.
    const drawing = course('dr', { sectionCount: 3, weeklyHours: 3, requiredSpecializations: ['Drawing'] })
    const film = course('fi', { sectionCount: 3, weeklyHours: 4, requiredSpecializations: ['Film'] })
    const data = {
      courses: [drawing, film],
      professors: [
        professor('p1', { maxWeeklyHours: 6, specializations: ['Drawing'] }),
        professor('p2', { maxWeeklyHours: 3, specializations: ['Drawing'], employmentType: 'part-time' }),
        professor('p3', { maxWeeklyHours: 8, specializations: ['Film'], employmentType: 'partial-load' }),
      ],
      assignments: [],
    }
    const qualified = settings({ qualifiedOnly: true })
    const problem = buildAutoAssignProblem(data, { term: FALL_2026, settings: qualified })
    const parts = splitComponents(groupSlots(problem), problem.professors.length)
    expect(parts).toEqual([
      { groups: [0], professors: [0, 1] },
      { groups: [1], professors: [2] },
    ])
    const split = solve(data, {}, qualified)
    const whole = solve(data, { whole: true }, qualified)
    expect(split.outcome.components).toBe(2)
    expect(whole.outcome.components).toBe(1)
    expect(split.covered).toBe(5)
    expect(whole.covered).toBe(5)
    expect(split.objective).toBeCloseTo(whole.objective, 3)
  })

  it('staffs as many sections as possible before weighing preferences', () => {
    // The expert would rather teach A, but only they can teach B: coverage sends them to B.
    const a = course('a', { requiredSpecializations: ['Drawing'] })
    const b = course('b', { schedule: MON_9_12 })
    const data = {
      courses: [a, b],
      professors: [
        professor('expert', { maxWeeklyHours: 3, specializations: ['Drawing'] }),
        professor('busy', { maxWeeklyHours: 6 }),
      ],
      assignments: [held(course('x', { schedule: MON_11_13 }), 'busy')],
    }
    const result = solve({ ...data, courses: [...data.courses, course('x', { schedule: MON_11_13 })] }, {})
    const names = result.outcome.picks.map((p) => (p === null ? null : result.problem.professors[p]!.id))
    expect(result.covered).toBe(2)
    expect(names).toEqual(['busy', 'expert'])
  })
})
