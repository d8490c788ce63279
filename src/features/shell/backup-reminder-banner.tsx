/**
 * A quiet, dismissible reminder when data changed and no backup was made for 7 days: the only
 * copy of the plan lives in this browser. Dismissing it quiets it for another 7 days.
 */
import { Link } from '@tanstack/react-router'
import { Archive, X } from 'lucide-react'
import { useBackupReminderState } from '@/data/local-settings'
import { BACKUP_REMINDER_DAYS, isBackupReminderDue } from '@/domain/kernel/backup-reminder'

const BACKUP_REMINDER_TEXT = `You have changes that are not in a backup, and no backup was made in the last ${BACKUP_REMINDER_DAYS} days.`

export function BackupReminderBanner({ now = new Date() }: { now?: Date }) {
  const { lastBackup, changesSince, dismissedAt, dismiss } = useBackupReminderState()
  if (!isBackupReminderDue({ lastBackup, changesSince, dismissedAt, now })) return null
  return (
    <aside aria-label="Backup reminder" data-testid="backup-reminder" className="bg-muted/60 flex items-center gap-3 border-b px-4 py-2 text-sm lg:px-8">
      <Archive aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        {BACKUP_REMINDER_TEXT}{' '}
        <Link to="/settings" search={{ tab: 'general' }} className="text-primary font-medium underline underline-offset-2">
          Export a backup
        </Link>
      </p>
      <button type="button" onClick={dismiss} aria-label="Dismiss backup reminder" className="hover:bg-accent rounded-md p-1">
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  )
}
