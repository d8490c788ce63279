// Issue 24, professors from an HR export: prefixed headers matched by their words, employment
// types and statuses written the HR way, values the reader does not know asked about (never a
// default), lists split on , ; | and line breaks, and row errors in plain words naming the column.
import { describe, expect, it } from 'vitest'
import {
  NO_VALUE_CHOICES,
  planProfessorSheetImport,
  PROFESSOR_SHEET_FIELDS,
  readEmploymentTypeCell,
  readProfessorRow,
  unknownSheetValues,
  valueKey,
  type SheetHeaders,
  type ValueChoices,
} from './professor-sheet'
import {
  autoMapColumns,
  cellItems,
  headerSetKey,
  headerWords,
  mappedRecords,
  readFlagCell,
  restoreMapping,
} from '@/domain/exchange/spreadsheet-columns'

const now = new Date('2026-11-01T12:00:00Z')

const HR_HEADER = [
  'Employee ID',
  'Given Name',
  'Family Name',
  'Work Email',
  'Employee Group',
  'Employment Status',
  'Work Phone',
  'Office Location',
  'Original Hire Date',
  'Max Teaching Hrs/Wk',
  'Areas of Expertise',
  'Qualifications',
]

function mapped(header: readonly string[]): Record<string, string | null> {
  const mapping = autoMapColumns(header, PROFESSOR_SHEET_FIELDS)
  return Object.fromEntries(Object.entries(mapping).map(([k, i]) => [k, i === null ? null : header[i]!]))
}

function sheet(rows: unknown[][]) {
  const header = rows[0] as string[]
  const mapping = autoMapColumns(header, PROFESSOR_SHEET_FIELDS)
  const headers: SheetHeaders = {}
  for (const [k, i] of Object.entries(mapping)) if (i !== null) headers[k as keyof SheetHeaders] = header[i]
  return { records: mappedRecords(rows, 0, mapping), headers }
}

describe('HR headers are matched by their words', () => {
  it('matches every prefixed HR header of a typical export', () => {
    expect(mapped(HR_HEADER)).toEqual({
      firstName: 'Given Name',
      lastName: 'Family Name',
      preferredName: null,
      email: 'Work Email',
      employmentType: 'Employee Group',
      maxWeeklyHours: 'Max Teaching Hrs/Wk',
      active: 'Employment Status',
      phone: 'Work Phone',
      office: 'Office Location',
      hireDate: 'Original Hire Date',
      specializations: 'Areas of Expertise',
      qualifications: 'Qualifications',
      notes: null,
    })
  })

  it.each([
    ['email', ['Primary Email', 'Business E-mail', 'EMAIL ADDRESS', 'work_email']],
    ['employmentType', ['Employee Category', 'Employee Class', 'employment-type', 'Employment Category']],
    ['hireDate', ['Start Date', 'Hire Date', 'Date Hired', 'Employment Start Date']],
    ['specializations', ['Skills', 'Specialties', 'Areas of Expertise', 'Teaching Specialties']],
    ['office', ['Room', 'Office', 'Location', 'Office Room Number']],
    ['phone', ['Mobile', 'Telephone', 'Phone Number', 'Office Phone', 'Work Tel']],
    ['maxWeeklyHours', ['Max Hours/Week', 'Maximum Weekly Hours', 'Max Hrs per Wk', 'Weekly Hour Cap', 'max teaching hours per week']],
    ['active', ['Status', 'Employment Status', 'Active', 'isActive']],
  ])('%s from %j, case and punctuation blind', (field, headers) => {
    for (const h of headers) expect(mapped([h])[field], h).toBe(h)
  })

  it('leaves headers naming nothing of ours unmatched, and a bare "Date" is no hire date', () => {
    expect(Object.values(mapped(['Employee ID', 'Date', 'Department', 'Job Title'])).every((v) => v === null)).toBe(true)
  })

  it('splits words on case, punctuation and abbreviations', () => {
    expect(headerWords('Max Teaching Hrs/Wk')).toEqual(['max', 'teaching', 'hours', 'week'])
    expect(headerWords('workEmail')).toEqual(['work', 'email'])
    expect(headerWords('E-Mail')).toEqual(['email'])
  })

  it('remembers matches per header set and drops them when they no longer fit', () => {
    const key = headerSetKey(['A', 'B'], PROFESSOR_SHEET_FIELDS)
    expect(key).toBe(headerSetKey(['a', 'b '], PROFESSOR_SHEET_FIELDS))
    expect(key).not.toBe(headerSetKey(['A', 'C'], PROFESSOR_SHEET_FIELDS))
    expect(restoreMapping({ email: 1, firstName: 0 }, PROFESSOR_SHEET_FIELDS, 2)).toMatchObject({ email: 1, firstName: 0, lastName: null })
    expect(restoreMapping({ email: 5 }, PROFESSOR_SHEET_FIELDS, 2)).toBeNull()
  })
})

describe('employment types and statuses written the HR way', () => {
  it.each([
    ['Full-Time Faculty', 'full-time', true],
    ['Partial-Load Faculty', 'partial-load', true],
    ['Sessional Instructor', 'sessional', true],
    ['PT', 'part-time', true],
    ['FT', 'full-time', true],
    ['Part Time', 'part-time', false],
    ['part-time', 'part-time', false],
    ['Full-time', 'full-time', false],
  ])('%s -> %s (interpreted: %s)', (text, type, interpreted) => {
    expect(readEmploymentTypeCell(text)).toEqual({ kind: 'known', type, text, interpreted })
  })

  it('reports a type it does not know instead of guessing', () => {
    expect(readEmploymentTypeCell('Contract Faculty')).toEqual({ kind: 'unknown', text: 'Contract Faculty' })
  })

  it('never reads an unknown status as active', () => {
    expect(readFlagCell('On Leave')).toEqual({ kind: 'unknown', text: 'On Leave' })
    expect(readFlagCell('Yes')).toMatchObject({ kind: 'known', value: true })
    expect(readFlagCell('inactive')).toMatchObject({ kind: 'known', value: false })
    expect(readFlagCell('')).toEqual({ kind: 'blank' })
  })
})

describe('lists', () => {
  it('split on commas, semicolons, bars and line breaks', () => {
    expect(cellItems('Java; Python | SQL\nCloud,  Networks\r\nMath;;')).toEqual(['Java', 'Python', 'SQL', 'Cloud', 'Networks', 'Math'])
  })
})

describe('values to match', () => {
  const rows = [
    ['First Name', 'Last Name', 'Work Email', 'Employee Group', 'Employment Status', 'Areas of Expertise', 'Qualifications'],
    ['Ada', 'Lovelace', 'ada@x.edu', 'Full-Time Faculty', 'Active', 'Java; Python', 'PhD | MSc'],
    ['Bea', 'Arthur', 'bea@x.edu', 'Contract Faculty', 'On Leave', 'Math', 'MA'],
    ['Cy', 'Young', 'cy@x.edu', 'contract  faculty', 'on leave', 'Stats', 'BSc'],
  ]

  it('lists each unknown value once, with how many rows hold it', () => {
    const { records } = sheet(rows)
    expect(unknownSheetValues(records)).toEqual([
      { field: 'employmentType', key: 'contract faculty', text: 'Contract Faculty', rows: 2 },
      { field: 'active', key: 'on leave', text: 'On Leave', rows: 2 },
    ])
  })

  it('refuses those rows naming the column and the value until the user chooses, never "is required"', () => {
    const { records, headers } = sheet(rows)
    const plan = planProfessorSheetImport(records, [], now, { headers })
    expect(plan).toMatchObject({ added: 1, skipped: 2 })
    expect(plan.errors[0]!.message).toBe(
      'Employee Group: "Contract Faculty" is not a known employment type; choose a type for it under Values to match, ' +
        'Employment Status: "On Leave" is not a known status; choose Active or Inactive for it under Values to match',
    )
    expect(plan.errors[0]!.message).not.toContain('Employment type is required')
  })

  it('applies one choice to every row with that value, and notes each interpretation', () => {
    const { records, headers } = sheet(rows)
    const choices: ValueChoices = {
      employmentType: new Map([[valueKey('Contract Faculty'), 'sessional']]),
      active: new Map([[valueKey('On Leave'), false]]),
    }
    const plan = planProfessorSheetImport(records, [], now, { headers, choices })
    expect(plan).toMatchObject({ added: 3, skipped: 0 })
    const put = plan.changes.put!.professors!
    expect(put.map((p) => [p.email, p.employmentType, p.isActive])).toEqual([
      ['ada@x.edu', 'full-time', true],
      ['bea@x.edu', 'sessional', false],
      ['cy@x.edu', 'sessional', false],
    ])
    expect(put[0]).toMatchObject({ specializations: ['Java', 'Python'], qualifications: ['PhD', 'MSc'] })
    expect(readProfessorRow(records[0]!, NO_VALUE_CHOICES).notes).toMatchObject({
      employmentType: 'Full-Time Faculty -> Full-time',
      specializations: '2 items',
    })
    expect(readProfessorRow(records[1]!, choices).notes).toMatchObject({
      employmentType: 'Contract Faculty -> Sessional (your choice)',
      active: 'On Leave -> Inactive (your choice)',
    })
  })
})

describe('imports follow the form rules', () => {
  it('refuses a part-time cap the form would refuse, naming the column', () => {
    const { records, headers } = sheet([
      ['First Name', 'Last Name', 'Email', 'Employee Group', 'Max Teaching Hrs/Wk'],
      ['Lars', 'Berg', 'lars@x.edu', 'PT', 10],
    ])
    const plan = planProfessorSheetImport(records, [], now, { headers })
    expect(plan.errors.map((e) => e.message)).toEqual(['Max Teaching Hrs/Wk: Part-time professors cannot exceed 6 hours per week'])
  })

  it('stores a professor without qualifications and marks the row for review', () => {
    const { records, headers } = sheet([
      ['First Name', 'Last Name', 'Email', 'Type', 'Skills'],
      ['Noor', 'Haddad', 'noor@x.edu', 'Sessional', 'Design'],
    ])
    const plan = planProfessorSheetImport(records, [], now, { headers })
    expect(plan).toMatchObject({ added: 1, skipped: 0, needsReview: 1 })
    expect(plan.rows[0]!.review).toEqual(['Qualifications: At least one qualification is required'])
  })
})
