/**
 * Reads a chosen backup file in the backup worker and resolves with its result, forwarding
 * progress. Cancel (and the end of the read) terminates the worker. Where there is no Worker
 * (tests in jsdom) the same steps run on the main thread.
 */
import { BACKUP_MESSAGES } from '@/domain/exchange/backup'
import type { ReadBackupResult } from '@/storage/backup-io'
import { readBackupText, type BackupReadMessage, type BackupReadProgress } from './backup-read'

export interface RunningBackupRead {
  /** null when cancelled. */
  result: Promise<ReadBackupResult | null>
  cancel: () => void
}

/** A reader whose worker was started before a file was chosen (see prepareBackupReader). */
export interface BackupReader {
  /** Read `file` in the prepared worker (a new one if it was used or released). */
  start: (file: Blob, onProgress: (progress: BackupReadProgress) => void) => RunningBackupRead
  /** Terminate the prepared worker if no read took it. */
  release: () => void
}

const newWorker = () => new Worker(new URL('./backup-read.worker.ts', import.meta.url), { type: 'module' })

/**
 * Start the reader's worker ahead of time (the Data Backup section does it when it shows), so
 * loading its code does not delay reading a chosen file. The section releases it when it goes
 * away: an unused worker is terminated. The spare belongs to the reader, not to this module.
 */
export function prepareBackupReader(): BackupReader {
  let spare: Worker | null = typeof Worker === 'undefined' ? null : newWorker()
  return {
    start: (file, onProgress) => {
      const worker = spare
      spare = null
      return startBackupRead(file, onProgress, worker)
    },
    release: () => {
      spare?.terminate()
      spare = null
    },
  }
}

/** Read `file` in `prepared` (a worker started ahead) or in a new worker. */
export function startBackupRead(
  file: Blob,
  onProgress: (progress: BackupReadProgress) => void,
  prepared: Worker | null = null,
): RunningBackupRead {
  if (typeof Worker === 'undefined') {
    let cancelled = false
    // Started after this returns, like a worker: progress never arrives before the caller has the handle.
    const result = Promise.resolve()
      .then(() => readBackupText(file, (p) => !cancelled && onProgress(p)))
      .then((r) => (cancelled ? null : r))
    return { result, cancel: () => (cancelled = true) }
  }
  const worker = prepared ?? newWorker()
  let settle: (result: ReadBackupResult | null) => void = () => undefined
  const result = new Promise<ReadBackupResult | null>((resolve) => {
    settle = (r) => {
      worker.terminate()
      resolve(r)
      settle = () => undefined
    }
  })
  worker.onmessage = (event: MessageEvent<BackupReadMessage>) => {
    if (event.data.type === 'progress') onProgress(event.data.progress)
    else settle(event.data.result)
  }
  worker.onerror = (event) => {
    event.preventDefault()
    settle({ ok: false, error: `${BACKUP_MESSAGES.invalid}: Failed to read file` })
  }
  worker.postMessage({ file })
  return { result, cancel: () => settle(null) }
}
