import { describe, expect, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { assignmentId } from '@/domain/kernel/ids'
import { professorSchema, type Professor } from '@/domain/model/professor'
import { buildTeachingHistory, suggestSpecializations } from './specialization-history'

const course = (id: string, code: string, year: number | null, over: Partial<CourseInput> = {}): Course =>
  courseSchema.parse({ id, code, title: code, weeklyHours: 3, term: 'fall', ...(year === null ? {} : { semester: { term: 'fall', year } }), ...over })
const prof = (id: string, specializations: string[]): Professor =>
  professorSchema.parse({ id, firstName: id, lastName: 'Okafor', email: `${id}@x.org`, employmentType: 'partial-load', maxWeeklyHours: 12, specializations })
const taught = (c: Course, professorId: string, academicYear = '2026-2027', section = 1): Assignment =>
  assignmentSchema.parse({ id: assignmentId({ courseId: c.id, section, professorId, term: 'fall', academicYear }), courseId: c.id, section, professorId, term: 'fall', academicYear, weeklyHours: 3 })

function suggest(target: Course, courses: Course[], assignments: Assignment[], professors: Professor[]) {
  return suggestSpecializations(target, buildTeachingHistory(courses, assignments), new Map(professors.map((p) => [p.id, p])))
}

describe('suggest required specializations from history', () => {
  const y24 = course('a24', 'ANI101', 2024)
  const y25 = course('a25', 'ani101', 2025)
  const y26 = course('a26', 'ANI101', 2026)
  const courses = [y24, y25, y26]

  it('proposes what every earlier professor of the same code holds, most shared first', () => {
    const professors = [prof('p1', ['Maya', 'Rigging', 'Nuke']), prof('p2', ['maya ', 'Rigging']), prof('p3', ['Blender'])]
    const assignments = [taught(y24, 'p1', '2024-2025'), taught(y25, 'p2', '2025-2026'), taught(y26, 'p3')]
    expect(suggest(y26, courses, assignments, professors)).toEqual({
      courseId: 'a26',
      specializations: ['Maya', 'Rigging'],
      rule: 'all',
      professorNames: ['p1 Okafor', 'p2 Okafor'],
    })
  })

  it('ignores assignments in the same or later terms', () => {
    const professors = [prof('p1', ['Maya']), prof('p3', ['Blender'])]
    const assignments = [taught(y25, 'p1', '2025-2026'), taught(y26, 'p3')]
    expect(suggest(y25, courses, assignments, professors)).toBeNull()
  })

  it('falls back to a strict majority when nothing is held by all', () => {
    const professors = [prof('p1', ['Maya', 'Nuke']), prof('p2', ['Maya']), prof('p3', ['Nuke', 'Blender'])]
    const assignments = [taught(y24, 'p1', '2024-2025'), taught(y24, 'p2', '2024-2025', 2), taught(y25, 'p3', '2025-2026')]
    expect(suggest(y26, courses, assignments, professors)).toMatchObject({ specializations: ['Maya', 'Nuke'], rule: 'most' })
    // Two professors with nothing in common: no majority, no suggestion.
    expect(suggest(y26, courses, assignments.slice(1), professors)).toBeNull()
  })

  it('suggests nothing for a course that already has requirements or has no history', () => {
    const professors = [prof('p1', ['Maya'])]
    const assignments = [taught(y24, 'p1', '2024-2025')]
    const withNeeds = { ...y26, requiredSpecializations: ['Rigging'] }
    expect(suggest(withNeeds, courses, assignments, professors)).toBeNull()
    const other = course('b26', 'GAM200', 2026)
    expect(suggest(other, [...courses, other], assignments, professors)).toBeNull()
    // A deleted professor is no history.
    expect(suggest(y26, courses, [taught(y24, 'gone', '2024-2025')], professors)).toBeNull()
  })

  it('counts every year of a term-only course', () => {
    const termOnly = course('t', 'ANI300', null)
    const professors = [prof('p1', ['Maya', 'Rigging']), prof('p2', ['Rigging'])]
    const assignments = [taught(termOnly, 'p1', '2024-2025'), taught(termOnly, 'p2', '2026-2027')]
    expect(suggest(termOnly, [termOnly], assignments, professors)).toMatchObject({ specializations: ['Rigging'], rule: 'all' })
  })
})
