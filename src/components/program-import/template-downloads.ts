/**
 * Template downloads (program-template.json / program-template.xlsx). The spreadsheet writer is
 * imported only when the spreadsheet template is asked for.
 */
import { programTemplateJson, programTemplateRows, TEMPLATE_FILE_NAMES } from '@/domain/programs/program-template'
import { downloadBlob } from '@/lib/download-file'

export function downloadJsonTemplate(): void {
  downloadBlob(TEMPLATE_FILE_NAMES.json, new Blob([programTemplateJson()], { type: 'application/json' }))
}

export async function downloadXlsxTemplate(): Promise<void> {
  const XLSX = await import('xlsx')
  const sheet = XLSX.utils.aoa_to_sheet(programTemplateRows())
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, 'Courses')
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer
  downloadBlob(
    TEMPLATE_FILE_NAMES.xlsx,
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  )
}
