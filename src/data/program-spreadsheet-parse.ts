/**
 * Spreadsheet bytes to validated programs. Runs inside the spreadsheet worker (and on the main
 * thread only where Worker does not exist, i.e. unit tests). The SheetJS build is imported
 * lazily so it is only downloaded when someone actually imports a spreadsheet.
 */
import { rowsToPrograms } from '@/domain/exchange/spreadsheet-rows'
import { validateProgramImport, withLongCellWarnings, type ProgramValidationResult } from '@/domain/programs/program-validation'

export interface SpreadsheetProgramResult {
  key: string
  programId: string
  designNumber: string
  rowCount: number
  validation: ProgramValidationResult
}

export type SpreadsheetParseResult =
  | { ok: true; programs: SpreadsheetProgramResult[]; rowCount: number; elapsedMs: number }
  | { ok: false; error: string; elapsedMs: number }

export type ProgressFn = (percent: number, stage: string) => void

export async function parseSpreadsheetBuffer(
  buffer: ArrayBuffer,
  scrapedAt: string,
  onProgress: ProgressFn = () => {},
): Promise<SpreadsheetParseResult> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  try {
    onProgress(10, 'Loading spreadsheet reader')
    const XLSX = await import('xlsx')
    onProgress(30, 'Reading workbook')
    // Values only: no formulas, styles or HTML are read, so nothing but cell text comes out.
    const workbook = XLSX.read(new Uint8Array(buffer), { type: 'array', dense: true, cellFormula: false, cellHTML: false, cellStyles: false })
    const firstName = workbook.SheetNames[0]
    const sheet = firstName ? workbook.Sheets[firstName] : undefined
    if (!sheet) return { ok: false, error: 'No rows found', elapsedMs: elapsed() }
    onProgress(60, 'Reading rows')
    // Blank rows kept so a row's number is the one the user sees (messages name it); trailing
    // formatting-only rows are not data.
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '', raw: true, blankrows: true })
    let end = rows.length
    while (end > 0 && !(rows[end - 1] ?? []).some((cell) => cell !== '' && cell !== null && cell !== undefined)) end--
    rows.length = end
    onProgress(80, 'Grouping programs')
    const grouped = rowsToPrograms(rows, scrapedAt)
    if (!grouped.ok) return { ok: false, error: grouped.error, elapsedMs: elapsed() }
    onProgress(90, 'Validating')
    const programs = grouped.programs.map((p) => ({
      key: p.key,
      programId: p.programId,
      designNumber: p.designNumber,
      rowCount: p.rowCount,
      // Cells the sheet had longer than an import keeps: said per row in the preview (stored cut).
      validation: withLongCellWarnings(validateProgramImport(p.data), p.longCells),
    }))
    onProgress(100, 'Done')
    return { ok: true, programs, rowCount: programs.reduce((n, p) => n + p.rowCount, 0), elapsedMs: elapsed() }
  } catch (error) {
    return { ok: false, error: `Failed to read spreadsheet: ${error instanceof Error ? error.message : String(error)}`, elapsedMs: elapsed() }
  }
}
