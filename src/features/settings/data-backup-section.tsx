/**
 * Data Backup: export everything to 'CourseLoad-backup-{timestamp}.json' (format version and
 * checksum inside), show when the last backup was made, and import a backup after a preview and
 * an explicit confirmation. A bad file or a failed write leaves the stored data exactly as it was.
 */
import { DatabaseBackup, Download, Upload } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { downloadBlob } from '@/lib/download-file'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import {
  recordBackupDone,
  useExportBackup,
  useRestoreBackup,
  type BackupContents,
} from '@/data/backup'
import { BACKUP_READ_STAGES, type BackupReadProgress } from '@/data/backup-read'
import {
  prepareBackupReader,
  startBackupRead,
  type BackupReader,
  type RunningBackupRead,
} from '@/data/backup-read-client'
import {
  useAssignments,
  useCourses,
  useProfessors,
  usePrograms,
  useProgramVersions,
} from '@/data/entity-hooks'
import { useLastBackup, usePreferences } from '@/data/local-settings'
import { BACKUP_MESSAGES, type BackupKind } from '@/domain/exchange/backup'
import { formatDateTime } from '@/domain/kernel/date-format'
import { errorMessage, notify } from '@/lib/notify'
import { withdrawResetReloadOffer } from './reset-reload-offer'
import { RestoreBackupDialog } from './restore-backup-dialog'
import { TimedMessage, useTimedMessage } from './timed-message'

/** Export the backup file; shared with Cache & Reset's "Download a backup first". */
export function useDownloadBackup() {
  const exportBackup = useExportBackup()
  const download = async (): Promise<boolean> => {
    try {
      const { fileName, text } = await exportBackup.mutateAsync()
      downloadBlob(fileName, new Blob([text], { type: 'application/json' }))
      recordBackupDone()
      notify.success(BACKUP_MESSAGES.exported)
      return true
    } catch (error) {
      console.error('CourseLoad: backup export failed', error)
      notify.error(BACKUP_MESSAGES.exportFailed)
      return false
    }
  }
  return { download, pending: exportBackup.isPending }
}

function useCurrentCounts(): Record<BackupKind, number> {
  return {
    professors: useProfessors().data?.length ?? 0,
    courses: useCourses().data?.length ?? 0,
    assignments: useAssignments().data?.length ?? 0,
    programs: usePrograms().data?.length ?? 0,
    programVersions: useProgramVersions().data?.length ?? 0,
  }
}

export function DataBackupSection() {
  const input = useRef<HTMLInputElement>(null)
  const [preferences] = usePreferences()
  const lastBackup = useLastBackup()
  const { download, pending: exporting } = useDownloadBackup()
  const restore = useRestoreBackup()
  const current = useCurrentCounts()
  const [chosen, setChosen] = useState<{ contents: BackupContents; fileName: string } | null>(null)
  const [reading, setReading] = useState<{ progress: BackupReadProgress; fileName: string } | null>(
    null,
  )
  const running = useRef<RunningBackupRead | null>(null)
  const reader = useRef<BackupReader | null>(null)
  const [message, showMessage] = useTimedMessage()
  // The reader's worker is loaded while the user picks a file; leaving the page stops a read
  // still running and releases a worker never used.
  useEffect(() => {
    const prepared = prepareBackupReader()
    reader.current = prepared
    return () => {
      running.current?.cancel()
      prepared.release()
      if (reader.current === prepared) reader.current = null
    }
  }, [])

  const onFile = async (file: File) => {
    running.current?.cancel()
    const onProgress = (progress: BackupReadProgress) => {
      if (running.current === read) setReading({ progress, fileName: file.name })
    }
    const read = reader.current ? reader.current.start(file, onProgress) : startBackupRead(file, onProgress)
    running.current = read
    setReading({ progress: { percent: 0, stage: BACKUP_READ_STAGES.reading }, fileName: file.name })
    const result = await read.result
    // Cancelled, or another file was chosen meanwhile: that one owns the dialog now.
    if (running.current !== read || !result) return
    running.current = null
    setReading(null)
    if (!result.ok) {
      // Kept on screen (not timed): the user needs to read why the file was refused.
      showMessage(result.error, 'error', null)
      notify.error(BACKUP_MESSAGES.invalid)
      return
    }
    showMessage('', 'success', null)
    setChosen({ contents: result.contents, fileName: file.name })
  }

  const onCancel = () => {
    running.current?.cancel()
    running.current = null
    setReading(null)
    setChosen(null)
  }

  const onConfirm = async () => {
    if (!chosen) return
    try {
      const restored = await restore.mutateAsync(chosen.contents)
      setChosen(null)
      // A reset's 'Reload the page to start fresh?' no longer applies to the restored data.
      withdrawResetReloadOffer()
      showMessage(BACKUP_MESSAGES.imported, 'success')
      notify.success(BACKUP_MESSAGES.imported)
      notify.alert(BACKUP_MESSAGES.professorsLoaded(restored.professors.length), 'success')
      if (restored.scenariosNote) notify.alert(restored.scenariosNote, 'info')
    } catch (error) {
      setChosen(null)
      showMessage(`${BACKUP_MESSAGES.importFailed}: ${errorMessage(error)}`, 'error', null)
      notify.error(BACKUP_MESSAGES.importFailed)
    }
  }

  return (
    <Card data-testid="data-backup-section">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <DatabaseBackup aria-hidden="true" className="size-4" /> Data Backup
        </CardTitle>
        <CardDescription>
          Your data lives only in this browser. Export a backup file regularly and keep it somewhere
          safe; import it to restore.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm" data-testid="last-backup">
          {lastBackup
            ? `Last backup: ${formatDateTime(lastBackup, preferences)}`
            : 'No backup has been made in this browser yet.'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void download()} disabled={exporting}>
            <Download aria-hidden="true" /> {exporting ? 'Exporting...' : 'Export Backup'}
          </Button>
          <Button
            variant="outline"
            onClick={() => input.current?.click()}
            disabled={reading !== null || restore.isPending}
          >
            <Upload aria-hidden="true" /> {reading ? 'Reading...' : 'Import Backup'}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            tabIndex={-1}
            aria-label="Backup file"
            data-testid="backup-file-input"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void onFile(file)
            }}
          />
        </div>
        <TimedMessage message={message} testId="backup-message" />
      </CardContent>
      <RestoreBackupDialog
        contents={chosen?.contents ?? null}
        reading={reading?.progress ?? null}
        fileName={chosen?.fileName ?? reading?.fileName ?? ''}
        current={current}
        preferences={preferences}
        pending={restore.isPending}
        onCancel={onCancel}
        onConfirm={() => void onConfirm()}
      />
    </Card>
  )
}
