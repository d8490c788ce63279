import { describe, expect, it } from 'vitest'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { courseStaffing, staffingFigures, weeklySectionHoursHint } from './staffing'

// Staffing is counted for scheduled courses (a term and a year); see the not-scheduled case below.
const FALL = { term: 'fall' as const, year: 2026 }

function course(input: Partial<CourseInput> & { id: string }): Course {
  return courseSchema.parse({ code: input.id.toUpperCase(), title: 'T', weeklyHours: 3, semester: FALL, ...input })
}

describe('courseStaffing', () => {
  it('required = sectionCount, staffed = assigned sections, open = the rest', () => {
    expect(courseStaffing({ sectionCount: 3, professorNotRequired: false, semester: FALL }, 0)).toEqual({ required: 3, staffed: 0, open: 3 })
    expect(courseStaffing({ sectionCount: 3, professorNotRequired: false, semester: FALL }, 1)).toEqual({ required: 3, staffed: 1, open: 2 })
    expect(courseStaffing({ sectionCount: 3, professorNotRequired: false, semester: FALL }, 3)).toEqual({ required: 3, staffed: 3, open: 0 })
  })

  it('caps staffed at the section count and never goes negative', () => {
    expect(courseStaffing({ sectionCount: 2, professorNotRequired: false, semester: FALL }, 5)).toEqual({ required: 2, staffed: 2, open: 0 })
    expect(courseStaffing({ sectionCount: 2, professorNotRequired: false, semester: FALL }, -1)).toEqual({ required: 2, staffed: 0, open: 2 })
    expect(courseStaffing({ sectionCount: 0, professorNotRequired: false, semester: FALL }, 0)).toEqual({ required: 1, staffed: 0, open: 1 })
  })

  it('requires nothing of a course that needs no professor', () => {
    expect(courseStaffing({ sectionCount: 4, professorNotRequired: true, semester: FALL }, 2)).toEqual({ required: 0, staffed: 0, open: 0 })
  })
})

describe('a course is Assigned, open or neither (courseStaffing)', () => {
  it('a course is Assigned only when every section has a professor', () => {
    const c = { sectionCount: 3, professorNotRequired: false, semester: FALL }
    expect(courseStaffing(c, 3)).toEqual({ required: 3, staffed: 3, open: 0 })
    expect(courseStaffing(c, 2)).toEqual({ required: 3, staffed: 2, open: 1 })
    expect(courseStaffing(c, 0)).toEqual({ required: 3, staffed: 0, open: 3 })
  })

  it('a course needing no professor is neither Assigned nor open', () => {
    const c = { sectionCount: 2, professorNotRequired: true, semester: FALL }
    expect(courseStaffing(c, 2)).toEqual({ required: 0, staffed: 0, open: 0 })
    expect(courseStaffing(c, 0)).toEqual({ required: 0, staffed: 0, open: 0 })
  })
})

describe('staffingFigures', () => {
  it('counts sections, leaving professorNotRequired courses out of required', () => {
    const courses = [
      course({ id: 'a', sectionCount: 2, weeklyHours: 3 }),
      course({ id: 'b', sectionCount: 3, weeklyHours: 4 }),
      course({ id: 'c', sectionCount: 1, weeklyHours: 2 }),
      course({
        id: 'n',
        sectionCount: 5,
        weeklyHours: 6,
        professorNotRequired: true,
        semester: FALL,
      }),
    ]
    const f = staffingFigures(courses, new Map([['a', 2], ['b', 1], ['n', 5]]))
    expect(f).toEqual({
      courses: 4,
      notRequiredCourses: 1,
      notScheduledCourses: 0,
      requiredSections: 6,
      staffedSections: 3,
      openSections: 3,
      percentComplete: 50,
      completionColor: 'red',
      fullyAssignedCourses: 1,
      coursesWithOpenSections: 2,
      weeklyHours: 15,
      requiredSectionHours: 2 * 3 + 3 * 4 + 1 * 2,
    })
  })

  it('a partially assigned course is neither fully assigned nor free of open sections', () => {
    const f = staffingFigures([course({ id: 'a', sectionCount: 3 })], new Map([['a', 2]]))
    expect(f).toMatchObject({ requiredSections: 3, staffedSections: 2, openSections: 1, percentComplete: 67, completionColor: 'red' })
    expect(f.fullyAssignedCourses).toBe(0)
    expect(f.coursesWithOpenSections).toBe(1)
  })

  it('a lowered section count leaves assignments above it uncounted', () => {
    // 3 sections had professors; the count went down to 2 (assignedSections comes from the plan
    // index, which only counts sections 1..sectionCount, so it says 2), and a caller passing the
    // raw 3 is still capped.
    const lowered = course({ id: 'a', sectionCount: 2 })
    expect(staffingFigures([lowered], new Map([['a', 2]]))).toMatchObject({
      requiredSections: 2,
      staffedSections: 2,
      openSections: 0,
      percentComplete: 100,
    })
    expect(staffingFigures([lowered], new Map([['a', 3]]))).toMatchObject({
      requiredSections: 2,
      staffedSections: 2,
      openSections: 0,
      percentComplete: 100,
      completionColor: 'green',
    })
  })

  it('a raised section count opens the new sections', () => {
    const raised = course({ id: 'a', sectionCount: 4 })
    expect(staffingFigures([raised], new Map([['a', 2]]))).toMatchObject({
      requiredSections: 4,
      staffedSections: 2,
      openSections: 2,
      percentComplete: 50,
      coursesWithOpenSections: 1,
    })
  })

  it.each([
    // staffed, required, percent, colour
    [9, 10, 90, 'green'],
    [10, 10, 100, 'green'],
    [179, 200, 90, 'green'], // 89.5 rounds to 90
    [89, 100, 89, 'amber'],
    [7, 10, 70, 'amber'],
    [139, 200, 70, 'amber'], // 69.5 rounds to 70
    [69, 100, 69, 'red'],
    [1, 3, 33, 'red'],
    [2, 3, 67, 'red'],
    [0, 5, 0, 'red'],
  ] as const)('%i of %i sections staffed: %i %% %s', (staffed, required, percent, colour) => {
    const f = staffingFigures([course({ id: 'a', sectionCount: required })], new Map([['a', staffed]]))
    expect(f.percentComplete).toBe(percent)
    expect(f.completionColor).toBe(colour)
  })

  it('zero required sections gives 0 % and red', () => {
    expect(staffingFigures([], new Map())).toMatchObject({ courses: 0, requiredSections: 0, percentComplete: 0, completionColor: 'red' })
    const onlyNotRequired = staffingFigures([course({ id: 'n', professorNotRequired: true, weeklyHours: 5 })], new Map([['n', 1]]))
    expect(onlyNotRequired).toMatchObject({
      courses: 1,
      notRequiredCourses: 1,
      notScheduledCourses: 0,
      requiredSections: 0,
      staffedSections: 0,
      openSections: 0,
      percentComplete: 0,
      completionColor: 'red',
      fullyAssignedCourses: 0,
      coursesWithOpenSections: 0,
      weeklyHours: 5,
      requiredSectionHours: 0,
    })
  })

  it('a course missing from the map counts as unassigned', () => {
    expect(staffingFigures([course({ id: 'x', sectionCount: 2 })], new Map())).toMatchObject({
      staffedSections: 0,
      openSections: 2,
      coursesWithOpenSections: 1,
    })
  })

  it('a course without a term and year is listed but neither staffed nor open, even with assignments', () => {
    // The bug: a term-only course staffed in 2025-2026 counted as "Fully Assigned" in every Fall header.
    const termOnly = course({
      id: 't',
      sectionCount: 2,
      weeklyHours: 3,
      semester: undefined,
      term: 'fall',
    })
    const dated = course({ id: 'd', sectionCount: 1, weeklyHours: 4 })
    const f = staffingFigures(
      [termOnly, dated],
      new Map([
        ['t', 2],
        ['d', 1],
      ]),
    )
    expect(f).toMatchObject({
      courses: 2,
      notScheduledCourses: 1,
      requiredSections: 1,
      staffedSections: 1,
      openSections: 0,
      fullyAssignedCourses: 1,
      coursesWithOpenSections: 0,
      percentComplete: 100,
      weeklyHours: 7,
      requiredSectionHours: 4,
    })
    expect(courseStaffing(termOnly, 2)).toEqual({ required: 0, staffed: 0, open: 0 })
    expect(courseStaffing(termOnly, 0)).toEqual({ required: 0, staffed: 0, open: 0 })
  })
})

describe('weekly section hours (issue 26: one meaning of weekly hours)', () => {
  it('counts every section that needs a professor, and keeps the course hours as the hint', () => {
    const figures = staffingFigures(
      [course({ id: 'a', weeklyHours: 4, sectionCount: 3 }), course({ id: 'b', weeklyHours: 2, sectionCount: 1 }), course({ id: 'c', weeklyHours: 6, sectionCount: 2, professorNotRequired: true })],
      new Map(),
    )
    // 4 x 3 + 2 x 1; the course that needs no professor adds no section hours.
    expect(figures.requiredSectionHours).toBe(14)
    expect(weeklySectionHoursHint(figures)).toBe(`4 sections needing a professor · ${figures.weeklyHours} h of course time`)
  })
})
