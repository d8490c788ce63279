/**
 * What a chosen backup will restore, before anything changes: first how far reading the file got
 * (it is read in a worker, with progress), then its kind and date, how many records it restores
 * against how many are stored now (in one sentence, then per kind), what will be skipped and why,
 * and a plain warning that it replaces everything. The question 'Restore this backup?' comes after
 * all of that, just above the buttons. Only 'Replace all data' writes (one transaction); Cancel
 * and Escape change nothing.
 */
import { AlertTriangle } from 'lucide-react'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import type { BackupContents } from '@/data/backup'
import type { BackupReadProgress } from '@/data/backup-read'
import {
  BACKUP_KIND_LABELS,
  BACKUP_KINDS,
  BACKUP_SHAPE_LABELS,
  restoreSummary,
  type BackupKind,
} from '@/domain/exchange/backup'
import { formatDateTime } from '@/domain/kernel/date-format'
import type { UserPreferences } from '@/domain/kernel/user-preferences'

interface RestoreBackupDialogProps {
  contents: BackupContents | null
  /** While the chosen file is being read (before `contents`): how far it got. */
  reading?: BackupReadProgress | null
  fileName: string
  current: Record<BackupKind, number>
  preferences: UserPreferences
  pending: boolean
  onCancel: () => void
  onConfirm: () => void
}

export function RestoreBackupDialog({
  contents,
  reading = null,
  fileName,
  current,
  preferences,
  pending,
  onCancel,
  onConfirm,
}: RestoreBackupDialogProps) {
  return (
    <AlertDialog
      open={contents !== null || reading !== null}
      onOpenChange={(open) => !open && !pending && onCancel()}
    >
      <AlertDialogContent className="sm:max-w-lg" data-testid="restore-backup-dialog">
        {contents ? (
          <BackupPreview
            contents={contents}
            fileName={fileName}
            current={current}
            preferences={preferences}
          />
        ) : reading ? (
          <ReadingProgress fileName={fileName} progress={reading} />
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {contents ? (
            <Button variant="destructive" disabled={pending} onClick={onConfirm}>
              {pending ? 'Restoring...' : 'Replace all data'}
            </Button>
          ) : null}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}

function ReadingProgress({
  fileName,
  progress,
}: {
  fileName: string
  progress: BackupReadProgress
}) {
  return (
    <>
      <AlertDialogHeader>
        <AlertDialogTitle>Reading backup…</AlertDialogTitle>
        <AlertDialogDescription>
          {fileName} · nothing changes until you confirm.
        </AlertDialogDescription>
      </AlertDialogHeader>
      <div className="grid gap-2 text-sm">
        <Progress value={progress.percent} aria-label="Backup reading progress" />
        <p className="text-muted-foreground" role="status">
          {progress.stage}
        </p>
      </div>
    </>
  )
}

function BackupPreview({
  contents,
  fileName,
  current,
  preferences,
}: Pick<RestoreBackupDialogProps, 'fileName' | 'current' | 'preferences'> & {
  contents: BackupContents
}) {
  const skipped = BACKUP_KINDS.filter((k) => contents.skipped[k] > 0)
  const sum = (counts: Record<BackupKind, number>) =>
    BACKUP_KINDS.reduce((total, kind) => total + counts[kind], 0)
  const summary = restoreSummary({
    restored: BACKUP_KINDS.reduce((total, kind) => total + contents.records[kind].length, 0),
    skipped: sum(contents.skipped),
    stored: sum(current),
  })
  const settings = [
    contents.academicSettings ? `academic year ${contents.academicSettings.academicYear}` : null,
    contents.preferences ? 'preferences' : null,
    contents.selectedSemester ? 'selected semester' : null,
    contents.reportOptions
      ? `report options (report creator "${contents.reportOptions.createdBy}")`
      : null,
  ].filter(Boolean)
  return (
    <>
      <AlertDialogHeader>
        <p className="text-sm text-muted-foreground">
          {fileName} · {BACKUP_SHAPE_LABELS[contents.shape]}
          {contents.exportedAt
            ? ` · made ${formatDateTime(contents.exportedAt, preferences) || contents.exportedAt}`
            : ' · date unknown'}
        </p>
        <AlertDialogDescription
          className="font-medium text-foreground"
          data-testid="restore-summary"
        >
          {summary}
        </AlertDialogDescription>
      </AlertDialogHeader>
      <div className="grid gap-3 text-sm">
        <table className="w-full" aria-label="Records in the backup">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Kind
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                To restore
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Stored now
              </th>
            </tr>
          </thead>
          <tbody>
            {BACKUP_KINDS.map((kind) => (
              <tr key={kind} className="border-t" data-testid={`restore-count-${kind}`}>
                <th scope="row" className="py-1 text-left font-normal">
                  {BACKUP_KIND_LABELS[kind]}
                </th>
                <td className="py-1 text-right font-semibold tabular-nums">
                  {contents.records[kind].length}
                </td>
                <td className="py-1 text-right text-muted-foreground tabular-nums">
                  {current[kind]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {settings.length ? <p>Also restores: {settings.join(', ')}.</p> : null}
        {skipped.length ? (
          <div className="grid gap-1 text-amber-800" role="status">
            <p className="flex gap-2">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Skipped because they could not be read:{' '}
                {skipped
                  .map((k) => `${contents.skipped[k]} ${BACKUP_KIND_LABELS[k].toLowerCase()}`)
                  .join(', ')}
                .
              </span>
            </p>
            {contents.problems.length ? (
              <ul className="ml-6 list-disc text-xs" aria-label="Why records were skipped">
                {contents.problems.map((problem, i) => (
                  <li key={`${i}:${problem}`}>{problem}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {contents.referenceNotes.length ? (
          <ul className="grid gap-1 text-amber-800" aria-label="Records that do not fit together">
            {contents.referenceNotes.map((note) => (
              <li key={note} className="flex gap-2">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{note}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {contents.unknownKeys.length ? (
          <p className="text-muted-foreground">
            Ignored entries: {contents.unknownKeys.join(', ')}.
          </p>
        ) : null}
        <p className="flex gap-2 rounded-md border border-destructive/30 bg-destructive/5 p-2 text-destructive">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Warning: this replaces all data stored in this browser with the backup. It cannot be
            undone.
          </span>
        </p>
      </div>
      {/* The question comes last, once everything it decides is on screen. */}
      <AlertDialogTitle className="text-base">Restore this backup?</AlertDialogTitle>
    </>
  )
}
