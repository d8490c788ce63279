import { describe, expect, it } from 'vitest'
import { DEFAULT_CAP_BY_EMPLOYMENT_TYPE } from '@/domain/kernel/constants'
import { PROFESSOR_STORE_MESSAGES } from '@/domain/model/professor-store-validation'
import {
  PROFESSOR_SHEET_MESSAGES,
  planProfessorSheetImport,
  previewProfessorRows,
  professorsTable,
  readEmploymentTypeCell,
  readProfessorRow,
  type SheetHeaders,
} from './professor-sheet'
import { autoMapColumns, mappedRecords } from '@/domain/exchange/spreadsheet-columns'
import { PROFESSOR_SHEET_FIELDS } from './professor-sheet'
import { testProfessor } from '@/domain/exchange/spreadsheet-test-fixtures'

const now = new Date('2026-11-01T12:00:00Z')

function records(rows: unknown[][]) {
  return mappedRecords(rows, 0, autoMapColumns(rows[0]!, PROFESSOR_SHEET_FIELDS))
}

/** The file's header of each matched field, as the import panel passes it. */
function headersOf(header: unknown[]): SheetHeaders {
  const mapping = autoMapColumns(header, PROFESSOR_SHEET_FIELDS)
  const out: SheetHeaders = {}
  for (const [key, index] of Object.entries(mapping)) if (index !== null) out[key as keyof SheetHeaders] = String(header[index])
  return out
}

describe('readEmploymentTypeCell', () => {
  it.each([
    ['Full Time', 'full-time'],
    ['full-time', 'full-time'],
    ['FT', 'full-time'],
    ['Part time', 'part-time'],
    ['Partial Load', 'partial-load'],
    ['partial', 'partial-load'],
    ['Sessional', 'sessional'],
    ['Full-Time Faculty', 'full-time'],
    ['Sessional Instructor', 'sessional'],
    ['Partial-Load Faculty', 'partial-load'],
    ['PT', 'part-time'],
  ])('%s -> %s', (text, type) => expect(readEmploymentTypeCell(text)).toMatchObject({ kind: 'known', type }))
})

describe('readProfessorRow', () => {
  it('reads text, numbers, yes/no, lists and serial dates', () => {
    const [record] = records([
      [
        'First Name',
        'Last Name',
        'Email',
        'Type',
        'Max Hours',
        'Active',
        'Hire Date',
        'Specializations',
      ],
      [' Ada ', 'Lovelace', ' ada@x.edu ', 'Full Time', 20, 'No', 45536, '3D, Rigging'],
    ])
    expect(readProfessorRow(record!).value).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@x.edu',
      employmentType: 'full-time',
      maxWeeklyHours: 20,
      active: false,
      hireDate: '2024-09-01',
      specializations: ['3D', 'Rigging'],
    })
  })

  it('leaves the cap out when blank and names unreadable text as a problem of that field', () => {
    const [blank, text] = records([
      ['First Name', 'Max Hours'],
      ['A', ''],
      ['B', 'lots'],
    ])
    expect('maxWeeklyHours' in readProfessorRow(blank!).value).toBe(false)
    const row = readProfessorRow(text!)
    expect('maxWeeklyHours' in row.value).toBe(false)
    expect(row.problems).toContainEqual({ field: 'maxWeeklyHours', message: '"lots" is not a number' })
  })
})

describe('previewProfessorRows', () => {
  it("gives each row the spec's professor messages", () => {
    const header = ['Given Name', 'Surname', 'Work Email', 'Employee Group', 'Max Hours']
    const preview = previewProfessorRows(
      records([
        header,
        ['Ada', 'Lovelace', 'ada@x.edu', 'Full Time', 20],
        ['', 'NoFirst', 'bad-email', 'Wizard', 0],
        ['Bob', '', '', 'Sessional', ''],
      ]),
      { headers: headersOf(header) },
    )
    expect(preview.map((r) => r.row)).toEqual([2, 3, 4])
    expect(preview[0]!.errors).toEqual([])
    // Each names the file's column; an unknown type names the value, never 'is required'.
    expect(preview[1]!.errors).toEqual([
      'Employee Group: "Wizard" is not a known employment type; choose a type for it under Values to match',
      `Given Name: ${PROFESSOR_STORE_MESSAGES.firstName}`,
      `Work Email: ${PROFESSOR_STORE_MESSAGES.emailFormat}`,
      `Max Hours: ${PROFESSOR_STORE_MESSAGES.maxWeeklyHours}`,
    ])
    expect(preview[2]!.errors).toEqual([
      `Surname: ${PROFESSOR_STORE_MESSAGES.lastName}`,
      `Work Email: ${PROFESSOR_STORE_MESSAGES.email}`,
    ])
  })
})

describe('planProfessorSheetImport', () => {
  it('adds new, updates by email, skips invalid rows numbered as in the sheet, in one change set', () => {
    const existing = [
      testProfessor({
        id: 'p-ada',
        firstName: 'Ada',
        email: 'ADA@x.edu',
        maxWeeklyHours: 12,
        employmentType: 'partial-load',
      }),
    ]
    const plan = planProfessorSheetImport(
      records([
        ['First Name', 'Last Name', 'Email', 'Type', 'Max Hours'],
        ['Ada', 'Lovelace', 'ada@x.edu', 'Full Time', 20],
        [],
        ['Grace', 'Hopper', 'grace@x.edu', 'Sessional', ''],
        ['Bad', 'Row', 'nope', 'Full Time', 10],
      ]),
      existing,
      now,
    )
    expect(plan).toMatchObject({ added: 1, updated: 1, skipped: 1 })
    expect(plan.errors).toMatchObject([{ row: 5, message: `Email: ${PROFESSOR_STORE_MESSAGES.emailFormat}` }])
    const written = plan.changes.put!.professors!
    expect(written).toHaveLength(2)
    expect(written.find((p) => p.id === 'p-ada')).toMatchObject({
      employmentType: 'full-time',
      maxWeeklyHours: 20,
    })
    // A new sessional without a cap gets the type's default, not the generic 6.
    expect(written.find((p) => p.email === 'grace@x.edu')).toMatchObject({
      maxWeeklyHours: DEFAULT_CAP_BY_EMPLOYMENT_TYPE.sessional,
      isActive: true,
    })
  })

  it('writes nothing when every row is invalid', () => {
    const plan = planProfessorSheetImport(
      records([
        ['First Name', 'Email'],
        ['A', 'x'],
      ]),
      [],
      now,
    )
    expect(plan.changes).toEqual({})
    expect(plan.skipped).toBe(1)
  })
})

describe('professorsTable', () => {
  it('exports headers the import maps back, numbers as numbers', () => {
    const table = professorsTable([
      testProfessor({ id: 'p1', specializations: ['A', 'B'], isActive: false }),
    ])
    const mapping = autoMapColumns(
      table.columns.map((c) => c.header),
      PROFESSOR_SHEET_FIELDS,
    )
    expect(Object.values(mapping).filter((v) => v === null)).toEqual([null])
    expect(table.rows[0]).toContain(18)
    expect(table.rows[0]).toContain('No')
    expect(table.rows[0]).toContain('A, B')
    const roundTrip = readProfessorRow(
      mappedRecords([table.columns.map((c) => c.header), ...table.rows], 0, mapping)[0]!,
    ).value
    expect(roundTrip).toMatchObject({
      firstName: 'p1',
      employmentType: 'full-time',
      maxWeeklyHours: 18,
      active: false,
      specializations: ['A', 'B'],
    })
  })
})

describe('professor caps from a sheet stay within 1-40 (issue 21)', () => {
  const sheetRows = [
    ['First Name', 'Last Name', 'Email', 'Type', 'Max Hours'],
    ['Ada', 'Lovelace', 'ada@x.edu', 'Full Time', '12,5'],
    ['Bob', 'Ross', 'bob@x.edu', 'Full Time', 41],
    ['Cy', 'Twombly', 'cy@x.edu', 'Full Time', '1,500'],
    ['Di', 'Arbus', 'di@x.edu', 'Full Time', '0,5'],
  ]

  it('reads a decimal comma, and refuses a cap above 40 or one that could be two numbers', () => {
    expect(
      previewProfessorRows(records(sheetRows), { headers: headersOf(sheetRows[0]!) }).map((r) => [
        r.row,
        r.value.maxWeeklyHours,
        r.errors,
      ]),
    ).toEqual([
      [2, 12.5, []],
      [3, 41, [`Max Hours: ${PROFESSOR_SHEET_MESSAGES.capTooHigh}`]],
      [4, undefined, ['Max Hours: "1,500" could be 1.5 or 1500: write it without a comma']],
      [5, 0.5, [`Max Hours: ${PROFESSOR_STORE_MESSAGES.maxWeeklyHours}`]],
    ])
    expect(PROFESSOR_SHEET_MESSAGES.capTooHigh).toBe('Weekly hours cannot exceed 40')
  })

  it('imports only the readable rows and names the others by sheet row', () => {
    const plan = planProfessorSheetImport(records(sheetRows), [], now, { headers: headersOf(sheetRows[0]!) })
    expect(plan).toMatchObject({ added: 1, updated: 0, skipped: 3 })
    expect(plan.changes.put!.professors!.map((p) => [p.email, p.maxWeeklyHours])).toEqual([
      ['ada@x.edu', 12.5],
    ])
    expect(plan.errors.map((e) => e.row)).toEqual([3, 4, 5])
    expect(plan.errors[0]!.message).toBe(`Max Hours: ${PROFESSOR_SHEET_MESSAGES.capTooHigh}`)
  })
})
