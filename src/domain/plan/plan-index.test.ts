import { describe, expect, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { buildPlanIndex, listDiff, updatePlanIndex, type PlanIndex } from './plan-index'
import { generateSampleData } from '@/domain/sample/sample-data'

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

const courses = [
  course({ id: 'c-fall', semester: { term: 'fall', year: 2026 }, sectionCount: 3, weeklyHours: 4 }),
  course({
    id: 'c-winter',
    semester: { term: 'winter', year: 2027 },
    sectionCount: 1,
    weeklyHours: 6,
  }),
  course({ id: 'c-termonly', term: 'spring', sectionCount: 2, weeklyHours: 2 }),
  course({ id: 'c-empty', semester: { term: 'fall', year: 2026 }, sectionCount: 2 }),
]

const a3 = assignment({ courseId: 'c-fall', section: 3, professorId: 'p2', weeklyHours: 4 })
const a1 = assignment({ courseId: 'c-fall', section: 1, professorId: 'p1', weeklyHours: 4 })
const a1bis = assignment({
  id: 'c-fall_1_p3',
  courseId: 'c-fall',
  section: 1,
  professorId: 'p3',
  weeklyHours: 4,
})
const a5 = assignment({ courseId: 'c-fall', section: 5, professorId: 'p1', weeklyHours: 4 })
// Old record: Winter 2027 filed under 2027-2028.
const w1 = assignment({
  courseId: 'c-winter',
  professorId: 'p1',
  term: 'winter',
  academicYear: '2027-2028',
  weeklyHours: 6,
})
const t1 = assignment({
  courseId: 'c-termonly',
  professorId: 'p1',
  term: 'spring',
  academicYear: '2026-2027',
  weeklyHours: 2,
})
const t2 = assignment({
  courseId: 'c-termonly',
  section: 2,
  professorId: 'p2',
  term: 'spring',
  academicYear: '2025-2026',
  weeklyHours: 2,
})
const orphan = assignment({
  courseId: 'c-gone',
  professorId: 'p2',
  term: 'winter',
  academicYear: '2026-2027',
  weeklyHours: 5,
})

const index = buildPlanIndex(courses, [a3, w1, a1, t1, a5, a1bis, t2, orphan])

describe('buildPlanIndex', () => {
  it('indexes courses by id', () => {
    expect(index.courseById.get('c-winter')).toBe(courses[1])
    expect(index.courseById.size).toBe(4)
  })

  it('groups assignments by course, sorted by section (stable for equal sections)', () => {
    expect(index.byCourse.get('c-fall')!.map((a) => a.id)).toEqual([
      'c-fall_1_p1',
      'c-fall_1_p3',
      'c-fall_3_p2',
      'c-fall_5_p1',
    ])
    expect(index.byCourse.get('c-termonly')!.map((a) => a.section)).toEqual([1, 2])
    expect(index.byCourse.get('c-gone')!.map((a) => a.id)).toEqual(['c-gone_1_p2'])
    expect(index.byCourse.get('c-empty')).toBeUndefined()
  })

  it('counts distinct sections 1..sectionCount only', () => {
    // c-fall: sections 1 (twice) and 3 count; section 5 is above the count of 3.
    expect(index.assignedSections.get('c-fall')).toBe(2)
    expect(index.assignedSections.get('c-winter')).toBe(1)
    expect(index.assignedSections.get('c-termonly')).toBe(2)
    // A course without assignments has no entry: readers take absent as 0.
    expect(index.assignedSections.has('c-empty')).toBe(false)
    // Only known courses get a count.
    expect(index.assignedSections.has('c-gone')).toBe(false)
  })

  it('maps every assignment to its planning term key', () => {
    expect(index.termOf.get('c-fall_1_p1')).toBe('fall-2026')
    expect(index.termOf.get('c-winter_1_p1')).toBe('winter-2027')
    expect(index.termOf.get('c-termonly_1_p1')).toBe('spring-2027')
    expect(index.termOf.get('c-termonly_2_p2')).toBe('spring-2026')
    expect(index.termOf.get('c-gone_1_p2')).toBe('winter-2027')
    expect(index.termOf.size).toBe(8)
  })

  it('sums each professor hours and sections per term, never across terms', () => {
    expect(Object.fromEntries(index.loads.get('p1')!)).toEqual({
      'fall-2026': { hours: 8, sections: 2 },
      'winter-2027': { hours: 6, sections: 1 },
      'spring-2027': { hours: 2, sections: 1 },
    })
    expect(Object.fromEntries(index.loads.get('p2')!)).toEqual({
      'fall-2026': { hours: 4, sections: 1 },
      'spring-2026': { hours: 2, sections: 1 },
      'winter-2027': { hours: 5, sections: 1 },
    })
    expect(Object.fromEntries(index.loads.get('p3')!)).toEqual({
      'fall-2026': { hours: 4, sections: 1 },
    })
    expect(index.loads.has('p4')).toBe(false)
  })

  it('groups each professor assignments by term', () => {
    const p1 = index.byProfessorTerm.get('p1')!
    expect(p1.get('fall-2026')!.map((a) => a.id)).toEqual(['c-fall_1_p1', 'c-fall_5_p1'])
    expect(p1.get('winter-2027')).toEqual([w1])
    expect([...p1.keys()].sort()).toEqual(['fall-2026', 'spring-2027', 'winter-2027'])
  })

  it('is empty for no data', () => {
    const empty = buildPlanIndex([], [])
    expect(empty.byCourse.size).toBe(0)
    expect(empty.loads.size).toBe(0)
    expect(empty.assignedSections.size).toBe(0)
  })
})

describe('updatePlanIndex', () => {
  /** Map contents in key order, so two indexes compare regardless of insertion order. */
  const canonical = (index: PlanIndex) => {
    const sorted = <V>(m: ReadonlyMap<string, V>) =>
      [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return {
      courseById: sorted(index.courseById),
      byCourse: sorted(index.byCourse),
      assignedSections: sorted(index.assignedSections),
      termOf: sorted(index.termOf),
      loads: sorted(index.loads).map(([p, terms]) => [p, sorted(terms)]),
      byProfessorTerm: sorted(index.byProfessorTerm).map(([p, terms]) => [p, sorted(terms)]),
    }
  }

  it('listDiff finds replaced, appended and removed records, and gives up on large changes', () => {
    const [a, b, c, d] = [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]
    const b2 = { n: 2 }
    expect(listDiff([a, b, c], [a, b2, c])).toEqual({ removed: [b], added: [b2] })
    expect(listDiff([a, b, c], [a, b, c, d])).toEqual({ removed: [], added: [d] })
    expect(listDiff([a, b, c], [a, c])).toEqual({ removed: [b], added: [] })
    const many = Array.from({ length: 200 }, (_, n) => ({ n }))
    expect(
      listDiff(
        many,
        many.map((x) => ({ ...x })),
      ),
    ).toBeNull()
  })

  it('equals a rebuild after every edit of a random sequence (assign, reassign, unassign, course edits)', () => {
    const data = generateSampleData({ seed: 5, now: new Date('2026-09-01T00:00:00Z') })
    let courses: Course[] = data.courses
    let assignments: Assignment[] = data.assignments
    let previous = { courses, assignments, index: buildPlanIndex(courses, assignments) }
    let seed = 11
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n)
    for (let step = 0; step < 150; step++) {
      const roll = rand(6)
      if (roll === 0 && assignments.length) {
        const at = rand(assignments.length)
        assignments = assignments.filter((_, i) => i !== at)
      } else if (roll === 1 && assignments.length) {
        const at = rand(assignments.length)
        const other = assignments[rand(assignments.length)]!
        assignments = assignments.map((a, i) =>
          i === at ? { ...a, professorId: other.professorId } : a,
        )
      } else if (roll === 2) {
        const course = courses[rand(courses.length)]!
        const template = assignments[0]!
        assignments = [
          ...assignments,
          {
            ...template,
            id: `new-${step}`,
            courseId: course.id,
            section: 1 + rand(3),
            professorId: assignments[rand(assignments.length)]!.professorId,
          },
        ]
      } else if (roll === 3) {
        const at = rand(courses.length)
        courses = courses.map((c, i) => (i === at ? { ...c, sectionCount: 1 + rand(3) } : c))
      } else if (roll === 4) {
        const at = rand(courses.length)
        const term = (['fall', 'winter', 'spring'] as const)[rand(3)]!
        courses = courses.map((c, i) =>
          i === at ? { ...c, term, semester: { term, year: 2027 } } : c,
        )
      } else {
        const at = rand(courses.length)
        courses = courses.filter((_, i) => i !== at)
      }
      const updated = updatePlanIndex(previous, courses, assignments)
      const rebuilt = buildPlanIndex(courses, assignments)
      expect(updated).not.toBeNull()
      expect(canonical(updated!)).toEqual(canonical(rebuilt))
      previous = { courses, assignments, index: updated! }
    }
  })

  /** Sample data and its index, as `updatePlanIndex` takes the previous state. */
  function indexedSample() {
    const data = generateSampleData({ seed: 5, now: new Date('2026-09-01T00:00:00Z') })
    const previous = {
      courses: data.courses,
      assignments: data.assignments,
      index: buildPlanIndex(data.courses, data.assignments),
    }
    return { data, previous }
  }

  it('returns null for a change too large to patch (a rebuild is as cheap)', () => {
    const { data, previous } = indexedSample()
    expect(
      updatePlanIndex(
        previous,
        data.courses.map((c) => ({ ...c })),
        data.assignments,
      ),
    ).toBeNull()
  })

  it('copies only the maps an edit really changes (more sections: only the course itself)', () => {
    const { data, previous } = indexedSample()
    const staffed = data.courses.findIndex((c) => previous.index.byCourse.has(c.id))
    const courses = data.courses.map((c, i) =>
      i === staffed ? { ...c, sectionCount: c.sectionCount + 1 } : c,
    )
    const next = updatePlanIndex(previous, courses, data.assignments)!
    expect(next).toEqual(buildPlanIndex(courses, data.assignments))
    expect(next.courseById).not.toBe(previous.index.courseById)
    expect(next.byCourse).toBe(previous.index.byCourse)
    expect(next.termOf).toBe(previous.index.termOf)
    expect(next.loads).toBe(previous.index.loads)
    expect(next.byProfessorTerm).toBe(previous.index.byProfessorTerm)
    expect(next.assignedSections).toBe(previous.index.assignedSections)
  })
})
