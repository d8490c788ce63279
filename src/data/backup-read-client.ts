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

/** A worker started before a file was chosen, waiting for one (see prepareBackupReader). */
let spare: Worker | null = null

const newWorker = () => new Worker(new URL('./backup-read.worker.ts', import.meta.url), { type: 'module' })

/**
 * Start the reader's worker ahead of time (the Data Backup section does it when it shows), so
 * loading its code does not delay reading a chosen file. Returns the release for when the
 * section goes away: an unused worker is terminated.
 */
export function prepareBackupReader(): () => void {
  if (typeof Worker === 'undefined') return () => {}
  const prepared = (spare ??= newWorker())
  return () => {
    if (spare !== prepared) return
    spare.terminate()
    spare = null
  }
}

export function startBackupRead(file: Blob, onProgress: (progress: BackupReadProgress) => void): RunningBackupRead {
  if (typeof Worker === 'undefined') {
    let cancelled = false
    // Started after this returns, like a worker: progress never arrives before the caller has the handle.
    const result = Promise.resolve()
      .then(() => readBackupText(file, (p) => !cancelled && onProgress(p)))
      .then((r) => (cancelled ? null : r))
    return { result, cancel: () => (cancelled = true) }
  }
  const worker = spare ?? newWorker()
  spare = null
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
