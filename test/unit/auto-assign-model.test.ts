// The auto-assign model on hand-made cases, solved by HiGHS in Node: existing assignments are kept,
// caps and conflicts are never broken, open sections get the right reason, the weights steer the
// choice, and the same input always gives the same proposal.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Highs } from 'highs'
import type { AutoAssignData } from '@/domain/auto-assign/auto-assign-problem'
import { acceptedRowProblems, editProposal, proposalChangeSet, rowsOverMeasuredLimits, writableRowIds } from '@/domain/auto-assign/auto-assign-proposal'
import { runAutoAssign } from '@/domain/auto-assign/auto-assign-run'
import { buildLpModel } from '@/domain/auto-assign/auto-assign-model'
import { groupSlots, splitComponents } from '@/domain/auto-assign/auto-assign-groups'
import { buildAutoAssignProblem } from '@/domain/auto-assign/auto-assign-problem'
import { solveAutoAssign } from '@/domain/auto-assign/auto-assign-solve'
import type { Course } from '@/domain/model/course'
import { generateSampleData } from '@/domain/sample/sample-data'
import { nodeHighs } from '../highs-node'
import type { Assignment } from '@/domain/model/assignment'
import type { Precondition } from '@/domain/model/change-set'
import { changedSinceMessage, unmetPreconditions } from '@/domain/plan/preconditions'
import { course, FALL_2026, held, professor, settings } from './auto-assign-fixtures'

let highs: Highs
beforeAll(async () => {
  highs = await nodeHighs()
})

const run = (data: AutoAssignData, s = settings(), courseIds?: string[]) =>
  runAutoAssign(highs, data, { term: FALL_2026, settings: s, courseIds: courseIds ?? null }).proposal
const picks = (p: ReturnType<typeof run>) => Object.fromEntries(p.rows.map((r) => [r.id, r.professorId]))

const MON_9_12: Course['schedule'] = { days: ['mon'], startTime: '09:00', endTime: '12:00' }
const MON_10_13: Course['schedule'] = { days: ['mon'], startTime: '10:00', endTime: '13:00' }

describe('auto-assign model', () => {
  it('keeps existing assignments and staffs only the open sections', () => {
    const c1 = course('c1', { sectionCount: 2 })
    const existing = held(c1, 'p1', 1)
    const data = { courses: [c1], professors: [professor('p1'), professor('p2')], assignments: [existing] }
    const proposal = run(data)
    expect(proposal.rows.map((r) => r.id)).toEqual(['c1#2'])
    // Someone else staffs the section meanwhile: accepting it is refused.
    const later = { ...data, assignments: [existing, held(c1, 'p2', 2)] }
    expect(acceptedRowProblems(later, proposal, new Set(['c1#2']), true)).toEqual(['C1 §2: already has a professor now'])
    const changes = proposalChangeSet(proposal, new Set(['c1#2']), new Date('2026-09-01T00:00:00Z'), data)
    expect(changes.delete?.assignments).toEqual([])
    expect(changes.put?.assignments).toHaveLength(1)
    expect(changes.put?.assignments?.[0]).toMatchObject({ courseId: 'c1', section: 2, term: 'fall', academicYear: '2026-2027' })
  })

  it('never exceeds a cap: the section that does not fit is left open for lack of capacity', () => {
    const a = course('a', { weeklyHours: 4 })
    const b = course('b', { weeklyHours: 4 })
    const data = { courses: [a, b], professors: [professor('p1', { maxWeeklyHours: 6 })], assignments: [] }
    const proposal = run(data)
    expect(proposal.rows).toHaveLength(1)
    expect(proposal.rows[0]).toMatchObject({ loadBefore: 0, loadAfter: 4, cap: 6 })
    expect(proposal.unstaffed).toHaveLength(1)
    expect(proposal.unstaffed[0]!.reason).toBe('no-capacity')
    expect(proposal.unstaffed[0]!.message).toBe('Everyone is at their limit: 1 active professor at their cap in Fall 2026')
  })

  it('never creates a schedule conflict: the clashing section is left open with the conflict as its reason', () => {
    const a = course('a', { schedule: MON_9_12 })
    const b = course('b', { schedule: MON_10_13 })
    const data = { courses: [a, b], professors: [professor('p1')], assignments: [] }
    const proposal = run(data)
    expect(proposal.rows).toHaveLength(1)
    expect(proposal.unstaffed.map((u) => u.reason)).toEqual(['conflicts'])
  })

  it('counts what a professor already teaches: a clash with a held course or a full cap keeps them out', () => {
    const a = course('a', { schedule: MON_9_12 })
    const b = course('b', { schedule: MON_10_13 })
    const c = course('c', { weeklyHours: 6 })
    const data = {
      courses: [a, b, c],
      professors: [professor('p1', { maxWeeklyHours: 6 })],
      assignments: [held(a, 'p1')],
    }
    const proposal = run(data)
    expect(proposal.rows).toEqual([])
    expect(proposal.unstaffed.map((u) => [u.id, u.reason])).toEqual([
      ['b#1', 'conflicts'],
      ['c#1', 'no-capacity'],
    ])
  })

  it('proposes only active professors and reports a term without any', () => {
    const data = { courses: [course('a')], professors: [professor('p1', { isActive: false })], assignments: [] }
    const proposal = run(data)
    expect(proposal.rows).toEqual([])
    expect(proposal.unstaffed[0]).toMatchObject({ reason: 'no-active', message: 'No active professors' })
  })

  it('leaves professorNotRequired courses alone', () => {
    const data = { courses: [course('a', { professorNotRequired: true })], professors: [professor('p1')], assignments: [] }
    expect(run(data)).toMatchObject({ rows: [], unstaffed: [] })
  })

  it('honours max courses per term and max daily hours, unless told not to', () => {
    const a = course('a', { schedule: { days: ['tue'], startTime: '09:00', endTime: '12:00' } })
    const b = course('b', { schedule: { days: ['tue'], startTime: '13:00', endTime: '16:00' } })
    const c = course('c')
    const busy = professor('p1', { workloadPreferences: { maxCoursesPerTerm: 2, maxDailyHours: 4 } })
    const data = { courses: [a, b, c], professors: [busy], assignments: [] }
    const strict = run(data)
    expect(strict.rows).toHaveLength(2)
    expect(strict.rows.filter((r) => r.id !== 'c#1')).toHaveLength(1)
    expect(strict.unstaffed[0]!.reason).toBe('preferences')
    expect(run(data, settings({ respectPreferences: false })).rows).toHaveLength(3)
  })

  it('lets the weights choose: specialization, preferred program, continuity', () => {
    const anim = course('anim', { requiredSpecializations: ['Animation'] })
    const last = course('anim-old', { code: 'ANIM', semester: { term: 'fall', year: 2025 } })
    const expert = professor('pa', { specializations: ['Animation'] })
    const fan = professor('pb', { preferredPrograms: ['bachelor-animation'] })
    const veteran = professor('pc')
    const data = { courses: [anim, last], professors: [expert, fan, veteran], assignments: [held(last, 'pc', 1, 2025)] }
    const only = ['anim']
    expect(picks(run(data, settings({}, { specialization: 10, preferredProgram: 4, continuity: 6 }), only))).toEqual({ 'anim#1': 'pa' })
    expect(picks(run(data, settings({}, { specialization: 0, preferredProgram: 4, continuity: 0 }), only))).toEqual({ 'anim#1': 'pb' })
    const continuity = run(data, settings({}, { specialization: 0, preferredProgram: 0, continuity: 6 }), only)
    expect(picks(continuity)).toEqual({ 'anim#1': 'pc' })
    expect(continuity.rows[0]!.continuity).toBe(true)
  })

  it('fills a full-time professor toward their target before a partial-load one', () => {
    const data = {
      courses: [course('a', { weeklyHours: 3 })],
      professors: [professor('full', { employmentType: 'full-time', maxWeeklyHours: 40 }), professor('partial', { employmentType: 'partial-load', maxWeeklyHours: 12 })],
      assignments: [],
    }
    expect(picks(run(data, settings({}, { specialization: 0, preferredProgram: 0, continuity: 0, loadBalance: 5 })))).toEqual({ 'a#1': 'full' })
  })

  it('with reassigning allowed, moves a section off an overloaded holder and checks rejected moves', () => {
    const a = course('a', { weeklyHours: 6 })
    const b = course('b', { weeklyHours: 6 })
    const data = {
      courses: [a, b],
      professors: [professor('p1', { maxWeeklyHours: 6 }), professor('p2', { maxWeeklyHours: 6 })],
      assignments: [held(a, 'p1'), held(b, 'p1')],
    }
    const proposal = run(data, settings({ allowReassign: true }))
    expect(proposal.rows).toHaveLength(1)
    const row = proposal.rows[0]!
    expect(row.professorId).toBe('p2')
    expect(row.previous?.assignment.professorId).toBe('p1')
    expect(acceptedRowProblems(data, proposal, new Set([row.id]), true)).toEqual([])
    const changes = proposalChangeSet(proposal, new Set([row.id]), new Date(), data)
    expect(changes.delete?.assignments).toEqual([row.previous!.assignment.id])
  })

  it('falls back to the greedy ranking, and says so, when the solver has no solution at its time limit', () => {
    const data = { courses: [course('a'), course('b')], professors: [professor('p1'), professor('p2')], assignments: [] }
    const problem = buildAutoAssignProblem(data, { term: FALL_2026, settings: settings() })
    // A solver that runs out of time before finding any solution.
    const silent = {
      constants: highs.constants,
      createModel: () => ({
        getDimensions: () => ({ numCols: 0 }),
        getColName: () => '',
        options: { set: () => undefined },
        setSolution: () => undefined,
        run: () => undefined,
        getModelStatus: () => highs.constants.modelStatus.timeLimit,
        info: { get: () => 0 },
        dispose: () => undefined,
      }),
    } as unknown as Highs
    const outcome = solveAutoAssign(silent, problem)
    expect(outcome.method).toBe('greedy-fallback')
    expect(outcome.picks.filter((p) => p !== null)).toHaveLength(problem.greedy.filter((p) => p !== null).length)
    expect(outcome.note).toBe('The solver found no solution within the time limit for part of the term; that part shows the greedy ranking instead.')
  })

  it('accepting states what the proposal was computed from: the sections\' holders and the loads as the solver read them', () => {
    const a = course('a', { sectionCount: 2 })
    const b = course('b', { weeklyHours: 6 })
    const onB = held(b, 'p1')
    const data = { courses: [a, b], professors: [professor('p1'), professor('p2', { isActive: false })], assignments: [onB] }
    const proposal = run(data)
    expect(proposal.rows.map((r) => [r.id, r.professorId])).toEqual([
      ['a#1', 'p1'],
      ['a#2', 'p1'],
    ])
    const changes = proposalChangeSet(proposal, new Set(['a#1', 'a#2']), new Date('2026-09-01T00:00:00Z'), data)
    expect(changes.require?.map((p) => p.what)).toEqual(['section 1 of A in Fall 2026', 'section 2 of A in Fall 2026', 'the assignments of P1 Test'])
    const storedAs = (stored: readonly Assignment[]) => (p: Precondition) => (p.kind === 'lookup' ? stored : null)
    expect(unmetPreconditions(changes.require!, storedAs(data.assignments))).toEqual([])
    // Another tab assigned section 2 meanwhile: the whole acceptance is refused, naming it.
    const raced = [onB, held(a, 'p2', 2)]
    expect(changedSinceMessage(unmetPreconditions(changes.require!, storedAs(raced)))).toMatch(
      /^Changed in another tab or window since this was prepared: section 2 of A in Fall 2026\. Nothing was written/,
    )
    // Another tab took p1's other course away: the loads it showed were counted with it.
    expect(unmetPreconditions(changes.require!, storedAs([])).map((p) => p.what)).toEqual(['the assignments of P1 Test'])
  })

  it('re-checks an edited proposal: swaps move the loads, a swap past a cap is refused, leaving a row open writes nothing', () => {
    const a = course('a', { sectionCount: 2, weeklyHours: 4, requiredSpecializations: ['Drawing'] })
    const data = {
      courses: [a],
      professors: [professor('ada', { specializations: ['Drawing'] }), professor('cy', { maxWeeklyHours: 6 })],
      assignments: [],
    }
    const proposal = run(data)
    expect(proposal.rows.map((r) => [r.id, r.professorId, r.alternatives.map((x) => x.professorId)])).toEqual([
      ['a#1', 'ada', ['cy']],
      ['a#2', 'ada', ['cy']],
    ])
    const one = editProposal(proposal, new Map([['a#1', 'cy']]))
    expect(one.rows.map((r) => [r.professorId, r.loadBefore, r.loadAfter])).toEqual([
      ['cy', 0, 4],
      ['ada', 0, 4],
    ])
    const all = new Set(['a#1', 'a#2'])
    expect(acceptedRowProblems(data, one, all, true)).toEqual([])
    const both = editProposal(proposal, new Map([['a#1', 'cy'], ['a#2', 'cy']]))
    expect(acceptedRowProblems(data, both, all, true)).toEqual(['A §2: CY Test would go over their cap (accept the row that frees their hours too)'])
    const open = editProposal(proposal, new Map([['a#2', null]]))
    expect(writableRowIds(open, all)).toEqual(new Set(['a#1']))
    expect(proposalChangeSet(open, writableRowIds(open, all), new Date(), data).put?.assignments?.map((x) => x.section)).toEqual([1])
  })

  it('leaves open, last first, the rows that would put a professor over a limit the solver does not see (the SWF)', () => {
    const a = course('a', { sectionCount: 3, weeklyHours: 4 })
    const b = course('b', { sectionCount: 1, weeklyHours: 4 })
    const data = { courses: [a, b], professors: [professor('ada', { maxWeeklyHours: 18 })], assignments: [] }
    const proposal = run(data)
    expect(proposal.rows.map((r) => r.professorId)).toEqual(['ada', 'ada', 'ada', 'ada'])
    // A stand-in for the SWF: 6 h of complementary functions + 2.6 h per teaching hour, at most 44.
    const attributed = (rows: readonly { course: Course }[]) => 6 + rows.reduce((h, r) => h + 2.6 * r.course.weeklyHours, 0)
    const seen: number[] = []
    const open = rowsOverMeasuredLimits(proposal, (_id, rows) => (seen.push(rows.length), attributed(rows) > 44))
    // 4 rows: 47.6 h; 3 rows: 37.2 h. The last row goes, the rest stays.
    expect(open).toEqual([proposal.rows[3]!.id])
    expect(seen).toEqual([4, 3])
    // A policy measuring teaching hours alone never says overloaded: nothing is left open.
    expect(rowsOverMeasuredLimits(proposal, () => false)).toEqual([])
    const edited = editProposal(proposal, new Map(open.map((id) => [id, null])))
    expect(edited.rows.filter((r) => r.professorId === 'ada')).toHaveLength(3)
  })

  it('is deterministic: the same data and weights give the same LP text and the same proposal', () => {
    const data = generateSampleData({ seed: 7, now: new Date('2026-09-15T12:00:00Z') })
    const request = { term: FALL_2026, settings: settings() }
    const lpOf = () => {
      const problem = buildAutoAssignProblem(data, request)
      const groups = groupSlots(problem)
      return splitComponents(groups, problem.professors.length).map((c) => buildLpModel(problem, groups, c, { kind: 'coverage' }, new Map()).lp)
    }
    expect(lpOf()).toEqual(lpOf())
    const first = run(data)
    const second = run({ courses: [...data.courses].reverse(), professors: [...data.professors].reverse(), assignments: [...data.assignments].reverse() })
    expect(picks(second)).toEqual(picks(first))
    expect(first.covered).toBeGreaterThanOrEqual(first.greedyCovered)
  })
})
