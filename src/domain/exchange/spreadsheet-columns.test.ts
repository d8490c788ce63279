import { describe, expect, it } from 'vitest'
import {
  autoMapColumns,
  cellNumberOrUndefined,
  columnLetter,
  findHeaderRow,
  mappedRecords,
  mappingProblems,
  normalizeHeader,
  readFlagCell,
  readNumberCell,
  readSheetHeader,
  safeSheetName,
  unreadableNumberMessage,
  serialDateToIso,
  SHEET_MESSAGES,
} from './spreadsheet-columns'
import { PROFESSOR_SHEET_FIELDS } from '@/domain/professors/professor-sheet'

describe('normalizeHeader', () => {
  it('ignores case, spaces, punctuation and accents', () => {
    expect(normalizeHeader(' First Name ')).toBe('firstname')
    expect(normalizeHeader('first_name')).toBe('firstname')
    expect(normalizeHeader('E-Mail')).toBe('email')
    expect(normalizeHeader('Prénom')).toBe('prenom')
    expect(normalizeHeader(42)).toBe('42')
    expect(normalizeHeader(null)).toBe('')
  })
})

describe('autoMapColumns', () => {
  it('matches the usual spreadsheet headers to professor fields', () => {
    const mapping = autoMapColumns(
      ['First Name', 'Last Name', 'Email', 'Type', 'Max Hours', 'Room'],
      PROFESSOR_SHEET_FIELDS,
    )
    expect(mapping).toMatchObject({
      firstName: 0,
      lastName: 1,
      email: 2,
      employmentType: 3,
      maxWeeklyHours: 4,
      office: 5,
    })
    expect(mapping.phone).toBeNull()
  })

  it('accepts aliases and field keys, and leaves extra columns unmapped', () => {
    const mapping = autoMapColumns(
      [
        'Notes about',
        'surname',
        'Given Name',
        'E-mail address',
        'employmentType',
        'Cap',
        'Whatever',
      ],
      PROFESSOR_SHEET_FIELDS,
    )
    expect(mapping).toMatchObject({
      lastName: 1,
      firstName: 2,
      email: 3,
      employmentType: 4,
      maxWeeklyHours: 5,
      notes: null,
    })
  })

  it('uses each column once and the first matching header', () => {
    const mapping = autoMapColumns(['Email', 'Email'], PROFESSOR_SHEET_FIELDS)
    expect(mapping.email).toBe(0)
  })

  it('treats a proto-looking header as plain text', () => {
    const mapping = autoMapColumns(['__proto__', 'constructor'], PROFESSOR_SHEET_FIELDS)
    expect(Object.values(mapping).every((v) => v === null)).toBe(true)
    expect(Object.getPrototypeOf(mapping)).toBe(Object.prototype)
  })
})

describe('findHeaderRow / readSheetHeader', () => {
  const rows = [
    ['Faculty list 2026', '', ''],
    ['', '', ''],
    ['First Name', 'Last Name', 'Email', 'Type', '', 'Extra'],
    ['Ada', 'Lovelace', 'ada@x.edu', 'Full Time'],
  ]

  it('skips a merged title row and blank rows above the header', () => {
    expect(findHeaderRow(rows, PROFESSOR_SHEET_FIELDS)).toBe(2)
    const read = readSheetHeader(rows, PROFESSOR_SHEET_FIELDS)
    expect(read.ok && read.header.headerRow).toBe(2)
    expect(read.ok && read.header.columns).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Type',
      'Column E',
      'Extra',
    ])
  })

  it('refuses an empty sheet and a sheet with no known header', () => {
    expect(readSheetHeader([], PROFESSOR_SHEET_FIELDS)).toEqual({
      ok: false,
      error: SHEET_MESSAGES.noRows,
    })
    expect(readSheetHeader([['', '']], PROFESSOR_SHEET_FIELDS)).toEqual({
      ok: false,
      error: SHEET_MESSAGES.noRows,
    })
    expect(
      readSheetHeader(
        [
          ['a', 'b'],
          [1, 2],
        ],
        PROFESSOR_SHEET_FIELDS,
      ),
    ).toEqual({ ok: false, error: SHEET_MESSAGES.noHeader })
  })
})

describe('mappingProblems', () => {
  it('names every required field without a column, and a column used twice', () => {
    const mapping = autoMapColumns(['First Name', 'Email'], PROFESSOR_SHEET_FIELDS)
    expect(mappingProblems(mapping, PROFESSOR_SHEET_FIELDS)).toEqual([
      'Choose a column for Last Name',
      'Choose a column for Type',
    ])
    expect(
      mappingProblems({ ...mapping, lastName: 0, employmentType: 1 }, PROFESSOR_SHEET_FIELDS),
    ).toEqual([SHEET_MESSAGES.columnTwice])
  })
})

describe('mappedRecords', () => {
  it('keeps sheet row numbers, skips blank rows and reads only mapped columns', () => {
    const rows = [
      ['Title'],
      ['First Name', 'Email', 'Junk'],
      ['Ada', 'a@x.edu', 'zzz'],
      ['', '', 'only junk'],
      [],
      ['Bob', 'b@x.edu'],
    ]
    const records = mappedRecords(rows, 1, { firstName: 0, email: 1, lastName: null })
    expect(records).toEqual([
      { row: 3, cells: { firstName: 'Ada', email: 'a@x.edu' } },
      { row: 6, cells: { firstName: 'Bob', email: 'b@x.edu' } },
    ])
  })
})

describe('cell readers', () => {
  it('reads Excel serial dates as ISO dates and keeps text', () => {
    expect(serialDateToIso(45536)).toBe('2024-09-01')
    expect(serialDateToIso(1)).toBe('1899-12-31')
    expect(serialDateToIso('2024-09-01')).toBe('2024-09-01')
    expect(serialDateToIso(-3)).toBe('-3')
    expect(serialDateToIso(undefined)).toBe('')
  })

  it('reads numbers from numbers and text', () => {
    expect(cellNumberOrUndefined(12)).toBe(12)
    expect(cellNumberOrUndefined(' 12.5 ')).toBe(12.5)
    // Issue 21: '1,000' is 1 with a decimal comma or 1000 with a thousands separator, so it is
    // not read at all (readNumberCell says why); a decimal comma alone is a decimal.
    expect(cellNumberOrUndefined('1,000')).toBeUndefined()
    expect(cellNumberOrUndefined('3,5')).toBe(3.5)
    expect(cellNumberOrUndefined('')).toBeUndefined()
    expect(cellNumberOrUndefined('twelve')).toBeUndefined()
    expect(cellNumberOrUndefined(Number.NaN)).toBeUndefined()
  })

  it('reads yes/no cells, blank apart, unknown text left to the user', () => {
    expect(readFlagCell('Yes')).toMatchObject({ kind: 'known', value: true })
    expect(readFlagCell('inactive')).toMatchObject({ kind: 'known', value: false })
    expect(readFlagCell(0)).toMatchObject({ kind: 'known', value: false })
    expect(readFlagCell('')).toEqual({ kind: 'blank' })
    expect(readFlagCell('maybe')).toEqual({ kind: 'unknown', text: 'maybe' })
  })

  it('names columns and sheets the way Excel accepts', () => {
    expect(columnLetter(0)).toBe('A')
    expect(columnLetter(25)).toBe('Z')
    expect(columnLetter(27)).toBe('AB')
    expect(safeSheetName('Fall/2026: [draft]?')).toBe('Fall 2026   draft')
    expect(safeSheetName('x'.repeat(40))).toHaveLength(31)
    expect(safeSheetName('***')).toBe('Sheet')
  })
})

describe('readNumberCell (issue 21: a cell is read one way or refused with its reason)', () => {
  it('reads a decimal comma as a decimal', () => {
    expect(readNumberCell('3,5')).toEqual({ kind: 'number', value: 3.5 })
    expect(readNumberCell(' 2,5 ')).toEqual({ kind: 'number', value: 2.5 })
    expect(readNumberCell('0,125')).toEqual({ kind: 'number', value: 0.125 })
    expect(readNumberCell('-1,25')).toEqual({ kind: 'number', value: -1.25 })
    expect(readNumberCell('12.5')).toEqual({ kind: 'number', value: 12.5 })
    expect(readNumberCell(7)).toEqual({ kind: 'number', value: 7 })
    expect(readNumberCell('')).toEqual({ kind: 'blank' })
  })

  it('refuses what could be two numbers, or none, naming why', () => {
    const message = (value: unknown) => {
      const cell = readNumberCell(value)
      return cell.kind === 'unreadable' ? unreadableNumberMessage('Weekly hours', cell) : cell
    }
    expect(message('1,500')).toBe(
      'Weekly hours "1,500" could be 1.5 or 1500: write it without a comma',
    )
    expect(message('1,500,000')).toBe(
      'Weekly hours "1,500,000" has thousands separators: write it without a comma',
    )
    expect(message('1.234,5')).toBe('Weekly hours is not a number: "1.234,5"')
    expect(message('3 h')).toBe('Weekly hours is not a number: "3 h"')
    expect(message('Infinity')).toBe('Weekly hours is not a number: "Infinity"')
    expect(message(Number.POSITIVE_INFINITY)).toBe('Weekly hours is not a number: "Infinity"')
  })
})

describe('mappedRecords with strictWidth (delimited text)', () => {
  it('flags a row with cells past the header, which a stray separator has shifted', () => {
    const rows = [
      ['Term', 'Course Code', 'Section', 'Professor', ''],
      ['Fall 2026', 'DRAW1001', '1', 'Maya Okafor', ''],
      ['Fall 2026', 'Drawing; Colour', 'DRAW1001', '2', 'Lars Berg'],
    ]
    const mapping = { term: 0, code: 1, section: 2, professor: 3 }
    const strict = mappedRecords(rows, 0, mapping, { strictWidth: true })
    expect(strict[0]!.problem).toBeUndefined()
    expect(strict[1]!.problem).toBe(SHEET_MESSAGES.extraCells(5, 4))
    // A workbook's unlabelled note column is not a shifted row.
    expect(mappedRecords(rows, 0, mapping)[1]!.problem).toBeUndefined()
  })
})
