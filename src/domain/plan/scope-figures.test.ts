// The Courses screen reuses the scope figures' staffing for its own summary when no professor
// filter applies (features/courses/courses-page.tsx): that is sound only if both definitions of
// "the scope's courses" agree. They share one scope rule; this checks the sums agree as well.
import { describe, expect, it } from 'vitest'
import { indexCourses, scopeCourses } from '@/domain/courses/course-filters'
import { recordListEdit } from '@/domain/kernel/list-edits'
import { buildPlanIndex, planUpdateBetween, updatePlanIndex } from './plan-index'
import { generateSampleData } from '@/domain/sample/sample-data'
import type { ConflictPair } from './plan-conflicts'
import { scopeFigures, updateScopeFigures, type ScopeFigures } from './scope-figures'
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
    const figures = scopeFigures(data.courses, index, scope)
    const screen = scopeCourses(rows, scope, null)
    expect(screen.map((r) => r.course.id).sort()).toEqual(figures.courses.map((c) => c.id).sort())
    expect(figures.staffing).toEqual(staffingFigures(screen.map((r) => r.course), index.assignedSections))
    expect(figures.staffing.courses).toBeGreaterThan(0)
  })
})

/** Figures with their conflicts in one order (an update lists them in another, equally valid one). */
function normalised(figures: ScopeFigures) {
  const key = (p: ConflictPair) => `${p.professorId}|${p.first.id}|${p.second.id}|${p.term.term}${p.term.year}`
  return { ...figures, conflicts: [...figures.conflicts].sort((a, b) => key(a).localeCompare(key(b))) }
}

describe('scope figures after an edit', () => {
  const now = new Date('2026-09-01T00:00:00Z')
  const data = generateSampleData({ seed: 3, now, terms: 3 })
  const scopes = [
    resolvePlanningScope('2026-2027', 'all'),
    resolvePlanningScope('2026-2027', 'fall-2026'),
    resolvePlanningScope('2026-2027', customRangeValue('2026-09-01', '2026-12-31')),
  ]

  /** A list with one record replaced or appended, recorded as the write path records it. */
  const edited = <T>(list: readonly T[], at: number, item: T): T[] => {
    const next = list.slice()
    next[at] = item
    recordListEdit(next, list, [at])
    return next
  }

  it('equal a full computation after every edit of a random sequence', () => {
    let seed = 7
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    let patched = 0
    let conflictChanges = 0
    for (const scope of scopes) {
      let courses = data.courses
      let assignments = data.assignments
      let index = buildPlanIndex(courses, assignments)
      let figures = scopeFigures(courses, index, scope)
      for (let step = 0; step < 80; step++) {
        const at = Math.floor(random() * courses.length)
        const course = courses[at]!
        const kind = random()
        let next = courses
        let nextAssignments = assignments
        // Replace in place (more sections, another term), reassign or add a section, delete a
        // course (positions shift: nothing recorded) or append a new one.
        if (kind < 0.25) next = edited(courses, at, { ...course, sectionCount: course.sectionCount + 1 })
        else if (kind < 0.35)
          next = edited(courses, at, { ...course, semester: { term: 'winter' as const, year: 2027 }, term: 'winter' as const })
        else if (kind < 0.45) {
          // Another course's schedule: conflicts may start or end without any section moving.
          const other = courses.find((c) => c.schedule && c !== course)
          next = edited(courses, at, { ...course, schedule: other?.schedule ? { ...other.schedule } : undefined })
        }
        else if (kind < 0.6) {
          const a = Math.floor(random() * assignments.length)
          const other = assignments[(a + 1) % assignments.length]!
          nextAssignments = edited(assignments, a, { ...assignments[a]!, professorId: other.professorId })
        } else if (kind < 0.75) {
          const template = assignments[Math.floor(random() * assignments.length)]!
          const added = { ...template, id: `new-${step}`, courseId: course.id, section: course.sectionCount }
          nextAssignments = edited(assignments, assignments.length, added)
        } else if (kind < 0.9) next = courses.filter((_, i) => i !== at)
        else next = edited(courses, courses.length, { ...course, id: `${course.id}-copy-${step}` })
        const nextIndex = updatePlanIndex({ courses, assignments, index }, next, nextAssignments) ?? buildPlanIndex(next, nextAssignments)
        if (planUpdateBetween(index, nextIndex)) patched++
        const updated = updateScopeFigures({ courses, index, figures }, next, nextIndex, scope)
        expect(normalised(updated)).toEqual(normalised(scopeFigures(next, nextIndex, scope)))
        if (updated.conflicts.length !== figures.conflicts.length) conflictChanges++
        courses = next
        assignments = nextAssignments
        index = nextIndex
        figures = updated
      }
    }
    // Most steps took the patching path (the deletes compute again).
    expect(patched).toBeGreaterThan(150)
    // Some edits made or ended a conflict (schedules and sections both moved).
    expect(conflictChanges).toBeGreaterThan(0)
  })

  it('patch the in-scope list and staffing of a recorded edit instead of computing again', () => {
    const scope = scopes[0]!
    const index = buildPlanIndex(data.courses, data.assignments)
    const figures = scopeFigures(data.courses, index, scope)
    const at = data.courses.findIndex((c) => figures.courses.includes(c))
    const changed = { ...data.courses[at]!, sectionCount: data.courses[at]!.sectionCount + 2 }
    const next = edited(data.courses, at, changed)
    const nextIndex = updatePlanIndex({ courses: data.courses, assignments: data.assignments, index }, next, data.assignments)!
    const updated = updateScopeFigures({ courses: data.courses, index, figures }, next, nextIndex, scope)
    expect(updated.courses).toContain(changed)
    expect(updated.staffing.requiredSections).toBe(figures.staffing.requiredSections + (changed.professorNotRequired ? 0 : 2))
    expect(updated.staffing).toEqual(staffingFigures(updated.courses, nextIndex.assignedSections))
    // The schedules and sections by term did not change: the conflicts are the same list.
    expect(updated.conflicts).toBe(figures.conflicts)
  })

  it('find the conflict a schedule edit makes, with no section moving', () => {
    const scope = scopes[0]!
    const index = buildPlanIndex(data.courses, data.assignments)
    const figures = scopeFigures(data.courses, index, scope)
    // Two sections of one professor in one term, on different courses, one of them scheduled.
    const pair = [...index.byProfessorTerm.values()]
      .flatMap((terms) => [...terms].filter(([key]) => scope.keys.has(key)).map(([, list]) => list))
      .flatMap((list) => list.flatMap((a) => list.map((b) => [a, b] as const)))
      .find(([a, b]) => a.courseId !== b.courseId && index.courseById.get(a.courseId)?.schedule?.days.length && !figures.conflicts.some((p) => p.first === a || p.second === a || p.first === b || p.second === b))!
    expect(pair).toBeDefined()
    const [a, b] = pair
    const at = data.courses.findIndex((c) => c.id === b.courseId)
    const next = edited(data.courses, at, { ...data.courses[at]!, schedule: { ...index.courseById.get(a.courseId)!.schedule! } })
    const nextIndex = updatePlanIndex({ courses: data.courses, assignments: data.assignments, index }, next, data.assignments)!
    const updated = updateScopeFigures({ courses: data.courses, index, figures }, next, nextIndex, scope)
    expect(updated.conflicts.length).toBeGreaterThan(figures.conflicts.length)
    expect(updated.conflicts.some((p) => [p.first.courseId, p.second.courseId].sort().join() === [a.courseId, b.courseId].sort().join())).toBe(true)
    expect(normalised(updated)).toEqual(normalised(scopeFigures(next, nextIndex, scope)))
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
