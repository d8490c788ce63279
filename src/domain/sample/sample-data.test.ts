import { describe, expect, it } from 'vitest'
import { assignmentSchema } from '@/domain/model/assignment'
import { COURSE_CODE_PATTERN, EMPLOYMENT_TYPES } from '@/domain/kernel/constants'
import { courseSchema } from '@/domain/model/course'
import { professorSchema } from '@/domain/model/professor'
import { storedProgramSchema } from '@/domain/model/program'
import { generateSampleData, mulberry32 } from './sample-data'
import { buildPlanIndex } from '@/domain/plan/plan-index'
import { workloadAlerts } from '@/domain/alerts/workload-alerts'
import { courseInScope, termScope } from '@/domain/calendar/planning-term'
import type { Course } from '@/domain/model/course'

const NOW = new Date('2025-10-15T12:00:00.000Z')

describe('mulberry32', () => {
  it('is deterministic per seed and stays in [0, 1)', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    const c = mulberry32(43)
    const xs = Array.from({ length: 1000 }, () => a())
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs)
    expect(c()).not.toBe(xs[0])
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true)
  })
})

describe('generateSampleData (defaults)', () => {
  const data = generateSampleData({ now: NOW })

  it('every record parses with its entity schema unchanged', () => {
    for (const p of data.programs) expect(storedProgramSchema.parse(p)).toEqual(p)
    for (const c of data.courses) expect(courseSchema.parse(c)).toEqual(c)
    for (const p of data.professors) expect(professorSchema.parse(p)).toEqual(p)
    for (const a of data.assignments) expect(assignmentSchema.parse(a)).toEqual(a)
  })

  it('has the four programs of the enumeration with their credentials and levels', () => {
    // The spec's enumeration of programs (section 3), in its order.
    expect(data.programs.map((p) => [p.slug, p.program.name])).toEqual([
      ['bachelor-animation', 'Bachelor of Animation'],
      ['animation-diploma', 'Animation Diploma'],
      ['game-development', 'Game Development'],
      ['film-tv', 'Film & TV'],
    ])
    const bachelor = data.programs.find((p) => p.slug === 'bachelor-animation')!
    expect(bachelor.program.credential).toBe('Degree')
    expect(bachelor.program.length_years).toBe(4)
    expect(Object.keys(bachelor.courses_by_level)).toHaveLength(8)
    expect(data.programs.find((p) => p.slug === 'animation-diploma')!.program.length_years).toBe(3)
    expect(data.programs.find((p) => p.slug === 'film-tv')!.program.length_years).toBe(2)
    expect(data.programs.filter((p) => p.program.credential === 'Diploma')).toHaveLength(3)
  })

  it('courses have codes of the intended form, hours 2-6, sections 1-3, some schedules', () => {
    expect(data.courses.length).toBe(5 * (8 + 6 + 6 + 4))
    for (const c of data.courses) {
      expect(c.code).toMatch(COURSE_CODE_PATTERN)
      expect(c.weeklyHours).toBeGreaterThanOrEqual(2)
      expect(c.weeklyHours).toBeLessThanOrEqual(6)
      expect(c.sectionCount).toBeGreaterThanOrEqual(1)
      expect(c.sectionCount).toBeLessThanOrEqual(3)
    }
    expect(data.courses.some((c) => c.code === 'ANIM1002' || c.code === 'DRAW1001')).toBe(true)
    expect(data.courses.filter((c) => c.schedule).length).toBeGreaterThan(10)
  })

  it('levels run as cohorts do: odd levels in the Fall, even levels in the Winter of the current academic year', () => {
    const bachelor = data.courses.filter((c) => c.programId === 'bachelor-animation')
    const byLevel = (level: number) => bachelor.find((c) => c.level === level)!.semester
    expect(byLevel(1)).toEqual({ term: 'fall', year: 2025 })
    expect(byLevel(2)).toEqual({ term: 'winter', year: 2026 })
    expect(byLevel(3)).toEqual({ term: 'fall', year: 2025 })
    expect(byLevel(8)).toEqual({ term: 'winter', year: 2026 })
    expect(new Set(data.courses.map((c) => `${c.semester!.term} ${c.semester!.year}`))).toEqual(new Set(['fall 2025', 'winter 2026']))
  })

  it("the volume plan (the benchmarks') keeps one term per level: Fall, Winter, Spring from the current academic year", () => {
    const volume = generateSampleData({ now: NOW, plan: 'volume' })
    const bachelor = volume.courses.filter((c) => c.programId === 'bachelor-animation')
    const byLevel = (level: number) => bachelor.find((c) => c.level === level)!.semester
    expect(byLevel(1)).toEqual({ term: 'fall', year: 2025 })
    expect(byLevel(2)).toEqual({ term: 'winter', year: 2026 })
    expect(byLevel(3)).toEqual({ term: 'spring', year: 2026 })
    expect(byLevel(4)).toEqual({ term: 'fall', year: 2026 })
  })

  it('about 40 professors of every employment type with specializations and qualifications', () => {
    expect(data.professors).toHaveLength(40)
    expect(new Set(data.professors.map((p) => p.employmentType))).toEqual(new Set(EMPLOYMENT_TYPES))
    for (const p of data.professors) {
      expect(p.specializations.length).toBeGreaterThanOrEqual(3)
      expect(p.qualifications.length).toBeGreaterThanOrEqual(1)
      expect(p.email).toMatch(/^[a-z0-9.]+@courseload\.local$/)
      expect(p.id).toMatch(/^prof-[a-z]{1,5}-\d+$/)
    }
    expect(new Set(data.professors.map((p) => p.email)).size).toBe(40)
    const software = data.professors.flatMap((p) => p.specializations)
    expect(software).toEqual(expect.arrayContaining(['Maya']))
  })

  it('staffs a school run well: every section by a qualified professor within their cap, but for the planted problems of the first term', () => {
    const fall = termScope({ term: 'fall', year: 2025 })
    const inFall = (c: Course) => courseInScope(c, fall)
    const courseById = new Map(data.courses.map((c) => [c.id, c]))
    const professorById = new Map(data.professors.map((p) => [p.id, p]))
    // Two open sections, in two courses of the first term; every other section is staffed.
    const sections = data.courses.filter((c) => !c.professorNotRequired).reduce((n, c) => n + c.sectionCount, 0)
    expect(sections - data.assignments.length).toBe(2)
    const index = buildPlanIndex(data.courses, data.assignments)
    const open = data.courses.filter((c) => !c.professorNotRequired && (index.assignedSections.get(c.id) ?? 0) < c.sectionCount)
    expect(open).toHaveLength(2)
    expect(open.every(inFall)).toBe(true)
    // One section taught without its specialization, in the first term.
    const mismatched = data.assignments.filter((a) => {
      const course = courseById.get(a.courseId)!
      const have = professorById.get(a.professorId)!.specializations
      return !course.requiredSpecializations.every((s) => have.includes(s))
    })
    expect(mismatched).toHaveLength(1)
    expect(inFall(courseById.get(mismatched[0]!.courseId)!)).toBe(true)
    // One professor over their cap, in the first term only.
    const overloaded = data.professors.flatMap((p) =>
      [...(index.loads.get(p.id) ?? new Map())].filter(([, l]) => l.hours > p.maxWeeklyHours).map(([key]) => key),
    )
    expect(overloaded).toEqual(['fall-2025'])
    // One conflict, in the first term.
    const withConflicts = data.assignments.filter((a) => (a.conflicts?.length ?? 0) > 0)
    expect(withConflicts).toHaveLength(1)
    expect(withConflicts[0]!.conflicts![0]).toMatch(/^Overlaps [A-Z]{2,4}\d{4,5} section 1 on /)
    expect(inFall(courseById.get(withConflicts[0]!.courseId)!)).toBe(true)
    const activeIds = new Set(data.professors.filter((p) => p.isActive).map((p) => p.id))
    for (const a of data.assignments) expect(activeIds.has(a.professorId)).toBe(true)
  })

  it('the first term shows 7 alerts under the default rules, each kind of alert once (issue 30)', () => {
    const scope = termScope({ term: 'fall', year: 2025 })
    const groups = workloadAlerts({
      professors: data.professors,
      courses: data.courses.filter((c) => courseInScope(c, scope)),
      index: buildPlanIndex(data.courses, data.assignments),
      scope,
    })
    expect(groups.map((g) => [g.type, g.alerts.length])).toEqual([
      ['workload-overload', 1],
      ['schedule-conflict', 1],
      ['course-unassigned', 2],
      ['qualification-mismatch', 1],
      ['workload-underload', 1],
      ['workload-unassigned', 1],
    ])
  })

  it('the volume plan assigns roughly 60 % of sections, mostly within caps, with one conflict', () => {
    const data = generateSampleData({ now: NOW, plan: 'volume' })
    const sections = data.courses.filter((c) => !c.professorNotRequired).reduce((n, c) => n + c.sectionCount, 0)
    const ratio = data.assignments.length / sections
    expect(ratio).toBeGreaterThan(0.45)
    expect(ratio).toBeLessThan(0.7)
    // Loads are per term: overloaded means over the cap in one term, never by adding terms.
    const loads = buildPlanIndex(data.courses, data.assignments).loads
    const overloaded = data.professors.filter((p) => [...(loads.get(p.id)?.values() ?? [])].some((l) => l.hours > p.maxWeeklyHours))
    expect(overloaded.length).toBeGreaterThanOrEqual(1)
    expect(overloaded.length).toBeLessThanOrEqual(2)
    const withConflicts = data.assignments.filter((a) => (a.conflicts?.length ?? 0) > 0)
    expect(withConflicts).toHaveLength(1)
    expect(withConflicts[0]!.conflicts![0]).toMatch(/^Overlaps [A-Z]{2,4}\d{4,5} section 1 on /)
    const profIds = new Set(data.professors.filter((p) => p.isActive).map((p) => p.id))
    const courseIds = new Set(data.courses.map((c) => c.id))
    for (const a of data.assignments) {
      expect(profIds.has(a.professorId)).toBe(true)
      expect(courseIds.has(a.courseId)).toBe(true)
    }
  })

  it('ids are unique in every store', () => {
    for (const list of [data.courses, data.professors, data.assignments]) {
      expect(new Set(list.map((x) => x.id)).size).toBe(list.length)
    }
    expect(new Set(data.courses.map((c) => c.code)).size).toBe(data.courses.length)
  })
})

describe('determinism and sizes', () => {
  it.each(['school', 'volume'] as const)('%s plan: the same seed and clock give identical data; another seed differs', (plan) => {
    expect(generateSampleData({ plan, seed: 7, now: NOW })).toEqual(generateSampleData({ plan, seed: 7, now: NOW }))
    expect(generateSampleData({ plan, seed: 8, now: NOW }).professors).not.toEqual(
      generateSampleData({ plan, seed: 7, now: NOW }).professors,
    )
  })

  it('honours professors, coursesPerProgram and (volume) assignmentRatio', () => {
    const data = generateSampleData({ plan: 'volume', seed: 1, now: NOW, professors: 12, coursesPerProgram: 9, assignmentRatio: 0 })
    expect(data.professors).toHaveLength(12)
    expect(data.courses).toHaveLength(36)
    for (const p of data.programs) {
      const n = Object.values(p.courses_by_level).reduce((sum, items) => sum + items.length, 0)
      expect(n).toBe(9)
    }
    // Only the planted conflict pair is assigned when the ratio is 0.
    expect(data.assignments.length).toBeLessThanOrEqual(2)
  })

  it('builds 1,000 professors and 10,000 courses with unique ids and codes', () => {
    const data = generateSampleData({ plan: 'volume', seed: 3, now: NOW, professors: 1000, coursesPerProgram: 2500 })
    expect(data.professors).toHaveLength(1000)
    expect(data.courses).toHaveLength(10_000)
    expect(new Set(data.courses.map((c) => c.id)).size).toBe(10_000)
    expect(new Set(data.courses.map((c) => c.code)).size).toBe(10_000)
    expect(new Set(data.professors.map((p) => p.id)).size).toBe(1000)
    expect(new Set(data.professors.map((p) => p.email)).size).toBe(1000)
    expect(new Set(data.assignments.map((a) => a.id)).size).toBe(data.assignments.length)
    for (const c of data.courses) expect(c.code).toMatch(COURSE_CODE_PATTERN)
  })

  it('terms: 3 folds the levels into one academic year and keeps every term within caps', () => {
    const folded = generateSampleData({ plan: 'volume', seed: 3, now: NOW, professors: 300, coursesPerProgram: 750, assignmentRatio: 0.42, terms: 3 })
    const terms = new Set(folded.courses.map((c) => `${c.semester!.term} ${c.semester!.year}`))
    expect([...terms].sort()).toEqual(['fall 2025', 'spring 2026', 'winter 2026'])
    const bachelor = folded.courses.filter((c) => c.programId === 'bachelor-animation')
    expect(bachelor.find((c) => c.level === 4)!.semester).toEqual({ term: 'fall', year: 2025 })
    expect(folded.assignments.length).toBeGreaterThan(1500)
  })
})
