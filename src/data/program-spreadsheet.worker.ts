/**
 * Web Worker: parses a spreadsheet off the main thread so a large sheet never freezes the page,
 * posting progress as it goes. Messages in: { buffer, scrapedAt } (program import) or
 * { kind: 'rows', buffer, fileName } (raw rows for the column-mapping imports); out:
 * { type: 'progress' } then one { type: 'done', result }.
 */
import { parseSpreadsheetBuffer } from './program-spreadsheet-parse'
import { parseSheetRows } from './spreadsheet-rows-parse'

export interface SpreadsheetWorkerRequest {
  buffer: ArrayBuffer
  scrapedAt: string
}

export interface SheetRowsWorkerRequest {
  kind: 'rows'
  buffer: ArrayBuffer
  fileName: string
}

globalThis.addEventListener('message', (event: MessageEvent<SpreadsheetWorkerRequest | SheetRowsWorkerRequest>) => {
  const progress = (percent: number, stage: string) => globalThis.postMessage({ type: 'progress', percent, stage })
  const done = (result: unknown) => globalThis.postMessage({ type: 'done', result })
  const data = event.data
  if ('kind' in data && data.kind === 'rows') {
    void parseSheetRows(data.buffer, data.fileName, progress).then(done)
    return
  }
  const { buffer, scrapedAt } = data as SpreadsheetWorkerRequest
  void parseSpreadsheetBuffer(buffer, scrapedAt, progress).then(done)
})
