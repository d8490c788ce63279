/** The log of accepted changes: numbered per plan, with who, when, and every record before and after. */
import type { Queryable } from '../db/db'

import type { LoggedChange, LoggedRecord } from '@/domain/sync/logged-change'

export type { LoggedChange, LoggedRecord }

type Row = {
  seq: string | number
  change_id: string
  author: string
  at: Date | string
  change: unknown
  records: LoggedRecord[]
}
const COLUMNS = 'seq, change_id, author, at, change, records'
const toChange = (r: Row): LoggedChange => ({
  seq: Number(r.seq),
  changeId: r.change_id,
  author: r.author,
  at: new Date(r.at).toISOString(),
  change: r.change,
  records: r.records,
})

/** A change already accepted under this id in the school (any plan), with what it answered. */
export async function findChange(
  q: Queryable,
  schoolId: string,
  changeId: string,
): Promise<{ planId: string; result: unknown } | null> {
  const { rows } = await q.query<{ plan_id: string; result: unknown }>(
    'select plan_id, result from changes where school_id = $1 and change_id = $2',
    [schoolId, changeId],
  )
  return rows[0] ? { planId: rows[0].plan_id, result: rows[0].result } : null
}

export async function logChange(
  tx: Queryable,
  /** The change as the log gives it back, with where it belongs and what the server answered. */
  c: LoggedChange & { schoolId: string; planId: string; result: unknown },
): Promise<void> {
  await tx.query(
    `insert into changes (school_id, plan_id, seq, change_id, author, at, change, records, result)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb)`,
    [
      c.schoolId,
      c.planId,
      c.seq,
      c.changeId,
      c.author,
      c.at,
      JSON.stringify(c.change),
      JSON.stringify(c.records),
      JSON.stringify(c.result),
    ],
  )
}

/** Changes after `since`, oldest first, at most `limit`. */
export async function changesSince(
  q: Queryable,
  schoolId: string,
  planId: string,
  since: number,
  limit: number,
): Promise<LoggedChange[]> {
  const { rows } = await q.query<Row>(
    `select ${COLUMNS} from changes where school_id = $1 and plan_id = $2 and seq > $3 order by seq limit $4`,
    [schoolId, planId, since, limit],
  )
  return rows.map(toChange)
}

/**
 * What a History view asks for: the records of a store or one record, with (`related`) the
 * records that point at it (a course's assignments, a professor's assignments and contract
 * records); the records of one planning term (a course of that semester, an assignment of that
 * term and academic year); changes before a number (the next page). Every part is optional.
 */
export interface HistoryFilter {
  store?: string
  id?: string
  related?: { field: string; stores: readonly string[] }
  term?: { term: string; year: number; academicYear: string }
  beforeSeq?: number
}

/** A change of the history with only the records that match, at most a page of them, and how many matched. */
export type HistoryChange = LoggedChange & { recordCount: number }

/**
 * Changes with a record that matches the filter, newest first, at most `limit`; each carries only
 * the matching records (at most `recordsPerChange`, so sharing a plan of 16,000 records does not
 * travel with every page) and their count. One predicate, in SQL, picks both the changes and their
 * records, so the two cannot disagree.
 */
export async function changesOf(
  q: Queryable,
  schoolId: string,
  planId: string,
  filter: HistoryFilter,
  limit: number,
  recordsPerChange: number,
): Promise<HistoryChange[]> {
  const { rows } = await q.query<Row & { record_count: number }>(
    `select c.seq, c.change_id, c.author, c.at, c.change, m.records, m.record_count
       from changes c
       cross join lateral (
         select count(*)::int as record_count,
                coalesce(jsonb_agg(e.r order by e.n) filter (where e.n <= $12), '[]'::jsonb) as records
           from (select r, row_number() over (order by n) as n
                   from jsonb_array_elements(c.records) with ordinality as x(r, n)
                  where ($3::text is null
                         or (r ->> 'store' = $3 and ($4::text is null or r ->> 'id' = $4))
                         or ($5::text is not null and r ->> 'store' = any($6::text[])
                             and (r -> 'before' ->> $5 = $4 or r -> 'after' ->> $5 = $4)))
                    and ($7::text is null
                         or (r ->> 'store' = 'courses' and (
                               (r -> 'before' -> 'semester' ->> 'term' = $7 and r -> 'before' -> 'semester' ->> 'year' = $8)
                            or (r -> 'after' -> 'semester' ->> 'term' = $7 and r -> 'after' -> 'semester' ->> 'year' = $8)))
                         or (r ->> 'store' = 'assignments' and (
                               (r -> 'before' ->> 'term' = $7 and r -> 'before' ->> 'academicYear' = $9)
                            or (r -> 'after' ->> 'term' = $7 and r -> 'after' ->> 'academicYear' = $9))))
                ) e
       ) m
      where c.school_id = $1 and c.plan_id = $2 and ($10::bigint is null or c.seq < $10)
        and m.record_count > 0
      order by c.seq desc limit $11`,
    [
      schoolId,
      planId,
      filter.store ?? null,
      filter.id ?? null,
      filter.id && filter.related ? filter.related.field : null,
      filter.related?.stores ?? [],
      filter.term?.term ?? null,
      filter.term ? String(filter.term.year) : null,
      filter.term?.academicYear ?? null,
      filter.beforeSeq ?? null,
      limit,
      recordsPerChange,
    ],
  )
  return rows.map((r) => ({ ...toChange(r), recordCount: Number(r.record_count) }))
}
