/**
 * What one committed write did to the stored records, and how to take it back. The storage layer
 * reads the records a write touches inside the write's own transaction (`before`) and knows what
 * it stored (`after`); from that pair alone the domain derives the inverse write (undo), the
 * forward write again (redo), the check that refuses either when the records have been changed
 * since, and a fallback name for the action.
 *
 * A store that was cleared (loading sample data replaces every store) is described whole: its
 * `before` holds every record it had and its `after` every record it holds afterwards, so undoing
 * it clears the store and puts the old records back, and the refusal check compares the store
 * whole. Everywhere else a snapshot names only the ids the write touched.
 */
import { ENTITY_STORES, type ChangeSet, type EntityMap, type EntityStoreName } from '@/domain/model/change-set'
import { pluralize } from '@/domain/kernel/format'
import { sameData } from '@/domain/kernel/same-data'
import { sameContent, sameVersion } from '@/domain/model/revision-compare'

/** Per store, per id: the record, or null when no record has that id. An id left out of a whole store is absent too. */
export type RecordSnapshot = { [S in EntityStoreName]?: Record<string, EntityMap[S] | null> }

export interface RecordChange {
  before: RecordSnapshot
  after: RecordSnapshot
  /** Stores described whole (they were cleared by the write). */
  whole: EntityStoreName[]
}

/**
 * A precondition for a write: the named records must be stored at exactly this version (null:
 * absent; revision-compare.ts `sameVersion`: the same revision, or for a record without one the
 * same content), and a store in `whole` must hold exactly the records named for it and no other.
 */
export interface RecordExpectation {
  records: RecordSnapshot
  whole: EntityStoreName[]
}

type AnyRecords = Record<string, unknown>

function storeRecords(snapshot: RecordSnapshot, store: EntityStoreName): AnyRecords {
  return (snapshot[store] ?? {}) as AnyRecords
}

/** Stores a change mentions, in ENTITY_STORES order. */
function changeStores(change: RecordChange): EntityStoreName[] {
  return ENTITY_STORES.filter((s) => change.whole.includes(s) || change.before[s] || change.after[s])
}

function idsOf(change: RecordChange, store: EntityStoreName): string[] {
  return [...new Set([...Object.keys(storeRecords(change.before, store)), ...Object.keys(storeRecords(change.after, store))])]
}

/** The change that takes a write back: what it made becomes what it started from. */
export function invertRecordChange(change: RecordChange): RecordChange {
  return { before: change.after, after: change.before, whole: change.whole }
}

/**
 * The ChangeSet that turns the records of `change.before` into those of `change.after`. Records
 * with the same content on both sides are not written again (a whole store is rewritten whole).
 * The revisions they carry are ignored by storage, which numbers what it writes.
 */
export function changeSetForRecordChange(change: RecordChange): ChangeSet {
  const put: Record<string, unknown[]> = {}
  const del: Record<string, string[]> = {}
  const clear: EntityStoreName[] = []
  for (const store of changeStores(change)) {
    const before = storeRecords(change.before, store)
    const after = storeRecords(change.after, store)
    const whole = change.whole.includes(store)
    if (whole) clear.push(store)
    for (const id of idsOf(change, store)) {
      const next = after[id] ?? null
      if (!whole && sameContent(before[id] ?? null, next)) continue
      if (next !== null) (put[store] ??= []).push(next)
      else if (!whole) (del[store] ??= []).push(id)
    }
  }
  const changes: ChangeSet = {}
  if (clear.length) changes.clear = clear
  if (Object.keys(put).length) changes.put = put as ChangeSet['put']
  if (Object.keys(del).length) changes.delete = del as ChangeSet['delete']
  return changes
}

/** The precondition of applying `change`: the records are still as it found them. */
export function expectationOf(change: RecordChange): RecordExpectation {
  return { records: change.before, whole: change.whole }
}

/**
 * True when a write left every record as it was (nothing to undo). Revisions are left out:
 * storage keeps a record's revision when a put leaves its content as it was, so a put identical
 * but for the revision the caller sent changed nothing.
 */
export function isNoOpChange(change: RecordChange): boolean {
  return changeStores(change).every((store) =>
    idsOf(change, store).every((id) =>
      sameContent(storeRecords(change.before, store)[id] ?? null, storeRecords(change.after, store)[id] ?? null),
    ),
  )
}

/**
 * Whether the stored records meet an expectation. `current` must hold, for every store named in
 * the expectation, the stored record (or null) of every id named there, and for a whole store
 * every record it holds. Compared by revision (`sameVersion`): a record changed and changed back
 * since has its old content but not its old revision, and is refused, the safe answer and the
 * one a server comparing revisions gives; only records stored before revisions existed (0) are
 * compared by content.
 */
export function meetsExpectation(expect: RecordExpectation, current: RecordSnapshot): boolean {
  for (const store of ENTITY_STORES) {
    const expected = storeRecords(expect.records, store)
    const stored = storeRecords(current, store)
    const ids = expect.whole.includes(store) ? new Set([...Object.keys(expected), ...Object.keys(stored)]) : Object.keys(expected)
    for (const id of ids) if (!sameVersion(expected[id] ?? null, stored[id] ?? null)) return false
  }
  return true
}

/**
 * The same change after one of its records was written again by an undo or redo of this tab:
 * `sent` holds the records as the replay sent them (copies this history holds) and `stored` as
 * storage holds them now, with the revisions it gave them. Every exact copy of a sent record this
 * change names becomes the stored record (same content, newer revision), so the steps above and
 * below the replayed one still meet their expectations: undo twice, or undo then redo, is not
 * refused for a change this tab made itself. Exact copies, not the same revision: a record
 * deleted and put back starts again at 1, so one revision can name two contents in a history.
 */
export function rebaseRecordChange(change: RecordChange, sent: RecordSnapshot, stored: RecordSnapshot): RecordChange {
  let rebased: RecordChange | null = null
  for (const store of ENTITY_STORES) {
    const written = storeRecords(stored, store)
    for (const [id, record] of Object.entries(storeRecords(sent, store))) {
      const now = written[id]
      if (record === null || now === null || now === undefined) continue
      for (const side of ['before', 'after'] as const) {
        const held = storeRecords((rebased ?? change)[side], store)[id]
        if (held === undefined || held === null || held === now || !sameData(held, record)) continue
        rebased ??= { before: { ...change.before }, after: { ...change.after }, whole: change.whole }
        const records = { ...storeRecords(rebased[side], store), [id]: now }
        ;(rebased[side] as Record<string, AnyRecords>)[store] = records
      }
    }
  }
  return rebased ?? change
}

/** What a record of each store is called in words (also History, domain/sync/describe-change.ts, and Needs attention). */
export const NOUNS: Record<EntityStoreName, string> = {
  professors: 'professor',
  courses: 'course',
  assignments: 'assignment',
  programs: 'program',
  programVersions: 'program version',
  contractRecords: 'contract record',
  planSettings: 'plan setting',
}

/**
 * A name for a write nobody labelled, from what it did: "add 12 professors", "change 1 course,
 * delete 2 assignments". Labels read after "Undo: " in the header.
 */
export function describeRecordChange(change: RecordChange): string {
  const parts = { add: [] as string[], change: [] as string[], delete: [] as string[] }
  for (const store of changeStores(change)) {
    const counts = { add: 0, change: 0, delete: 0 }
    for (const id of idsOf(change, store)) {
      const before = storeRecords(change.before, store)[id] ?? null
      const after = storeRecords(change.after, store)[id] ?? null
      if (before === null && after !== null) counts.add++
      else if (before !== null && after === null) counts.delete++
      else if (!sameContent(before, after)) counts.change++
    }
    for (const verb of ['add', 'change', 'delete'] as const) {
      if (counts[verb]) parts[verb].push(pluralize(counts[verb], NOUNS[store]))
    }
  }
  const phrases = (['add', 'change', 'delete'] as const)
    .filter((verb) => parts[verb].length)
    .map((verb) => `${verb} ${parts[verb].join(' and ')}`)
  return phrases.join(', ') || 'change nothing'
}
