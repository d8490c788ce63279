// "Keep live assignments where possible" (issue 33): inside a scenario, each section auto-assign
// gives to another professor than its live holder is a cost, so among equally good proposals the
// one keeping live wins, coverage still comes first, and the proposal counts the moves.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Highs } from 'highs'
import type { AutoAssignData } from '@/domain/auto-assign/auto-assign-problem'
import { LIVE_REFERENCE_MESSAGES, liveReferenceOf, MOVE_COST, type LiveReference } from '@/domain/auto-assign/auto-assign-reference'
import { runAutoAssign } from '@/domain/auto-assign/auto-assign-run'
import { COVERAGE_WEIGHT, DEFAULT_AUTO_ASSIGN_SETTINGS, WEIGHT_MAX } from '@/domain/auto-assign/auto-assign-settings'
import { nodeHighs } from '../highs-node'
import { course, FALL_2026, held, professor, settings } from './auto-assign-fixtures'

let highs: Highs
beforeAll(async () => {
  highs = await nodeHighs()
})

const keepLive = settings({ keepLiveAssignments: true })
const run = (data: AutoAssignData, s = settings(), reference?: LiveReference) =>
  runAutoAssign(highs, data, { term: FALL_2026, settings: s, courseIds: null, reference }).proposal
const picks = (p: ReturnType<typeof run>) => Object.fromEntries(p.rows.map((r) => [r.id, r.professorId]))

describe('auto-assign keeping live assignments', () => {
  const c = course('c1')
  const p1 = professor('p1')
  const p2 = professor('p2')
  // Live gave C1 §1 to p2; the scenario left it open. p1 and p2 are equally good for it.
  const live = { courses: [c], assignments: [held(c, 'p2')] }
  const scenario = { courses: [c], professors: [p1, p2], assignments: [] }
  const reference = liveReferenceOf(live, FALL_2026)

  it('is off by default', () => {
    expect(DEFAULT_AUTO_ASSIGN_SETTINGS.keepLiveAssignments).toBe(false)
  })

  it('chooses, of two equally good proposals, the one that keeps the live assignment', () => {
    const without = run(scenario, settings(), reference)
    expect(picks(without)).toEqual({ 'c1#1': 'p1' })
    expect(without.movedFromLive).toBeUndefined()
    const withOption = run(scenario, keepLive, reference)
    expect(picks(withOption)).toEqual({ 'c1#1': 'p2' })
    expect(withOption.movedFromLive).toBe(0)
    expect(withOption.rows[0]!.reasons[0]).toBe('Keeps the live assignment')
  })

  it('keeps live over a better match, since a move costs more than any preference earns', () => {
    const skilled = course('c1', { requiredSpecializations: ['Rigging'] })
    const data = { ...scenario, courses: [skilled], professors: [professor('p1', { specializations: ['Rigging'], preferredPrograms: ['bachelor-animation'] }), p2] }
    expect(picks(run(data, settings(), reference))).toEqual({ 'c1#1': 'p1' })
    expect(picks(run(data, keepLive, reference))).toEqual({ 'c1#1': 'p2' })
    expect(MOVE_COST).toBeGreaterThan(3 * WEIGHT_MAX + 2 + WEIGHT_MAX * 10 * 1.75 / 3)
    expect(MOVE_COST).toBeLessThan(COVERAGE_WEIGHT)
  })

  it('moves a section when its live holder cannot take it, and says so and counts it', () => {
    const full = { ...scenario, professors: [p1, professor('p2', { isActive: false })] }
    const proposal = run(full, keepLive, reference)
    expect(picks(proposal)).toEqual({ 'c1#1': 'p1' })
    expect(proposal.movedFromLive).toBe(1)
    expect(proposal.rows[0]!.reasons[0]).toBe(LIVE_REFERENCE_MESSAGES.movedFrom('P2 Test'))
    expect(LIVE_REFERENCE_MESSAGES.moves(1)).toBe('1 section moves from its live professor')
  })

  it('still staffs the most sections first: it moves a live assignment when that staffs one more', () => {
    // p1 holds A in live and in the scenario; only p1 can teach B, and p1 has room for one course.
    const a = course('a')
    const b = course('b', { requiredSpecializations: ['Rigging'] })
    const data = {
      courses: [a, b],
      professors: [professor('p1', { maxWeeklyHours: 3, specializations: ['Rigging'] }), professor('p2')],
      assignments: [held(a, 'p1')],
    }
    const ref = liveReferenceOf(data, FALL_2026)
    const proposal = run(data, settings({ keepLiveAssignments: true, allowReassign: true, qualifiedOnly: true }), ref)
    expect(picks(proposal)).toEqual({ 'a#1': 'p2', 'b#1': 'p1' })
    expect(proposal.movedFromLive).toBe(1)
  })

  it('without a reference, the option changes nothing', () => {
    expect(picks(run(scenario, keepLive))).toEqual(picks(run(scenario, settings())))
  })
})

describe('liveReferenceOf', () => {
  it("maps each of the term's sections held once in live to its professor", () => {
    const c = course('c1', { sectionCount: 3 })
    const winter = course('w1', { semester: { term: 'winter', year: 2027 } })
    const assignments = [held(c, 'p1', 1), held(c, 'p2', 2), held(c, 'p3', 2), held(c, 'p1', 3), held(winter, 'p1')]
    expect(liveReferenceOf({ courses: [c, winter], assignments }, FALL_2026)).toEqual({ 'c1#1': 'p1', 'c1#3': 'p1' })
  })
})
