import { describe, expect, it } from 'vitest'
import { courseSchema } from '@/domain/model/course'
import {
  COURSE_FORM_MESSAGES,
  courseCodeWarning,
  courseFormSchema,
  courseFormValues,
  courseInputFromForm,
  defaultCourseFormValues,
  duplicateCourseCodeMessage,
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

describe('duplicateCourseCodeMessage', () => {
  const fall2026 = { term: 'fall', year: 2026 } as const
  const existing = [
    courseSchema.parse({ id: 'c1', code: 'ANIM1001', title: 'Drawing', programId: 'bachelor-animation', program: 'bachelor-animation', semester: fall2026 }),
    courseSchema.parse({ id: 'c2', code: 'ANIM2001', title: 'Motion', programId: 'bachelor-animation', programVersion: 'D-2026', semester: fall2026 }),
    courseSchema.parse({ id: 'c3', code: 'FREE1001', title: 'Loose', semester: fall2026 }),
  ]
  const input = (over: Record<string, unknown> = {}) => ({
    code: 'ANIM1001',
    programId: 'bachelor-animation',
    program: 'bachelor-animation',
    programVersion: undefined,
    programName: 'Bachelor of Animation',
    semester: fall2026,
    term: 'fall' as const,
    ...over,
  })

  it('names the code, the program and the version when the code exists in the same program and version', () => {
    expect(duplicateCourseCodeMessage(input(), existing)).toBe(
      'Course code ANIM1001 already exists in Bachelor of Animation (Original version) in Fall 2026.',
    )
  })

  it.each(['anim1001', ' ANIM1001 ', 'Anim1001\t', '  anim1001'])('compares case- and whitespace-insensitively: %j', (code) => {
    expect(duplicateCourseCodeMessage(input({ code }), existing)).toBe(
      'Course code ANIM1001 already exists in Bachelor of Animation (Original version) in Fall 2026.',
    )
  })

  it("reads 'original' and no version as the same version", () => {
    expect(duplicateCourseCodeMessage(input({ programVersion: 'original' }), existing)).toBe(
      'Course code ANIM1001 already exists in Bachelor of Animation (Original version) in Fall 2026.',
    )
  })

  it('names a non-original version', () => {
    expect(duplicateCourseCodeMessage(input({ code: 'anim2001', programVersion: 'D-2026' }), existing)).toBe(
      'Course code ANIM2001 already exists in Bachelor of Animation (D-2026 version) in Fall 2026.',
    )
  })

  it('falls back to the program id when no program name is given', () => {
    expect(duplicateCourseCodeMessage(input({ programName: undefined }), existing)).toBe(
      'Course code ANIM1001 already exists in bachelor-animation (Original version) in Fall 2026.',
    )
  })

  it('allows the same code in another version or another program', () => {
    expect(duplicateCourseCodeMessage(input({ programVersion: 'D-2026' }), existing)).toBeNull()
    expect(duplicateCourseCodeMessage(input({ code: 'ANIM2001' }), existing)).toBeNull()
    expect(duplicateCourseCodeMessage(input({ programId: 'game-development', program: 'game-development' }), existing)).toBeNull()
  })

  it("allows the same code in another term: a course record is one term's offering (issue 30)", () => {
    expect(duplicateCourseCodeMessage(input({ semester: { term: 'fall', year: 2027 } }), existing)).toBeNull()
    expect(duplicateCourseCodeMessage(input({ semester: { term: 'winter', year: 2027 }, term: 'winter' }), existing)).toBeNull()
    // Editing either of the two offerings (a rolled-over plan) is not a clash with the other.
    const rolled = [...existing, { ...existing[0]!, id: 'c1-fall-2027', semester: { term: 'fall' as const, year: 2027 } }]
    expect(duplicateCourseCodeMessage(input({ semester: { term: 'fall', year: 2027 } }), rolled, 'c1-fall-2027')).toBeNull()
    expect(duplicateCourseCodeMessage(input(), rolled, 'c1')).toBeNull()
    // …but moving the copy into the original's term is a duplicate.
    expect(duplicateCourseCodeMessage(input(), rolled, 'c1-fall-2027')).toBe(
      'Course code ANIM1001 already exists in Bachelor of Animation (Original version) in Fall 2026.',
    )
    // A course with a term and no year shows in that term of every year: it meets every fall offering.
    const termOnly = [courseSchema.parse({ id: 't', code: 'ANIM1001', title: 'Drawing', program: 'bachelor-animation', term: 'fall' })]
    expect(duplicateCourseCodeMessage(input(), termOnly)).toBe(
      'Course code ANIM1001 already exists in Bachelor of Animation (Original version) in Fall (not scheduled).',
    )
    expect(duplicateCourseCodeMessage(input({ semester: undefined }), existing)).toBe(
      'Course code ANIM1001 already exists in Bachelor of Animation (Original version) in Fall 2026.',
    )
    expect(duplicateCourseCodeMessage(input({ semester: undefined, term: 'winter' }), existing)).toBeNull()
  })

  it('is null when editing the course itself', () => {
    expect(duplicateCourseCodeMessage(input({ code: 'anim1001' }), existing, 'c1')).toBeNull()
    // …but another course with that code still clashes.
    expect(duplicateCourseCodeMessage(input(), [...existing, { ...existing[0]!, id: 'c9' }], 'c1')).toBe(
      'Course code ANIM1001 already exists in Bachelor of Animation (Original version) in Fall 2026.',
    )
  })

  it('checks courses without a program among themselves', () => {
    expect(duplicateCourseCodeMessage({ code: 'free1001', programId: '', program: '', semester: fall2026 }, existing)).toBe(
      'Course code FREE1001 already exists in courses without a program in Fall 2026.',
    )
    expect(duplicateCourseCodeMessage({ code: 'FREE1001', programId: 'film-tv', program: 'film-tv', semester: fall2026 }, existing)).toBeNull()
  })

  it('is null for a new code or an empty one', () => {
    expect(duplicateCourseCodeMessage(input({ code: 'ANIM9999' }), existing)).toBeNull()
    expect(duplicateCourseCodeMessage(input({ code: '   ' }), existing)).toBeNull()
  })

  it('matches an older course that names its program only in `program`', () => {
    const legacy = [courseSchema.parse({ id: 'old', code: 'ANIM1001', title: 'Old', program: 'bachelor-animation', semester: fall2026 })]
    expect(duplicateCourseCodeMessage(input(), legacy)).toBe(
      'Course code ANIM1001 already exists in Bachelor of Animation (Original version) in Fall 2026.',
    )
  })
})

describe('what the course needs, in the form', () => {
  it('reads the mix as three shares (blank counts as 0), all blank as not known, and enrolment as a whole number', () => {
    const parsed = courseFormSchema.parse({ ...valid, requiredSpecializations: 'Maya; Rigging | Story', expectedEnrolment: ' 24 ', mixEssay: '70', mixRoutine: '', mixInProcess: '30' })
    const input = courseInputFromForm(parsed, () => '')
    expect(input).toMatchObject({ requiredSpecializations: ['Maya', 'Rigging', 'Story'], expectedEnrolment: 24, evaluationMix: { essay: 70, routine: 0, inProcess: 30 } })
    expect(courseSchema.parse({ ...input, id: 'x' })).toMatchObject({ evaluationMix: { essay: 70, routine: 0, inProcess: 30 } })
    const blank = courseInputFromForm(courseFormSchema.parse(valid), () => '')
    expect(blank.evaluationMix).toBeUndefined()
    expect(blank.expectedEnrolment).toBeUndefined()
  })
  it('names a mix not adding up to 100, a bad share and a bad enrolment', () => {
    expect(messages({ ...valid, mixEssay: '60', mixRoutine: '30' })).toEqual(['The evaluation mix must add up to 100%; these add up to 90%.'])
    expect(messages({ ...valid, mixEssay: '101', mixRoutine: '-5' })).toEqual([COURSE_FORM_MESSAGES.mixShare, COURSE_FORM_MESSAGES.mixShare])
    expect(messages({ ...valid, expectedEnrolment: '2.5' })).toEqual([COURSE_FORM_MESSAGES.expectedEnrolment])
    expect(messages({ ...valid, expectedEnrolment: '1001' })).toEqual([COURSE_FORM_MESSAGES.expectedEnrolmentTooHigh])
  })
  it('round-trips a course through the form values', () => {
    const course = courseSchema.parse({ id: 'c', code: 'A1', title: 'T', evaluationMix: { essay: 50, routine: 50, inProcess: 0 }, expectedEnrolment: 18, requiredSpecializations: ['Maya'] })
    const values = courseFormValues(course, TODAY)
    expect(values).toMatchObject({ mixEssay: '50', mixRoutine: '50', mixInProcess: '0', expectedEnrolment: '18', requiredSpecializations: 'Maya' })
    expect(courseInputFromForm(courseFormSchema.parse(values), () => '')).toMatchObject({
      evaluationMix: course.evaluationMix,
      expectedEnrolment: 18,
      requiredSpecializations: ['Maya'],
    })
  })
})
