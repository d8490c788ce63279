import { describe, expect, it } from 'vitest'
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import {
  academicYearOfPlanningTerm,
  academicYearScope,
  assignmentPlanningTerm,
  compareTerms,
  courseAssignmentTerm,
  courseInScope,
  courseIsScheduled,
  scheduleCourse,
  schedulingTermIn,
  courseScopeKey,
  coursePlacement,
  scopeKeyInScope,
  scopePlacements,
  coursePlanningTerm,
  courseTermLabel,
  normaliseAssignment,
  parseTermKey,
  planningTermLabel,
  rangeScope,
  termInAcademicYear,
  termKey,
  termScope,
  termsOfAcademicYear,
  type PlanningTerm,
} from './planning-term'

function course(input: Partial<CourseInput> = {}): Course {
  return courseSchema.parse({ id: 'c-anim', code: 'ANIM1001', title: 'Foundations', weeklyHours: 4, ...input })
}

function assignment(input: Partial<Assignment> = {}): Assignment {
  return assignmentSchema.parse({
    id: 'c-anim_1_p1_fall_2026-2027',
    courseId: 'c-anim',
    professorId: 'p1',
    term: 'fall',
    academicYear: '2026-2027',
    weeklyHours: 4,
    assignedAt: '2026-09-01T00:00:00.000Z',
    ...input,
  })
}

const fall26: PlanningTerm = { term: 'fall', year: 2026 }
const winter27: PlanningTerm = { term: 'winter', year: 2027 }
const spring27: PlanningTerm = { term: 'spring', year: 2027 }

describe('termKey / parseTermKey', () => {
  it('writes a term as the semester selector value', () => {
    expect(termKey(fall26)).toBe('fall-2026')
    expect(termKey(winter27)).toBe('winter-2027')
    expect(termKey(spring27)).toBe('spring-2027')
  })

  it('reads a key back into the same term', () => {
    expect(parseTermKey('winter-2027')).toEqual(winter27)
    expect(parseTermKey('spring-2030')).toEqual({ term: 'spring', year: 2030 })
    for (const t of [fall26, winter27, spring27]) expect(parseTermKey(termKey(t))).toEqual(t)
  })

  it.each(['', 'all', 'summer-2026', 'fall-26', 'Fall-2026', 'fall-2026-x', 'custom-2026-01-05-2026-02-20', ' fall-2026'])(
    'rejects %j',
    (key) => {
      expect(parseTermKey(key)).toBeNull()
    },
  )
})

describe('planningTermLabel', () => {
  it('is the term name and calendar year', () => {
    expect(planningTermLabel(fall26)).toBe('Fall 2026')
    expect(planningTermLabel(winter27)).toBe('Winter 2027')
    expect(planningTermLabel(spring27)).toBe('Spring 2027')
  })

  it('names a dated course by its planning term and a term-only course by its term alone', () => {
    expect(courseTermLabel(course({ semester: { term: 'winter', year: 2027 } }))).toBe('Winter 2027')
    expect(courseTermLabel(course({ term: 'spring' }))).toBe('Spring')
    expect(courseTermLabel(course())).toBe('Fall')
  })
})

describe('academicYearOfPlanningTerm', () => {
  it('puts Fall Y, Winter Y+1 and Spring Y+1 in academic year Y-(Y+1)', () => {
    expect(academicYearOfPlanningTerm(fall26)).toBe('2026-2027')
    expect(academicYearOfPlanningTerm(winter27)).toBe('2026-2027')
    expect(academicYearOfPlanningTerm(spring27)).toBe('2026-2027')
  })

  it('puts Winter and Spring of the fall year in the previous academic year', () => {
    expect(academicYearOfPlanningTerm({ term: 'winter', year: 2026 })).toBe('2025-2026')
    expect(academicYearOfPlanningTerm({ term: 'spring', year: 2026 })).toBe('2025-2026')
    expect(academicYearOfPlanningTerm({ term: 'fall', year: 2027 })).toBe('2027-2028')
  })
})

describe('compareTerms', () => {
  it('orders terms chronologically: Winter, Spring, Fall within a calendar year', () => {
    const shuffled: PlanningTerm[] = [
      { term: 'fall', year: 2027 },
      spring27,
      fall26,
      { term: 'winter', year: 2026 },
      winter27,
      { term: 'spring', year: 2026 },
    ]
    expect([...shuffled].sort(compareTerms).map(termKey)).toEqual([
      'winter-2026',
      'spring-2026',
      'fall-2026',
      'winter-2027',
      'spring-2027',
      'fall-2027',
    ])
  })

  it('gives the sign of a - b and 0 for the same term', () => {
    expect(compareTerms(fall26, winter27)).toBeLessThan(0)
    expect(compareTerms(winter27, fall26)).toBeGreaterThan(0)
    expect(compareTerms(winter27, spring27)).toBeLessThan(0)
    expect(compareTerms(spring27, { term: 'spring', year: 2027 })).toBe(0)
  })
})

describe('termsOfAcademicYear / termInAcademicYear', () => {
  it('lists Fall Y, Winter Y+1, Spring Y+1', () => {
    expect(termsOfAcademicYear('2026-2027')).toEqual([fall26, winter27, spring27])
    expect(termsOfAcademicYear('2024-2025').map(planningTermLabel)).toEqual(['Fall 2024', 'Winter 2025', 'Spring 2025'])
  })

  it.each(['', '2026', '2026-2028', 'fall-2026', '1999-2000'])('gives no terms for the invalid year %j', (year) => {
    expect(termsOfAcademicYear(year)).toEqual([])
  })

  it('places a term inside an academic year, reading an invalid year as the default 2025-2026', () => {
    expect(termInAcademicYear('winter', '2026-2027')).toEqual(winter27)
    expect(termInAcademicYear('fall', '2026-2027')).toEqual(fall26)
    expect(termInAcademicYear('spring', 'junk')).toEqual({ term: 'spring', year: 2026 })
    expect(termInAcademicYear('fall', 'junk')).toEqual({ term: 'fall', year: 2025 })
  })
})

describe('coursePlanningTerm / courseAssignmentTerm', () => {
  it("is the course's semester, or null for a term-only course", () => {
    expect(coursePlanningTerm(course({ semester: { term: 'winter', year: 2027 } }))).toEqual(winter27)
    expect(coursePlanningTerm(course({ term: 'winter' }))).toBeNull()
    expect(coursePlanningTerm(course())).toBeNull()
  })

  it('gives new assignments of a term-only course the default academic year 2025-2026', () => {
    expect(courseAssignmentTerm(course({ semester: { term: 'spring', year: 2027 } }))).toEqual(spring27)
    expect(courseAssignmentTerm(course({ term: 'winter' }))).toEqual({ term: 'winter', year: 2026 })
    expect(courseAssignmentTerm(course())).toEqual({ term: 'fall', year: 2025 })
  })
})

describe('assignmentPlanningTerm', () => {
  const winterCourse = course({ semester: { term: 'winter', year: 2027 }, term: 'winter' })

  it("lets the course's semester win: an old Winter 2027 record filed under 2027-2028 is Winter 2027", () => {
    const old = { term: 'winter' as const, academicYear: '2027-2028' }
    expect(assignmentPlanningTerm(old, winterCourse)).toEqual(winter27)
  })

  it("lets the course's semester win over a wrong stored term too", () => {
    expect(assignmentPlanningTerm({ term: 'fall', academicYear: '2030-2031' }, winterCourse)).toEqual(winter27)
  })

  it("uses the assignment's term inside its academic year for a course without a semester", () => {
    const noSemester = course()
    expect(assignmentPlanningTerm({ term: 'winter', academicYear: '2026-2027' }, noSemester)).toEqual(winter27)
    expect(assignmentPlanningTerm({ term: 'fall', academicYear: '2026-2027' }, noSemester)).toEqual(fall26)
    expect(assignmentPlanningTerm({ term: 'spring', academicYear: '2027-2028' }, noSemester)).toEqual({
      term: 'spring',
      year: 2028,
    })
  })

  it('reads a term-only course in the assignment academic year', () => {
    expect(assignmentPlanningTerm({ term: 'winter', academicYear: '2026-2027' }, course({ term: 'winter' }))).toEqual(
      winter27,
    )
  })

  it("lets a term-only course's term win over the assignment's (older saves stored the default 'fall')", () => {
    // Keeps the load in the term courseInScope shows the course in.
    expect(assignmentPlanningTerm({ term: 'fall', academicYear: '2026-2027' }, course({ term: 'winter' }))).toEqual(
      winter27,
    )
  })

  it("uses the assignment's own fields when the course is unknown", () => {
    expect(assignmentPlanningTerm({ term: 'spring', academicYear: '2026-2027' }, undefined)).toEqual(spring27)
    expect(assignmentPlanningTerm({ term: 'winter', academicYear: 'bad' }, undefined)).toEqual({
      term: 'winter',
      year: 2026,
    })
  })
})

describe('normaliseAssignment', () => {
  const winterCourse = course({ semester: { term: 'winter', year: 2027 }, term: 'winter' })

  it('rebuilds term, academicYear and id of an old record', () => {
    const old = assignment({
      id: 'c-anim_2_p1_winter_2027-2028',
      section: 2,
      term: 'winter',
      academicYear: '2027-2028',
    })
    expect(normaliseAssignment(old, winterCourse)).toEqual({
      ...old,
      id: 'c-anim_2_p1_winter_2026-2027',
      term: 'winter',
      academicYear: '2026-2027',
    })
  })

  it("moves a record to the course's term when its term is wrong", () => {
    const wrong = assignment({ id: 'c-anim_1_p1_fall_2026-2027', term: 'fall', academicYear: '2026-2027' })
    const fixed = normaliseAssignment(wrong, winterCourse)
    expect(fixed).toMatchObject({ id: 'c-anim_1_p1_winter_2026-2027', term: 'winter', academicYear: '2026-2027' })
    expect(fixed.weeklyHours).toBe(4)
    expect(fixed.assignedAt).toBe('2026-09-01T00:00:00.000Z')
  })

  it('rebuilds only the id when term and year are right but the id is not', () => {
    const a = assignment({ id: 'legacy-id-7', term: 'winter', academicYear: '2026-2027' })
    expect(normaliseAssignment(a, winterCourse)).toEqual({ ...a, id: 'c-anim_1_p1_winter_2026-2027' })
  })

  it('returns the very same object when the record is already right', () => {
    const right = assignment({ id: 'c-anim_1_p1_winter_2026-2027', term: 'winter', academicYear: '2026-2027' })
    expect(normaliseAssignment(right, winterCourse)).toBe(right)
    const fall = assignment()
    expect(normaliseAssignment(fall, course({ semester: { term: 'fall', year: 2026 } }))).toBe(fall)
    expect(normaliseAssignment(fall, undefined)).toBe(fall)
  })

  it('does not mutate the record it corrects', () => {
    const old = assignment({ id: 'c-anim_1_p1_winter_2027-2028', term: 'winter', academicYear: '2027-2028' })
    const copy = structuredClone(old)
    normaliseAssignment(old, winterCourse)
    expect(old).toEqual(copy)
  })
})

describe('scopes', () => {
  it('termScope covers one term, labelled by the term, in its academic year', () => {
    const scope = termScope(winter27)
    expect(scope.kind).toBe('term')
    expect(scope.terms).toEqual([winter27])
    expect([...scope.keys]).toEqual(['winter-2027'])
    expect([...scope.termTypes]).toEqual(['winter'])
    expect(scope.label).toBe('Winter 2027')
    expect(scope.academicYear).toBe('2026-2027')
  })

  it('academicYearScope covers Fall Y, Winter Y+1, Spring Y+1', () => {
    const scope = academicYearScope('2026-2027')
    expect(scope.kind).toBe('year')
    expect(scope.terms).toEqual([fall26, winter27, spring27])
    expect([...scope.keys]).toEqual(['fall-2026', 'winter-2027', 'spring-2027'])
    expect([...scope.termTypes].sort()).toEqual(['fall', 'spring', 'winter'])
    expect(scope.label).toBe('All Semesters 2026-2027')
    expect(scope.academicYear).toBe('2026-2027')
  })

  it('academicYearScope reads an invalid year as the default 2025-2026', () => {
    const scope = academicYearScope('nonsense')
    expect(scope.label).toBe('All Semesters 2025-2026')
    expect(scope.academicYear).toBe('2025-2026')
    expect([...scope.keys]).toEqual(['fall-2025', 'winter-2026', 'spring-2026'])
  })

  it('rangeScope covers the built-in semesters whose dates overlap the range, chronologically', () => {
    const scope = rangeScope({ start: '2026-09-01', end: '2027-01-31' }, 'Sep 1, 2026 – Jan 31, 2027')
    expect(scope.kind).toBe('range')
    expect([...scope.keys]).toEqual(['fall-2026', 'winter-2027'])
    expect(scope.label).toBe('Sep 1, 2026 – Jan 31, 2027')
    expect(scope.academicYear).toBeNull()
  })

  it('rangeScope: a range inside one semester covers only it; a long range crosses academic years', () => {
    expect([...rangeScope({ start: '2026-10-01', end: '2026-10-31' }, 'Oct').keys]).toEqual(['fall-2026'])
    expect([...rangeScope({ start: '2026-03-15', end: '2026-05-01' }, 'x').keys]).toEqual(['winter-2026', 'spring-2026'])
    expect([...rangeScope({ start: '2026-08-31', end: '2027-05-01' }, 'x').keys]).toEqual([
      'spring-2026',
      'fall-2026',
      'winter-2027',
      'spring-2027',
    ])
  })

  it('rangeScope: a one-day range on a semester edge covers just that semester', () => {
    expect([...rangeScope({ start: '2026-12-31', end: '2026-12-31' }, 'x').keys]).toEqual(['fall-2026'])
    expect([...rangeScope({ start: '2027-01-01', end: '2027-01-01' }, 'x').keys]).toEqual(['winter-2027'])
  })
})

describe('courseInScope', () => {
  const fallCourse = course({ semester: { term: 'fall', year: 2026 }, term: 'fall' })
  const winterOnly = course({ term: 'winter' })
  const noTerm = course()

  it('matches a course with a semester only in scopes holding that exact term', () => {
    expect(courseInScope(fallCourse, termScope(fall26))).toBe(true)
    expect(courseInScope(fallCourse, termScope({ term: 'fall', year: 2027 }))).toBe(false)
    expect(courseInScope(fallCourse, termScope(winter27))).toBe(false)
    expect(courseInScope(fallCourse, academicYearScope('2026-2027'))).toBe(true)
    expect(courseInScope(fallCourse, academicYearScope('2025-2026'))).toBe(false)
    expect(courseInScope(fallCourse, rangeScope({ start: '2026-11-01', end: '2026-11-30' }, 'Nov'))).toBe(true)
    expect(courseInScope(fallCourse, rangeScope({ start: '2027-01-01', end: '2027-02-01' }, 'Jan'))).toBe(false)
  })

  it('matches a term-only course by its term type in any year', () => {
    expect(courseInScope(winterOnly, termScope(winter27))).toBe(true)
    expect(courseInScope(winterOnly, termScope({ term: 'winter', year: 2031 }))).toBe(true)
    expect(courseInScope(winterOnly, termScope(fall26))).toBe(false)
    expect(courseInScope(winterOnly, academicYearScope('2029-2030'))).toBe(true)
  })

  it('never matches a term-only course in a range scope', () => {
    expect(courseInScope(winterOnly, rangeScope({ start: '2027-01-01', end: '2027-04-30' }, 'Winter'))).toBe(false)
    expect(courseInScope(noTerm, rangeScope({ start: '2026-09-01', end: '2026-12-31' }, 'Fall'))).toBe(false)
  })

  it('reads a course with neither semester nor term as a fall course', () => {
    expect(courseInScope(noTerm, termScope(fall26))).toBe(true)
    expect(courseInScope(noTerm, termScope(spring27))).toBe(false)
  })

  it('gives the same answer from a scope key computed once per course (index rows keep it)', () => {
    const scopes = [
      termScope(fall26),
      termScope(winter27),
      termScope(spring27),
      academicYearScope('2026-2027'),
      academicYearScope('2029-2030'),
      rangeScope({ start: '2026-11-01', end: '2027-02-01' }, 'Nov-Jan'),
    ]
    for (const c of [fallCourse, winterOnly, noTerm, course({ semester: { term: 'spring', year: 2027 } })]) {
      const key = courseScopeKey(c)
      for (const scope of scopes) expect(scopeKeyInScope(key, scope), scope.label).toBe(courseInScope(c, scope))
    }
  })

  it('counts a course in a scope exactly when its placement is one of the scope\'s (sums per placement add up to a scope\'s)', () => {
    const scopes = [
      termScope(fall26),
      termScope(winter27),
      academicYearScope('2026-2027'),
      academicYearScope('2029-2030'),
      rangeScope({ start: '2026-11-01', end: '2027-02-01' }, 'Nov-Jan'),
    ]
    const courses = [fallCourse, winterOnly, noTerm, course({ semester: { term: 'spring', year: 2027 } }), course({ term: 'spring' })]
    for (const c of courses) {
      for (const scope of scopes) {
        const placements = scopePlacements(scope)
        expect(placements.includes(coursePlacement(c)), `${c.term} ${c.semester?.year} in ${scope.label}`).toBe(courseInScope(c, scope))
        // Each placement once: no course counted twice.
        expect(new Set(placements).size).toBe(placements.length)
      }
    }
  })
})

describe('not scheduled: courseIsScheduled / schedulingTermIn / scheduleCourse', () => {
  const termOnly = course({ term: 'fall' })
  const noTerm = course({})
  const dated = course({ semester: { term: 'winter', year: 2027 }, term: 'winter' })

  it('a course is scheduled only with a term and a year', () => {
    expect(courseIsScheduled(dated)).toBe(true)
    expect(courseIsScheduled(termOnly)).toBe(false)
    expect(courseIsScheduled(noTerm)).toBe(false)
  })

  it("staffs a course without a year in the scope's term of its term type, never the default year", () => {
    expect(schedulingTermIn(termOnly, termScope(fall26))).toEqual(fall26)
    expect(schedulingTermIn(termOnly, academicYearScope('2026-2027'))).toEqual(fall26)
    expect(schedulingTermIn(course({ term: 'spring' }), academicYearScope('2026-2027'))).toEqual(
      spring27,
    )
    // No term at all runs in Fall, as everywhere else.
    expect(schedulingTermIn(noTerm, termScope({ term: 'fall', year: 2030 }))).toEqual({
      term: 'fall',
      year: 2030,
    })
    // No single term: a custom range, or a scope of another term type.
    expect(
      schedulingTermIn(termOnly, rangeScope({ start: '2026-09-01', end: '2027-04-30' }, 'range')),
    ).toBeNull()
    expect(schedulingTermIn(termOnly, termScope(winter27))).toBeNull()
    // A scheduled course keeps its own term whatever the scope.
    expect(schedulingTermIn(dated, termScope(fall26))).toEqual(winter27)
  })

  it('scheduling gives the course that semester; a course already there is returned as is', () => {
    expect(scheduleCourse(termOnly, fall26)).toEqual({
      ...termOnly,
      semester: { term: 'fall', year: 2026 },
      term: 'fall',
    })
    expect(scheduleCourse(dated, winter27)).toBe(dated)
  })
})
