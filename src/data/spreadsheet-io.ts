/**
 * Spreadsheet files in and out (issue 13). Reading: the bytes go to the spreadsheet worker, which
 * returns raw rows per sheet (on the main thread only where Worker does not exist, i.e. unit
 * tests). Writing: tables to .xlsx (SheetJS) or CSV (papaparse, UTF-8 with BOM, formula injection
 * neutralised). Both libraries are imported on demand so the first bundle does not carry them.
 */
import { MAX_UPLOAD_BYTES } from '@/domain/kernel/constants'
import type { SheetTable } from '@/domain/exchange/spreadsheet-columns'
import { SIGNATURE_BYTES, sheetFileMismatch } from '@/domain/exchange/file-signature'
import { FILE_MESSAGES } from './program-file-reader'
import type { ProgressFn } from './program-spreadsheet-parse'
import type { SheetRowsResult } from './spreadsheet-rows-parse'
import type { WorkbookOptions } from './workbook-writer'
import { runSpreadsheetWorker } from './spreadsheet-worker-client'

export const SHEET_FILE_ACCEPT = '.xlsx,.xls,.csv'
export const SHEET_FILE_MESSAGES = {
  wrongType: 'Please choose a .xlsx, .xls or .csv file',
  tooLarge: FILE_MESSAGES.tooLarge,
} as const

export function isSheetFileName(name: string): boolean {
  return /\.(xlsx|xls|csv)$/i.test(name)
}

/** `signal`: abort to stop reading (the worker is terminated); resolves to an error then. */
export async function readSheetFile(file: File, onProgress: ProgressFn = () => {}, signal?: AbortSignal): Promise<SheetRowsResult> {
  if (!isSheetFileName(file.name)) return { ok: false, error: SHEET_FILE_MESSAGES.wrongType, elapsedMs: 0 }
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, error: SHEET_FILE_MESSAGES.tooLarge, elapsedMs: 0 }
  let buffer: ArrayBuffer
  try {
    buffer = await file.arrayBuffer()
  } catch {
    return { ok: false, error: FILE_MESSAGES.unreadable, elapsedMs: 0 }
  }
  // A file that is not what its name says is refused at once, before any parser sees it.
  const mismatch = sheetFileMismatch(file.name, new Uint8Array(buffer, 0, Math.min(buffer.byteLength, SIGNATURE_BYTES)))
  if (mismatch) return { ok: false, error: mismatch, elapsedMs: 0 }
  if (typeof Worker === 'undefined') {
    const { parseSheetRows } = await import('./spreadsheet-rows-parse')
    return parseSheetRows(buffer, file.name, onProgress)
  }
  return runSpreadsheetWorker<SheetRowsResult>({ kind: 'rows', buffer, fileName: file.name }, onProgress, signal)
}

export type SheetFormat = 'xlsx' | 'csv'

export const SHEET_MIME: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
}

/**
 * The tables as an .xlsx workbook through the app's one writer (workbook-writer.ts: frozen header,
 * widths, autofilter, date cells, print setup on the caller's paper), loaded with SheetJS only when
 * a file is asked for.
 */
export async function tablesToXlsx(tables: readonly SheetTable[], options: WorkbookOptions): Promise<Uint8Array> {
  const { writeWorkbook } = await import('./workbook-writer')
  return writeWorkbook(tables, options)
}

/** One table as CSV text with a BOM (so Excel reads UTF-8); cells starting =, +, -, @ are escaped. */
export async function tableToCsv(table: SheetTable): Promise<string> {
  const Papa = await import('papaparse')
  const csv = Papa.unparse(
    { fields: table.columns.map((c) => c.header), data: table.rows },
    { escapeFormulae: true, newline: '\r\n' },
  )
  return `\uFEFF${csv}`
}

/**
 * Tables as a file. CSV holds one table, so several are joined (they share their columns); the
 * options (the paper) only matter to a workbook.
 */
export async function tablesToBlob(
  tables: readonly SheetTable[],
  format: SheetFormat,
  options: WorkbookOptions,
): Promise<Blob> {
  if (format === 'xlsx') return new Blob([await tablesToXlsx(tables, options) as BlobPart], { type: SHEET_MIME.xlsx })
  const first = tables[0]
  const joined: SheetTable = first
    ? { ...first, rows: tables.filter((t) => t.columns === first.columns).flatMap((t) => t.rows) }
    : { name: 'Sheet', columns: [], rows: [] }
  return new Blob([await tableToCsv(joined)], { type: SHEET_MIME.csv })
}
