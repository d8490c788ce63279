// The Courses screen reuses the scope figures' staffing for its own summary when no professor
// filter applies (features/courses/courses-page.tsx): that is sound only if both definitions of
// "the scope's courses" agree. They share one scope rule; this checks the sums agree as well.
import { describe, expect, it } from 'vitest'
import { indexCourses, scopeCourses } from '@/domain/courses/course-filters'
import { buildPlanIndex } from './plan-index'
import { generateSampleData } from '@/domain/sample/sample-data'
import { conflictPairsInScope, type ConflictPair } from './plan-conflicts'
import { coursesInScope, scopeFigures } from './scope-figures'
import { customRangeValue, resolvePlanningScope } from '@/domain/calendar/semester-options'
import { staffingFigures } from './staffing'

describe('scope figures', () => {
  const data = generateSampleData({ seed: 11, now: new Date('2026-09-01T00:00:00Z'), terms: 3 })
  const index = buildPlanIndex(data.courses, data.assignments)
  const rows = indexCourses(data.courses, index.byCourse)

  it.each([
    ['all semesters', '2026-2027', 'all'],
    ['one term', '2026-2027', 'fall-2026'],
    ['another term', '2026-2027', 'winter-2027'],
    ['a custom range', '2026-2027', customRangeValue('2026-09-01', '2027-04-30')],
  ])('staffing of %s equals that of the Courses screen without a professor filter', (_, year, semester) => {
    const scope = resolvePlanningScope(year, semester)
    const figures = scopeFigures(index, scope)
    const screen = scopeCourses(rows, scope, null)
    expect(screen.map((r) => r.course.id).sort()).toEqual(coursesInScope(index, scope).map((c) => c.id).sort())
    expect(figures.staffing).toEqual(staffingFigures(screen.map((r) => r.course), index.assignedSections))
    expect(figures.staffing.courses).toBeGreaterThan(0)
  })
})

describe('scope figures of a plan', () => {
  const data = generateSampleData({ seed: 3, now: new Date('2026-09-01T00:00:00Z'), terms: 3 })
  const index = buildPlanIndex(data.courses, data.assignments)
  const scope = resolvePlanningScope('2026-2027', 'fall-2026')

  it("count as teaching exactly the professors with a section in one of the scope's terms", () => {
    const figures = scopeFigures(index, scope)
    const expected = new Set(data.assignments.filter((a) => index.termOf.get(a.id) === 'fall-2026').map((a) => a.professorId))
    expect([...figures.professorsTeaching].sort()).toEqual([...expected].sort())
    expect(expected.size).toBeGreaterThan(0)
  })

  it("list the scope's conflicts and staffing, or take the ones given", () => {
    expect(scopeFigures(index, scope).conflicts).toEqual(conflictPairsInScope(index, scope))
    const conflicts: ConflictPair[] = []
    const staffing = staffingFigures([], index.assignedSections)
    const given = scopeFigures(index, scope, { staffing, conflicts })
    expect(given.conflicts).toBe(conflicts)
    expect(given.staffing).toBe(staffing)
  })

  it("list the scope's courses in the order of the course list", () => {
    const ids = coursesInScope(index, scope).map((c) => c.id)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids).toEqual(data.courses.filter((c) => ids.includes(c.id)).map((c) => c.id))
  })
})
