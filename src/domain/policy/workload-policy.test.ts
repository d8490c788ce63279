import { describe, expect, it } from 'vitest'
import { academicYearScope, type PlanningTerm } from '@/domain/calendar/planning-term'
import { scopedWorkload } from '@/domain/plan/term-workload'
import {
  canTakeExtraHours,
  reportMaxHours,
  reportWorkloadStatus,
  utilizationPercent,
  workloadStatus,
} from '@/domain/model/workload'
import { COURSELOAD_BANDS } from './courseload-bands'
import { workloadPolicy } from './policy-registry'
import {
  DEFAULT_WORKLOAD_POLICY,
  workloadSummaryOf,
  type PolicyProfessor,
  type WorkloadPolicy,
} from './workload-policy'

const FALL: PlanningTerm = { term: 'fall', year: 2026 }
const WINTER: PlanningTerm = { term: 'winter', year: 2027 }
const policy = DEFAULT_WORKLOAD_POLICY
const prof = (maxWeeklyHours: number, extra: Partial<PolicyProfessor> = {}): PolicyProfessor => ({
  isActive: true,
  maxWeeklyHours,
  employmentType: 'partial-load',
  ...extra,
})

describe('the default policy is the spec’s "CourseLoad bands"', () => {
  it('is the default and is found by id; unknown ids get the default', () => {
    expect(policy).toBe(COURSELOAD_BANDS)
    expect(policy.label).toBe('CourseLoad bands')
    expect(workloadPolicy('courseload-bands')).toBe(COURSELOAD_BANDS)
    expect(workloadPolicy(undefined)).toBe(COURSELOAD_BANDS)
    expect(workloadPolicy('caat-a-not-built-yet')).toBe(COURSELOAD_BANDS)
  })

  it('one limit, weekly teaching hours, the professor’s own cap in every term', () => {
    expect(policy.limits(prof(12), FALL)).toEqual([
      { measure: 'weeklyHours', label: 'weekly hours', max: 12 },
    ])
    expect(policy.weeklyLimit(prof(18), WINTER)).toBe(18)
    expect(policy.weeklyLimit(prof(18), null)).toBe(18)
  })
})

describe('five-way status at every boundary (max 12 unless said)', () => {
  it.each([
    ['0 hours', 12, 0, 'unassigned', 0, 12],
    ['under 50 % (5 of 12 = 42 %)', 12, 5, 'underutilized', 42, 7],
    ['49.5 % rounds to 50 % (5.94 of 12)', 12, 5.94, 'partial', 50, 6.06],
    ['exactly 50 % (6 of 12)', 12, 6, 'partial', 50, 6],
    ['under 90 % (10 of 12 = 83 %)', 12, 10, 'partial', 83, 2],
    ['exactly 90 % (9 of 10)', 10, 9, 'full', 90, 1],
    ['exactly 100 % (12 of 12)', 12, 12, 'full', 100, 0],
    ['over 100 % (13 of 12)', 12, 13, 'overloaded', 108, 0],
    ['max 0 with nothing assigned', 0, 0, 'unassigned', 0, 0],
    ['max 0 with hours', 0, 3, 'overloaded', 0, 0],
  ] as const)('%s', (_name, max, hours, status, utilization, remaining) => {
    const a = policy.assess(prof(max), FALL, hours)
    expect(a.status).toBe(status)
    expect(a.utilization).toBe(utilization)
    expect(a.remaining).toBeCloseTo(remaining, 10)
    expect(a.overloaded).toBe(status === 'overloaded')
    expect(a.hours).toBe(hours)
    expect(a.limit).toBe(max)
  })

  it('over the cap: hours over and a negative headroom; remaining is floored at 0', () => {
    const a = policy.assess(prof(12), FALL, 15)
    expect(a).toMatchObject({
      hoursOver: 3,
      headroom: -3,
      remaining: 0,
      utilization: 125,
      status: 'overloaded',
    })
    expect(a.checks).toEqual([
      {
        measure: 'weeklyHours',
        label: 'weekly hours',
        max: 12,
        load: 15,
        utilization: 125,
        remaining: 0,
        headroom: -3,
        over: 3,
        exceeded: true,
      },
    ])
    expect(policy.headroom(prof(12), FALL, 15)).toBe(-3)
  })

  it('a measured load and a bare number are the same weekly hours', () => {
    expect(policy.assess(prof(12), FALL, { weeklyHours: 9 })).toEqual(
      policy.assess(prof(12), FALL, 9),
    )
  })

  it('an inactive professor gets the same status (it is about hours), but is never underloaded', () => {
    const inactive = prof(12, { isActive: false })
    expect(policy.assess(inactive, FALL, 3)).toMatchObject({
      status: 'underutilized',
      isActive: false,
      underloaded: false,
    })
    expect(policy.assess(inactive, FALL, 13).status).toBe('overloaded')
  })

  it('underloaded (the alerts): active, a cap above 0, under 50 % — nothing assigned included', () => {
    expect(policy.assess(prof(12), FALL, 0).underloaded).toBe(true)
    expect(policy.assess(prof(12), FALL, 5).underloaded).toBe(true)
    expect(policy.assess(prof(12), FALL, 6).underloaded).toBe(false)
    expect(policy.assess(prof(0), FALL, 0).underloaded).toBe(false)
  })

  it('agrees with the spec’s formulas over a grid of hours and caps', () => {
    for (const max of [0, 1, 6, 12, 18, 40]) {
      for (let hours = 0; hours <= 45; hours += 0.25) {
        const a = policy.assess(prof(max), FALL, hours)
        expect(a.status).toBe(workloadStatus(hours, max))
        expect(a.utilization).toBe(utilizationPercent(hours, max))
        expect(workloadSummaryOf(a)).toEqual({
          assignedHours: hours,
          maxWeeklyHours: max,
          utilization: utilizationPercent(hours, max),
          remaining: Math.max(0, max - hours),
          status: workloadStatus(hours, max),
        })
      }
    }
  })
})

describe('extra hours: active and total plus extra at most max', () => {
  it('fits exactly at the cap, not half an hour past it', () => {
    expect(policy.fits(prof(12), FALL, 9, 3)).toBe(true)
    expect(policy.whyNot(prof(12), FALL, 9, 3)).toBeNull()
    expect(policy.fits(prof(12), FALL, 9, 3.5)).toBe(false)
    expect(policy.whyNot(prof(12), FALL, 9, 3.5)).toBe('0.50 h over the 12 h cap in Fall 2026')
    expect(policy.fits(prof(12), FALL, 0, 12)).toBe(true)
  })

  it('an inactive professor takes nothing', () => {
    expect(policy.fits(prof(40, { isActive: false }), FALL, 0, 1)).toBe(false)
    expect(policy.whyNot(prof(40, { isActive: false }), FALL, 0, 1)).toBe('Inactive')
  })

  it('max 0 takes nothing but a 0-hour section', () => {
    expect(policy.fits(prof(0), FALL, 0, 1)).toBe(false)
    expect(policy.fits(prof(0), FALL, 0, 0)).toBe(true)
  })

  it('is canTakeExtraHours of the spec', () => {
    for (const [load, extra] of [
      [0, 0],
      [6, 6],
      [6, 6.5],
      [12, 0],
      [13, 0],
    ] as const) {
      expect(policy.fits(prof(12), WINTER, load, extra)).toBe(
        canTakeExtraHours(prof(12), load, extra),
      )
    }
  })
})

describe('the reports’ three-way status', () => {
  it.each([
    ['0 hours is unassigned (the word the rest of the app uses)', 12, 0, 'unassigned', 'Unassigned'],
    ['above 0 and under 50 % is under-utilized', 12, 5.9, 'under-utilized', 'Under-utilized'],
    ['50 % is normal', 12, 6, 'normal', 'Normal'],
    ['exactly max is normal', 12, 12, 'normal', 'Normal'],
    ['above max is overloaded', 12, 12.5, 'overloaded', 'Overloaded'],
  ] as const)('%s', (_name, max, hours, status, label) => {
    const r = policy.reportAssess(prof(max), FALL, hours)
    expect(r).toMatchObject({ hours, limit: max, status, statusLabel: label })
    expect(r.status).toBe(reportWorkloadStatus(hours, max))
  })

  it('a professor without a cap is measured against the fallback for their type', () => {
    expect(policy.reportLimit(prof(0, { employmentType: 'sessional' }), FALL)).toBe(18)
    expect(policy.reportLimit(prof(0, { employmentType: 'full-time' }), FALL)).toBe(40)
    expect(policy.reportLimit(prof(0, { employmentType: 'Full Time' }), FALL)).toBe(12)
    expect(policy.reportLimit(prof(9, { employmentType: 'full-time' }), FALL)).toBe(
      reportMaxHours({ maxWeeklyHours: 9, employmentType: 'full-time' }),
    )
    expect(policy.reportAssess(prof(0, { employmentType: 'sessional' }), FALL, 5)).toMatchObject({
      limit: 18,
      utilization: 28,
      status: 'under-utilized',
    })
    // The five-way status keeps the professor's own cap of 0: the reports' fallback is theirs alone.
    expect(policy.assess(prof(0, { employmentType: 'sessional' }), FALL, 5).status).toBe(
      'overloaded',
    )
  })
})

describe('reason text', () => {
  it.each([
    [12, 15, true, '15/12 h in Fall 2026, 3 h over the cap'],
    [12, 0, true, '0/12 h in Fall 2026, nothing assigned'],
    [12, 5, true, '5/12 h in Fall 2026, 42% of the cap (under half)'],
    [12, 11, true, '11/12 h in Fall 2026, 92% of the cap (full)'],
    [12, 8, true, '8/12 h in Fall 2026, 67% of the cap'],
    [12, 8, false, '8/12 h in Fall 2026, 67% of the cap · inactive'],
  ] as const)('%s h cap, %s h', (max, hours, isActive, text) => {
    expect(policy.explain(policy.assess(prof(max, { isActive }), FALL, hours))).toBe(text)
  })

  it('without a term it says none', () => {
    expect(policy.explain(policy.assess(prof(6), null, 6))).toBe('6/6 h, 100% of the cap (full)')
  })
})

describe('the seam: another policy plugs in without touching callers', () => {
  // A made-up rule pack with a tighter Winter limit, to show per-term limits reach the screens.
  const tightWinter: WorkloadPolicy = {
    ...COURSELOAD_BANDS,
    weeklyLimit: (p, term) =>
      term?.term === 'winter' ? Math.min(6, p.maxWeeklyHours) : p.maxWeeklyHours,
    assess: (p, term, load) =>
      COURSELOAD_BANDS.assess(
        { ...p, maxWeeklyHours: tightWinter.weeklyLimit(p, term) },
        term,
        load,
      ),
  }
  const loads = new Map([
    ['fall-2026', { hours: 9, sections: 3 }],
    ['winter-2027', { hours: 9, sections: 3 }],
  ])

  it('scoped workload measures each term with the policy it is given', () => {
    const yearScope = academicYearScope('2026-2027')
    const bands = scopedWorkload(loads, prof(12), yearScope)
    expect(bands.terms.map((t) => [t.key, t.maxWeeklyHours, t.status])).toEqual([
      ['fall-2026', 12, 'partial'],
      ['winter-2027', 12, 'partial'],
    ])
    const tight = scopedWorkload(loads, prof(12), yearScope, tightWinter)
    expect(tight.terms.map((t) => [t.key, t.maxWeeklyHours, t.status])).toEqual([
      ['fall-2026', 12, 'partial'],
      ['winter-2027', 6, 'overloaded'],
    ])
    expect(tight.overloadedTerms).toEqual([WINTER])
  })
})
