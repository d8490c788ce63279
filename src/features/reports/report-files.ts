/**
 * Report files: CSV (RFC 4180 through papaparse, UTF-8 with a byte-order mark so Excel reads the
 * accents, formula-looking cells neutralised by escapeFormulae), JSON (the report object) and
 * Excel (SheetJS, numbers as numbers). papaparse and SheetJS are imported when a file is asked
 * for, so neither weighs on the screen until then.
 */
import { downloadBlob } from '@/components/program-import/download-file'
import type { Report } from '@/domain/report'
import {
  FORMULA_START,
  reportFileName,
  reportTable,
  spreadsheetRows,
  type ReportFileFormat,
  type ReportTable,
} from '@/domain/report-table'

const BOM = '\uFEFF'
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** Excel's limit on sheet names. */
const SHEET_NAME_MAX = 31

export async function reportCsv(table: ReportTable): Promise<string> {
  const { default: Papa } = await import('papaparse')
  const csv = Papa.unparse(
    { fields: table.columns, data: table.rows },
    // RFC 4180: CRLF between records; quotes only where needed (commas, quotes, line breaks).
    { newline: '\r\n', escapeFormulae: FORMULA_START },
  )
  return BOM + csv
}

export async function reportWorkbook(table: ReportTable): Promise<ArrayBuffer> {
  const XLSX = await import('xlsx')
  const sheet = XLSX.utils.aoa_to_sheet(spreadsheetRows(table))
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, table.title.replace(/[\\/?*[\]:]/g, ' ').slice(0, SHEET_NAME_MAX))
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer
}

export function reportJson(report: Report): string {
  return JSON.stringify(report, null, 2)
}

/** Builds the file and starts the download; returns its name. */
export async function downloadReport(report: Report, format: ReportFileFormat, now: Date = new Date()): Promise<string> {
  const name = reportFileName(report, format, now)
  let blob: Blob
  if (format === 'json') blob = new Blob([reportJson(report)], { type: 'application/json' })
  else if (format === 'csv') blob = new Blob([await reportCsv(reportTable(report))], { type: 'text/csv;charset=utf-8' })
  else blob = new Blob([await reportWorkbook(reportTable(report))], { type: XLSX_MIME })
  downloadBlob(blob, name)
  return name
}
