// Names, codes and emails are normalised before validation and duplicate checks on every entry
// point (issue 14): the rule itself, then each place that relies on it, with the spec's messages.
import { describe, expect, it } from 'vitest'
import { courseSchema } from '@/domain/model/course'
import { courseCodeKey } from '@/domain/model/course'
import { courseFormSchema, defaultCourseFormValues, duplicateCourseCodeMessage } from '@/domain/courses/course-form-rules'
import { parseCourseJson } from '@/domain/courses/course-json-import'
import { COURSE_SHEET_FIELDS, planCourseSheetImport } from '@/domain/courses/course-sheet'
import { hasBidiControl, normaliseEmailText, normaliseText } from './normalise-text'
import { professorSchema } from '@/domain/model/professor'
import { normalizeEmail, validateEmail, validateName } from '@/domain/professors/professor-form-rules'
import { planProfessorImport } from '@/domain/professors/professor-import'
import { validateProfessorRecord } from '@/domain/model/professor-store-validation'
import { validateProgramImport } from '@/domain/programs/program-validation'
import { autoMapColumns, mappedRecords } from '@/domain/exchange/spreadsheet-columns'
import { testCourse } from '@/domain/exchange/spreadsheet-test-fixtures'

const ZWSP = '\u200B'
const RLO = '\u202E'
const INVISIBLE_ONLY = '\u200B\u200C\u200D\u2060\uFEFF\u00AD \u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u061C'
const now = new Date('2026-01-10T12:00:00Z')

describe('normaliseText', () => {
  it('composes to NFC, strips zero-width, soft hyphen and bidi controls, trims', () => {
    expect(normaliseText('  e\u0301cole ')).toBe('\u00E9cole')
    expect(normaliseText(`ANI${ZWSP}1001`)).toBe('ANI1001')
    expect(normaliseText(`\uFEFFAda\u00AD\u2060 Love\u200Dlace\u200C`)).toBe('Ada Lovelace')
    expect(normaliseText(`\u202Bmaya\u202C \u2066okafor\u2069\u200E\u061C`)).toBe('maya okafor')
    expect(normaliseText(INVISIBLE_ONLY)).toBe('')
  })

  it('keeps bidi controls in emails so the email rule can refuse them', () => {
    expect(normaliseEmailText(` a${ZWSP}da@x.edu `)).toBe('ada@x.edu')
    expect(normaliseEmailText(`ada@${RLO}ude.x`)).toBe(`ada@${RLO}ude.x`)
    expect(hasBidiControl(`ada@${RLO}ude.x`)).toBe(true)
    expect(hasBidiControl('ada@x.edu')).toBe(false)
  })
})

describe('professor names and emails', () => {
  it('a name made only of invisible characters is required (form and store messages)', () => {
    expect(validateName(INVISIBLE_ONLY, 'First name', 'firstName').message).toBe('First name is required')
    expect(validateName(`${ZWSP}Ada${ZWSP}`, 'First name', 'firstName').isValid).toBe(true)
    expect(
      validateProfessorRecord({ firstName: ZWSP, lastName: '\u202E', email: 'a@b.co', employmentType: 'sessional' }),
    ).toEqual(['First name is required', 'Last name is required'])
  })

  it('an email with a right-to-left override is invalid, not silently repaired', () => {
    const email = `ada@${RLO}ude.elpmaxe`
    expect(validateEmail(email).message).toBe('Please enter a valid email address')
    expect(
      validateProfessorRecord({ firstName: 'Ada', lastName: 'Love', email, employmentType: 'sessional' }),
    ).toEqual(['Invalid email format'])
    // A zero-width space is only invisible noise: stripped, the address is fine.
    expect(validateEmail(`ada${ZWSP}@example.edu`).isValid).toBe(true)
    expect(normalizeEmail(` ADA${ZWSP}@Example.edu`)).toBe('ada@example.edu')
  })

  it('the professor schema stores names normalised', () => {
    const p = professorSchema.parse({
      id: 'p1',
      firstName: `${ZWSP}Ade\u0301le `,
      lastName: `\u2066Okafor\u2069`,
      email: ` ada${ZWSP}@x.edu`,
      employmentType: 'sessional',
    })
    expect(p).toMatchObject({ firstName: 'Ad\u00E9le', lastName: 'Okafor', email: 'ada@x.edu' })
  })

  it('the import matches an email with a zero-width space to the stored professor and refuses an RTL one', () => {
    const existing = professorSchema.parse({
      id: 'prof-ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.edu',
      employmentType: 'full-time',
      maxWeeklyHours: 18,
    })
    const plan = planProfessorImport(
      [
        { firstName: `Ada${ZWSP}`, lastName: 'Lovelace', email: `ada${ZWSP}@example.edu`, employmentType: 'full-time' },
        { firstName: 'Eve', lastName: 'Mallory', email: `eve@${RLO}ude.elpmaxe`, employmentType: 'sessional' },
        { firstName: INVISIBLE_ONLY, lastName: 'Nobody', email: 'n@example.edu', employmentType: 'sessional' },
      ],
      [existing],
      now,
    )
    expect(plan).toMatchObject({ added: 0, updated: 1, skipped: 2 })
    expect(plan.changes.put?.professors?.[0]).toMatchObject({ id: 'prof-ada', firstName: 'Ada', email: 'ada@example.edu' })
    expect(plan.errors).toEqual([
      { row: 2, message: 'Invalid email format', problems: [{ field: 'email', message: 'Invalid email format' }] },
      { row: 3, message: 'First name is required', problems: [{ field: 'firstName', message: 'First name is required' }] },
    ])
  })
})

describe('course codes and titles', () => {
  const stored = [testCourse({ id: 'c1', code: 'ANI1001', programId: 'anim', program: 'anim' })]

  it('ANI\\u200B1001 is a duplicate of ANI1001', () => {
    expect(courseCodeKey(`ani${ZWSP}1001`)).toBe(courseCodeKey('ANI1001'))
    expect(
      duplicateCourseCodeMessage({ code: `ANI${ZWSP}1001`, programId: 'anim', program: 'anim', programName: 'Animation' }, stored),
    ).toBe('Course code ANI1001 already exists in Animation (Original version) in Fall (not scheduled).')
  })

  it('the course form: an invisible-only code or title is required', () => {
    const values = { ...defaultCourseFormValues(now), code: `${ZWSP}\u202E`, title: '\u00AD ' }
    const result = courseFormSchema.safeParse(values)
    expect(result.success).toBe(false)
    const messages = result.error!.issues.map((i) => [i.path.join('.'), i.message])
    expect(messages).toEqual([
      ['code', 'Course code is required.'],
      ['title', 'Course title is required.'],
    ])
    const ok = courseFormSchema.parse({ ...values, code: `ANI${ZWSP}1001`, title: ' Drawing\u200F' })
    expect(ok).toMatchObject({ code: 'ANI1001', title: 'Drawing' })
  })

  it('the course schema and the JSON course import store codes normalised', () => {
    expect(courseSchema.safeParse({ id: 'x', code: ZWSP, title: 'T' }).success).toBe(false)
    const parsed = parseCourseJson(JSON.stringify([{ code: `ANI${ZWSP}1002`, title: `\u2067Colour\u2069` }]))
    expect(parsed).toEqual({ ok: true, courses: [expect.objectContaining({ code: 'ANI1002', title: 'Colour' })] })
    expect(parseCourseJson(JSON.stringify([{ code: '\uFEFF', title: 'T' }]))).toEqual({
      ok: false,
      message: 'Course 1: code: code is required',
    })
  })

  it('the course spreadsheet import skips a zero-width twin of an existing code', () => {
    const rows = [
      ['Course Code', 'Title', 'Program'],
      [`ANI${ZWSP}1001`, 'Twin', 'anim'],
    ]
    const plan = planCourseSheetImport(mappedRecords(rows, 0, autoMapColumns(rows[0]!, COURSE_SHEET_FIELDS)), stored, (t) => t, now)
    expect(plan.added).toBe(0)
    expect(plan.rows[0]).toMatchObject({ duplicate: true, errors: ['Course code ANI1001 already exists in this program version in Fall (not scheduled)'] })
  })
})

describe('program imports', () => {
  const program = (over: Record<string, unknown> = {}, levels: Record<string, unknown> = {}) => ({
    program: { name: 'Animation', code: 'ANIM', source_last_scraped: '2025-01-01T00:00:00Z', ...over },
    courses_by_level: { 'Level 1': [{ code: 'ANI1001', title: 'Drawing', hours: 3 }], ...levels },
  })

  it('a program name of invisible characters is required', () => {
    const result = validateProgramImport(program({ name: INVISIBLE_ONLY }))
    expect(result.errors.map((e) => e.message)).toEqual(['Program name is required and must be a non-empty string'])
  })

  it('a zero-width twin of a course code is reported as a duplicate and stored normalised', () => {
    const result = validateProgramImport(program({}, { 'Level 2': [{ code: `ani${ZWSP}1001`, title: 'Again', hours: 3 }] }))
    expect(result.warnings.map((w) => w.message)).toContain('Duplicate course code "ani1001" (first seen in Level 1)')
    expect(result.program?.courses_by_level['Level 2']?.[0]).toMatchObject({ code: 'ani1001' })
  })

  it('a course code or title of invisible characters is required', () => {
    const result = validateProgramImport(program({}, { 'Level 1': [{ code: '\u200B', title: '\u202E', hours: 3 }] }))
    expect(result.errors.map((e) => e.message)).toEqual([
      'Course code is required and must be a non-empty string',
      'Course title is required and must be a non-empty string',
    ])
  })

  it('a contact email with a bidi override is dropped with a warning naming the field', () => {
    const result = validateProgramImport(program({ contact: { name: 'Ada', email: `ada@${RLO}ude.x` } }))
    expect(result.warnings.map((w) => w.message)).toContain('program.contact.email is not a valid email address; it was ignored')
    expect(result.program?.program.contact).toEqual({ name: 'Ada' })
  })
})
