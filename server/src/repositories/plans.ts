/** Shared plans: their row is the lock every push of the plan takes, and holds its change counter. */
import type { Queryable } from '../db/db'

export interface PlanRow {
  policyId: string
  lastSeq: number
}

type Row = { policy_id: string; last_seq: string | number }
const toPlan = (r: Row): PlanRow => ({ policyId: r.policy_id, lastSeq: Number(r.last_seq) })

/** The plan, locked until the transaction ends: pushes to one plan run one after the other. */
export async function lockPlan(
  tx: Queryable,
  schoolId: string,
  planId: string,
): Promise<PlanRow | null> {
  const { rows } = await tx.query<Row>(
    'select policy_id, last_seq from plans where school_id = $1 and id = $2 for update',
    [schoolId, planId],
  )
  return rows[0] ? toPlan(rows[0]) : null
}

export async function findPlan(
  q: Queryable,
  schoolId: string,
  planId: string,
): Promise<PlanRow | null> {
  const { rows } = await q.query<Row>(
    'select policy_id, last_seq from plans where school_id = $1 and id = $2',
    [schoolId, planId],
  )
  return rows[0] ? toPlan(rows[0]) : null
}

/** Creates the plan; false when it already exists. */
export async function createPlan(
  tx: Queryable,
  p: { schoolId: string; planId: string; policyId: string; createdBy: string },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    'insert into plans (school_id, id, policy_id, created_by) values ($1, $2, $3, $4) on conflict do nothing',
    [p.schoolId, p.planId, p.policyId, p.createdBy],
  )
  return rowCount > 0
}

/** The next change number of a locked plan. */
export async function nextSeq(tx: Queryable, schoolId: string, planId: string): Promise<number> {
  const { rows } = await tx.query<{ last_seq: string | number }>(
    'update plans set last_seq = last_seq + 1 where school_id = $1 and id = $2 returning last_seq',
    [schoolId, planId],
  )
  return Number(rows[0]!.last_seq)
}
