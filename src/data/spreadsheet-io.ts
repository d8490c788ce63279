/**
 * Spreadsheet files in and out (issue 13). Reading: the bytes go to the spreadsheet worker, which
 * returns raw rows per sheet (on the main thread only where Worker does not exist, i.e. unit
 * tests). Writing: tables to .xlsx (SheetJS) or CSV (papaparse, UTF-8 with BOM, formula injection
 * neutralised). Both libraries are imported on demand so the first bundle does not carry them.
 */
import { MAX_UPLOAD_BYTES } from '@/domain/constants'
import type { SheetTable } from '@/domain/spreadsheet-columns'
import { FILE_MESSAGES } from './program-file-reader'
import type { ProgressFn } from './program-spreadsheet-parse'
import type { SheetRowsResult } from './spreadsheet-rows-parse'
import { runSpreadsheetWorker } from './spreadsheet-worker-client'

export const SHEET_FILE_ACCEPT = '.xlsx,.xls,.csv'
export const SHEET_FILE_MESSAGES = {
  wrongType: 'Please choose a .xlsx, .xls or .csv file',
  tooLarge: FILE_MESSAGES.tooLarge,
} as const

export function isSheetFileName(name: string): boolean {
  return /\.(xlsx|xls|csv)$/i.test(name)
}

export async function readSheetFile(file: File, onProgress: ProgressFn = () => {}): Promise<SheetRowsResult> {
  if (!isSheetFileName(file.name)) return { ok: false, error: SHEET_FILE_MESSAGES.wrongType, elapsedMs: 0 }
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, error: SHEET_FILE_MESSAGES.tooLarge, elapsedMs: 0 }
  let buffer: ArrayBuffer
  try {
    buffer = await file.arrayBuffer()
  } catch {
    return { ok: false, error: FILE_MESSAGES.unreadable, elapsedMs: 0 }
  }
  if (typeof Worker === 'undefined') {
    const { parseSheetRows } = await import('./spreadsheet-rows-parse')
    return parseSheetRows(buffer, file.name, onProgress)
  }
  return runSpreadsheetWorker<SheetRowsResult>({ kind: 'rows', buffer, fileName: file.name }, onProgress)
}

export type SheetFormat = 'xlsx' | 'csv'

export const SHEET_MIME: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
}

// SheetJS Community Edition writes no frozen panes, so the header row is frozen by adding the
// <pane> element to each worksheet's XML after writing (the zip is reopened with SheetJS' CFB).
const FROZEN_VIEW = '<sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView>'

/** The tables as an .xlsx workbook: one sheet each, numbers as numbers, widths set, header frozen. */
export async function tablesToXlsx(tables: readonly SheetTable[]): Promise<Uint8Array> {
  const XLSX = await import('xlsx')
  const workbook = XLSX.utils.book_new()
  const names = new Set<string>()
  for (const table of tables) {
    const sheet = XLSX.utils.aoa_to_sheet([table.columns.map((c) => c.header), ...table.rows])
    sheet['!cols'] = table.columns.map((c) => ({ wch: c.width }))
    let name = table.name
    for (let n = 2; names.has(name); n++) name = `${table.name.slice(0, 28)} ${n}`
    names.add(name)
    XLSX.utils.book_append_sheet(workbook, sheet, name)
  }
  const written = XLSX.write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer
  const zip = XLSX.CFB.read(new Uint8Array(written), { type: 'array' })
  ;(zip.FullPaths as string[]).forEach((path, i) => {
    if (!/xl\/worksheets\/sheet\d+\.xml$/.test(path)) return
    const entry = zip.FileIndex[i]
    const xml = new TextDecoder().decode(entry.content as Uint8Array)
    entry.content = new TextEncoder().encode(xml.replace('<sheetView workbookViewId="0"/>', FROZEN_VIEW))
    entry.size = entry.content.length
  })
  return new Uint8Array(XLSX.CFB.write(zip, { type: 'array', fileType: 'zip', compression: true }) as ArrayBuffer)
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

/** Tables as a file. CSV holds one table, so several are joined (they share their columns). */
export async function tablesToBlob(tables: readonly SheetTable[], format: SheetFormat): Promise<Blob> {
  if (format === 'xlsx') return new Blob([await tablesToXlsx(tables) as BlobPart], { type: SHEET_MIME.xlsx })
  const first = tables[0]
  const joined: SheetTable = first
    ? { ...first, rows: tables.filter((t) => t.columns === first.columns).flatMap((t) => t.rows) }
    : { name: 'Sheet', columns: [], rows: [] }
  return new Blob([await tableToCsv(joined)], { type: SHEET_MIME.csv })
}
