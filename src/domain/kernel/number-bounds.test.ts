// Every number an entry point accepts is finite and bounded (issue 14): 1e308, negatives and
// 'Infinity'/'NaN' as text are refused or ignored with a message naming the field.
import { describe, expect, it } from 'vitest'
import { assignmentSchema } from '@/domain/model/assignment'
import { courseSchema } from '@/domain/model/course'
import { courseFormSchema, defaultCourseFormValues } from '@/domain/courses/course-form-rules'
import { parseCourseJson } from '@/domain/courses/course-json-import'
import { COURSE_SHEET_FIELDS, planCourseSheetImport } from '@/domain/courses/course-sheet'
import {
  ACADEMIC_YEAR_PATTERN,
  MIN_PROFESSOR_WEEKLY_HOURS,
  outOfBoundsMessage,
  PROGRAM_NUMBER_BOUNDS,
} from './number-bounds'
import { planProfessorImport } from '@/domain/professors/professor-import'
import { buildProgramCourses } from '@/domain/programs/program-from-import'
import { validateProgramImport } from '@/domain/programs/program-validation'
import { professorSchema } from '@/domain/model/professor'
import { validateWeeklyHours } from '@/domain/professors/professor-form-rules'
import { validateProfessorRecord } from '@/domain/model/professor-store-validation'
import { programVersionSchema } from '@/domain/model/program'
import { semesterMappingSchema } from '@/domain/model/program-import-format'
import { autoMapColumns, mappedRecords } from '@/domain/exchange/spreadsheet-columns'
import { rowsToPrograms, SPREADSHEET_COLUMNS } from '@/domain/exchange/spreadsheet-rows'

const now = new Date('2026-01-10T12:00:00Z')
const base = { name: 'Animation', code: 'ANIM', source_last_scraped: '2025-01-01T00:00:00Z' }
const program = (
  course: Record<string, unknown>,
  meta: Record<string, unknown> = {},
  levels: Record<string, unknown> = {},
) => ({
  program: { ...base, ...meta },
  courses_by_level: {
    'Level 1': [{ code: 'ANI1001', title: 'Drawing', hours: 3, ...course }],
    ...levels,
  },
})

describe('outOfBoundsMessage', () => {
  it('names the field and the ignored value', () => {
    expect(outOfBoundsMessage('credits', 1e308, PROGRAM_NUMBER_BOUNDS.credits)).toBe(
      'credits must be from 0 to 60; 1e+308 was ignored',
    )
    expect(outOfBoundsMessage('length_years', 0, PROGRAM_NUMBER_BOUNDS.length_years)).toBe(
      'length_years must be from more than 0 to 8; 0 was ignored',
    )
    expect(outOfBoundsMessage('weeks', 14, PROGRAM_NUMBER_BOUNDS.weeks)).toBeNull()
  })
})

describe('program import numbers', () => {
  it('huge and negative hours, total hours, credits and weeks are named and never kept', () => {
    const result = validateProgramImport(
      program({ hours: 1e308, total_hours: -5, credits: 1e308, weeks: 99 }),
    )
    expect(result.isValid).toBe(true)
    expect(result.warnings.map((w) => w.message)).toEqual([
      'hours must be from more than 0 to 10; 1e+308 was ignored',
      'total_hours must be from 0 to 520; -5 was ignored',
      'credits must be from 0 to 60; 1e+308 was ignored',
      'weeks must be from 0 to 52; 99 was ignored',
    ])
    expect(result.program?.courses_by_level['Level 1']?.[0]).toEqual({
      code: 'ANI1001',
      title: 'Drawing',
    })
  })

  it("'Infinity' and 'NaN' as text get the spec's number warnings, naming the field", () => {
    const result = validateProgramImport(
      program({ hours: 'Infinity', total_hours: 'NaN', credits: 'Infinity', weeks: '1e999' }),
    )
    expect(result.warnings.map((w) => w.message)).toEqual([
      'hours should be a positive number',
      'total_hours should be a number',
      'credits should be a number',
      'weeks should be a number',
    ])
    expect(result.program?.courses_by_level['Level 1']?.[0]).toEqual({
      code: 'ANI1001',
      title: 'Drawing',
    })
  })

  it('length_years: negative gets the spec warning, 1e308 is out of range, both ignored', () => {
    const negative = validateProgramImport(program({}, { length_years: -2 }))
    expect(negative.warnings.map((w) => w.message)).toEqual([
      'length_years should be a positive number',
    ])
    const huge = validateProgramImport(program({}, { length_years: 1e308 }))
    expect(huge.warnings.map((w) => w.message)).toEqual([
      'length_years must be from more than 0 to 8; 1e+308 was ignored',
    ])
    expect(huge.program?.program.length_years).toBeUndefined()
    expect(
      validateProgramImport(program({}, { length_years: 2 })).program?.program.length_years,
    ).toBe(2)
  })

  it('a weekly figure derived from a huge total stays within bounds', () => {
    const result = validateProgramImport(program({ hours: undefined, total_hours: 520 }))
    expect(result.program?.courses_by_level['Level 1']?.[0]).toMatchObject({
      hours: 10,
      total_hours: 520,
    })
    const [course] = buildProgramCourses({
      data: result.program!,
      mappings: { 'Level 1': { term: 'fall', year: 2026 } },
      programId: 'anim',
      version: undefined,
      addedAt: now.toISOString(),
    })
    expect(course!.weeklyHours).toBeLessThanOrEqual(10)
  })

  it("level keys outside 1-8 ('Level 0', 'Level 99') are errors naming the key, not silently mapped", () => {
    const result = validateProgramImport(
      program(
        {},
        {},
        {
          'Level 0': [{ code: 'ANI0001', title: 'Zero', hours: 3 }],
          'Level 99': [{ code: 'ANI9901', title: 'Far', hours: 3 }],
        },
      ),
    )
    expect(result.isValid).toBe(false)
    expect(result.errors.map((e) => [e.level, e.message])).toEqual([
      [
        'Level 0',
        'Level "Level 0" is outside levels 1 to 8; rename it to one of Level 1 to Level 8',
      ],
      [
        'Level 99',
        'Level "Level 99" is outside levels 1 to 8; rename it to one of Level 1 to Level 8',
      ],
    ])
    // Keys without a number keep their position, as before; 'Level 8' is fine.
    expect(
      validateProgramImport(
        program(
          {},
          {},
          {
            Electives: [{ code: 'E1', title: 'E', hours: 3 }],
            'Level 8': [{ code: 'X8', title: 'X', hours: 3 }],
          },
        ),
      ).isValid,
    ).toBe(true)
  })

  it('the program spreadsheet passes unreadable numbers and out-of-range levels on to the validator', () => {
    const header = [...SPREADSHEET_COLUMNS]
    const sheet = rowsToPrograms(
      [header, ['anim', 'D1', 99, 'ANI1001', 'Drawing', 'Infinity', 1e308, 'NaN', -4, '', '', '']],
      now.toISOString(),
    )
    expect(sheet.ok).toBe(true)
    const result = validateProgramImport(sheet.ok ? sheet.programs[0]!.data : null)
    expect(result.errors.map((e) => e.message)).toEqual([
      'Level "Level 99" is outside levels 1 to 8; rename it to one of Level 1 to Level 8',
    ])
    expect(result.warnings.map((w) => w.message)).toEqual([
      'hours should be a positive number',
      'weeks should be a number',
      'total_hours must be from 0 to 520; 1e+308 was ignored',
      'credits must be from 0 to 60; -4 was ignored',
    ])
  })
})

describe('course entry points', () => {
  it('the course JSON import refuses 1e308, negatives, 1e999 (Infinity) and text, naming the field', () => {
    const one = (item: string) => parseCourseJson(`[{"code":"ANI1001","title":"T",${item}}]`)
    expect(one('"weeklyHours":1e308')).toEqual({
      ok: false,
      message: 'Course 1: weeklyHours: Too big: expected number to be <=10',
    })
    expect(one('"credits":-1')).toEqual({
      ok: false,
      message: 'Course 1: credits: Too small: expected number to be >=0',
    })
    expect(one('"sectionCount":1e999')).toEqual({
      ok: false,
      message: 'Course 1: sectionCount: Invalid input: expected number, received Infinity',
    })
    expect(one('"maxStudents":"NaN"')).toEqual({
      ok: false,
      message: 'Course 1: maxStudents: Invalid input: expected number, received string',
    })
    expect(one('"totalHours":99999')).toEqual({
      ok: false,
      message: 'Course 1: totalHours: Too big: expected number to be <=520',
    })
  })

  it('the course schema bounds every number, so no write path (restore included) stores one out of range', () => {
    const ok = { id: 'c', code: 'A', title: 'T' }
    for (const [field, value] of [
      // The spec's course rule: 0 to 10 weekly hours (was 40 before issue 21).
      ['weeklyHours', 10.5],
      ['credits', 61],
      ['sectionCount', 201],
      ['maxStudents', 1001],
      ['currentStudents', -1],
      ['level', 99],
    ] as const) {
      const parsed = courseSchema.safeParse({ ...ok, [field]: value })
      expect(parsed.success, field).toBe(false)
      expect(parsed.error?.issues[0]?.path).toEqual([field])
    }
    expect(
      assignmentSchema.safeParse({ id: 'a', courseId: 'c', professorId: 'p', section: 1e308 })
        .success,
    ).toBe(false)
    expect(
      assignmentSchema.safeParse({ id: 'a', courseId: 'c', professorId: 'p', weeklyHours: -1 })
        .success,
    ).toBe(false)
  })

  it('the course form names credits, sections and max students above their bounds', () => {
    const values = {
      ...defaultCourseFormValues(now),
      code: 'ANI1001',
      title: 'T',
      credits: 1e308,
      sectionCount: 500,
      maxStudents: '99999999999',
    }
    const result = courseFormSchema.safeParse(values)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['credits', 'Credits cannot exceed 60.'],
      ['sectionCount', 'Number of sections cannot exceed 200.'],
      ['maxStudents', 'Max students cannot exceed 1000.'],
    ])
    const hours = courseFormSchema.safeParse({
      ...values,
      credits: 3,
      sectionCount: 1,
      maxStudents: '',
      weeklyHours: 1e308,
    })
    expect(hours.error?.issues.map((i) => i.message)).toEqual(['Weekly hours cannot exceed 10.'])
  })

  it('the course spreadsheet names unreadable and out-of-range numbers per row', () => {
    const rows = [
      ['Course Code', 'Title', 'Level', 'Weekly Hours', 'Sections'],
      ['ANI1001', 'A', 'Infinity', 3, 1],
      ['ANI1002', 'B', 1, 1e308, 1],
      ['ANI1003', 'C', 1, 3, 1e308],
      ['ANI1004', 'D', 1, 'NaN', -2],
    ]
    const plan = planCourseSheetImport(
      mappedRecords(rows, 0, autoMapColumns(rows[0]!, COURSE_SHEET_FIELDS)),
      [],
      (t) => t,
      now,
    )
    expect(plan.added).toBe(0)
    expect(plan.rows.map((r) => r.errors)).toEqual([
      ['Level is not a number: "Infinity"'],
      // The spec's course rule: weekly hours 0-10 (issue 21), as the course form.
      ['Weekly hours cannot exceed 10'],
      ['Sections cannot exceed 200'],
      ['Weekly hours is not a number: "NaN"', 'Sections must be a whole number of at least 1'],
    ])
  })
})

describe('professor entry points', () => {
  it('the professor import refuses a cap of 1e308, a negative one and text, naming the field', () => {
    const row = (maxWeeklyHours: unknown, extra: Record<string, unknown> = {}) => ({
      firstName: 'Ada',
      lastName: 'Love',
      email: `a${String(Math.random()).slice(2, 8)}@x.edu`,
      employmentType: 'full-time',
      maxWeeklyHours,
      ...extra,
    })
    const plan = planProfessorImport(
      [
        row(1e308),
        row(-3),
        row('Infinity'),
        row(20, { coordinatorHoursPerWeek: 1e308 }),
        row(20, { workloadPreferences: { maxDailyHours: 1e308 } }),
      ],
      [],
      now,
    )
    expect(plan.added).toBe(0)
    expect(plan.errors.map((e) => e.message)).toEqual([
      // Issue 24: the rule in plain words, naming the field, never the validator's own text.
      'Weekly hours cannot exceed 40',
      'Maximum weekly hours must be at least 1',
      'Maximum weekly hours must be at least 1',
      'Coordinator hours per week cannot be more than 40',
      'Workload preferences: maximum daily hours cannot be more than 24',
    ])
  })

  it('the professor schema bounds the workload preferences', () => {
    const p = {
      id: 'p',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      employmentType: 'sessional',
    }
    expect(
      professorSchema.safeParse({ ...p, workloadPreferences: { maxCoursesPerTerm: 21 } }).success,
    ).toBe(false)
    expect(
      professorSchema.safeParse({ ...p, workloadPreferences: { maxCoursesPerTerm: 20 } }).success,
    ).toBe(true)
  })
})

describe('years and caps: one rule in the entity schemas (issue 21)', () => {
  const course = { id: 'c', code: 'ANI1001', title: 'T' }
  const assignment = { id: 'a', courseId: 'c', professorId: 'p' }
  const professor = {
    id: 'p',
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.co',
    employmentType: 'sessional',
  }

  it('a course semester year outside 2000-2100 is refused (1,000,000,000,000,000 and -2026 from a backup)', () => {
    for (const year of [1e15, -2026, 1999, 2101, 2026.5]) {
      const parsed = courseSchema.safeParse({ ...course, semester: { term: 'fall', year } })
      expect(parsed.success, String(year)).toBe(false)
      expect(parsed.error?.issues[0]?.path).toEqual(['semester', 'year'])
    }
    for (const year of [2000, 2026, 2100])
      expect(courseSchema.safeParse({ ...course, semester: { term: 'fall', year } }).success).toBe(
        true,
      )
  })

  it("an assignment's academic year is a real one from 2000-2001 to 2099-2100", () => {
    for (const academicYear of [
      '-2026--2025',
      '1000000000000000-1000000000000001',
      '1999-2000',
      '2100-2101',
      '2026-2028',
      '2026',
      '',
    ]) {
      expect(
        assignmentSchema.safeParse({ ...assignment, academicYear }).success,
        academicYear,
      ).toBe(false)
    }
    for (const academicYear of ['2000-2001', '2026-2027', '2099-2100']) {
      expect(
        assignmentSchema.safeParse({ ...assignment, academicYear }).success,
        academicYear,
      ).toBe(true)
    }
    expect(ACADEMIC_YEAR_PATTERN.test('2025-2026')).toBe(true)
  })

  it('semester mappings and program versions carry years in range only', () => {
    expect(semesterMappingSchema.safeParse({ term: 'winter', year: 1e15 }).success).toBe(false)
    expect(semesterMappingSchema.safeParse({ term: 'winter', year: -2026 }).success).toBe(false)
    expect(semesterMappingSchema.safeParse({ term: 'winter', year: 2027 }).success).toBe(true)
    const version = { id: 'v', programId: 'p', programDesignNumber: 'D2', program: { name: 'P' } }
    expect(
      programVersionSchema.safeParse({ ...version, academicYear: '-2026--2025' }).success,
    ).toBe(false)
    expect(programVersionSchema.safeParse({ ...version, academicYear: '' }).success).toBe(true)
    expect(programVersionSchema.safeParse({ ...version, academicYear: '2026-2027' }).success).toBe(
      true,
    )
  })

  it("a professor's max weekly hours is 1 to 40 in the schema, the store's checks and the form alike", () => {
    expect(MIN_PROFESSOR_WEEKLY_HOURS).toBe(1)
    expect(professorSchema.safeParse({ ...professor, maxWeeklyHours: 0 }).success).toBe(false)
    expect(professorSchema.safeParse({ ...professor, maxWeeklyHours: 41 }).success).toBe(false)
    expect(professorSchema.safeParse({ ...professor, maxWeeklyHours: 1 }).success).toBe(true)
    expect(validateProfessorRecord({ ...professor, maxWeeklyHours: 0 })).toEqual([
      'Maximum weekly hours must be at least 1',
    ])
    expect(validateWeeklyHours(0, 'full-time').message).toBe(
      'Maximum weekly hours must be at least 1',
    )
    expect(validateWeeklyHours(1, 'full-time').isValid).toBe(true)
  })

  it('course weekly hours are 0 to 10 for the course and for the assignment that copies them', () => {
    expect(courseSchema.safeParse({ ...course, weeklyHours: 10 }).success).toBe(true)
    expect(courseSchema.safeParse({ ...course, weeklyHours: 11 }).success).toBe(false)
    expect(assignmentSchema.safeParse({ ...assignment, weeklyHours: 11 }).success).toBe(false)
  })
})
