/**
 * Spreadsheet or CSV bytes to rows of raw cells, sheet by sheet, for the column-mapping imports
 * (professors, courses, the load plan). Runs inside the spreadsheet worker; SheetJS is imported
 * lazily. Values only: no formulas, styles or HTML are read. CSV is decoded as UTF-8 (a BOM is
 * dropped) and read as plain text, so '0012' or '2026-09-01' stay the text the user typed; in a
 * workbook numbers stay numbers and dates stay serial day numbers, which the domain reads.
 */
import type { ProgressFn } from './program-spreadsheet-parse'

export interface SheetRows {
  name: string
  /** Header and data rows as the sheet has them, blank rows kept so row numbers match. */
  rows: unknown[][]
}

export type SheetRowsResult = { ok: true; sheets: SheetRows[]; elapsedMs: number } | { ok: false; error: string; elapsedMs: number }

/** Cells past this many rows are not read: far beyond any real faculty list or plan. */
export const MAX_SHEET_ROWS = 50_000

export async function parseSheetRows(buffer: ArrayBuffer, fileName: string, onProgress: ProgressFn = () => {}): Promise<SheetRowsResult> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  try {
    onProgress(10, 'Loading spreadsheet reader')
    const XLSX = await import('xlsx')
    onProgress(30, 'Reading workbook')
    const options = { dense: true, cellFormula: false, cellHTML: false, cellStyles: false, cellDates: false, sheetRows: MAX_SHEET_ROWS + 1 } as const
    const workbook = fileName.toLowerCase().endsWith('.csv')
      ? XLSX.read(new TextDecoder('utf-8').decode(buffer).replace(/^\uFEFF/, ''), { ...options, type: 'string', raw: true })
      : XLSX.read(new Uint8Array(buffer), { ...options, type: 'array' })
    onProgress(60, 'Reading rows')
    const sheets: SheetRows[] = []
    workbook.SheetNames.forEach((name, i) => {
      const sheet = workbook.Sheets[name]
      if (!sheet) return
      const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '', raw: true, blankrows: true })
      sheets.push({ name, rows })
      onProgress(60 + Math.round((30 * (i + 1)) / workbook.SheetNames.length), 'Reading rows')
    })
    if (!sheets.some((s) => s.rows.length > 0)) return { ok: false, error: 'No rows found', elapsedMs: elapsed() }
    onProgress(100, 'Done')
    return { ok: true, sheets, elapsedMs: elapsed() }
  } catch (error) {
    return { ok: false, error: `Failed to read spreadsheet: ${error instanceof Error ? error.message : String(error)}`, elapsedMs: elapsed() }
  }
}
