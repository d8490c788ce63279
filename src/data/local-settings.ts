/**
 * Hooks over the small localStorage values (academic year, selected semester, preferences).
 * localStorage is synchronous, so these use useSyncExternalStore: every component sees the same
 * value at once, and changes from other tabs (storage events, re-emitted by the storage layer as
 * 'local-key-changed') re-render this one.
 */
import { useCallback, useSyncExternalStore } from 'react'
import type { UserPreferences } from '@/domain/kernel/user-preferences'
import { emitStorageEvent, onStorageEvent } from '@/storage/events'
import {
  getAcademicYear,
  getBackupReminderDismissed,
  getChangesSince,
  getLastBackup,
  noteDataChange,
  setBackupReminderDismissed,
  getSelectedSemester,
  getUserPreferences,
  readRawLocal,
  setAcademicYear,
  setSelectedSemester,
  setUserPreferences,
  type LocalWriteResult,
} from '@/storage/local-storage'
import { STORAGE_KEYS, UNPREFIXED_KEYS } from '@/storage/storage-keys'

export function subscribe(key: string, onChange: () => void): () => void {
  return onStorageEvent((event) => {
    if (event.type === 'local-key-changed' && event.key === key) onChange()
  })
}

/** After a write in this tab, tell this tab's subscribers (storage events only reach other tabs). */
export function announce(key: string, result: LocalWriteResult): LocalWriteResult {
  if (result.ok) emitStorageEvent({ type: 'local-key-changed', key })
  else emitStorageEvent({ type: 'write-error', error: result.error })
  return result
}

// Snapshots must be referentially stable between renders: cache the parsed value per raw text.
export function cachedReader<T>(key: string, read: () => T): () => T {
  let lastRaw: string | null | undefined
  let lastValue: T
  return () => {
    const raw = readRawLocal(key)
    if (raw !== lastRaw || lastRaw === undefined) {
      lastRaw = raw
      lastValue = read()
    }
    return lastValue
  }
}

const readYear = cachedReader(UNPREFIXED_KEYS.academicYear, () => getAcademicYear())
const readSemester = cachedReader(UNPREFIXED_KEYS.selectedSemester, getSelectedSemester)
const readPreferences = cachedReader(STORAGE_KEYS.userPreferences, getUserPreferences)

export function useAcademicYear(): [string, (year: string) => void] {
  const value = useSyncExternalStore((cb) => subscribe(UNPREFIXED_KEYS.academicYear, cb), readYear)
  const set = useCallback((year: string) => void announce(UNPREFIXED_KEYS.academicYear, setAcademicYear(year)), [])
  return [value, set]
}

export function useSelectedSemester(): [string, (value: string) => void] {
  const value = useSyncExternalStore((cb) => subscribe(UNPREFIXED_KEYS.selectedSemester, cb), readSemester)
  const set = useCallback(
    (next: string) => void announce(UNPREFIXED_KEYS.selectedSemester, setSelectedSemester(next)),
    [],
  )
  return [value, set]
}

export function usePreferences(): [UserPreferences, (patch: Partial<UserPreferences>) => void] {
  const value = useSyncExternalStore((cb) => subscribe(STORAGE_KEYS.userPreferences, cb), readPreferences)
  const update = useCallback(
    (patch: Partial<UserPreferences>) =>
      void announce(STORAGE_KEYS.userPreferences, setUserPreferences({ ...getUserPreferences(), ...patch })),
    [],
  )
  return [value, update]
}

const readLastBackup = cachedReader(STORAGE_KEYS.lastBackup, getLastBackup)

/** ISO time of the last backup export, or null. */
export function useLastBackup(): string | null {
  return useSyncExternalStore((cb) => subscribe(STORAGE_KEYS.lastBackup, cb), readLastBackup)
}

const readChangesSince = cachedReader(STORAGE_KEYS.changesSince, getChangesSince)
const readDismissed = cachedReader(STORAGE_KEYS.backupReminderDismissed, getBackupReminderDismissed)

/** The values the backup reminder is decided from, live. */
export function useBackupReminderState(): { lastBackup: string | null; changesSince: string | null; dismissedAt: string | null; dismiss: () => void } {
  const lastBackup = useLastBackup()
  const changesSince = useSyncExternalStore((cb) => subscribe(STORAGE_KEYS.changesSince, cb), readChangesSince)
  const dismissedAt = useSyncExternalStore((cb) => subscribe(STORAGE_KEYS.backupReminderDismissed, cb), readDismissed)
  const dismiss = useCallback(
    () => void announce(STORAGE_KEYS.backupReminderDismissed, setBackupReminderDismissed()),
    [],
  )
  return { lastBackup, changesSince, dismissedAt, dismiss }
}

/**
 * Remember when data first changed after the last backup: every committed local write (this
 * tab's; other tabs note their own) starts the reminder's clock if it is not running.
 */
export function installChangeTracking(): () => void {
  return onStorageEvent((event) => {
    if (event.type !== 'changed' || event.source !== 'local') return
    if (getChangesSince() !== null) return
    noteDataChange()
    emitStorageEvent({ type: 'local-key-changed', key: STORAGE_KEYS.changesSince })
  })
}
