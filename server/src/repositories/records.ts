/**
 * A plan's records. Rows are read by key, by a professor's assignments and by section; written
 * in one statement per change. A deleted record is a tombstone (data null) whose revision goes on
 * counting; to a client it is simply absent (revision 0).
 */
import type { EntityStoreName } from '@/domain/model/change-set'
import type { Queryable } from '../db/db'

export interface RecordKey {
  store: EntityStoreName
  id: string
}

export interface StoredRecord extends RecordKey {
  /** Revision of the row (a tombstone's too). */
  rev: number
  /** null: deleted. */
  data: Record<string, unknown> | null
  changedSeq: number
  changedBy: string
  changedAt: string
}

type Row = {
  store: EntityStoreName
  id: string
  rev: string | number
  data: Record<string, unknown> | null
  changed_seq: string | number
  changed_by: string
  changed_at: Date | string
}
const COLUMNS = 'store, id, rev, data, changed_seq, changed_by, changed_at'
const toRecord = (r: Row): StoredRecord => ({
  store: r.store,
  id: r.id,
  rev: Number(r.rev),
  data: r.data,
  changedSeq: Number(r.changed_seq),
  changedBy: r.changed_by,
  changedAt: new Date(r.changed_at).toISOString(),
})

/** The revision a client compares with: 0 for a record that is absent or deleted. */
export const liveRev = (r: StoredRecord | undefined) => (r && r.data !== null ? r.rev : 0)

export const recordKey = (store: string, id: string) => `${store}\u0000${id}`

export async function recordsByKey(
  q: Queryable,
  schoolId: string,
  planId: string,
  keys: readonly RecordKey[],
): Promise<Map<string, StoredRecord>> {
  if (!keys.length) return new Map()
  const { rows } = await q.query<Row>(
    `select ${COLUMNS} from records
      where school_id = $1 and plan_id = $2 and (store, id) in (select * from unnest($3::text[], $4::text[]))`,
    [schoolId, planId, keys.map((k) => k.store), keys.map((k) => k.id)],
  )
  return new Map(rows.map((r) => [recordKey(r.store, r.id), toRecord(r)]))
}

/** Live assignments of these professors. */
export async function assignmentsOfProfessors(
  q: Queryable,
  schoolId: string,
  planId: string,
  professorIds: readonly string[],
): Promise<StoredRecord[]> {
  if (!professorIds.length) return []
  const { rows } = await q.query<Row>(
    `select ${COLUMNS} from records
      where school_id = $1 and plan_id = $2 and store = 'assignments' and data is not null and data ->> 'professorId' = any($3::text[])`,
    [schoolId, planId, professorIds],
  )
  return rows.map(toRecord)
}

/** Live assignments of these courses (any section). */
export async function assignmentsOfCourses(
  q: Queryable,
  schoolId: string,
  planId: string,
  courseIds: readonly string[],
): Promise<StoredRecord[]> {
  if (!courseIds.length) return []
  const { rows } = await q.query<Row>(
    `select ${COLUMNS} from records
      where school_id = $1 and plan_id = $2 and section_course = any($3::text[])`,
    [schoolId, planId, courseIds],
  )
  return rows.map(toRecord)
}

export async function liveRecords(
  q: Queryable,
  schoolId: string,
  planId: string,
): Promise<StoredRecord[]> {
  const { rows } = await q.query<Row>(
    `select ${COLUMNS} from records where school_id = $1 and plan_id = $2 and data is not null order by store, id`,
    [schoolId, planId],
  )
  return rows.map(toRecord)
}

export interface RecordWrite extends RecordKey {
  rev: number
  data: Record<string, unknown> | null
}

/** Writes the records (null data: a tombstone) as changed by `seq`. */
export async function writeRecords(
  tx: Queryable,
  schoolId: string,
  planId: string,
  writes: readonly RecordWrite[],
  by: { seq: number; author: string; at: string },
): Promise<void> {
  if (!writes.length) return
  await tx.query(
    `insert into records (school_id, plan_id, store, id, rev, data, changed_seq, changed_by, changed_at)
     select $1, $2, w.store, w.id, w.rev, w.data::jsonb, $7, $8, $9
       from unnest($3::text[], $4::text[], $5::bigint[], $6::text[]) as w(store, id, rev, data)
     on conflict (school_id, plan_id, store, id) do update
       set rev = excluded.rev, data = excluded.data, changed_seq = excluded.changed_seq,
           changed_by = excluded.changed_by, changed_at = excluded.changed_at`,
    [
      schoolId,
      planId,
      writes.map((w) => w.store),
      writes.map((w) => w.id),
      writes.map((w) => w.rev),
      writes.map((w) => (w.data === null ? null : JSON.stringify(w.data))),
      by.seq,
      by.author,
      by.at,
    ],
  )
}
