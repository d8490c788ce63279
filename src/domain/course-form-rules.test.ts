import { describe, expect, it } from 'vitest'
import { courseSchema } from './course'
import {
  COURSE_FORM_MESSAGES,
  courseCodeWarning,
  courseFormSchema,
  courseFormValues,
  courseInputFromForm,
  defaultCourseFormValues,
  splitList,
} from './course-form-rules'

const TODAY = new Date(2026, 2, 15)
const valid = { ...defaultCourseFormValues(TODAY), code: 'ANIM1001', title: 'Drawing' }

function messages(values: object): string[] {
  const result = courseFormSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('courseFormSchema', () => {
  it('has the spec defaults: level 1, 3 hours, 1 section, Fall of the current year', () => {
    expect(defaultCourseFormValues(TODAY)).toMatchObject({ level: 1, weeklyHours: 3, sectionCount: 1, term: 'fall', year: 2026 })
  })

  it('reports the spec messages', () => {
    expect(messages({ ...valid, code: '  ', title: '' })).toEqual(['Course code is required.', 'Course title is required.'])
    expect(messages({ ...valid, weeklyHours: -1 })).toEqual(['Weekly hours cannot be negative.'])
    expect(messages({ ...valid, weeklyHours: 11 })).toEqual([COURSE_FORM_MESSAGES.hoursTooHigh])
    expect(messages({ ...valid, level: 9 })).toEqual([COURSE_FORM_MESSAGES.level])
    expect(messages({ ...valid, sectionCount: 0 })).toEqual([COURSE_FORM_MESSAGES.sections])
    expect(messages({ ...valid, weeklyHours: Number.NaN })).toEqual([COURSE_FORM_MESSAGES.number])
    expect(messages({ ...valid, maxStudents: '2.5' })).toEqual([COURSE_FORM_MESSAGES.maxStudents])
    expect(messages(valid)).toEqual([])
  })

  it('checks the schedule: times with days, days with times, end after start', () => {
    expect(messages({ ...valid, days: ['mon'] })).toEqual([COURSE_FORM_MESSAGES.scheduleTimes])
    expect(messages({ ...valid, startTime: '09:00', endTime: '10:00' })).toEqual([COURSE_FORM_MESSAGES.scheduleDays])
    expect(messages({ ...valid, days: ['mon'], startTime: '10:00', endTime: '09:00' })).toEqual([COURSE_FORM_MESSAGES.scheduleOrder])
    expect(messages({ ...valid, days: ['mon'], startTime: '09:00', endTime: '10:30' })).toEqual([])
  })
})

describe('courseCodeWarning', () => {
  it('warns when the code is not 2-4 capitals then 4-5 digits, without blocking', () => {
    expect(courseCodeWarning('ANIM1001')).toBeNull()
    expect(courseCodeWarning('GD12345')).toBeNull()
    expect(courseCodeWarning('')).toBeNull()
    expect(courseCodeWarning('anim1001')).toBe(COURSE_FORM_MESSAGES.codePattern)
    expect(courseCodeWarning('A1001')).toBe(COURSE_FORM_MESSAGES.codePattern)
    expect(messages({ ...valid, code: 'anim-1' })).toEqual([])
  })
})

describe('courseInputFromForm / courseFormValues', () => {
  it('builds a valid course and reads it back', () => {
    const parsed = courseFormSchema.parse({
      ...valid,
      code: ' ANIM2002 ',
      program: 'animation-diploma',
      programVersion: 'v2',
      term: 'winter',
      year: 2027,
      maxStudents: '24',
      prerequisites: 'ANIM1001, ,ANIM1002',
      requiredSpecializations: 'Rigging',
      days: ['tue', 'thu'],
      startTime: '13:00',
      endTime: '15:00',
    })
    const input = courseInputFromForm(parsed, () => 'Animation Diploma')
    expect(input).toMatchObject({
      code: 'ANIM2002',
      programId: 'animation-diploma',
      programName: 'Animation Diploma',
      programVersion: 'v2',
      semester: { term: 'winter', year: 2027 },
      term: 'winter',
      maxStudents: 24,
      prerequisites: ['ANIM1001', 'ANIM1002'],
      schedule: { days: ['tue', 'thu'], startTime: '13:00', endTime: '15:00' },
    })
    const course = courseSchema.parse({ ...input, id: 'c1' })
    expect(courseFormValues(course, TODAY)).toMatchObject({ code: 'ANIM2002', programVersion: 'v2', maxStudents: '24', days: ['tue', 'thu'], prerequisites: 'ANIM1001, ANIM1002' })
  })

  it('stores the original version and an unscheduled course without those fields', () => {
    const input = courseInputFromForm(courseFormSchema.parse({ ...valid, programVersion: 'original' }), () => '')
    expect(input.programVersion).toBeUndefined()
    expect(input.schedule).toBeUndefined()
    expect(input.maxStudents).toBeUndefined()
    expect(splitList(' a,b ,, c ')).toEqual(['a', 'b', 'c'])
  })
})
