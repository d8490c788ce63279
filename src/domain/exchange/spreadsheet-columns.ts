/**
 * Reading a user's spreadsheet into named fields (issue 13): find the header row, match its
 * headers to the fields we know ("First Name", "E-mail", "Max Hours" …), let the user correct the
 * matches, then read every data row as untrusted text keyed by field. Shared by the professor,
 * course and load-plan imports, which each declare their fields once.
 *
 * Quirks of files written by Excel or LibreOffice handled here: a title row or a merged header
 * above the real one (the header is the row among the first few that matches most fields),
 * blank rows anywhere (skipped, but row numbers stay those the user sees in the sheet), extra
 * columns (left unmapped) and dates stored as serial day numbers (see serialDateToIso).
 */
import { cellText } from './spreadsheet-rows'

/** A table to write: numbers stay numbers in the workbook. */
export type Cell = string | number
export interface SheetColumn {
  header: string
  /** Least width in characters; the workbook writer widens a column to its content. */
  width?: number
  /** 'date': the cells are ISO dates ('YYYY-MM-DD'), written to a workbook as date cells. */
  kind?: 'date'
}
export interface SheetTable {
  name: string
  columns: SheetColumn[]
  rows: Cell[][]
}

/** Sheet names may not exceed 31 characters nor hold : \\ / ? * [ ]. */
export function safeSheetName(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet'
  )
}

export interface SheetField<K extends string = string> {
  key: K
  label: string
  required?: boolean
  /** Other header spellings, compared after normalizeHeader. */
  aliases: readonly string[]
  /**
   * Word matching for headers no alias spells out ('Work Email', 'Max Teaching Hrs/Wk'): a header
   * names the field when every word of it (after headerWords) is one of these and at least one is
   * a `strong` word; `weak` words only qualify ('date' alone is no hire date).
   */
  words?: { strong: readonly string[]; weak?: readonly string[] }
}

/** Field key -> 0-based column index, or null when the field is not in the file. */
export type ColumnMapping<K extends string = string> = Record<K, number | null>

/** How many leading rows may hold titles or notes before the header. */
export const HEADER_SEARCH_ROWS = 10

export const SHEET_MESSAGES = {
  noRows: 'No rows found',
  noHeader: 'No header row found: the first rows name none of the expected columns',
  unmapped: (label: string) => `Choose a column for ${label}`,
  columnTwice: 'A column is mapped to more than one field',
  tooManyRows: (found: string, limit: number) =>
    `This sheet has ${found} rows with data; an import reads at most ${limit.toLocaleString('en-US')}. Split the file and import each part.`,
  extraCells: (cells: number, columns: number) =>
    `This row has ${cells} cells but the header has ${columns} columns: a separator or quote inside a value may have moved its cells, so it is not imported`,
} as const

/**
 * Rows with data a sheet may hold for an import (header and title rows included): far beyond any
 * real faculty list or load plan. A longer sheet is refused with this number, never cut short.
 */
export const MAX_IMPORT_ROWS = 50_000

/** 'First Name', 'first_name', 'FIRST-NAME ' -> 'firstname'. */
export function normalizeHeader(value: unknown): string {
  return cellText(value)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

function namesOf(field: SheetField): Set<string> {
  return new Set([field.key, field.label, ...field.aliases].map(normalizeHeader).filter(Boolean))
}

// Abbreviations and spellings HR systems use for the same word.
const WORD_SYNONYMS: Record<string, string> = {
  hrs: 'hours',
  hr: 'hours',
  hour: 'hours',
  wk: 'week',
  wks: 'week',
  weekly: 'week',
  maximum: 'max',
  tel: 'telephone',
}

/**
 * A header as its words, case, accents and punctuation ignored: 'Max Teaching Hrs/Wk' ->
 * ['max', 'teaching', 'hours', 'week'], 'workEmail' -> ['work', 'email'], 'E-mail' -> ['email'].
 */
export function headerWords(value: unknown): string[] {
  return cellText(value)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\be[\s-]?mail/g, 'email')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => WORD_SYNONYMS[w] ?? w)
}

function wordsMatch(header: readonly string[], words: NonNullable<SheetField['words']>): boolean {
  if (header.length === 0) return false
  const strong = new Set(words.strong.map((w) => WORD_SYNONYMS[w] ?? w))
  const weak = new Set((words.weak ?? []).map((w) => WORD_SYNONYMS[w] ?? w))
  return header.every((w) => strong.has(w) || weak.has(w)) && header.some((w) => strong.has(w))
}

/**
 * Each field gets the first header cell naming it; a column serves one field at most. Exact
 * names and aliases first, then word matching for the fields that declare words, so a header
 * spelled exactly as a field is never taken by another field's words.
 */
export function autoMapColumns<K extends string>(
  header: readonly unknown[],
  fields: readonly SheetField<K>[],
): ColumnMapping<K> {
  const mapping = Object.fromEntries(fields.map((f) => [f.key, null])) as ColumnMapping<K>
  const used = new Set<number>()
  const headers = header.map(normalizeHeader)
  for (const field of fields) {
    const names = namesOf(field)
    const index = headers.findIndex((h, i) => h !== '' && !used.has(i) && names.has(h))
    if (index >= 0) {
      mapping[field.key] = index
      used.add(index)
    }
  }
  const words = header.map(headerWords)
  for (const field of fields) {
    if (mapping[field.key] !== null || !field.words) continue
    const index = words.findIndex((w, i) => !used.has(i) && wordsMatch(w, field.words!))
    if (index >= 0) {
      mapping[field.key] = index
      used.add(index)
    }
  }
  return mapping
}

/**
 * The key a set of headers is remembered under (with the fields it was matched for), so a
 * user's manual matches come back for the next file with the same columns.
 */
export function headerSetKey(columns: readonly unknown[], fields: readonly SheetField[]): string {
  return `${fields.map((f) => f.key).join(',')}|${columns.map(normalizeHeader).join('|')}`
}

/** A remembered mapping, kept only where it still fits these fields and columns. */
export function restoreMapping<K extends string>(
  remembered: Readonly<Record<string, number | null>> | undefined,
  fields: readonly SheetField<K>[],
  columnCount: number,
): ColumnMapping<K> | null {
  if (!remembered) return null
  const out = Object.fromEntries(fields.map((f) => [f.key, null])) as ColumnMapping<K>
  for (const f of fields) {
    const v = remembered[f.key]
    if (v === null || v === undefined) continue
    if (!Number.isInteger(v) || v < 0 || v >= columnCount) return null
    out[f.key] = v
  }
  return out
}

/** 'A; B | C\nD' -> ['A', 'B', 'C', 'D']: lists split on commas, semicolons, bars and line breaks. */
export function cellItems(value: unknown): string[] {
  return cellText(value)
    .split(/[,;|\r\n]+/)
    .map((s) => s.trim())
    .filter(Boolean)
}

function matchCount(mapping: ColumnMapping): number {
  return Object.values(mapping).filter((v) => v !== null).length
}

/** The 0-based index of the header row: among the first rows, the one that names most fields. */
export function findHeaderRow(
  rows: readonly (readonly unknown[])[],
  fields: readonly SheetField[],
): number | null {
  let best: number | null = null
  let bestCount = 0
  for (let r = 0; r < Math.min(rows.length, HEADER_SEARCH_ROWS); r++) {
    const count = matchCount(autoMapColumns(rows[r] ?? [], fields))
    if (count > bestCount) {
      best = r
      bestCount = count
    }
  }
  return best
}

export interface SheetHeader<K extends string = string> {
  headerRow: number
  /** Header texts as shown in the column pickers ('Column C' for a blank header). */
  columns: string[]
  mapping: ColumnMapping<K>
}

/** 0 -> 'A', 27 -> 'AB'. */
export function columnLetter(index: number): string {
  let n = index + 1
  let out = ''
  while (n > 0) {
    const rem = (n - 1) % 26
    out = String.fromCharCode(65 + rem) + out
    n = Math.floor((n - 1) / 26)
  }
  return out
}

export function readSheetHeader<K extends string>(
  rows: readonly (readonly unknown[])[],
  fields: readonly SheetField<K>[],
): { ok: true; header: SheetHeader<K> } | { ok: false; error: string } {
  if (!rows.some((row) => row.some((cell) => cellText(cell) !== '')))
    return { ok: false, error: SHEET_MESSAGES.noRows }
  const headerRow = findHeaderRow(rows, fields)
  if (headerRow === null) return { ok: false, error: SHEET_MESSAGES.noHeader }
  const header = rows[headerRow] ?? []
  const width = Math.max(0, ...rows.slice(headerRow, headerRow + 50).map((r) => r.length))
  const columns = Array.from(
    { length: width },
    (_, i) => cellText(header[i]) || `Column ${columnLetter(i)}`,
  )
  return { ok: true, header: { headerRow, columns, mapping: autoMapColumns(header, fields) } }
}

/** Problems with a mapping that stop an import: a required field without a column, a column used twice. */
export function mappingProblems<K extends string>(
  mapping: ColumnMapping<K>,
  fields: readonly SheetField<K>[],
): string[] {
  const problems = fields
    .filter((f) => f.required && mapping[f.key] === null)
    .map((f) => SHEET_MESSAGES.unmapped(f.label))
  const columns = Object.values(mapping).filter((v): v is number => typeof v === 'number')
  if (new Set(columns).size !== columns.length) problems.push(SHEET_MESSAGES.columnTwice)
  return problems
}

export interface SheetRecord<K extends string = string> {
  /** 1-based row number as the spreadsheet shows it. */
  row: number
  /** Raw cell per mapped field (numbers stay numbers); unmapped fields are absent. */
  cells: Partial<Record<K, unknown>>
  /** Why the row as a whole cannot be read for certain (its cells may sit in the wrong columns). */
  problem?: string
}

/**
 * Data rows under the header, blank ones skipped (a row is blank when no mapped cell has text).
 * With `strictWidth` (delimited text, where a stray separator shifts every later cell), a row with
 * text past the header's last column carries a `problem` instead of being read as if aligned.
 */
export function mappedRecords<K extends string>(
  rows: readonly (readonly unknown[])[],
  headerRow: number,
  mapping: ColumnMapping<K>,
  options: { strictWidth?: boolean } = {},
): SheetRecord<K>[] {
  const entries = (Object.entries(mapping) as [K, number | null][]).filter(
    (e): e is [K, number] => e[1] !== null,
  )
  const header = rows[headerRow] ?? []
  let width = header.length
  while (width > 0 && cellText(header[width - 1]) === '') width--
  const out: SheetRecord<K>[] = []
  for (let r = headerRow + 1; r < rows.length; r++) {
    const row = rows[r] ?? []
    const cells: Partial<Record<K, unknown>> = {}
    let any = false
    for (const [key, index] of entries) {
      const value = row[index]
      if (cellText(value) !== '') any = true
      cells[key] = value
    }
    let filled = row.length
    while (filled > 0 && cellText(row[filled - 1]) === '') filled--
    const record: SheetRecord<K> = { row: r + 1, cells }
    if (options.strictWidth && filled > width)
      record.problem = SHEET_MESSAGES.extraCells(filled, width)
    if (any || record.problem) out.push(record)
  }
  return out
}

// Excel's day 0 is 1899-12-30 (it counts a 29 Feb 1900 that never was; serials from March 1900 on are right).
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30)
const DAY_MS = 86_400_000

/** A date cell as 'yyyy-mm-dd': serial day numbers (as Excel stores dates) or text kept as written. */
export function serialDateToIso(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 2_958_466) {
    return new Date(EXCEL_EPOCH_MS + Math.floor(value) * DAY_MS).toISOString().slice(0, 10)
  }
  return cellText(value)
}

/** What a number cell holds: nothing, a number, or text that is not one number for certain. */
type NumberCell =
  | { kind: 'blank' }
  | { kind: 'number'; value: number }
  | { kind: 'unreadable'; text: string; reason: string }

const NOT_A_NUMBER = 'is not a number'
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/
// '1,500' is 1.5 with a decimal comma and 1500 with a thousands separator: no way to tell.
const THOUSANDS_LIKE = /^[+-]?[1-9]\d{0,2}(,\d{3})+$/

/**
 * A number cell, read only when it can be read one way (issue 21): numbers as they are, '3.5',
 * and a decimal comma as a decimal ('3,5' -> 3.5, as European spreadsheets write it). Text that
 * could mean two numbers ('1,500': 1.5 or 1500) or none ('ten', '3 h', 'Infinity') is refused
 * with its reason, so the importer names the cell instead of storing a guess.
 */
export function readNumberCell(value: unknown): NumberCell {
  if (typeof value === 'number') {
    return Number.isFinite(value)
      ? { kind: 'number', value }
      : { kind: 'unreadable', text: String(value), reason: NOT_A_NUMBER }
  }
  const text = cellText(value)
  if (text === '') return { kind: 'blank' }
  if (PLAIN_NUMBER.test(text)) {
    const n = Number(text)
    if (Number.isFinite(n)) return { kind: 'number', value: n }
  }
  if (THOUSANDS_LIKE.test(text)) {
    const decimal = Number(text.replace(',', '.'))
    const whole = Number(text.replace(/,/g, ''))
    // Only one comma can be a decimal comma; '1,500,000' is a thousands separator or nothing.
    const reading =
      (text.match(/,/g)?.length ?? 0) === 1
        ? `could be ${decimal} or ${whole}`
        : 'has thousands separators'
    return { kind: 'unreadable', text, reason: `${reading}: write it without a comma` }
  }
  if (DECIMAL_COMMA.test(text)) return { kind: 'number', value: Number(text.replace(',', '.')) }
  return { kind: 'unreadable', text, reason: NOT_A_NUMBER }
}

/** 'Level is not a number: "ten"', or 'Weekly hours "1,500" could be 1.5 or 1500: write it without a comma'. */
export function unreadableNumberMessage(
  label: string,
  cell: Extract<NumberCell, { kind: 'unreadable' }>,
): string {
  const text = cell.text.slice(0, 24)
  return cell.reason === NOT_A_NUMBER
    ? `${label} ${NOT_A_NUMBER}: "${text}"`
    : `${label} "${text}" ${cell.reason}`
}

/** A number cell: its number when read for certain (readNumberCell), blank or unreadable -> undefined. */
export function cellNumberOrUndefined(value: unknown): number | undefined {
  const cell = readNumberCell(value)
  return cell.kind === 'number' ? cell.value : undefined
}

/** A yes/no cell read only when certain: blank, a known yes or no, or text to ask the user about. */
type FlagCell =
  | { kind: 'blank' }
  | { kind: 'known'; value: boolean; text: string }
  | { kind: 'unknown'; text: string }

const YES_WORDS = ['yes', 'y', 'true', '1', 'active', 'x']
const NO_WORDS = ['no', 'n', 'false', '0', 'inactive']

/**
 * yes/no cells: 'Yes', 'TRUE', 1, 'Y', 'active' are yes; 'No', 0, 'inactive' are no. Text it does
 * not know ('On Leave') is reported for the user to decide, never read as a default.
 */
export function readFlagCell(value: unknown): FlagCell {
  if (typeof value === 'boolean') return { kind: 'known', value, text: String(value) }
  if (typeof value === 'number') return { kind: 'known', value: value !== 0, text: String(value) }
  const text = cellText(value)
  const lower = text.toLowerCase()
  if (text === '') return { kind: 'blank' }
  if (YES_WORDS.includes(lower)) return { kind: 'known', value: true, text }
  if (NO_WORDS.includes(lower)) return { kind: 'known', value: false, text }
  return { kind: 'unknown', text }
}
