/**
 * Web Worker: parses a spreadsheet off the main thread so a large sheet never freezes the page,
 * posting progress as it goes. Messages: in { buffer, scrapedAt }; out { type: 'progress' } then
 * one { type: 'done', result }.
 */
import { parseSpreadsheetBuffer } from './program-spreadsheet-parse'

export interface SpreadsheetWorkerRequest {
  buffer: ArrayBuffer
  scrapedAt: string
}

globalThis.addEventListener('message', (event: MessageEvent<SpreadsheetWorkerRequest>) => {
  const { buffer, scrapedAt } = event.data
  void parseSpreadsheetBuffer(buffer, scrapedAt, (percent, stage) =>
    globalThis.postMessage({ type: 'progress', percent, stage }),
  ).then((result) => globalThis.postMessage({ type: 'done', result }))
})
