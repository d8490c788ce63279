/**
 * Safe, typed access to localStorage. Nothing here throws: a missing, unreadable or invalid value
 * gives the caller's fallback (and a console warning, spec section 8: "storage read failures are
 * only logged; defaults are used"), and a write returns a result instead of throwing, so a full
 * disk or a browser that blocks storage becomes a message rather than a crash.
 */
import { z } from 'zod'
import { validAcademicYearOrDefault, isValidAcademicYear } from '@/domain/academic-year'
import { ACADEMIC_YEAR_MAX, ACADEMIC_YEAR_MIN } from '@/domain/constants'
import { DEFAULT_USER_PREFERENCES, userPreferencesSchema, type UserPreferences } from '@/domain/settings'
import { isProductKey, SESSION_KEYS, STORAGE_KEYS, UNPREFIXED_KEYS } from './storage-keys'
import { isQuotaError, QUOTA_MESSAGE, UNAVAILABLE_MESSAGE } from './storage-errors'
import { StorageError } from './types'

export type LocalWriteResult = { ok: true } | { ok: false; error: StorageError }

export const DEFAULT_SELECTED_SEMESTER = 'all'
export const INVALID_ACADEMIC_YEAR_MESSAGE = `Academic year must be two consecutive years such as 2025-2026, between ${ACADEMIC_YEAR_MIN} and ${ACADEMIC_YEAR_MAX}.`
const LOCAL_STORAGE_BLOCKED_MESSAGE = UNAVAILABLE_MESSAGE.replace('(IndexedDB)', '(localStorage)')

function storage(): Storage | null {
  try {
    // Reading the property throws when the user blocks site data.
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** The stored text, or null when absent or storage is blocked. */
export function readRawLocal(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch (error) {
    console.warn(`CourseLoad: could not read "${key}" from local storage`, error)
    return null
  }
}

/** JSON-parse and schema-check a stored value; anything missing or unreadable gives `fallback`. */
export function readLocal<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
  const text = readRawLocal(key)
  if (text === null) return fallback
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    console.warn(`CourseLoad: "${key}" in local storage is not valid JSON; using the default`)
    return fallback
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    console.warn(`CourseLoad: "${key}" in local storage has an unexpected shape; using the default`)
    return fallback
  }
  return parsed.data
}

export function writeRawLocal(key: string, text: string): LocalWriteResult {
  const target = storage()
  if (!target) return { ok: false, error: new StorageError('unavailable', LOCAL_STORAGE_BLOCKED_MESSAGE) }
  try {
    target.setItem(key, text)
    return { ok: true }
  } catch (error) {
    if (isQuotaError(error)) return { ok: false, error: new StorageError('quota', QUOTA_MESSAGE, { cause: error }) }
    return { ok: false, error: new StorageError('unavailable', LOCAL_STORAGE_BLOCKED_MESSAGE, { cause: error }) }
  }
}

export function writeLocal(key: string, value: unknown): LocalWriteResult {
  let text: string
  try {
    text = JSON.stringify(value)
  } catch (error) {
    return { ok: false, error: new StorageError('invalid', `Cannot save "${key}": the value is not JSON.`, { cause: error }) }
  }
  return writeRawLocal(key, text)
}

export function removeLocal(key: string): void {
  try {
    storage()?.removeItem(key)
  } catch (error) {
    console.warn(`CourseLoad: could not remove "${key}" from local storage`, error)
  }
}

/**
 * Remove CourseLoad's keys only (prefixed ones and the registered unprefixed ones): other apps
 * on the same origin keep theirs. Returns the keys removed.
 */
export function removeAllProductKeys(): string[] {
  const target = storage()
  if (!target) return []
  const keys: string[] = []
  try {
    for (let i = 0; i < target.length; i++) {
      const key = target.key(i)
      if (key !== null && isProductKey(key)) keys.push(key)
    }
  } catch (error) {
    console.warn('CourseLoad: could not list local storage keys', error)
    return []
  }
  for (const key of keys) removeLocal(key)
  return keys
}

/**
 * Plain-text keys (academic year, selected semester) were written unquoted by the original app;
 * accept that and the JSON-quoted form.
 */
function readTextValue(key: string): string | null {
  const text = readRawLocal(key)
  if (text === null) return null
  if (!text.startsWith('"')) return text
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'string' ? value : null
  } catch {
    return null
  }
}

// ---- Academic year ---------------------------------------------------------------------------

/** The stored academic year when valid (spec section 5), else the default computed from `today`. */
export function getAcademicYear(today: Date = new Date()): string {
  const stored = readTextValue(UNPREFIXED_KEYS.academicYear)
  if (stored !== null && !isValidAcademicYear(stored)) {
    console.warn(`CourseLoad: stored academic year "${stored}" is invalid; using the default`)
  }
  return validAcademicYearOrDefault(stored, today)
}

export function setAcademicYear(value: string): LocalWriteResult {
  if (!isValidAcademicYear(value)) return { ok: false, error: new StorageError('invalid', INVALID_ACADEMIC_YEAR_MESSAGE) }
  return writeRawLocal(UNPREFIXED_KEYS.academicYear, value.trim())
}

// ---- Selected semester -----------------------------------------------------------------------

/** 'all', a 'term-year' value or a 'custom-{start}-{end}' value; 'all' when nothing is stored. */
export function getSelectedSemester(): string {
  const stored = readTextValue(UNPREFIXED_KEYS.selectedSemester)
  return stored && stored.trim() ? stored : DEFAULT_SELECTED_SEMESTER
}

/** Did the user pick 'All Semesters' during this browser session? (sessionStorage) */
export function wasAllSemestersChosenThisSession(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(SESSION_KEYS.allSemestersChosen) === '1'
  } catch {
    return false
  }
}

export function markAllSemestersChosen(chosen: boolean): void {
  try {
    if (chosen) globalThis.sessionStorage?.setItem(SESSION_KEYS.allSemestersChosen, '1')
    else globalThis.sessionStorage?.removeItem(SESSION_KEYS.allSemestersChosen)
  } catch {
    // Session storage blocked: the choice then simply lasts until the next start.
  }
}

export function setSelectedSemester(value: string): LocalWriteResult {
  return writeRawLocal(UNPREFIXED_KEYS.selectedSemester, value)
}

// ---- User preferences ------------------------------------------------------------------------

export function getUserPreferences(): UserPreferences {
  return readLocal(STORAGE_KEYS.userPreferences, userPreferencesSchema, DEFAULT_USER_PREFERENCES)
}

export function setUserPreferences(preferences: UserPreferences): LocalWriteResult {
  return writeLocal(STORAGE_KEYS.userPreferences, preferences)
}

// ---- Ghosted sections ------------------------------------------------------------------------

const ghostedSectionsSchema = z.array(z.string())

export function getGhostedSections(): string[] {
  return readLocal(STORAGE_KEYS.ghostedSections, ghostedSectionsSchema, [])
}

export function setGhostedSections(sections: readonly string[]): LocalWriteResult {
  return writeLocal(STORAGE_KEYS.ghostedSections, [...sections])
}

// ---- Last backup -----------------------------------------------------------------------------

const isoDateSchema = z.iso.datetime({ offset: true })

/** ISO time of the last backup export, or null when none was recorded (or it is unreadable). */
export function getLastBackup(): string | null {
  return readLocal(STORAGE_KEYS.lastBackup, isoDateSchema.nullable(), null)
}

export function setLastBackup(when: Date = new Date()): LocalWriteResult {
  return writeLocal(STORAGE_KEYS.lastBackup, when.toISOString())
}

// ---- Professor form draft --------------------------------------------------------------------

/** The autosaved add-professor draft (any JSON; the form validates it), or null. */
export function getProfessorFormDraft(): unknown {
  return readLocal(UNPREFIXED_KEYS.professorFormDraft, z.unknown(), null)
}

export function setProfessorFormDraft(draft: unknown): LocalWriteResult {
  return writeLocal(UNPREFIXED_KEYS.professorFormDraft, draft)
}

export function clearProfessorFormDraft(): void {
  removeLocal(UNPREFIXED_KEYS.professorFormDraft)
}
