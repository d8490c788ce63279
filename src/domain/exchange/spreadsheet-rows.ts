/**
 * Spreadsheet rows to programs (spec section 3 "Spreadsheet import columns" and section 5
 * "Program import (spreadsheet)"). Input is the sheet as rows of cells, header first, exactly as
 * a spreadsheet library returns it. Every cell is untrusted: it is turned into bounded plain text
 * before use, and grouping uses Maps, so a cell reading '__proto__' is only ever a string.
 *
 * One program version per programId + programDesignNumber; each group becomes an object in the
 * program import format, which then goes through the same validator as pasted JSON. The optional
 * programName and credential columns name the program (the first non-blank cell of the group
 * counts); without a name the program is called by its programId.
 */
import { mixForImport, readEvaluationMix, readExpectedEnrolment, readSpecializations } from '@/domain/model/course-needs'
import type { EvaluationMix } from '@/domain/model/evaluation-mix'

export const SPREADSHEET_COLUMNS = [
  'programId',
  'programDesignNumber',
  'level',
  'courseCode',
  'courseName',
  'weeklyHours',
  'totalHours',
  'weeks',
  'credits',
  'prerequisites',
  'description',
  'corequisites',
  // Optional, after the spec's columns so older sheets keep their layout: without them the
  // program is named by its programId.
  'programName',
  'credential',
  // Optional, what each course needs (issue 24): lists split on , ; | and line breaks; a mix
  // written '60 essay / 40 routine'; students expected per section.
  'requiredSpecializations',
  'evaluationMix',
  'expectedEnrolment',
] as const
type SpreadsheetColumn = (typeof SPREADSHEET_COLUMNS)[number]

export const REQUIRED_SPREADSHEET_COLUMNS = [
  'programId',
  'programDesignNumber',
  'level',
  'courseCode',
  'courseName',
] as const satisfies readonly SpreadsheetColumn[]

const SPREADSHEET_MESSAGES = {
  noRows: 'No rows found',
  missingColumn: (column: string) => `Missing required column: ${column}`,
  badCell: (row: number, column: string, problem: string) =>
    `Row ${row}, column ${column}: ${problem.startsWith('should') ? `${column} ${problem}` : problem}`,
  badCellsHeader: 'Nothing was imported. Fix these cells and import the file again:',
  moreBadCells: (n: number) => `… and ${n} more`,
} as const

/** Bad cells listed in the refusal; the rest are counted. */
const LISTED_BAD_CELLS = 20

/** Longer cells are cut: no real course field needs more, and it bounds memory per row. */
export const MAX_CELL_LENGTH = 4000

/** 200000 -> '200,000': a length read at a glance. */
const grouped = (n: number) => n.toLocaleString('en-US')

/**
 * The cells of one row that cellText will cut, each said before anything is written ("Notes has
 * 200,000 characters; only the first 4,000 are kept"). `label` names a cell's column.
 */
export function longCellNotes<K extends string>(cells: Partial<Record<K, unknown>>, label: (key: K) => string): string[] {
  const notes: string[] = []
  for (const [key, value] of Object.entries(cells) as [K, unknown][]) {
    if (typeof value !== 'string' || value.length <= MAX_CELL_LENGTH) continue
    notes.push(`${label(key)} has ${grouped(value.length)} characters; only the first ${grouped(MAX_CELL_LENGTH)} are kept`)
  }
  return notes
}

/** A row's cells that will be stored cut, said before anything is written. */
export interface LongCellRow {
  /** The sheet's row number (header = row 1). */
  row: number
  level: string
  code: string
  notes: string[]
}

interface SpreadsheetProgram {
  /** programId + design number, for telling groups apart in the UI. */
  key: string
  programId: string
  designNumber: string
  rowCount: number
  longCells: LongCellRow[]
  /** The group in the program import format (still to be validated). */
  data: { program: Record<string, unknown>; courses_by_level: Record<string, Record<string, unknown>[]> }
}

type SpreadsheetResult = { ok: true; programs: SpreadsheetProgram[] } | { ok: false; error: string }

/** A cell as trimmed plain text: numbers and booleans as written, anything else empty. */
export function cellText(value: unknown): string {
  let text: string
  if (typeof value === 'string') text = value
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : ''
  else if (typeof value === 'boolean') text = String(value)
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString()
  else text = ''
  return text.slice(0, MAX_CELL_LENGTH).trim()
}

/**
 * A numeric cell for the program validator: blank is 0 (spec), a number is itself, and text that
 * is not a finite number ('Infinity', 'NaN', 'abc', '1e999') stays text, so the validator warns
 * naming the column instead of the value silently becoming 0.
 */
function cellNumberForImport(value: unknown): number | string {
  const text = cellText(value)
  if (text === '') return 0
  const n = typeof value === 'number' ? value : Number(text)
  return Number.isFinite(n) ? n : text
}

/** 'A, B,,C' -> ['A', 'B', 'C']. */
export function cellList(value: unknown): string[] {
  return cellText(value)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** 'Level 2', '2', 'L2' -> 'Level 2'; text without a number keeps its text after 'Level '. */
export function levelKey(value: unknown): string {
  const text = cellText(value)
  const digits = /\d+/.exec(text)
  if (digits) return `Level ${Number(digits[0])}`
  return `Level ${text || '1'}`
}

function headerIndex(header: readonly unknown[]): Map<SpreadsheetColumn, number> {
  // Case, spaces and punctuation ignored: 'Required Specializations' is requiredSpecializations.
  const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')
  const byName = new Map<string, SpreadsheetColumn>(SPREADSHEET_COLUMNS.map((c) => [key(c), c]))
  const index = new Map<SpreadsheetColumn, number>()
  header.forEach((cell, i) => {
    const column = byName.get(key(cellText(cell)))
    if (column && !index.has(column)) index.set(column, i)
  })
  return index
}

/**
 * Rows (header first) to one program per programId + programDesignNumber, in first-seen order.
 * Rows with neither a course code nor a course name are skipped as blank. `scrapedAt` fills the
 * required source_last_scraped, which a spreadsheet has no column for.
 */
export function rowsToPrograms(rows: readonly (readonly unknown[])[], scrapedAt: string): SpreadsheetResult {
  const header = rows[0]
  if (!header || rows.length < 2) return { ok: false, error: SPREADSHEET_MESSAGES.noRows }
  const index = headerIndex(header)
  for (const column of REQUIRED_SPREADSHEET_COLUMNS) {
    if (!index.has(column)) return { ok: false, error: SPREADSHEET_MESSAGES.missingColumn(column) }
  }
  const at = (row: readonly unknown[], column: SpreadsheetColumn): unknown => {
    const i = index.get(column)
    return i === undefined ? undefined : row[i]
  }
  // A column the file does not have gives no value, so a replace keeps what is stored for it
  // (program-from-import.ts); a column it has gives its cells, a blank one as 0 or empty.
  const given = <T>(row: readonly unknown[], column: SpreadsheetColumn, read: (value: unknown) => T): T | undefined =>
    index.has(column) ? read(at(row, column)) : undefined
  const columnLabel = (column: SpreadsheetColumn) => cellText(header[index.get(column)!]) || column

  const badCells: string[] = []
  const groups = new Map<string, SpreadsheetProgram & { levels: Map<string, Record<string, unknown>[]>; named: boolean }>()
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r]
    if (!row) continue
    const code = cellText(at(row, 'courseCode'))
    const title = cellText(at(row, 'courseName'))
    if (!code && !title) continue
    const programId = cellText(at(row, 'programId'))
    const designNumber = cellText(at(row, 'programDesignNumber'))
    const key = `${programId}\u0000${designNumber}`
    let group = groups.get(key)
    if (!group) {
      group = {
        key,
        programId,
        designNumber,
        rowCount: 0,
        longCells: [],
        levels: new Map(),
        named: false,
        data: {
          program: {
            name: programId,
            code: programId,
            credential: '',
            source_last_scraped: scrapedAt,
            ...(designNumber && { design_number: designNumber }),
          },
          courses_by_level: {},
        },
      }
      groups.set(key, group)
    }
    group.rowCount++
    // The first non-blank name and credential of the group name the program.
    const name = cellText(at(row, 'programName'))
    if (name && !group.named) {
      group.data.program.name = name
      group.named = true
    }
    const credential = cellText(at(row, 'credential'))
    if (credential && !group.data.program.credential) group.data.program.credential = credential
    // What the course needs: an unreadable cell refuses the whole file (named by row and column)
    // rather than importing the course without it. Row numbers are the sheet's (header = row 1).
    const needs: Record<string, unknown> = {}
    for (const [column, field, read] of [
      ['requiredSpecializations', 'required_specializations', (v: unknown) => readSpecializations(cellText(v))],
      ['evaluationMix', 'evaluation_mix', (v: unknown) => readEvaluationMix(cellText(v))],
      ['expectedEnrolment', 'expected_enrolment', (v: unknown) => readExpectedEnrolment(typeof v === 'number' ? v : cellText(v))],
    ] as const) {
      const result = read(at(row, column))
      if ('error' in result) badCells.push(SPREADSHEET_MESSAGES.badCell(r + 1, column, result.error))
      else if (result.value !== undefined) needs[field] = field === 'evaluation_mix' ? mixForImport(result.value as EvaluationMix) : result.value
    }
    const level = levelKey(at(row, 'level'))
    let items = group.levels.get(level)
    if (!items) {
      items = []
      group.levels.set(level, items)
    }
    const item: Record<string, unknown> = {
      code,
      title,
      hours: given(row, 'weeklyHours', cellNumberForImport),
      total_hours: given(row, 'totalHours', cellNumberForImport),
      weeks: given(row, 'weeks', cellNumberForImport),
      credits: given(row, 'credits', cellNumberForImport),
      prerequisites: given(row, 'prerequisites', cellList),
      corequisites: given(row, 'corequisites', cellList),
      description: given(row, 'description', cellText),
      ...needs,
    }
    for (const key of Object.keys(item)) if (item[key] === undefined) delete item[key]
    items.push(item)
    const cells = Object.fromEntries([...index.keys()].map((column) => [column, at(row, column)])) as Partial<Record<SpreadsheetColumn, unknown>>
    const notes = longCellNotes(cells, columnLabel)
    if (notes.length) group.longCells.push({ row: r + 1, level, code, notes })
  }
  if (badCells.length) {
    const listed = badCells.slice(0, LISTED_BAD_CELLS)
    const more = badCells.length - listed.length
    return { ok: false, error: [SPREADSHEET_MESSAGES.badCellsHeader, ...listed, ...(more > 0 ? [SPREADSHEET_MESSAGES.moreBadCells(more)] : [])].join('\n') }
  }
  if (groups.size === 0) return { ok: false, error: SPREADSHEET_MESSAGES.noRows }

  const programs: SpreadsheetProgram[] = []
  for (const { levels, named: _named, ...group } of groups.values()) {
    // Object.fromEntries defines own properties: a key can never reach the prototype.
    const sorted = [...levels.entries()].sort(([a], [b]) => levelOrder(a) - levelOrder(b))
    programs.push({ ...group, data: { ...group.data, courses_by_level: Object.fromEntries(sorted) } })
  }
  return { ok: true, programs }
}

function levelOrder(key: string): number {
  const n = /\d+/.exec(key)
  return n ? Number(n[0]) : Number.MAX_SAFE_INTEGER
}
