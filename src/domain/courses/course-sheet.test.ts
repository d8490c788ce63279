import { describe, expect, it } from 'vitest'
import {
  COURSE_SHEET_FIELDS,
  COURSE_SHEET_MESSAGES,
  courseExportBaseName,
  coursesTable,
  planCourseSheetImport,
} from './course-sheet'
import { storedProgramSchema } from '@/domain/model/program'
import { autoMapColumns, mappedRecords } from '@/domain/exchange/spreadsheet-columns'
import { testCourse } from '@/domain/exchange/spreadsheet-test-fixtures'

const now = new Date('2026-11-01T12:00:00Z')
const header = [
  'Course Code',
  'Title',
  'Program',
  'Level',
  'Weekly Hours',
  'Sections',
  'Term',
  'Year',
]
const sheet = (rows: unknown[][]) =>
  mappedRecords(rows, 0, autoMapColumns(rows[0]!, COURSE_SHEET_FIELDS))
const programOf = (text: string) => (text.toLowerCase() === 'animation' ? 'anim' : text)
const fall2026 = { term: 'fall', year: 2026 } as const
const existing = [testCourse({ id: 'x', code: 'ANIM1001', programId: 'anim', program: 'anim', semester: fall2026 })]
/** The plan of these rows under the header, against `existing`. */
const planRows = (rows: unknown[][]) => planCourseSheetImport(sheet([header, ...rows]), existing, programOf, now)

describe('planCourseSheetImport', () => {
  it('adds valid rows with their semester, skips codes existing in the same program version and term', () => {
    const plan = planRows([
      ['anim1002', 'Drawing', 'Animation', 2, 4, 2, 'Fall', 2026],
      ['ANIM1001', 'Already there', 'Animation', 1, 3, 1, 'Fall', 2026],
      ['ANIM1001', 'Same code, other program', 'game', 1, 3, 1, 'Winter 2027', ''],
      ['anim1002', 'Twice in the file', 'Animation', 1, 3, 1, 'Fall', 2026],
    ])
    expect(plan).toMatchObject({ added: 2, skipped: 2 })
    const [drawing, other] = plan.changes.put!.courses!
    expect(drawing).toMatchObject({
      code: 'ANIM1002',
      programId: 'anim',
      level: 2,
      weeklyHours: 4,
      sectionCount: 2,
      term: 'fall',
      semester: { term: 'fall', year: 2026 },
    })
    expect(other).toMatchObject({
      code: 'ANIM1001',
      programId: 'game',
      semester: { term: 'winter', year: 2027 },
    })
    expect(plan.rows.filter((r) => r.duplicate).map((r) => [r.row, r.errors])).toEqual([
      [3, ['Course code ANIM1001 already exists in this program version in Fall 2026']],
      [5, ['Course code ANIM1002 already exists in this program version in Fall 2026']],
    ])
  })

  it("adds next year's offering of an existing code: a course record is one term's offering (issue 30)", () => {
    const plan = planRows([
      ['ANIM1001', 'Drawing', 'Animation', 1, 3, 1, 'Fall', 2027],
      ['ANIM1001', 'Drawing', 'Animation', 1, 3, 1, 'Winter', 2027],
      ['ANIM1001', 'Drawing, no year', 'Animation', 1, 3, 1, 'Spring', ''],
      ['ANIM1001', 'Drawing again', 'Animation', 1, 3, 1, 'Fall 2027', ''],
      ['ANIM1001', 'Drawing, any fall', 'Animation', 1, 3, 1, 'Fall', ''],
      ['ANIM1001', 'Drawing, spring 2028', 'Animation', 1, 3, 1, 'Spring', 2028],
    ])
    expect(plan).toMatchObject({ added: 3, skipped: 3 })
    expect(plan.changes.put!.courses!.map((c) => [c.code, c.semester ?? c.term])).toEqual([
      ['ANIM1001', { term: 'fall', year: 2027 }],
      ['ANIM1001', { term: 'winter', year: 2027 }],
      ['ANIM1001', 'spring'],
    ])
    // A course with a term and no year shows in that term of every year, so it meets them all.
    expect(plan.rows.filter((r) => r.duplicate).map((r) => [r.row, r.errors])).toEqual([
      [5, ['Course code ANIM1001 already exists in this program version in Fall 2027']],
      [6, ['Course code ANIM1001 already exists in this program version in Fall 2026']],
      [7, ['Course code ANIM1001 already exists in this program version in Spring (not scheduled)']],
    ])
  })

  it('reports each bad cell and adds nothing for that row', () => {
    const plan = planCourseSheetImport(
      sheet([header, ['', '', 'x', 9, -1, 0, 'Autumn', 'soon']]),
      [],
      programOf,
      now,
    )
    expect(plan.rows[0]!.errors).toEqual([
      COURSE_SHEET_MESSAGES.code,
      COURSE_SHEET_MESSAGES.title,
      COURSE_SHEET_MESSAGES.level,
      COURSE_SHEET_MESSAGES.hours,
      COURSE_SHEET_MESSAGES.sections,
      COURSE_SHEET_MESSAGES.term,
      // Issue 21: a year that is not a number is named, not silently dropped.
      'Year is not a number: "soon"',
    ])
    expect(plan.changes).toEqual({})
  })

  it('reads decimal commas as decimals and keeps weekly hours within the course rule of 0-10 (issue 21)', () => {
    const plan = planCourseSheetImport(
      sheet([
        header,
        ['ANIM2001', 'Decimal comma', 'anim', 1, '3,5', 1, 'Fall', 2026],
        ['ANIM2002', 'Another', 'anim', 1, '2,5', '2', 'Fall', '2026'],
        ['ANIM2003', 'Eleven hours', 'anim', 1, 11, 1, 'Fall', 2026],
        ['ANIM2004', 'Ambiguous', 'anim', 1, '1,500', 1, 'Fall', 2026],
      ]),
      [],
      programOf,
      now,
    )
    expect(plan.changes.put!.courses!.map((c) => [c.code, c.weeklyHours, c.sectionCount])).toEqual([
      ['ANIM2001', 3.5, 1],
      ['ANIM2002', 2.5, 2],
    ])
    expect(plan.rows.slice(2).map((r) => [r.row, r.errors])).toEqual([
      [4, [COURSE_SHEET_MESSAGES.hoursTooHigh]],
      [5, ['Weekly hours "1,500" could be 1.5 or 1500: write it without a comma']],
    ])
    expect(COURSE_SHEET_MESSAGES.hoursTooHigh).toBe('Weekly hours cannot exceed 10')
  })

  it("refuses years outside the spec's 2000-2100, from the Year column or the term (issue 21)", () => {
    const plan = planCourseSheetImport(
      sheet([
        header,
        ['HIST1066', 'Hastings', 'anim', 1, 3, 1, 'Fall', 1066],
        ['FUTR9999', 'Far future', 'anim', 1, 3, 1, 'Winter', '9999'],
        ['TERM1066', 'In the term', 'anim', 1, 3, 1, 'Fall 1066', ''],
        ['OKAY2100', 'Last year allowed', 'anim', 1, 3, 1, 'Spring', 2100],
      ]),
      [],
      programOf,
      now,
    )
    expect(plan.rows.map((r) => r.errors)).toEqual([
      ['Year must be between 2000 and 2100 (this row has 1066)'],
      ['Year must be between 2000 and 2100 (this row has 9999)'],
      ['Year must be between 2000 and 2100 (this row has 1066)'],
      [],
    ])
    expect(plan.changes.put!.courses!.map((c) => c.semester)).toEqual([
      { term: 'spring', year: 2100 },
    ])
  })

  it('round-trips its own export', () => {
    const course = testCourse({
      id: 'c',
      code: 'GAME2001',
      programId: 'game',
      level: 3,
      weeklyHours: 5,
      sectionCount: 2,
      semester: { term: 'winter', year: 2027 },
    })
    const table = coursesTable([course])
    const plan = planCourseSheetImport(
      sheet([table.columns.map((c) => c.header), ...table.rows]),
      [],
      (t) => t,
      now,
    )
    expect(plan.changes.put!.courses![0]).toMatchObject({
      code: 'GAME2001',
      programId: 'game',
      level: 3,
      weeklyHours: 5,
      sectionCount: 2,
      semester: { term: 'winter', year: 2027 },
    })
    expect(plan.changes.put!.courses![0]!.programVersion).toBeUndefined()
  })

  it('writes the program name and code, never the slug alone, and reads the name back to the program', () => {
    const course = testCourse({ id: 'c', code: 'GAME2001', programId: 'game', program: 'game' })
    const programs = [storedProgramSchema.parse({ slug: 'game', program: { name: 'Game Development', code: 'GAME-DEV' } })]
    const table = coursesTable([course], programs)
    const at = (header: string) => table.columns.findIndex((c) => c.header === header)
    expect(table.rows[0]![at('Program')]).toBe('Game Development')
    expect(table.rows[0]![at('Program Code')]).toBe('GAME-DEV')
    const byName = (text: string) => (text === 'Game Development' ? 'game' : text)
    const plan = planCourseSheetImport(sheet([table.columns.map((c) => c.header), ...table.rows]), [], byName, now)
    expect(plan.changes.put!.courses![0]).toMatchObject({ code: 'GAME2001', programId: 'game' })
  })

  it('names the full and the filtered course list apart, the filtered one by its scope and program', () => {
    expect(courseExportBaseName('all', 'Fall 2026', 'game')).toBe('courses_all')
    expect(courseExportBaseName('filtered', 'Fall 2026')).toBe('courses_fall-2026_filtered')
    expect(courseExportBaseName('filtered', 'All Semesters 2026-2027', 'game-development')).toBe(
      'courses_all-semesters-2026-2027_game-development_filtered',
    )
    expect(courseExportBaseName('filtered', 'Sep 1, 2026 – Jan 31, 2027')).toBe('courses_sep-1-2026-jan-31-2027_filtered')
  })

  it('export then import keeps what each course needs: specializations, evaluation mix, expected enrolment', () => {
    const needy = testCourse({
      id: 'anim2001',
      code: 'ANIM2001',
      programId: 'anim',
      program: 'anim',
      requiredSpecializations: ['Character Animation', 'Maya'],
      evaluationMix: { essay: 50, routine: 25, inProcess: 25 },
      expectedEnrolment: 28,
    })
    const plain = testCourse({ id: 'anim2002', code: 'ANIM2002', programId: 'anim', program: 'anim' })
    const table = coursesTable([needy, plain])
    expect(table.columns.slice(-3).map((c) => c.header)).toEqual(['Required Specializations', 'Evaluation Mix', 'Expected Enrolment'])
    expect(table.rows[0]!.slice(-3)).toEqual(['Character Animation, Maya', '50 essay / 25 routine / 25 in-process', 28])
    const plan = planCourseSheetImport(sheet([table.columns.map((c) => c.header), ...table.rows]), [], (t) => t, now)
    const [a, b] = plan.changes.put!.courses!
    expect(a).toMatchObject({
      requiredSpecializations: ['Character Animation', 'Maya'],
      evaluationMix: { essay: 50, routine: 25, inProcess: 25 },
      expectedEnrolment: 28,
    })
    expect(b!.requiredSpecializations).toEqual([])
    expect(b!.evaluationMix).toBeUndefined()
    expect(b!.expectedEnrolment).toBeUndefined()
  })

  it('reads needs written by hand (lists on ; | and line breaks) and refuses a row with an unreadable one, naming it', () => {
    const plan = planCourseSheetImport(
      sheet([
        ['Course Code', 'Title', 'Specializations', 'Evaluation Mix', 'Expected Enrollment'],
        ['ART1001', 'Drawing', 'Drawing; Painting | Colour\nLife Drawing', 'essay 70%, in-process 30%', '25'],
        ['ART1002', 'Colour', 'Painting', '70 essay / 20 routine', 'about 30'],
      ]),
      [],
      (t) => t,
      now,
    )
    expect(plan.added).toBe(1)
    expect(plan.rows[0]!.course).toMatchObject({
      requiredSpecializations: ['Drawing', 'Painting', 'Colour', 'Life Drawing'],
      evaluationMix: { essay: 70, routine: 0, inProcess: 30 },
      expectedEnrolment: 25,
    })
    expect(plan.rows[1]).toEqual({
      row: 3,
      course: null,
      duplicate: false,
      errors: [
        'Evaluation mix: The evaluation mix must add up to 100%; these add up to 90%.',
        'Expected enrolment should be a whole number of students from 0 to 1000',
      ],
    })
  })
})
