import { describe, expect, it } from 'vitest'
import { unmetPreconditions } from '@/domain/plan/preconditions'
import type { ChangeSet, Precondition } from '@/domain/model/change-set'
import { conflictKey, scenarioDrift } from './scenario-drift'
import { planPromotion } from './scenario-promotion'
import { checkPromotion } from './scenario-promotion-check'
import { termScope } from '@/domain/calendar/planning-term'
import { overlayLists } from './scenario-overlay'
import { applied, assign, byKey, course, del, lists, professor, put, scenarioOver } from './scenario-test-fixtures'

const c1 = course('ani1001', { sectionCount: 2 })
const c2 = course('ani1002')
const p1 = professor('p1')
const p2 = professor('p2')
const p3 = professor('p3')
const held = assign(c1, 1, 'p1')
const live = lists({ professors: [p1, p2, p3], courses: [c1, c2], assignments: [held] })

/** The scenario: ANI1001 §1 from p1 to p2, ANI1002 renamed, a new course. */
const reassign: ChangeSet = { delete: { assignments: [held.id] }, put: { assignments: [assign(c1, 1, 'p2')] } }
const rename = put('courses', { ...c2, title: 'Renamed in the scenario' })
const added = course('ani1003')
const scenario = scenarioOver(live, reassign, rename, put('courses', added))

/** What storage finds for each precondition in `lists` (records by id, lookups by course). */
function found(l: typeof live) {
  return (p: Precondition) => {
    if (p.kind === 'record') return (l[p.store] as readonly unknown[] as readonly { id: string }[]).find((r) => r.id === p.id) ?? null
    return l.assignments.filter((a) => p.probes.includes(a.courseId))
  }
}

describe('planPromotion without conflicts', () => {
  const plan = planPromotion(scenario, live)

  it('is one change set that makes live equal to the scenario', () => {
    expect(plan.conflicts).toEqual([])
    expect(plan.promoted).toBe(4)
    expect(byKey(applied(live, plan.changeSet))).toEqual(byKey(overlayLists(live, scenario.overlay)))
  })

  it('requires live to be as it was read, so a write racing it is refused', () => {
    expect(unmetPreconditions(plan.changeSet.require!, found(live))).toEqual([])
    const raced = applied(live, put('courses', { ...c2, title: 'Written meanwhile' }))
    expect(unmetPreconditions(plan.changeSet.require!, found(raced)).map((p) => p.what)).toEqual(['ANI1002 in Fall 2026'])
    const staffed = applied(live, put('assignments', assign(c1, 1, 'p3')))
    expect(unmetPreconditions(plan.changeSet.require!, found(staffed)).map((p) => p.what)).toEqual(['section 1 of ANI1001 in Fall 2026'])
  })

  it('writes records without the scenario store\'s revision', () => {
    const s = scenarioOver(live, put('courses', { ...c2, title: 'X', rev: 4 }))
    expect(planPromotion(s, live).changeSet.put!.courses![0]).not.toHaveProperty('rev')
  })

  it('is empty for a scenario with no changes', () => {
    expect(planPromotion(scenarioOver(live), live)).toEqual({ changeSet: {}, conflicts: [], promoted: 0, keptLive: 0 })
  })
})

describe('planPromotion with conflicts', () => {
  // After the scenario was made, live renamed ANI1002 and gave ANI1001 §1 to p3.
  const drifted = applied(applied(live, put('courses', { ...c2, title: 'Renamed in live' })), { delete: { assignments: [held.id] }, put: { assignments: [assign(c1, 1, 'p3')] } })

  it('lists what live changed since the scenario, in plain sentences, and promotes only the rest', () => {
    const plan = planPromotion(scenario, drifted)
    expect(plan.conflicts.map((c) => c.message)).toEqual([
      'ANI1001 §1 in Fall 2026 was changed in the live plan after this scenario was made.',
      'ANI1002 in Fall 2026 was changed in the live plan after this scenario was made.',
    ])
    expect(plan.conflicts[1]).toMatchObject({ store: 'courses', id: c2.id, what: 'ANI1002 in Fall 2026', live: { title: 'Renamed in live' }, scenario: { title: 'Renamed in the scenario' } })
    expect(plan.promoted).toBe(1)
    const after = applied(drifted, plan.changeSet)
    expect(after.courses.map((c) => c.title)).toEqual(['Course ani1001', 'Renamed in live', 'Course ani1003'])
    expect(after.assignments.map((a) => a.professorId)).toEqual(['p3'])
  })

  it("takes the scenario's side of a conflict: the section gets the scenario's professor only", () => {
    const [section, renamed] = planPromotion(scenario, drifted).conflicts
    const plan = planPromotion(scenario, drifted, { [conflictKey(section!)]: 'take-scenario', [conflictKey(renamed!)]: 'take-scenario' })
    expect(plan.conflicts).toEqual([])
    const after = applied(drifted, plan.changeSet)
    expect(byKey(after)).toEqual(byKey(overlayLists(live, scenario.overlay)))
    expect(unmetPreconditions(plan.changeSet.require!, found(drifted))).toEqual([])
  })

  it('keeps live where told to, and counts it', () => {
    const [section, renamed] = planPromotion(scenario, drifted).conflicts
    const plan = planPromotion(scenario, drifted, { [conflictKey(section!)]: 'keep-live', [conflictKey(renamed!)]: 'keep-live' })
    expect(plan).toMatchObject({ conflicts: [], promoted: 1, keptLive: 2 })
  })

  it('names a base record deleted in live as a conflict with a clear message', () => {
    const gone = applied(live, del('courses', c2.id))
    const [conflict] = planPromotion(scenario, gone).conflicts
    expect(conflict).toMatchObject({ kind: 'deleted', live: null, message: 'ANI1002 in Fall 2026 was deleted from the live plan after this scenario was made.' })
  })

  it('names a record both created as a conflict', () => {
    const both = applied(live, put('courses', { ...added, title: 'Live has its own' }))
    expect(planPromotion(scenario, both).conflicts.map((c) => c.message)).toEqual(['ANI1003 in Fall 2026 was also added to the live plan after this scenario was made.'])
  })

  it('sees no conflict where live made the same change, and writes nothing for it', () => {
    const same = applied(applied(live, reassign), rename)
    const plan = planPromotion(scenario, same)
    expect(plan.conflicts).toEqual([])
    expect(plan.changeSet.put).toEqual({ courses: [added] })
  })

  it('counts a new revision of the same content as drift', () => {
    const bumped = applied(live, put('courses', { ...c2, rev: 1 }))
    expect(scenarioDrift(scenario, bumped).map((d) => d.kind)).toEqual(['changed'])
  })
})

describe('scenarioDrift', () => {
  it('is empty while live holds the base of everything the scenario changed', () => {
    expect(scenarioDrift(scenario, live)).toEqual([])
  })

  it('lists records and sections live changed since, not records the scenario left alone', () => {
    const l = applied(applied(live, put('courses', { ...c2, title: 'Live' })), put('assignments', assign(c1, 2, 'p3')))
    expect(scenarioDrift(scenario, l).map((d) => d.what)).toEqual(['ANI1002 in Fall 2026'])
    const restaffed = applied(live, put('assignments', assign(c1, 1, 'p3')))
    expect(scenarioDrift(scenario, restaffed).map((d) => [d.store, d.id])).toEqual([['assignments', `${c1.id}#1`]])
  })
})

describe('checkPromotion', () => {
  const c3 = course('ani1003', { weeklyHours: 9 })
  const base = lists({ professors: [p1, p2], courses: [c1, c2, c3], assignments: [held] })
  // The scenario gives ANI1003 (9 h) to p2 (12 h cap); live has since given p2 ANI1002 §1 (3 h) and ANI1001 §2.
  const s = scenarioOver(base, put('assignments', assign(c3, 1, 'p2')))
  const busy = applied(base, put('assignments', assign(c2, 1, 'p2'), assign(c1, 2, 'p2')))
  const FALL = termScope({ term: 'fall', year: 2026 })

  it('finds a professor the promotion would put over their limit, in a plain sentence', () => {
    const check = checkPromotion(busy, planPromotion(s, busy), FALL)
    expect(check.messages).toEqual(['p2 Prof would be over their limit in Fall 2026 (15 of 12 h) once promoted.'])
    expect(check.after.assignments).toHaveLength(4)
  })

  it('passes a promotion that keeps everyone within their limits', () => {
    expect(checkPromotion(base, planPromotion(s, base), FALL).messages).toEqual([])
  })

  it('counts contract breaches the promotion adds, when the policy reports them', () => {
    const breaches = (plan: { assignments: readonly unknown[] }) => (plan.assignments.length > 3 ? 1 : 0)
    expect(checkPromotion(busy, planPromotion(s, busy), FALL, { contractBreaches: breaches }).messages[1]).toBe('Promoting would add 1 contract breach in Fall 2026.')
  })
})
