/**
 * Spreadsheet or CSV bytes to rows of raw cells, sheet by sheet, for the column-mapping imports
 * (professors, courses, the load plan). Runs inside the spreadsheet worker; SheetJS is imported
 * lazily. Values only: no formulas, styles or HTML are read. CSV is decoded as UTF-8 (a BOM is
 * dropped) and read as plain text, so '0012' or '2026-09-01' stay the text the user typed; in a
 * workbook numbers stay numbers and dates stay serial day numbers, which the domain reads.
 *
 * Every row is read (issue 21): a sheet with more rows with data than an import takes is
 * reported with its count, never cut short. The separator of a CSV is the one its first line
 * uses, not the one SheetJS counts most of in the first kilobyte, which in a ';' file with
 * decimal commas ('3,5') or 'Okafor, Maya' is the comma.
 */
import { HEADER_SEARCH_ROWS, MAX_IMPORT_ROWS } from '@/domain/exchange/spreadsheet-columns'
import type { ProgressFn } from './program-spreadsheet-parse'

export interface SheetRows {
  name: string
  /**
   * Header and data rows as the sheet has them, blank rows kept so row numbers match. For a
   * sheet over the limit only its first rows, enough to find the header.
   */
  rows: unknown[][]
  /** Delimited text (CSV): a row with more cells than its header has had a separator moved. */
  delimited?: boolean
  /** Rows with data, when more than an import reads (MAX_IMPORT_ROWS): the sheet is refused. */
  overLimit?: { rowsWithData: string }
}

export type SheetRowsResult =
  | { ok: true; sheets: SheetRows[]; elapsedMs: number }
  | { ok: false; error: string; elapsedMs: number }

/**
 * Rows SheetJS is asked to read at most, as a guard on memory: ten times the import limit.
 * A sheet reaching it is over the limit whatever lies beyond, so nothing is dropped unsaid.
 */
export const READ_ROWS_CEILING = MAX_IMPORT_ROWS * 10

const SEPARATORS = [',', ';', '\t', '|'] as const

/** The separator of the first line with one outside quotes (',' when none has any). */
export function csvSeparator(text: string): string {
  let inQuotes = false
  const counts = new Map<string, number>()
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch === '"') inQuotes = !inQuotes
    else if (!inQuotes && (ch === '\n' || ch === '\r')) {
      if (counts.size) break
    } else if (!inQuotes && (SEPARATORS as readonly string[]).includes(ch))
      counts.set(ch, (counts.get(ch) ?? 0) + 1)
  }
  let best = ','
  let most = 0
  for (const sep of SEPARATORS) {
    const n = counts.get(sep) ?? 0
    if (n > most) {
      best = sep
      most = n
    }
  }
  return best
}

const filled = (row: readonly unknown[] | undefined) =>
  !!row &&
  row.some(
    (cell) => cell !== '' && cell !== null && cell !== undefined && String(cell).trim() !== '',
  )

export async function parseSheetRows(
  buffer: ArrayBuffer,
  fileName: string,
  onProgress: ProgressFn = () => {},
): Promise<SheetRowsResult> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  try {
    onProgress(10, 'Loading spreadsheet reader')
    const XLSX = await import('xlsx')
    onProgress(30, 'Reading workbook')
    const options = {
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellDates: false,
      sheetRows: READ_ROWS_CEILING + 1,
    } as const
    const isCsv = fileName.toLowerCase().endsWith('.csv')
    let workbook
    if (isCsv) {
      let text = new TextDecoder('utf-8').decode(buffer).replace(/^\uFEFF/, '')
      // Excel's 'sep=;' first line names the separator itself.
      const declared = /^sep=(.)\r?\n/.exec(text)
      if (declared) text = text.slice(declared[0].length)
      workbook = XLSX.read(text, {
        ...options,
        type: 'string',
        raw: true,
        FS: declared?.[1] ?? csvSeparator(text),
      })
    } else {
      workbook = XLSX.read(new Uint8Array(buffer), { ...options, type: 'array' })
    }
    onProgress(60, 'Reading rows')
    const sheets: SheetRows[] = []
    workbook.SheetNames.forEach((name, i) => {
      const sheet = workbook.Sheets[name]
      if (!sheet) return
      const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
        header: 1,
        defval: '',
        raw: true,
        blankrows: true,
      })
      // Formatting far below the data (a used range to row 1,048,576) is not data.
      let end = rows.length
      while (end > 0 && !filled(rows[end - 1])) end--
      rows.length = end
      let withData = 0
      for (const row of rows) if (filled(row)) withData++
      const entry: SheetRows = { name, rows, ...(isCsv && { delimited: true }) }
      if (end > READ_ROWS_CEILING) {
        entry.overLimit = { rowsWithData: `more than ${READ_ROWS_CEILING.toLocaleString('en-US')}` }
      } else if (withData > MAX_IMPORT_ROWS) {
        entry.overLimit = { rowsWithData: withData.toLocaleString('en-US') }
      }
      // Only the first rows cross to the page: enough to find the header and name the sheet.
      if (entry.overLimit) entry.rows = rows.slice(0, HEADER_SEARCH_ROWS)
      sheets.push(entry)
      onProgress(60 + Math.round((30 * (i + 1)) / workbook.SheetNames.length), 'Reading rows')
    })
    if (!sheets.some((s) => s.rows.length > 0))
      return { ok: false, error: 'No rows found', elapsedMs: elapsed() }
    onProgress(100, 'Done')
    return { ok: true, sheets, elapsedMs: elapsed() }
  } catch (error) {
    return {
      ok: false,
      error: `Failed to read spreadsheet: ${error instanceof Error ? error.message : String(error)}`,
      elapsedMs: elapsed(),
    }
  }
}
