/**
 * Reading a chosen backup file, in stages a dialog can show: the file's text, its envelope and
 * checksum (domain/exchange/backup.ts), then every record (storage/backup-io.ts). Runs in the backup
 * worker; readBackupFile (data/backup.ts) runs the same steps on the main thread.
 */
import { BACKUP_MESSAGES, parseBackupText } from '@/domain/exchange/backup'
import { readBackupContents, type ReadBackupResult } from '@/storage/backup-io'

export interface BackupReadProgress {
  /** 0..100 */
  percent: number
  /** What is being done, for the dialog. */
  stage: string
}

export type BackupReadMessage = { type: 'progress'; progress: BackupReadProgress } | { type: 'done'; result: ReadBackupResult }

export const BACKUP_READ_STAGES = {
  reading: 'Reading the file…',
  checking: 'Checking the file…',
  records: (done: number, total: number) => `Checking records: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}…`,
} as const

/** Share of the bar for each stage: the text, then parse and checksum, then the records. */
const PERCENT = { checking: 20, records: 50 } as const

export async function readBackupText(file: Pick<Blob, 'text'>, onProgress: (progress: BackupReadProgress) => void = () => {}): Promise<ReadBackupResult> {
  onProgress({ percent: 0, stage: BACKUP_READ_STAGES.reading })
  let text: string
  try {
    text = await file.text()
  } catch {
    return { ok: false, error: `${BACKUP_MESSAGES.invalid}: Failed to read file` }
  }
  onProgress({ percent: PERCENT.checking, stage: BACKUP_READ_STAGES.checking })
  const parsed = parseBackupText(text)
  return readBackupContents(parsed, (done, total) =>
    onProgress({
      percent: Math.round(PERCENT.records + ((100 - PERCENT.records) * done) / Math.max(1, total)),
      stage: BACKUP_READ_STAGES.records(done, total),
    }),
  )
}
