import { describe, expect, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { buildPlanIndex } from './plan-index'

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
