/**
 * Report files: CSV (RFC 4180 through papaparse, UTF-8 with a byte-order mark so Excel reads the
 * accents, formula-looking cells neutralised by escapeFormulae), JSON (the report object) and
 * Excel (the app's one workbook writer, data/workbook-writer.ts). papaparse and SheetJS are imported when a file is asked
 * for, so neither weighs on the screen until then.
 */
import { downloadBlob } from '@/lib/download-file'
import type { PaperSize, Report } from '@/domain/reports/report'
import { safeSheetName } from '@/domain/exchange/spreadsheet-columns'
import { SHEET_MIME, tablesToXlsx } from '@/data/spreadsheet-io'
import {
  FORMULA_START,
  reportFileName,
  reportTable,
  spreadsheetRows,
  type ReportFileFormat,
  type ReportTable,
} from '@/domain/reports/report-table'

const BOM = '\uFEFF'

export async function reportCsv(table: ReportTable): Promise<string> {
  const { default: Papa } = await import('papaparse')
  const csv = Papa.unparse(
    { fields: table.columns, data: table.rows },
    // RFC 4180: CRLF between records; quotes only where needed (commas, quotes, line breaks).
    { newline: '\r\n', escapeFormulae: FORMULA_START },
  )
  return BOM + csv
}

/**
 * The report's table through the app's one workbook writer (frozen header, filter, print setup),
 * on the paper the report was generated with, as its print window uses.
 */
export async function reportWorkbook(table: ReportTable, paperSize: PaperSize): Promise<Uint8Array> {
  const [header = [], ...rows] = spreadsheetRows(table)
  return tablesToXlsx(
    [
      {
        name: safeSheetName(table.title),
        columns: header.map((h) => ({ header: String(h) })),
        rows,
      },
    ],
    { paperSize },
  )
}

function reportJson(report: Report): string {
  return JSON.stringify(report, null, 2)
}

/** Builds the file and starts the download; returns its name. */
export async function downloadReport(report: Report, format: ReportFileFormat, now: Date = new Date()): Promise<string> {
  const name = reportFileName(report, format, now)
  let blob: Blob
  if (format === 'json') blob = new Blob([reportJson(report)], { type: 'application/json' })
  else if (format === 'csv') blob = new Blob([await reportCsv(reportTable(report))], { type: 'text/csv;charset=utf-8' })
  else blob = new Blob([(await reportWorkbook(reportTable(report), report.settings.paperSize)) as BlobPart], { type: SHEET_MIME.xlsx })
  downloadBlob(name, blob)
  return name
}
