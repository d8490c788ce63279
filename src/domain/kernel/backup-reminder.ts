/**
 * The backup reminder rule, apart from the backup format (backup.ts) so the shell's banner does
 * not pull the format's schemas into the first download.
 */

/** Days after which unsaved-to-backup changes bring the reminder back. */
export const BACKUP_REMINDER_DAYS = 7

/**
 * The reminder is due when something changed since the last backup and the last backup (or,
 * without one, the first change not in any backup) is at least 7 days old. Dismissing it
 * quiets it for another 7 days.
 */
export function isBackupReminderDue(args: {
  lastBackup: string | null
  /** Time of the first change not yet in a backup; null when everything is backed up. */
  changesSince: string | null
  now: Date
  dismissedAt?: string | null
}): boolean {
  const { lastBackup, changesSince, now, dismissedAt } = args
  const changed = changesSince ? Date.parse(changesSince) : Number.NaN
  if (Number.isNaN(changed)) return false
  const backedUp = lastBackup ? Date.parse(lastBackup) : Number.NaN
  const since = Number.isNaN(backedUp) ? changed : backedUp
  const week = BACKUP_REMINDER_DAYS * 24 * 60 * 60 * 1000
  if (now.getTime() - since < week) return false
  const dismissed = dismissedAt ? Date.parse(dismissedAt) : Number.NaN
  return Number.isNaN(dismissed) || now.getTime() - dismissed >= week
}
