/**
 * One flat table per report, shared by the CSV, Excel and print outputs, so the three always show
 * the same columns and rows (each type's columns are in its registry entry, report-registry.ts);
 * plus the export file names and the formula-injection rule.
 *
 * Cells are strings or numbers. Numbers stay numbers all the way into the spreadsheet (hours,
 * sections, percentages); text that a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return) is prefixed with an apostrophe, the same rule papaparse's
 * escapeFormulae applies to the CSV.
 */
import type { Report } from './report'
import { reportTableOf } from './report-registry'

export type ReportCell = string | number

export interface ReportTable {
  title: string
  columns: string[]
  rows: ReportCell[][]
  /** Indexes of the columns written to files but not printed (names and codes for joining). */
  fileOnly?: number[]
}

const REPORT_FILE_EXTENSIONS = { csv: 'csv', json: 'json', excel: 'xlsx' } as const
export type ReportFileFormat = keyof typeof REPORT_FILE_EXTENSIONS

/** Local calendar date 'YYYY-MM-DD' (the day the user sees, not the UTC day). */
function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** report_{type}_{date}[_{program}].{ext}; the program part only when one program was chosen. */
export function reportFileName(
  report: Pick<Report, 'type' | 'program'>,
  format: ReportFileFormat,
  date: Date,
): string {
  const program = report.program && report.program !== 'all' ? `_${report.program.replace(/[^\w.-]+/g, '-')}` : ''
  return `report_${report.type}_${localIsoDate(date)}${program}.${REPORT_FILE_EXTENSIONS[format]}`
}

/** Same pattern as papaparse's escapeFormulae default. */
export const FORMULA_START = /^[=+\-@\t\r]/

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** Rows for a spreadsheet: header first, numbers kept as numbers, risky text neutralised. */
export function spreadsheetRows(table: ReportTable): ReportCell[][] {
  return [table.columns, ...table.rows].map((row) =>
    row.map((cell) => (typeof cell === 'number' ? cell : neutraliseFormula(cell))),
  )
}

/** The report as one table: what CSV and Excel contain and what the print window lists. */
export function reportTable(report: Report): ReportTable {
  return reportTableOf(report)
}
