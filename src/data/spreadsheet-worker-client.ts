/**
 * Posts one request to the spreadsheet worker and resolves with its single 'done' result,
 * forwarding progress. The buffer is transferred, not copied: a 10 MB sheet moves to the worker
 * without a second buffer. A worker that fails to start or crashes resolves to an error value.
 * Aborting `signal` (the dialog closed, another file chosen) terminates the worker at once, so a
 * parse nobody waits for no longer keeps a core busy.
 */
import type { ProgressFn } from './program-spreadsheet-parse'

type WorkerFailure = { ok: false; error: string; elapsedMs: number }

export const READ_CANCELLED = 'Reading the file was cancelled'

export function runSpreadsheetWorker<R>(
  message: { buffer: ArrayBuffer } & Record<string, unknown>,
  onProgress: ProgressFn,
  signal?: AbortSignal,
): Promise<R | WorkerFailure> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve({ ok: false, error: READ_CANCELLED, elapsedMs: 0 })
    const worker = new Worker(new URL('./program-spreadsheet.worker.ts', import.meta.url), { type: 'module' })
    const cancel = () => finish({ ok: false, error: READ_CANCELLED, elapsedMs: 0 })
    const finish = (result: R | WorkerFailure) => {
      worker.terminate()
      signal?.removeEventListener('abort', cancel)
      resolve(result)
    }
    signal?.addEventListener('abort', cancel)
    worker.onmessage = (event: MessageEvent<{ type: 'progress'; percent: number; stage: string } | { type: 'done'; result: R }>) => {
      if (event.data.type === 'progress') onProgress(event.data.percent, event.data.stage)
      else finish(event.data.result)
    }
    worker.onerror = (event) => {
      event.preventDefault()
      finish({ ok: false, error: `Failed to read spreadsheet: ${event.message || 'worker error'}`, elapsedMs: 0 })
    }
    worker.postMessage(message, [message.buffer])
  })
}
