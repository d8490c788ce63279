/**
 * Hooks over the small localStorage values (academic year, selected semester, preferences).
 * localStorage is synchronous, so these use useSyncExternalStore: every component sees the same
 * value at once, and changes from other tabs (storage events, re-emitted by the storage layer as
 * 'local-key-changed') re-render this one.
 */
import { useCallback, useSyncExternalStore } from 'react'
import type { UserPreferences } from '@/domain/settings'
import { emitStorageEvent, onStorageEvent } from '@/storage/events'
import {
  getAcademicYear,
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
