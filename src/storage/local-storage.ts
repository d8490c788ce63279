/**
 * Safe, typed access to localStorage. Nothing here throws: a missing, unreadable or invalid value
 * gives the caller's fallback (and a console warning, spec section 8: "storage read failures are
 * only logged; defaults are used"), and a write returns a result instead of throwing, so a full
 * disk or a browser that blocks storage becomes a message rather than a crash.
 */
import { validAcademicYearOrDefault, isValidAcademicYear } from '@/domain/calendar/academic-year'
import { ACADEMIC_YEAR_MAX, ACADEMIC_YEAR_MIN } from '@/domain/kernel/constants'
import { DEFAULT_USER_PREFERENCES, readUserPreferences, type UserPreferences } from '@/domain/kernel/user-preferences'
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

/**
 * How readLocal checks a stored value: a zod schema, or a plain check made with `plainCheck`.
 * What is read at start-up uses plain checks, so zod stays out of the first bundle.
 */
export interface LocalValueCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false }
}

/** A check from a function that returns the usable value, or undefined when there is none. */
export function plainCheck<T>(read: (value: unknown) => T | undefined): LocalValueCheck<T> {
  return {
    safeParse: (value) => {
      const data = read(value)
      return data === undefined ? { success: false } : { success: true, data }
    },
  }
}

/** JSON-parse and check a stored value; anything missing or unreadable gives `fallback`. */
export function readLocal<T>(key: string, schema: LocalValueCheck<T>, fallback: T): T {
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

/** The id of the scenario this tab has open (sessionStorage: a reload keeps it, other tabs do not see it). */
export function getOpenScenarioId(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(SESSION_KEYS.openScenario) || null
  } catch {
    return null
  }
}

export function setOpenScenarioId(id: string | null): void {
  try {
    if (id) globalThis.sessionStorage?.setItem(SESSION_KEYS.openScenario, id)
    else globalThis.sessionStorage?.removeItem(SESSION_KEYS.openScenario)
  } catch {
    // Session storage blocked: the scenario stays open until the tab reloads, then live opens.
  }
}

export function setSelectedSemester(value: string): LocalWriteResult {
  return writeRawLocal(UNPREFIXED_KEYS.selectedSemester, value)
}

// ---- User preferences ------------------------------------------------------------------------

const userPreferencesCheck = plainCheck(readUserPreferences)

export function getUserPreferences(): UserPreferences {
  return readLocal(STORAGE_KEYS.userPreferences, userPreferencesCheck, DEFAULT_USER_PREFERENCES)
}

export function setUserPreferences(preferences: UserPreferences): LocalWriteResult {
  return writeLocal(STORAGE_KEYS.userPreferences, preferences)
}

// ---- Ghosted sections ------------------------------------------------------------------------

const ghostedSectionsSchema = plainCheck((value) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined,
)

export function getGhostedSections(): string[] {
  return readLocal(STORAGE_KEYS.ghostedSections, ghostedSectionsSchema, [])
}

export function setGhostedSections(sections: readonly string[]): LocalWriteResult {
  return writeLocal(STORAGE_KEYS.ghostedSections, [...sections])
}

// ---- Last backup -----------------------------------------------------------------------------

/**
 * An ISO date-time with seconds and a Z or +hh:mm offset, calendar dates only (29 February in
 * leap years): the pattern of zod's `z.iso.datetime({ offset: true })`, which a test compares.
 */
export const ISO_DATE_TIME_PATTERN =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$/

/** An ISO time as stored by the backup records, or null; anything else is unreadable. */
const isoDateOrNull = plainCheck((value): string | null | undefined =>
  value === null || (typeof value === 'string' && ISO_DATE_TIME_PATTERN.test(value)) ? value : undefined,
)

/** ISO time of the last backup export, or null when none was recorded (or it is unreadable). */
export function getLastBackup(): string | null {
  return readLocal(STORAGE_KEYS.lastBackup, isoDateOrNull, null)
}

/** Records a backup: its time, and that no change is waiting for one any more. */
export function setLastBackup(when: Date = new Date()): LocalWriteResult {
  const result = writeLocal(STORAGE_KEYS.lastBackup, when.toISOString())
  if (result.ok) removeLocal(STORAGE_KEYS.changesSince)
  return result
}

/** Time of the first change not yet in a backup, or null. */
export function getChangesSince(): string | null {
  return readLocal(STORAGE_KEYS.changesSince, isoDateOrNull, null)
}

/** Note a data change; keeps the first one, since that is how long the data has been at risk. */
export function noteDataChange(when: Date = new Date()): void {
  if (getChangesSince() === null) writeLocal(STORAGE_KEYS.changesSince, when.toISOString())
}

export function getBackupReminderDismissed(): string | null {
  return readLocal(STORAGE_KEYS.backupReminderDismissed, isoDateOrNull, null)
}

export function setBackupReminderDismissed(when: Date = new Date()): LocalWriteResult {
  return writeLocal(STORAGE_KEYS.backupReminderDismissed, when.toISOString())
}

// ---- Professor form draft --------------------------------------------------------------------

/** The autosaved add-professor draft (any JSON; the form validates it), or null. */
export function getProfessorFormDraft(): unknown {
  return readLocal(UNPREFIXED_KEYS.professorFormDraft, plainCheck((value) => value), null)
}

export function setProfessorFormDraft(draft: unknown): LocalWriteResult {
  return writeLocal(UNPREFIXED_KEYS.professorFormDraft, draft)
}

export function clearProfessorFormDraft(): void {
  removeLocal(UNPREFIXED_KEYS.professorFormDraft)
}
