import { describe, expect, it } from 'vitest'
import { unmetPreconditions } from '@/domain/plan/preconditions'
import type { Precondition } from '@/domain/model/change-set'
import { courseLookup } from './scenario-drift'
import { SCENARIO_MESSAGES } from './scenario-messages'
import { planPromotion } from './scenario-promotion'
import { guardOrphans } from './scenario-promotion-orphans'
import { applied, assign, course, del, lists, professor, put, scenarioOver } from './scenario-test-fixtures'

const c1 = course('ani1001', { sectionCount: 2 })
const c2 = course('ani1002')
const p1 = professor('p1')
const p2 = professor('p2')
const live = lists({ professors: [p1, p2], courses: [c1, c2], assignments: [] })
const guarded = (s: ReturnType<typeof scenarioOver>, l: typeof live) => guardOrphans(planPromotion(s, l), l, courseLookup(s, l))
const found = (l: typeof live) => (p: Precondition) =>
  p.kind === 'record' ? ((l[p.store] as readonly unknown[] as readonly { id: string }[]).find((r) => r.id === p.id) ?? null) : l.assignments.filter((a) => p.probes.includes(a.courseId))

describe('guardOrphans', () => {
  it('leaves a promotion without orphans as it is', () => {
    const s = scenarioOver(live, put('assignments', assign(c1, 1, 'p1')))
    const plan = guarded(s, live)
    expect(plan).toEqual({ ...planPromotion(s, live), cascaded: [], leftOut: [] })
  })

  it('deletes with the course the sections live gave it after the scenario was made', () => {
    const s = scenarioOver(live, del('courses', c1.id))
    const staffed = applied(live, put('assignments', assign(c1, 2, 'p2')))
    const plan = guarded(s, staffed)
    expect(plan.changeSet.delete).toEqual({ courses: [c1.id], assignments: [assign(c1, 2, 'p2').id] })
    expect(plan.promoted).toBe(2)
    expect(plan.cascaded).toEqual([SCENARIO_MESSAGES.cascadedFromCourse('ANI1001 §2 in Fall 2026')])
    const after = applied(staffed, plan.changeSet)
    expect(after.assignments).toEqual([])
    // The cascaded section is required as read: a change of it meanwhile refuses the promotion.
    expect(unmetPreconditions(plan.changeSet.require!, found(staffed))).toEqual([])
    const moved = applied(staffed, { delete: { assignments: [assign(c1, 2, 'p2').id] }, put: { assignments: [assign(c1, 2, 'p1')] } })
    expect(unmetPreconditions(plan.changeSet.require!, found(moved)).map((p) => p.what)).toContain('ANI1001 §2 in Fall 2026')
  })

  it('leaves out a section of a course live deleted after the scenario was made, and says so', () => {
    const s = scenarioOver(live, put('assignments', assign(c1, 1, 'p1')), put('assignments', assign(c2, 1, 'p2')))
    const gone = applied(live, del('courses', c1.id))
    const plan = guarded(s, gone)
    expect(plan.changeSet.put?.assignments).toEqual([expect.objectContaining({ id: assign(c2, 1, 'p2').id })])
    expect(plan.promoted).toBe(1)
    // Neither plan has the course any more: the section is named by its course's id.
    expect(plan.leftOut).toEqual([SCENARIO_MESSAGES.courseGoneInLive('ani1001 §1 in Fall 2026')])
    expect(plan.changeSet.require!.some((p) => p.kind === 'record' && p.id === assign(c1, 1, 'p1').id)).toBe(false)
    const after = applied(gone, plan.changeSet)
    expect(after.assignments.every((a) => after.courses.some((c) => c.id === a.courseId))).toBe(true)
  })

  it('writes nothing when every change was an orphan', () => {
    const s = scenarioOver(live, put('assignments', assign(c1, 1, 'p1')))
    const plan = guarded(s, applied(live, del('courses', c1.id)))
    expect(plan.changeSet).toEqual({})
    expect(plan.promoted).toBe(0)
  })
})
