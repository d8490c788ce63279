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
  /** Width in characters. */
  width: number
}
export interface SheetTable {
  name: string
  columns: SheetColumn[]
  rows: Cell[][]
}

/** Sheet names may not exceed 31 characters nor hold : \\ / ? * [ ]. */
export function safeSheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim() || 'Sheet'
}

export interface SheetField<K extends string = string> {
  key: K
  label: string
  required?: boolean
  /** Other header spellings, compared after normalizeHeader. */
  aliases: readonly string[]
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
} as const

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

/** Each field gets the first header cell naming it; a column serves one field at most. */
export function autoMapColumns<K extends string>(header: readonly unknown[], fields: readonly SheetField<K>[]): ColumnMapping<K> {
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
  return mapping
}

function matchCount(mapping: ColumnMapping): number {
  return Object.values(mapping).filter((v) => v !== null).length
}

/** The 0-based index of the header row: among the first rows, the one that names most fields. */
export function findHeaderRow(rows: readonly (readonly unknown[])[], fields: readonly SheetField[]): number | null {
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
  if (!rows.some((row) => row.some((cell) => cellText(cell) !== ''))) return { ok: false, error: SHEET_MESSAGES.noRows }
  const headerRow = findHeaderRow(rows, fields)
  if (headerRow === null) return { ok: false, error: SHEET_MESSAGES.noHeader }
  const header = rows[headerRow] ?? []
  const width = Math.max(0, ...rows.slice(headerRow, headerRow + 50).map((r) => r.length))
  const columns = Array.from({ length: width }, (_, i) => cellText(header[i]) || `Column ${columnLetter(i)}`)
  return { ok: true, header: { headerRow, columns, mapping: autoMapColumns(header, fields) } }
}

/** Problems with a mapping that stop an import: a required field without a column, a column used twice. */
export function mappingProblems<K extends string>(mapping: ColumnMapping<K>, fields: readonly SheetField<K>[]): string[] {
  const problems = fields.filter((f) => f.required && mapping[f.key] === null).map((f) => SHEET_MESSAGES.unmapped(f.label))
  const columns = Object.values(mapping).filter((v): v is number => typeof v === 'number')
  if (new Set(columns).size !== columns.length) problems.push(SHEET_MESSAGES.columnTwice)
  return problems
}

export interface SheetRecord<K extends string = string> {
  /** 1-based row number as the spreadsheet shows it. */
  row: number
  /** Raw cell per mapped field (numbers stay numbers); unmapped fields are absent. */
  cells: Partial<Record<K, unknown>>
}

/** Data rows under the header, blank ones skipped (a row is blank when no mapped cell has text). */
export function mappedRecords<K extends string>(
  rows: readonly (readonly unknown[])[],
  headerRow: number,
  mapping: ColumnMapping<K>,
): SheetRecord<K>[] {
  const entries = (Object.entries(mapping) as [K, number | null][]).filter((e): e is [K, number] => e[1] !== null)
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
    if (any) out.push({ row: r + 1, cells })
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

/** A number cell: numbers as they are, text read as a number, blank or unreadable -> undefined. */
export function cellNumberOrUndefined(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  const text = cellText(value).replace(/,/g, '')
  if (text === '') return undefined
  const n = Number(text)
  return Number.isFinite(n) ? n : undefined
}

/** yes/no cells: 'Yes', 'TRUE', 1, 'Y', 'active' are true; 'No', 0, 'inactive' are false; blank -> fallback. */
export function cellBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value !== 0
  const text = cellText(value).toLowerCase()
  if (text === '') return fallback
  if (['yes', 'y', 'true', '1', 'active', 'x'].includes(text)) return true
  if (['no', 'n', 'false', '0', 'inactive'].includes(text)) return false
  return fallback
}
