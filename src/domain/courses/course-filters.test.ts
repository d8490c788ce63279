import { describe, expect, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import {
  canDeleteVersion,
  countActiveMoreFilters,
  courseIdsOfProfessor,
  filterCourses,
  indexCourses,
  programVersionOptions,
  reconcileVersionFilter,
  scopeCourses,
} from './course-filters'
import { PlanStore, type PlanDelta } from '@/domain/plan/plan-store'
import { generateSampleData } from '@/domain/sample/sample-data'
import { programVersionSchema } from '@/domain/model/program'
import { academicYearScope, termScope } from '@/domain/calendar/planning-term'
import { staffingFigures } from '@/domain/plan/staffing'
import { buildPlanIndex } from '@/domain/plan/plan-index'

function course(input: Partial<CourseInput> & { id: string }): Course {
  return courseSchema.parse({ code: input.id.toUpperCase(), title: 'Course', weeklyHours: 3, ...input })
}
function assignment(input: Partial<Assignment> & { courseId: string; section: number }): Assignment {
  return assignmentSchema.parse({ id: `${input.courseId}-${input.section}`, professorId: 'p1', ...input })
}

const courses = [
  course({ id: 'anim1001', title: 'Drawing Fundamentals', programId: 'animation-diploma', program: 'animation-diploma', level: 1, weeklyHours: 2, maxStudents: 15, sectionCount: 2, semester: { term: 'fall', year: 2026 } }),
  course({ id: 'anim2002', title: 'Character Rigging', programId: 'animation-diploma', program: 'animation-diploma', programVersion: 'v2', level: 2, weeklyHours: 4, maxStudents: 20, semester: { term: 'winter', year: 2027 } }),
  course({ id: 'game1001', title: 'Game Design', programId: 'game-development', program: 'game-development', level: 1, weeklyHours: 6, maxStudents: 30, semester: { term: 'fall', year: 2026 } }),
  course({ id: 'film3003', title: 'Editing', programId: 'film-tv', program: 'film-tv', level: 3, weeklyHours: 3 }),
]
const assignments = [
  assignment({ courseId: 'anim1001', section: 1, professorId: 'p1' }),
  assignment({ courseId: 'game1001', section: 1, professorId: 'p2' }),
  // A leftover above the section count does not make the course assigned.
  assignment({ courseId: 'film3003', section: 4, professorId: 'p1' }),
]
const index = indexCourses(courses, buildPlanIndex(courses, assignments).byCourse)
const ids = (rows: { course: Course }[]) => rows.map((r) => r.course.id)

describe('indexCourses', () => {
  it('derives status, buckets and a lowercase haystack per course', () => {
    const [a, b, g, f] = index
    expect(a).toMatchObject({ status: 'partially-assigned', assignedSections: 1, hoursBucket: 'low', studentsBucket: 'small', haystack: 'anim1001 drawing fundamentals' })
    expect(b).toMatchObject({ status: 'unassigned', hoursBucket: 'medium', studentsBucket: 'medium', version: 'v2' })
    expect(g).toMatchObject({ status: 'fully-assigned', hoursBucket: 'high', studentsBucket: 'large', version: 'original' })
    expect(f).toMatchObject({ status: 'unassigned', studentsBucket: undefined })
  })
})

describe('filterCourses', () => {
  it('searches code or title, case-insensitively and trimmed', () => {
    expect(ids(filterCourses(index, { search: '  RIG ' }).rows)).toEqual(['anim2002'])
    expect(ids(filterCourses(index, { search: 'game1' }).rows)).toEqual(['game1001'])
    expect(filterCourses(index, { search: 'zzz' }).rows).toEqual([])
  })

  it('filters by program and version; all means no filter', () => {
    expect(ids(filterCourses(index, { program: 'animation-diploma' }).rows)).toEqual(['anim1001', 'anim2002'])
    expect(ids(filterCourses(index, { program: 'animation-diploma', version: 'original' }).rows)).toEqual(['anim1001'])
    expect(ids(filterCourses(index, { program: 'all', version: 'v2' }).rows)).toEqual(['anim2002'])
    expect(filterCourses(index, { program: 'all' }).rows).toHaveLength(4)
  })

  it('applies the More Filters buckets (low <= 2, medium 3-4, high >= 5; small <= 15, large >= 26)', () => {
    expect(ids(filterCourses(index, { hours: 'low' }).rows)).toEqual(['anim1001'])
    expect(ids(filterCourses(index, { hours: 'medium' }).rows)).toEqual(['anim2002', 'film3003'])
    expect(ids(filterCourses(index, { students: 'large' }).rows)).toEqual(['game1001'])
    expect(ids(filterCourses(index, { level: 1 }).rows)).toEqual(['anim1001', 'game1001'])
    expect(ids(filterCourses(index, { status: 'partially-assigned' }).rows)).toEqual(['anim1001'])
    expect(ids(filterCourses(index, { level: 1, hours: 'high' }).rows)).toEqual(['game1001'])
  })

  it('counts the chips over the other filters and applies the chip last', () => {
    // A course is "Assigned" only when every section has a professor; a partly staffed course
    // still has an open section and is listed under "Unassigned".
    const result = filterCourses(index, { chip: 'assigned', level: 1 })
    expect(result.chipCounts).toEqual({ all: 2, unassigned: 1, assigned: 1, conflicts: 0 })
    expect(ids(result.rows)).toEqual(['game1001'])
    // film3003 has no term and year: "Not scheduled", so neither Unassigned nor Assigned.
    const unassigned = filterCourses(index, { chip: 'unassigned' })
    expect(unassigned.chipCounts).toEqual({ all: 4, unassigned: 2, assigned: 1, conflicts: 0 })
    expect(ids(unassigned.rows)).toEqual(['anim1001', 'anim2002'])
  })

  it('leaves courses that need no professor out of both Unassigned and Assigned', () => {
    const notRequired = indexCourses([course({ id: 'lab1001', professorNotRequired: true, sectionCount: 2 })], new Map())
    expect(filterCourses(notRequired, {}).chipCounts).toEqual({ all: 1, unassigned: 0, assigned: 0, conflicts: 0 })
  })

  it('filters the courses in a schedule conflict', () => {
    const result = filterCourses(index, { chip: 'conflicts' }, new Set(['game1001']))
    expect(result.chipCounts.conflicts).toBe(1)
    expect(ids(result.rows)).toEqual(['game1001'])
  })
})

describe('scope and stats', () => {
  it('keeps the scope and the professor filter; a term-only course is shown in the views of its term', () => {
    expect(ids(scopeCourses(index, termScope({ term: 'fall', year: 2026 }), null))).toEqual(['anim1001', 'game1001', 'film3003'])
    expect(ids(scopeCourses(index, academicYearScope('2026-2027'), courseIdsOfProfessor('p1', assignments)))).toEqual(['anim1001', 'film3003'])
    expect(ids(scopeCourses(index, termScope({ term: 'winter', year: 2027 }), courseIdsOfProfessor('p2', assignments)))).toEqual([])
    // All Semesters of another academic year leaves out the dated courses of 2026-2027.
    expect(ids(scopeCourses(index, academicYearScope('2027-2028'), null))).toEqual(['film3003'])
  })

  it('the tiles count sections: staffed of required, open, percent and weekly hours', () => {
    // The term-only film3003 is listed but not scheduled: no section of it is required yet.
    const sections = new Map(index.map((r) => [r.course.id, r.assignedSections]))
    expect(staffingFigures(courses, sections)).toMatchObject({
      courses: 4,
      notScheduledCourses: 1,
      requiredSections: 4,
      staffedSections: 2,
      openSections: 2,
      percentComplete: 50,
      fullyAssignedCourses: 1,
      coursesWithOpenSections: 2,
      weeklyHours: 15,
      requiredSectionHours: 14,
    })
  })

  it('counts only the set More Filters', () => {
    expect(countActiveMoreFilters({})).toBe(0)
    expect(countActiveMoreFilters({ level: 2, hours: 'low', students: undefined, status: 'unassigned' })).toBe(3)
  })
})

describe('program versions', () => {
  const versions = [
    programVersionSchema.parse({ id: 'v-1', programId: 'animation-diploma', programDesignNumber: 'D-2025', versionName: 'Fall 2025 redesign', program: { name: 'Animation Diploma' } }),
    programVersionSchema.parse({ id: 'v-2', programId: 'film-tv', programDesignNumber: 'F1', program: { name: 'Film' } }),
  ]
  it('offers original, the stored versions of the program and versions found on its courses', () => {
    expect(programVersionOptions('animation-diploma', versions, courses)).toEqual([
      { value: 'original', label: 'Original' },
      { value: 'D-2025', label: 'Fall 2025 redesign' },
      { value: 'v2', label: 'v2' },
    ])
  })
  it('resets the version when it is no longer offered', () => {
    const options = programVersionOptions('film-tv', versions, courses)
    expect(reconcileVersionFilter('F1', options)).toBe('F1')
    expect(reconcileVersionFilter('v2', options)).toBeUndefined()
    expect(reconcileVersionFilter('all', options)).toBeUndefined()
  })
  it('offers Delete Version only for a specific non-original version', () => {
    expect(canDeleteVersion('film-tv', 'F1')).toBe(true)
    expect(canDeleteVersion('film-tv', 'original')).toBe(false)
    expect(canDeleteVersion('film-tv', undefined)).toBe(false)
    expect(canDeleteVersion('all', 'F1')).toBe(false)
  })
})

describe('indexCourses over the plan store', () => {
  const data = generateSampleData({ seed: 4, now: new Date('2026-09-01T00:00:00Z'), terms: 3 })

  it("indexes as indexCourses does, with the plan store's sections, after every change of a random sequence", () => {
    let seed = 9
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    let courses = data.courses
    let assignments = data.assignments
    const store = new PlanStore(courses, assignments)
    expect(indexCourses(courses, store.view().byCourse)).toEqual(indexCourses(courses, buildPlanIndex(courses, assignments).byCourse))
    for (let step = 0; step < 60; step++) {
      const roll = random()
      const delta: PlanDelta = {}
      if (roll < 0.4) {
        const old = courses[Math.floor(random() * courses.length)]!
        const changed = { ...old, sectionCount: Math.max(1, old.sectionCount + (random() < 0.5 ? 1 : -1)), level: 1 + Math.floor(random() * 4) }
        courses = courses.map((c) => (c.id === old.id ? changed : c))
        delta.courses = new Map([[old.id, changed]])
      } else if (roll < 0.5) {
        const gone = courses[Math.floor(random() * courses.length)]!
        courses = courses.filter((c) => c !== gone)
        delta.courses = new Map([[gone.id, undefined]])
      } else if (roll < 0.8) {
        const course = courses[Math.floor(random() * courses.length)]!
        const added = assignmentSchema.parse({ ...assignments[0]!, id: `added-${step}`, courseId: course.id, section: 1 + Math.floor(random() * 3) })
        assignments = [...assignments, added]
        delta.assignments = new Map([[added.id, added]])
      } else {
        const gone = assignments[Math.floor(random() * assignments.length)]!
        assignments = assignments.filter((a) => a !== gone)
        delta.assignments = new Map([[gone.id, undefined]])
      }
      store.apply(delta)
      expect(indexCourses(courses, store.view().byCourse)).toEqual(indexCourses(courses, buildPlanIndex(courses, assignments).byCourse))
    }
  })
})
