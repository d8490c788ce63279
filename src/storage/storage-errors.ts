/**
 * User-facing texts of storage failures and the mapping from browser errors (DOMException
 * names) to StorageError kinds. Both stores (IndexedDB and memory) use this, so the UI sees the
 * same kind and message whichever implementation is behind the DataStore.
 */
import { StorageError } from './types'

export const UNAVAILABLE_MESSAGE =
  'Your browser is blocking local storage (IndexedDB) for this site, so CourseLoad cannot save data. Leave private browsing or allow site data, then reload.'
export const QUOTA_MESSAGE =
  'Your browser has run out of storage space for CourseLoad. Nothing from this change was saved. Free some disk space or remove old data, then try again.'
export const ABORTED_MESSAGE =
  'Saving was interrupted before it finished, so nothing from this change was saved. Please try again.'
export const UNKNOWN_WRITE_MESSAGE = 'CourseLoad could not save this change. Nothing from it was saved.'
export const CONFLICT_MESSAGE = 'Those records were changed since, so nothing was written.'
/** A scenario's compare-and-set failed: another tab saved the same scenario since it was opened here. */
export const SCENARIO_CHANGED_MESSAGE = 'This scenario was changed in another tab; reopen it to see the changes.'
export const SCENARIO_MISSING_MESSAGE = 'This scenario no longer exists; it may have been deleted in another tab.'
/** The settings store is live's alone: a scenario changes plan records only. */
export const SCENARIO_SETTINGS_MESSAGE = 'Settings cannot be changed inside a scenario. Go back to the live plan to change them.'
export const UNKNOWN_READ_MESSAGE = 'CourseLoad could not read its saved data.'
export const CLOSED_MESSAGE = 'CourseLoad storage has been closed. Reload the page to keep working.'
export const BLOCKED_MESSAGE =
  'CourseLoad is open in another tab with an older version. Close the other CourseLoad tabs so this one can finish updating its storage.'
export const VERSION_CHANGE_MESSAGE =
  'CourseLoad was updated in another tab. Reload this page to keep working; this tab can no longer save changes.'
export const NEWER_DATABASE_MESSAGE =
  'Your saved data was written by a newer version of CourseLoad. Reload the page to get the latest version.'
export const TERMINATED_MESSAGE =
  'The browser closed CourseLoad\u2019s storage unexpectedly. Reload the page to keep saving your work.'

function errorName(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string') return error.name
  return undefined
}

/** True for the browser's quota errors, including Firefox's legacy name for them. */
export function isQuotaError(error: unknown): boolean {
  const name = errorName(error)
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED'
}

/** Map anything a write threw to a StorageError; StorageErrors pass through unchanged. */
export function toWriteError(error: unknown): StorageError {
  return toStorageError(error, UNKNOWN_WRITE_MESSAGE)
}

export function toReadError(error: unknown): StorageError {
  return toStorageError(error, UNKNOWN_READ_MESSAGE)
}

/**
 * Transaction-state errors: the browser aborted (or finished) the transaction before our
 * requests or commit() ran. Nothing was written, and the connection itself may be fine, so this
 * is an interrupted save, not an upgrade in another tab: a real upgrade closes the connection
 * first and the store reports that reason itself (see idb-store.ts).
 */
const ABORT_NAMES: ReadonlySet<string> = new Set(['AbortError', 'InvalidStateError', 'TransactionInactiveError'])

function toStorageError(error: unknown, unknownMessage: string): StorageError {
  if (error instanceof StorageError) return error
  if (isQuotaError(error)) return new StorageError('quota', QUOTA_MESSAGE, { cause: error })
  const name = errorName(error)
  if (name !== undefined && ABORT_NAMES.has(name)) return new StorageError('aborted', ABORTED_MESSAGE, { cause: error })
  if (name === 'VersionError') return new StorageError('version-change', NEWER_DATABASE_MESSAGE, { cause: error })
  const detail = error instanceof Error && error.message ? ` (${error.message})` : ''
  return new StorageError('unknown', `${unknownMessage}${detail}`, { cause: error })
}
