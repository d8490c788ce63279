/**
 * Comparing records by revision (see revision.ts): two copies of one record are the same version
 * when both carry a revision and the revisions are equal, a check that costs one number whatever
 * the record holds, and that a server can answer ("changed since you read it") without the
 * record. A record without one (revision 0: stored before revisions existed and not written
 * since) is compared by content instead.
 *
 * Revisions restart at 1 when a deleted id is put again (nothing is kept of a deleted record).
 * While it is deleted every check sees "no record" and refuses; a check prepared before the
 * delete could only be met again if the same id were put back (ids are random: only undo puts
 * one back) and reached the same revision with other content, in another tab, before the check
 * runs. This tab's own undo steps follow what its replays stored (rebaseRecordChange). A server
 * keeping tombstones would close even that gap.
 */
import { sameData } from '@/domain/kernel/same-data'

const REV = 'rev'

/** A record's revision: 0 when it has none (stored before revisions existed). */
export function revisionOf(record: unknown): number {
  const rev = record !== null && typeof record === 'object' ? (record as { rev?: unknown }).rev : undefined
  return typeof rev === 'number' && Number.isSafeInteger(rev) && rev > 0 ? rev : 0
}

const contentKeys = (o: object) => Object.keys(o).filter((k) => k !== REV && (o as Record<string, unknown>)[k] !== undefined)

/** Structural equality of two records, their revisions left out (sameData otherwise). */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return sameData(a, b)
  const keys = contentKeys(a)
  if (keys.length !== contentKeys(b).length) return false
  for (const k of keys) if (!sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false
  return true
}

/**
 * Whether two copies of a record (null: no record) are the same version: by revision when both
 * have one, by content otherwise. A record changed and changed back has its old content but a
 * newer revision, so it is a different version: a write that expected the old one is refused,
 * as a server holding only revisions would refuse it.
 */
export function sameVersion(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null)
  const ra = revisionOf(a)
  const rb = revisionOf(b)
  if (ra && rb) return ra === rb
  return sameContent(a, b)
}

/**
 * The revision the write path gives `record` when the store held `previous` (undefined: none):
 * the stored one when the content is unchanged (nothing was revised), else one more; in a store
 * the write clears and refills (`refilled`: a restore), the record's own when that is higher.
 * The rule of storage/revisions.ts, here so the write path's optimistic copy can foresee it.
 */
export function nextRevision(previous: unknown, record: unknown, refilled: boolean): number {
  if (previous !== undefined && previous !== null && sameContent(previous, record)) return revisionOf(previous)
  const next = revisionOf(previous) + 1
  return refilled ? Math.max(next, revisionOf(record)) : next
}

/** `record` at revision `rev` (0: without one, as stored before revisions); itself when it already is. */
export function withRevision<T>(record: T, rev: number): T {
  if (revisionOf(record) === rev) return record
  if (rev > 0) return { ...record, rev }
  const { rev: _dropped, ...rest } = record as T & { rev?: unknown }
  return rest as T
}
