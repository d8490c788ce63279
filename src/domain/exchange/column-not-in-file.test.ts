// A column the file does not have must not change a field (issue 30 item 8): every sheet import
// that updates stored records (professors, load plan, a program's re-import), and the JSON
// professor import beside it.
import { describe, expect, it } from 'vitest'
import { autoMapColumns, mappedRecords } from './spreadsheet-columns'
import { testAssignment, testCourse, testProfessor } from './spreadsheet-test-fixtures'
import { planProfessorImport } from '@/domain/professors/professor-import'
import { PROFESSOR_SHEET_FIELDS, planProfessorSheetImport } from '@/domain/professors/professor-sheet'
import { LOAD_PLAN_SHEET_FIELDS, planLoadPlanImport } from '@/domain/plan/load-plan'
import { rowsToPrograms } from './spreadsheet-rows'
import { validateProgramImport } from '@/domain/programs/program-validation'
import { buildProgramImport } from '@/domain/programs/program-from-import'
import { diffReimport, findSameDesignNumber } from '@/domain/programs/program-reimport'

const now = new Date('2026-11-01T12:00:00Z')
const retired = testProfessor({ id: 'ada', firstName: 'Ada', lastName: 'Lovelace', isActive: false, phone: '555-0100' })

describe('professors sheet without a column', () => {
  const sheet = (rows: unknown[][]) => mappedRecords(rows, 0, autoMapColumns(rows[0]!, PROFESSOR_SHEET_FIELDS))

  it('no Active column: an inactive professor it updates stays inactive', () => {
    const plan = planProfessorSheetImport(
      sheet([
        ['First Name', 'Last Name', 'Email', 'Type', 'Max Hours'],
        ['Ada', 'Lovelace', retired.email, 'Full Time', 20],
      ]),
      [retired],
      now,
    )
    expect(plan.updated).toBe(1)
    const [written] = plan.changes.put!.professors!
    expect(written).toMatchObject({ id: 'ada', isActive: false, maxWeeklyHours: 20 })
  })

  it('no Phone column: the stored phone is kept', () => {
    const plan = planProfessorSheetImport(sheet([['First Name', 'Last Name', 'Email', 'Type'], ['Ada', 'Lovelace', retired.email, 'Full Time']]), [retired], now)
    expect(plan.changes.put!.professors![0]).toMatchObject({ phone: '555-0100', isActive: false })
  })

  it('no Active column: a new professor is active (the spec default)', () => {
    const plan = planProfessorSheetImport(sheet([['First Name', 'Last Name', 'Email', 'Type'], ['Bea', 'Nova', 'bea@x.edu', 'Part Time']]), [], now)
    expect(plan.changes.put!.professors![0]).toMatchObject({ isActive: true })
  })

  it('an Active column with a blank cell still means active, and No still means inactive', () => {
    const rows = [
      ['First Name', 'Last Name', 'Email', 'Type', 'Active'],
      ['Ada', 'Lovelace', retired.email, 'Full Time', ''],
    ]
    expect(planProfessorSheetImport(sheet(rows), [retired], now).changes.put!.professors![0]!.isActive).toBe(true)
    rows[1]![4] = 'No'
    expect(planProfessorSheetImport(sheet(rows), [{ ...retired, isActive: true }], now).changes.put!.professors![0]!.isActive).toBe(false)
  })
})

describe('professors JSON without a field', () => {
  it('no active/isActive: an update keeps the stored status', () => {
    const plan = planProfessorImport([{ firstName: 'Ada', lastName: 'Lovelace', email: retired.email, employmentType: 'full-time' }], [retired], now)
    expect(plan.changes.put!.professors![0]).toMatchObject({ isActive: false })
  })
})

describe('load plan without a professor column', () => {
  const course = testCourse({ id: 'anim1001', code: 'ANIM1001', programId: 'anim', sectionCount: 2, semester: { term: 'fall', year: 2026 } })
  const held = testAssignment(course, 'ada', 1)
  const sheet = (rows: unknown[][]) => mappedRecords(rows, 0, autoMapColumns(rows[0]!, LOAD_PLAN_SHEET_FIELDS))

  it('a file with only Term, Course Code and Section leaves every section as it is', () => {
    const plan = planLoadPlanImport(
      sheet([
        ['Term', 'Course Code', 'Section'],
        ['Fall 2026', 'ANIM1001', 1],
      ]),
      { courses: [course], assignments: [held], professors: [retired] },
      now,
    )
    expect(plan.changes).toEqual({})
    expect(plan.removed).toEqual([])
    expect(plan.unchanged).toBe(1)
  })

  it('with a Professor column, a blank cell still opens the section', () => {
    const plan = planLoadPlanImport(
      sheet([
        ['Term', 'Course Code', 'Section', 'Professor'],
        ['Fall 2026', 'ANIM1001', 1, ''],
      ]),
      { courses: [course], assignments: [held], professors: [retired] },
      now,
    )
    expect(plan.changes.delete).toEqual({ assignments: [held.id] })
  })
})

describe('program sheet re-import without a column', () => {
  const AT = '2026-01-15T10:00:00.000Z'
  const FALL = { 'Level 1': { term: 'fall' as const, year: 2026 } }
  const EMPTY = { programs: [], programVersions: [], courses: [], assignments: [] }
  const validated = (rows: unknown[][]) => {
    const parsed = rowsToPrograms(rows, AT)
    if (!parsed.ok) throw new Error(parsed.error)
    return validateProgramImport(parsed.programs[0]!.data).program!
  }
  const full = [
    ['programId', 'programDesignNumber', 'level', 'courseCode', 'courseName', 'weeklyHours', 'credits', 'prerequisites', 'description'],
    ['anim', 'D1', 1, 'AN101', 'Drawing', 4, 3, 'AN100', 'Life drawing from the model'],
  ]
  const first = buildProgramImport({ data: validated(full), mappings: FALL, importedFrom: 'excel', now }, EMPTY)
  const stored = { ...EMPTY, programs: first.changes.put!.programs!, courses: first.courses }

  it('a replace from a sheet with only the required columns keeps the hours, credits, prerequisites and description', () => {
    const slim = validated([
      ['programId', 'programDesignNumber', 'level', 'courseCode', 'courseName'],
      ['anim', 'D1', 1, 'AN101', 'Drawing, revised'],
    ])
    const write = buildProgramImport({ data: slim, mappings: FALL, importedFrom: 'excel', now, onExisting: 'replace' }, stored)
    expect(write.kind).toBe('replace-original')
    expect(write.courses[0]).toMatchObject({
      title: 'Drawing, revised',
      weeklyHours: 4,
      totalHours: 56,
      credits: 3,
      prerequisites: ['AN100'],
      description: 'Life drawing from the model',
    })
    // And the replace's preview does not call them changed.
    const diff = diffReimport(slim, findSameDesignNumber(slim, stored)!, { courses: stored.courses, assignments: [] })
    expect(diff.changed).toEqual([{ code: 'AN101', title: 'Drawing, revised', fields: ['title'] }])
  })

  it('a column the sheet has still sets its field: a blank Credits cell is 0', () => {
    const blank = validated([
      ['programId', 'programDesignNumber', 'level', 'courseCode', 'courseName', 'weeklyHours', 'credits'],
      ['anim', 'D1', 1, 'AN101', 'Drawing', 5, ''],
    ])
    const write = buildProgramImport({ data: blank, mappings: FALL, importedFrom: 'excel', now, onExisting: 'replace' }, stored)
    expect(write.courses[0]).toMatchObject({ weeklyHours: 5, credits: 0, description: 'Life drawing from the model' })
    const diff = diffReimport(blank, findSameDesignNumber(blank, stored)!, { courses: stored.courses, assignments: [] })
    expect(diff.changed).toEqual([{ code: 'AN101', title: 'Drawing', fields: ['weekly hours', 'credits'] }])
  })

  it('a new course from such a sheet takes the defaults', () => {
    const slim = validated([
      ['programId', 'programDesignNumber', 'level', 'courseCode', 'courseName'],
      ['anim', 'D1', 1, 'AN102', 'Colour'],
    ])
    const write = buildProgramImport({ data: slim, mappings: FALL, importedFrom: 'excel', now, onExisting: 'replace' }, stored)
    expect(write.courses[0]).toMatchObject({ code: 'AN102', weeklyHours: 0, credits: 0, prerequisites: [], description: '' })
  })
})
