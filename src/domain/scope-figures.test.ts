// The Courses screen reuses the scope figures' staffing for its own summary when no professor
// filter applies (features/courses/courses-page.tsx): that is sound only if both definitions of
// "the scope's courses" agree. They share one scope rule; this checks the sums agree as well.
import { describe, expect, it } from 'vitest'
import { indexCourses, scopeCourses } from './course-filters'
import { buildPlanIndex } from './plan-index'
import { generateSampleData } from './sample-data'
import { scopeFigures, updateScopeFigures } from './scope-figures'
import { customRangeValue, resolvePlanningScope } from './semester-options'
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
    const figures = scopeFigures(data.courses, index, scope)
    const screen = scopeCourses(rows, scope, null)
    expect(screen.map((r) => r.course.id).sort()).toEqual(figures.courses.map((c) => c.id).sort())
    expect(figures.staffing).toEqual(staffingFigures(screen.map((r) => r.course), index.assignedSections))
    expect(figures.staffing.courses).toBeGreaterThan(0)
  })
})

describe('scope figures after an edit', () => {
  const now = new Date('2026-09-01T00:00:00Z')
  const data = generateSampleData({ seed: 3, now, terms: 3 })
  const scopes = [
    resolvePlanningScope('2026-2027', 'all'),
    resolvePlanningScope('2026-2027', 'fall-2026'),
    resolvePlanningScope('2026-2027', customRangeValue('2026-09-01', '2026-12-31')),
  ]

  it('equal a full computation after every edit of a random sequence', () => {
    let seed = 7
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    for (const scope of scopes) {
      let courses = data.courses
      let index = buildPlanIndex(courses, data.assignments)
      let figures = scopeFigures(courses, index, scope)
      for (let step = 0; step < 60; step++) {
        const at = Math.floor(random() * courses.length)
        const course = courses[at]!
        const kind = random()
        // Replace in place (more sections, another term), delete, or append a new course.
        const next =
          kind < 0.4
            ? courses.map((c, i) => (i === at ? { ...c, sectionCount: c.sectionCount + 1 } : c))
            : kind < 0.7
              ? courses.map((c, i) =>
                  i === at ? { ...c, semester: { term: 'winter' as const, year: 2027 }, term: 'winter' as const } : c,
                )
              : kind < 0.9
                ? courses.filter((_, i) => i !== at)
                : [...courses, { ...course, id: `${course.id}-copy-${step}` }]
        const nextIndex = buildPlanIndex(next, data.assignments)
        const updated = updateScopeFigures({ courses, index, figures }, next, nextIndex, scope)
        expect(updated).toEqual(scopeFigures(next, nextIndex, scope))
        courses = next
        index = nextIndex
        figures = updated
      }
    }
  })

  it('keep what the edit did not touch', () => {
    const scope = scopes[0]!
    const index = buildPlanIndex(data.courses, data.assignments)
    const figures = scopeFigures(data.courses, index, scope)
    const same = updateScopeFigures({ courses: data.courses, index, figures }, data.courses, index, scope)
    expect(same.professorsTeaching).toBe(figures.professorsTeaching)
    expect(same.conflicts).toBe(figures.conflicts)
    expect(same.courses).toEqual(figures.courses)
  })
})
