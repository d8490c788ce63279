/**
 * The one .xlsx writer of the app (issue 26): the load plan, the professor and course exports and
 * every report workbook come through here, so each opens and prints the same way. Every sheet gets
 * a frozen header row, column widths from its content (capped), an autofilter on the header,
 * numbers as numbers, dates as date cells (columns of kind 'date'), and a print setup: landscape,
 * fit to one page wide (as many pages tall as needed), the header row repeated on every page, on
 * the paper of Settings → General → Documents (Letter or A4, as the printed statements).
 *
 * SheetJS Community Edition writes the widths, the autofilter and the print titles (a defined
 * name) itself but no frozen panes and no page setup, so those are added to each worksheet's XML
 * after writing, the zip being reopened with SheetJS' own CFB (no second zip library). This module
 * is imported on demand, with SheetJS, so the first bundle carries neither.
 */
import * as XLSX from 'xlsx'
import type { PaperSize } from '@/domain/reports/report'
import type { Cell, SheetTable } from '@/domain/exchange/spreadsheet-columns'

/** Widths in characters: never narrower than a short header, never wider than a sentence. */
export const MIN_COLUMN_WIDTH = 6
export const MAX_COLUMN_WIDTH = 60
const DATE_FORMAT = 'yyyy-mm-dd'
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
const EPOCH_SERIAL = 25569
const DAY_MS = 86_400_000

const FROZEN_PANE = '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>'
const FIT_TO_PAGE = '<pageSetUpPr fitToPage="1"/>'
/** SpreadsheetML's paper codes (ECMA-376 §18.3.1.63): 1 is Letter, 9 is A4. */
export const PAPER_CODES: Record<PaperSize, number> = { letter: 1, a4: 9 }
const pageSetup = (paper: PaperSize) =>
  `<pageSetup paperSize="${PAPER_CODES[paper]}" orientation="landscape" fitToWidth="1" fitToHeight="0"/>`

/** How every sheet of a workbook prints: the paper comes from the Documents setting, per caller. */
export interface WorkbookOptions {
  paperSize: PaperSize
}
/** Excel's default margins (inches), written so the page setup has its place after them. */
const MARGINS = { left: 0.7, right: 0.7, top: 0.75, bottom: 0.75, header: 0.3, footer: 0.3 }

/** 'YYYY-MM-DD' -> Excel's serial day number; null for anything else (left as text). */
export function isoDateToSerial(text: string): number | null {
  const m = ISO_DATE.exec(text)
  if (!m) return null
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return Number.isNaN(ms) ? null : ms / DAY_MS + EPOCH_SERIAL
}

/** How wide a cell reads: its longest line (a date shows as its ten characters). */
function cellWidth(cell: Cell): number {
  const text = typeof cell === 'number' ? String(Math.round(cell * 100) / 100) : cell
  return Math.max(0, ...text.split('\n').map((line) => line.length))
}

/** Each column as wide as its header or widest cell (plus a margin), within the bounds. */
export function columnWidths(table: SheetTable): number[] {
  return table.columns.map((column, i) => {
    let widest = column.header.length
    for (const row of table.rows) widest = Math.max(widest, cellWidth(row[i] ?? ''))
    return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, column.width ?? 0, widest + 2))
  })
}

function sheetOf(table: SheetTable): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet([table.columns.map((c) => c.header), ...table.rows])
  table.columns.forEach((column, c) => {
    if (column.kind !== 'date') return
    table.rows.forEach((row, r) => {
      const value = row[c]
      const serial = typeof value === 'string' ? isoDateToSerial(value) : null
      if (serial !== null) sheet[XLSX.utils.encode_cell({ r: r + 1, c })] = { t: 'n', v: serial, z: DATE_FORMAT }
    })
  })
  sheet['!cols'] = columnWidths(table).map((wch) => ({ wch }))
  const lastColumn = Math.max(0, table.columns.length - 1)
  sheet['!autofilter'] = { ref: XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: table.rows.length, c: lastColumn } }) }
  sheet['!margins'] = { ...MARGINS }
  return sheet
}

/** Frozen header and page setup, which SheetJS CE does not write, added to a worksheet's XML. */
export function withViewAndPageSetup(xml: string, paper: PaperSize): string {
  let out = xml.replace(/<sheetView([^>]*)\/>/, `<sheetView$1>${FROZEN_PANE}</sheetView>`)
  // pageSetUpPr is the last child of sheetPr, which is the worksheet's first element.
  if (/<sheetPr[^>]*\/>/.test(out)) out = out.replace(/<sheetPr([^>]*)\/>/, `<sheetPr$1>${FIT_TO_PAGE}</sheetPr>`)
  else if (out.includes('</sheetPr>')) out = out.replace('</sheetPr>', `${FIT_TO_PAGE}</sheetPr>`)
  else out = out.replace(/(<worksheet[^>]*>)/, `$1<sheetPr>${FIT_TO_PAGE}</sheetPr>`)
  return out.replace(/(<pageMargins[^>]*\/>)/, `$1${pageSetup(paper)}`)
}

/** The sheet name quoted for a formula reference: 'Fall 2026'!$1:$1. */
const quotedSheet = (name: string) => `'${name.replace(/'/g, "''")}'`

/** The tables as an .xlsx workbook, one sheet each (sheet names made unique). */
export function writeWorkbook(tables: readonly SheetTable[], { paperSize }: WorkbookOptions): Uint8Array {
  const workbook = XLSX.utils.book_new()
  const names = new Set<string>()
  const printTitles: { Name: string; Sheet: number; Ref: string }[] = []
  tables.forEach((table, index) => {
    let name = table.name
    for (let n = 2; names.has(name); n++) name = `${table.name.slice(0, 28)} ${n}`
    names.add(name)
    XLSX.utils.book_append_sheet(workbook, sheetOf(table), name)
    printTitles.push({ Name: '_xlnm.Print_Titles', Sheet: index, Ref: `${quotedSheet(name)}!$1:$1` })
  })
  workbook.Workbook = { Names: printTitles }
  const written = XLSX.write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer
  const zip = XLSX.CFB.read(new Uint8Array(written), { type: 'array' })
  ;(zip.FullPaths as string[]).forEach((path, i) => {
    if (!/xl\/worksheets\/sheet\d+\.xml$/.test(path)) return
    const entry = zip.FileIndex[i]!
    const xml = new TextDecoder().decode(entry.content as Uint8Array)
    entry.content = new TextEncoder().encode(withViewAndPageSetup(xml, paperSize))
    entry.size = entry.content.length
  })
  return new Uint8Array(XLSX.CFB.write(zip, { type: 'array', fileType: 'zip', compression: true }) as ArrayBuffer)
}
