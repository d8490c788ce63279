/**
 * Words for Needs attention: what a refused change did, and what the server holds instead, who
 * did it and when ("ada@… assigned Mia Wong to ANI1002 §1 at 10:42"). Minimal on purpose: the
 * domain's change descriptions (src/domain/sync/describe-change.ts, issue 34's History view)
 * replace this at merge.
 */
import { NOUNS } from '@/domain/history/record-change'
import type { EntityStoreName } from '@/domain/model/change-set'
import type { OutboxEntry, ServerHeldRecord } from '@/storage/outbox'

export interface NameLookup {
  professor(id: string): string | undefined
  /** "ANI1002" for a course id. */
  course(id: string): string | undefined
}

const STORE_NOUN = NOUNS

type Rec = Record<string, unknown>

function assignmentText(record: Rec, names: NameLookup): string {
  const professor = names.professor(String(record.professorId)) ?? String(record.professorId)
  const course = names.course(String(record.courseId)) ?? String(record.courseId)
  return `${professor} to ${course} §${String(record.section)}`
}

function recordName(store: EntityStoreName, id: string, record: Rec | null | undefined, names: NameLookup): string {
  if (store === 'courses') return names.course(id) ?? String(record?.code ?? id)
  if (store === 'professors') return names.professor(id) ?? id
  return String(record?.name ?? record?.code ?? id)
}

/** "assign Raj Patel to ANI1002 §1", "change course ANI1003", "delete professor Raj Patel"… */
export function describeOutboxEntry(entry: OutboxEntry, names: NameLookup): string {
  const parts: string[] = []
  for (const [store, records] of Object.entries(entry.put) as [EntityStoreName, Rec[]][]) {
    for (const record of records) {
      const id = String(record.id ?? record.slug ?? record.professorId)
      const isNew = (entry.baseRevs[store]?.[id] ?? 0) === 0
      parts.push(store === 'assignments' ? `assign ${assignmentText(record, names)}` : `${isNew ? 'add' : 'change'} ${STORE_NOUN[store]} ${recordName(store, id, record, names)}`)
    }
  }
  for (const [store, ids] of Object.entries(entry.delete) as [EntityStoreName, string[]][]) {
    for (const id of ids) parts.push(store === 'assignments' ? 'remove an assignment' : `delete ${STORE_NOUN[store]} ${recordName(store, id, null, names)}`)
  }
  const shown = parts.slice(0, 3).join('; ')
  return parts.length > 3 ? `${shown} and ${parts.length - 3} more` : shown
}

const timeOf = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : null)

/** "Sam Lee assigned Raj Patel to ANI1001 §2 at 10:42" for one record the server holds. */
export function describeServerRecord(held: ServerHeldRecord, names: NameLookup): string {
  const who = held.changedBy ?? 'Someone'
  const at = timeOf(held.changedAt)
  const when = at ? ` at ${at}` : ''
  if (!held.record) return `${who} deleted ${STORE_NOUN[held.store]} ${recordName(held.store, held.id, null, names)}${when}`
  if (held.store === 'assignments') return `${who} assigned ${assignmentText(held.record, names)}${when}`
  return `${who} changed ${STORE_NOUN[held.store]} ${recordName(held.store, held.id, held.record, names)}${when}`
}

/** The course whose sections a change assigns (for "Put mine elsewhere"), if any. */
export function courseOfEntry(entry: OutboxEntry): string | undefined {
  const assignment = entry.put.assignments?.[0]
  return assignment ? String(assignment.courseId) : undefined
}
