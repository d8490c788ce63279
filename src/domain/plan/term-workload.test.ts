import { describe, expect, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { buildPlanIndex, type TermLoad } from './plan-index'
import { academicYearScope, planningTermLabel, rangeScope, termScope, type TermKey } from '@/domain/calendar/planning-term'
import { formatNumber } from '@/domain/kernel/format'
import {
  scopedWorkload,
  peakTermOf,
  termBreakdownLabel,
  termHours,
} from './term-workload'

/** The figure as a screen shows it: hours against the cap, and the peak term when it is one of several. */
function shown(w: ReturnType<typeof scopedWorkload>): [string, string | null] {
  const peak = peakTermOf(w)
  return [`${formatNumber(w.assignedHours)}/${formatNumber(w.maxWeeklyHours)}`, peak ? planningTermLabel(peak) : null]
}

function course(input: Partial<CourseInput> & { id: string }): Course {
  return courseSchema.parse({ code: input.id.toUpperCase(), title: 'T', weeklyHours: 3, ...input })
}

function assignment(
  input: Partial<Assignment> & { courseId: string; professorId: string },
): Assignment {
  const section = input.section ?? 1
  return assignmentSchema.parse({
    id: `${input.courseId}_${section}_${input.professorId}`,
    ...input,
  })
}

/** An active professor with this weekly cap. */
function capped(maxWeeklyHours: number) {
  return { isActive: true, maxWeeklyHours }
}

function loads(
  entries: Record<TermKey, [hours: number, sections: number]>,
): Map<TermKey, TermLoad> {
  return new Map(Object.entries(entries).map(([k, [hours, sections]]) => [k, { hours, sections }]))
}

const YEAR = academicYearScope('2026-2027')
const FALL = termScope({ term: 'fall', year: 2026 })
const WINTER = termScope({ term: 'winter', year: 2027 })
const SPRING = termScope({ term: 'spring', year: 2027 })

describe('scopedWorkload: one-term scope', () => {
  const tenFallTwelveWinter = loads({ 'fall-2026': [10, 2], 'winter-2027': [12, 3] })

  it('is the load of that term only', () => {
    const w = scopedWorkload(tenFallTwelveWinter, capped(12), FALL)
    expect(w).toMatchObject({
      assignedHours: 10,
      maxWeeklyHours: 12,
      utilization: 83,
      remaining: 2,
      status: 'partial',
      term: { term: 'fall', year: 2026 },
      isPeak: false,
      sections: 2,
      overloadedTerms: [],
    })
    expect(w.terms.map((t) => t.key)).toEqual(['fall-2026'])
    expect(shown(w)).toEqual(['10/12', null])
  })

  it('is 0 and unassigned in a term without sections, but keeps the scope term', () => {
    const w = scopedWorkload(tenFallTwelveWinter, capped(12), SPRING)
    expect(w).toMatchObject({
      assignedHours: 0,
      utilization: 0,
      remaining: 12,
      status: 'unassigned',
      term: { term: 'spring', year: 2027 },
      isPeak: false,
      terms: [],
      sections: 0,
    })
    expect(shown(w)).toEqual(['0/12', null])
  })

  it('handles a professor with no loads at all', () => {
    const w = scopedWorkload(undefined, capped(18), WINTER)
    expect(w).toMatchObject({
      assignedHours: 0,
      status: 'unassigned',
      term: { term: 'winter', year: 2027 },
      sections: 0,
    })
  })

  it('is overloaded when that term is over the cap', () => {
    const w = scopedWorkload(loads({ 'winter-2027': [21, 4] }), capped(18), WINTER)
    expect(w).toMatchObject({
      assignedHours: 21,
      utilization: 117,
      remaining: 0,
      status: 'overloaded',
    })
    expect(w.overloadedTerms).toEqual([{ term: 'winter', year: 2027 }])
  })
})

describe('scopedWorkload: multi-term scope gives the peak term', () => {
  it('cap 12, 10 h in Fall 2026 and 12 h in Winter 2027: 12/12 with peak Winter 2027', () => {
    const w = scopedWorkload(loads({ 'fall-2026': [10, 2], 'winter-2027': [12, 3] }), capped(12), YEAR)
    expect(w).toMatchObject({
      assignedHours: 12,
      maxWeeklyHours: 12,
      utilization: 100,
      remaining: 0,
      status: 'full',
      term: { term: 'winter', year: 2027 },
      isPeak: true,
      overloadedTerms: [],
      sections: 5,
    })
    expect(shown(w)).toEqual(['12/12', 'Winter 2027'])
    expect(termBreakdownLabel(w)).toBe('Fall 2026: 10 h · Winter 2027: 12 h')
  })

  it('cap 18, 10 h Fall + 12 h Winter is never overloaded (never 22/18)', () => {
    const w = scopedWorkload(loads({ 'fall-2026': [10, 2], 'winter-2027': [12, 3] }), capped(18), YEAR)
    expect(w.assignedHours).toBe(12)
    expect(w.status).toBe('partial')
    expect(w.utilization).toBe(67)
    expect(w.remaining).toBe(6)
    expect(w.overloadedTerms).toEqual([])
    expect(shown(w)).toEqual(['12/18', 'Winter 2027'])
    expect(w.terms.map((t) => t.status)).toEqual(['partial', 'partial'])
  })

  it('overloaded in one term: overloadedTerms lists it and the status is overloaded', () => {
    const w = scopedWorkload(
      loads({ 'fall-2026': [20, 4], 'winter-2027': [6, 1], 'spring-2027': [3, 1] }),
      capped(18),
      YEAR,
    )
    expect(w.status).toBe('overloaded')
    expect(w.assignedHours).toBe(20)
    expect(w.term).toEqual({ term: 'fall', year: 2026 })
    expect(w.overloadedTerms).toEqual([{ term: 'fall', year: 2026 }])
    expect(w.terms.map((t) => [t.key, t.status])).toEqual([
      ['fall-2026', 'overloaded'],
      ['winter-2027', 'underutilized'],
      ['spring-2027', 'underutilized'],
    ])
    expect(shown(w)).toEqual(['20/18', 'Fall 2026'])
  })

  it('lists every overloaded term chronologically', () => {
    const w = scopedWorkload(loads({ 'spring-2027': [7, 2], 'fall-2026': [8, 2] }), capped(6), YEAR)
    expect(w.overloadedTerms).toEqual([
      { term: 'fall', year: 2026 },
      { term: 'spring', year: 2027 },
    ])
    expect(w.term).toEqual({ term: 'fall', year: 2026 })
  })

  it('a tie goes to the earliest term, whatever order the loads arrive in', () => {
    const w = scopedWorkload(
      loads({ 'spring-2027': [9, 3], 'winter-2027': [9, 3], 'fall-2026': [9, 3] }),
      capped(18),
      YEAR,
    )
    expect(w.term).toEqual({ term: 'fall', year: 2026 })
    expect(shown(w)).toEqual(['9/18', 'Fall 2026'])
  })

  it('ignores terms outside the scope', () => {
    const w = scopedWorkload(
      loads({ 'fall-2025': [30, 6], 'winter-2027': [6, 2], 'fall-2027': [25, 5] }),
      capped(18),
      YEAR,
    )
    expect(w.assignedHours).toBe(6)
    expect(w.terms.map((t) => t.key)).toEqual(['winter-2027'])
    expect(w.overloadedTerms).toEqual([])
    expect(w.sections).toBe(2)
    // One term in a multi-term scope: the figure is still that term, without "peak".
    expect(w.isPeak).toBe(true)
    expect(shown(w)).toEqual(['6/18', null])
    expect(termBreakdownLabel(w)).toBe('Winter 2027: 6 h')
  })

  it('with nothing in the scope: 0, no term, unassigned', () => {
    const w = scopedWorkload(loads({ 'fall-2025': [9, 2] }), capped(18), YEAR)
    expect(w).toMatchObject({
      assignedHours: 0,
      term: null,
      isPeak: true,
      terms: [],
      sections: 0,
      status: 'unassigned',
    })
    expect(shown(w)).toEqual(['0/18', null])
    expect(termBreakdownLabel(w)).toBe('')
  })

  it('a range scope is a multi-term scope too', () => {
    const range = rangeScope({ start: '2026-12-01', end: '2027-01-31' }, 'Dec – Jan')
    const w = scopedWorkload(loads({ 'fall-2026': [4, 1], 'winter-2027': [7.5, 2] }), capped(12), range)
    expect(w.isPeak).toBe(true)
    expect(w.assignedHours).toBe(7.5)
    expect(shown(w)).toEqual(['7.50/12', 'Winter 2027'])
    expect(termBreakdownLabel(w)).toBe('Fall 2026: 4 h · Winter 2027: 7.50 h')
  })

  it('skips load keys that are not term keys', () => {
    const w = scopedWorkload(loads({ 'fall-2026': [5, 1] }), capped(18), {
      ...YEAR,
      keys: new Set([...YEAR.keys, 'bogus']),
    })
    expect(w.terms).toHaveLength(1)
    const bogus = scopedWorkload(loads({ bogus: [50, 5] }), capped(18), {
      ...YEAR,
      keys: new Set([...YEAR.keys, 'bogus']),
    })
    expect(bogus.terms).toEqual([])
    expect(bogus.assignedHours).toBe(0)
  })
})

describe('termHours (through the plan index)', () => {
  const courses = [
    course({ id: 'c-fall', semester: { term: 'fall', year: 2026 }, weeklyHours: 4 }),
    course({ id: 'c-winter', semester: { term: 'winter', year: 2027 }, weeklyHours: 6 }),
  ]
  const index = buildPlanIndex(courses, [
    assignment({ courseId: 'c-fall', professorId: 'p1', section: 1, weeklyHours: 4 }),
    assignment({ courseId: 'c-fall', professorId: 'p1', section: 2, weeklyHours: 5 }),
    // An old record filed under 2027-2028: it still counts in Winter 2027.
    assignment({
      courseId: 'c-winter',
      professorId: 'p1',
      term: 'winter',
      academicYear: '2027-2028',
      weeklyHours: 10,
    }),
  ])

  it('is the professor hours in one term, 0 when they teach nothing then', () => {
    expect(termHours(index, 'p1', { term: 'fall', year: 2026 })).toBe(9)
    expect(termHours(index, 'p1', { term: 'winter', year: 2027 })).toBe(10)
    expect(termHours(index, 'p1', { term: 'winter', year: 2028 })).toBe(0)
    expect(termHours(index, 'p2', { term: 'fall', year: 2026 })).toBe(0)
  })

  it('feeds scopedWorkload: 10/10 peak Winter 2027, never the 19 h sum', () => {
    const w = scopedWorkload(index.loads.get('p1'), capped(10), YEAR)
    expect(shown(w)).toEqual(['10/10', 'Winter 2027'])
    expect(w.status).toBe('full')
    expect(w.sections).toBe(3)
  })
})
