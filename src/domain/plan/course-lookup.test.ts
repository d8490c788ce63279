import { describe, expect, it } from 'vitest'
import { CourseLookup } from './course-lookup'
import { generateSampleData } from '@/domain/sample/sample-data'

describe('CourseLookup', () => {
  const courses = generateSampleData({ seed: 2, now: new Date('2026-09-01T00:00:00Z') }).courses

  it('answers like a map of the courses by id, iteration included', () => {
    const lookup = new CourseLookup(courses)
    const map = new Map(courses.map((c) => [c.id, c]))
    expect(lookup.size).toBe(map.size)
    for (const c of courses) expect(lookup.get(c.id)).toBe(c)
    expect(lookup.get('nope')).toBeUndefined()
    expect(lookup.has(courses[0]!.id)).toBe(true)
    expect([...lookup]).toEqual([...map])
    expect([...lookup.keys()]).toEqual([...map.keys()])
    // Compared by what it holds (the plan index tests rely on it), not by its private fields.
    expect(new CourseLookup(courses)).toEqual(lookup)
    expect(new CourseLookup(courses.slice(1))).not.toEqual(lookup)
  })

  it('keeps its positions for records replaced in place, and refuses any other change', () => {
    const lookup = new CourseLookup(courses)
    const edited = courses.map((c, i) => (i === 3 ? { ...c, sectionCount: c.sectionCount + 1 } : c))
    const next = lookup.replacedIn(edited)!
    expect(next.get(edited[3]!.id)).toBe(edited[3])
    expect(next.get(edited[4]!.id)).toBe(edited[4])
    // Two courses swapped, one removed, one added: the positions would lie, so no.
    const swapped = [courses[1]!, courses[0]!, ...courses.slice(2)]
    expect(lookup.replacedIn(swapped)).toBeNull()
    expect(lookup.replacedIn(courses.slice(1))).toBeNull()
    expect(lookup.replacedIn([...courses, { ...courses[0]!, id: 'new' }])).toBeNull()
  })
})
