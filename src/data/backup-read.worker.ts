/**
 * Web Worker: reads a chosen backup file off the main thread (10 MB of JSON for 10,000 courses:
 * parse, checksum, every record checked), so the page stays responsive and shows progress. In:
 * { file } (a File is passed by reference, not copied). Out: { type: 'progress' } messages,
 * then one { type: 'done', result } with the same result readBackupFile gives.
 */
import { readBackupText, type BackupReadMessage } from './backup-read'

const post = (message: BackupReadMessage) => globalThis.postMessage(message)

globalThis.addEventListener('message', (event: MessageEvent<{ file: Blob }>) => {
  void readBackupText(event.data.file, (progress) => post({ type: 'progress', progress })).then((result) =>
    post({ type: 'done', result }),
  )
})
