/** The log of accepted changes: numbered per plan, with who, when, and every record before and after. */
import type { Queryable } from '../db/db'

export interface LoggedRecord {
  store: string
  id: string
  rev: number
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

export interface LoggedChange {
  seq: number
  changeId: string
  author: string
  at: string
  change: unknown
  records: LoggedRecord[]
}

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

/** Changes that touched one record (or every record of a store), newest first. */
export async function changesOf(
  q: Queryable,
  schoolId: string,
  planId: string,
  filter: { store?: string; id?: string },
  limit: number,
): Promise<LoggedChange[]> {
  const probe =
    filter.store || filter.id
      ? JSON.stringify([
          {
            ...(filter.store ? { store: filter.store } : {}),
            ...(filter.id ? { id: filter.id } : {}),
          },
        ])
      : null
  const { rows } = await q.query<Row>(
    `select ${COLUMNS} from changes
      where school_id = $1 and plan_id = $2 and ($3::jsonb is null or records @> $3::jsonb)
      order by seq desc limit $4`,
    [schoolId, planId, probe, limit],
  )
  return rows.map(toChange)
}
