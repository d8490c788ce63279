// Properties over random small terms: every accepted auto-assign proposal leaves no professor who
// received a section over their cap, creates no schedule conflict, and staffs at least as many
// sections as the greedy ranking of the Manage Sections assistant; and on terms small enough to
// try every way of staffing them, it staffs exactly as many sections as the best of them (the
// exhaustive search below re-implements the rules on its own: cap, clash between different
// courses, max courses per term, max daily hours, active only).
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Highs } from 'highs'
import type { Assignment } from '@/domain/model/assignment'
import { proposalChangeSet } from '@/domain/auto-assign/auto-assign-proposal'
import { coverageUpperBound } from '@/domain/auto-assign/auto-assign-flow'
import { groupSlots, splitComponents } from '@/domain/auto-assign/auto-assign-groups'
import { buildAutoAssignProblem } from '@/domain/auto-assign/auto-assign-problem'
import { runAutoAssign } from '@/domain/auto-assign/auto-assign-run'
import { proposalObjective, solveAutoAssign } from '@/domain/auto-assign/auto-assign-solve'
import type { Course } from '@/domain/model/course'
import type { Professor } from '@/domain/model/professor'
import { nodeHighs } from '../highs-node'
import { course, FALL_2026, held, professor, settings } from './auto-assign-fixtures'

let highs: Highs
beforeAll(async () => {
  highs = await nodeHighs()
})

const SLOTS = [
  undefined,
  { days: ['mon'], startTime: '09:00', endTime: '12:00' },
  { days: ['mon', 'wed'], startTime: '11:00', endTime: '13:00' },
  { days: ['tue'], startTime: '09:00', endTime: '11:00' },
] as const
const SKILLS = ['Animation', 'Drawing', 'Film']

const termData = fc
  .record({
    professors: fc.array(
      fc.record({
        cap: fc.constantFrom(4, 6, 9, 12),
        active: fc.boolean(),
        skills: fc.subarray(SKILLS),
        maxCourses: fc.integer({ min: 1, max: 3 }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    courses: fc.array(
      fc.record({
        hours: fc.integer({ min: 2, max: 6 }),
        sections: fc.integer({ min: 1, max: 3 }),
        slot: fc.integer({ min: 0, max: SLOTS.length - 1 }),
        skill: fc.constantFrom(...SKILLS),
        holder: fc.option(fc.nat(), { nil: null }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    respectPreferences: fc.boolean(),
  })
  .map((r) => {
    const professors = r.professors.map((p, i) =>
      professor(`p${i}`, { maxWeeklyHours: p.cap, isActive: p.active, specializations: p.skills, workloadPreferences: { maxCoursesPerTerm: p.maxCourses, maxDailyHours: 6 } }),
    )
    const courses = r.courses.map((c, i) =>
      course(`c${i}`, { weeklyHours: c.hours, sectionCount: c.sections, schedule: SLOTS[c.slot] as Course['schedule'], requiredSpecializations: [c.skill] }),
    )
    const assignments = r.courses.flatMap((c, i) => (c.holder === null ? [] : [held(courses[i]!, `p${c.holder % professors.length}`)]))
    return { data: { professors, courses, assignments }, respectPreferences: r.respectPreferences }
  })

const overlaps = (a: Course, b: Course) => {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))
  return !!a.schedule && !!b.schedule && a.schedule.days.some((d) => b.schedule!.days.includes(d)) && m(a.schedule.startTime) < m(b.schedule.endTime) && m(b.schedule.startTime) < m(a.schedule.endTime)
}

describe('auto-assign property', () => {
  it('accepted proposals stay within caps, add no conflict, and cover at least what the greedy ranking covers', () => {
    fc.assert(
      fc.property(termData, ({ data, respectPreferences }) => {
        const { proposal } = runAutoAssign(highs, data, { term: FALL_2026, settings: settings({ respectPreferences }) })
        expect(proposal.covered).toBeGreaterThanOrEqual(proposal.greedyCovered)
        const accepted = new Set(proposal.rows.map((r) => r.id))
        const added = proposalChangeSet(proposal, accepted, new Date('2026-09-01T00:00:00Z'), data).put?.assignments ?? []
        const all: Assignment[] = [...data.assignments, ...added]
        const byId = new Map(data.courses.map((c) => [c.id, c]))
        for (const a of added) {
          const prof = data.professors.find((p) => p.id === a.professorId)!
          expect(prof.isActive).toBe(true)
          const mine = all.filter((x) => x.professorId === a.professorId)
          expect(mine.reduce((h, x) => h + x.weeklyHours, 0)).toBeLessThanOrEqual(prof.maxWeeklyHours)
          const clashes = mine.filter((x) => x.courseId !== a.courseId && overlaps(byId.get(a.courseId)!, byId.get(x.courseId)!))
          expect(clashes).toEqual([])
          if (respectPreferences) {
            const before = new Set(data.assignments.filter((x) => x.professorId === a.professorId).map((x) => x.courseId)).size
            const cap = Math.max(prof.workloadPreferences.maxCoursesPerTerm, before)
            expect(new Set(mine.map((x) => x.courseId)).size).toBeLessThanOrEqual(cap)
          }
        }
      }),
      { numRuns: 60, seed: 20261122 },
    )
  })

  it('staffs as many sections as an exhaustive search finds possible, on terms small enough to try every way', () => {
    // Terms where the greedy ranking falls short of the optimum: the property has teeth.
    let greedyShort = 0
    fc.assert(
      fc.property(smallTerm, ({ data, respectPreferences }) => {
        const { proposal } = runAutoAssign(highs, data, { term: FALL_2026, settings: settings({ respectPreferences }) })
        const optimum = exhaustiveCoverage(data, respectPreferences)
        expect(proposal.covered).toBe(optimum)
        // The flow bound that lets the solver skip the coverage pass never undercuts the optimum.
        const problem = buildAutoAssignProblem(data, { term: FALL_2026, settings: settings({ respectPreferences }) })
        const groups = groupSlots(problem)
        const bound = splitComponents(groups, problem.professors.length).reduce((s, c) => s + coverageUpperBound(problem, groups, c), 0)
        expect(bound).toBeGreaterThanOrEqual(optimum)
        if (proposal.greedyCovered < optimum) greedyShort++
      }),
      { numRuns: 120, seed: 20261128 },
    )
    expect(greedyShort).toBeGreaterThan(0)
  })
})

describe('auto-assign reformulation property', () => {
  it('counting sections per course gives the same coverage and objective as one variable per section', () => {
    fc.assert(
      fc.property(smallTerm, ({ data, respectPreferences }) => {
        const problem = buildAutoAssignProblem(data, { term: FALL_2026, settings: settings({ respectPreferences }) })
        const solved = (perSection: boolean) => {
          const outcome = solveAutoAssign(highs, problem, undefined, undefined, undefined, { exact: true, perSection })
          return [outcome.picks.filter((p) => p !== null).length, Math.round(proposalObjective(problem, outcome.picks) * 1000) / 1000]
        }
        expect(solved(false)).toEqual(solved(true))
      }),
      { numRuns: 60, seed: 20261129 },
    )
  })
})

/** At most 6 open sections and 3 professors: at most 4^6 ways to staff a term. */
const smallTerm = fc
  .record({
    professors: fc.array(
      fc.record({
        cap: fc.constantFrom(3, 4, 6, 8),
        active: fc.boolean(),
        maxCourses: fc.integer({ min: 1, max: 3 }),
        maxDaily: fc.constantFrom(3, 4, 12),
        skills: fc.subarray(SKILLS),
        type: fc.constantFrom('full-time', 'partial-load', 'sessional', 'part-time'),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    courses: fc.array(
      fc.record({
        hours: fc.integer({ min: 2, max: 4 }),
        sections: fc.integer({ min: 1, max: 2 }),
        slot: fc.integer({ min: 0, max: SLOTS.length - 1 }),
        holder: fc.option(fc.nat(), { nil: null }),
        skill: fc.constantFrom(...SKILLS),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    respectPreferences: fc.boolean(),
  })
  .map((r) => {
    const professors = r.professors.map((p, i) =>
      professor(`p${i}`, {
        maxWeeklyHours: p.cap,
        isActive: p.active,
        specializations: p.skills,
        employmentType: p.type,
        workloadPreferences: { maxCoursesPerTerm: p.maxCourses, maxDailyHours: p.maxDaily },
      }),
    )
    const courses = r.courses.map((c, i) => course(`c${i}`, { weeklyHours: c.hours, sectionCount: c.sections, schedule: SLOTS[c.slot] as Course['schedule'], requiredSpecializations: [c.skill] }))
    const assignments = r.courses.flatMap((c, i) => (c.holder === null ? [] : [held(courses[i]!, `p${c.holder % professors.length}`)]))
    return { data: { professors, courses, assignments }, respectPreferences: r.respectPreferences }
  })

const sessionLength = (c: Course) => (c.schedule ? (minutesOf(c.schedule.endTime) - minutesOf(c.schedule.startTime)) / 60 : 0)
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))

/** The most open sections any assignment within the rules staffs, by trying them all. */
function exhaustiveCoverage(data: { professors: Professor[]; courses: Course[]; assignments: Assignment[] }, respectPreferences: boolean): number {
  const open: Course[] = []
  for (const c of data.courses) {
    const taken = new Set(data.assignments.filter((a) => a.courseId === c.id).map((a) => a.section))
    for (let s = 1; s <= c.sectionCount; s++) if (!taken.has(s)) open.push(c)
  }
  const byId = new Map(data.courses.map((c) => [c.id, c]))
  // Each professor's sections: held ones first, then those given during the search.
  const teaching = data.professors.map((p) => data.assignments.filter((a) => a.professorId === p.id).map((a) => byId.get(a.courseId)!))
  const canTake = (i: number, c: Course) => {
    const p = data.professors[i]!
    const mine = teaching[i]!
    if (!p.isActive) return false
    if (mine.reduce((h, x) => h + x.weeklyHours, 0) + c.weeklyHours > p.maxWeeklyHours) return false
    if (mine.some((x) => x.id !== c.id && overlaps(x, c))) return false
    if (!respectPreferences) return true
    const courses = new Set([...mine.map((x) => x.id), c.id])
    if (!mine.some((x) => x.id === c.id) && courses.size > p.workloadPreferences.maxCoursesPerTerm) return false
    for (const day of c.schedule?.days ?? []) {
      const daily = [...mine, c].filter((x) => x.schedule?.days.includes(day)).reduce((h, x) => h + sessionLength(x), 0)
      if (daily > p.workloadPreferences.maxDailyHours) return false
    }
    return true
  }
  let best = 0
  const search = (k: number, covered: number) => {
    if (covered + (open.length - k) <= best) return
    if (k === open.length) {
      best = covered
      return
    }
    const c = open[k]!
    for (let i = 0; i < data.professors.length; i++) {
      if (!canTake(i, c)) continue
      teaching[i]!.push(c)
      search(k + 1, covered + 1)
      teaching[i]!.pop()
    }
    search(k + 1, covered)
  }
  search(0, 0)
  return best
}
