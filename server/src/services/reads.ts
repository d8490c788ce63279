/** What members read: the plan as it stands, the changes after a number, and a record's history. */
import type { Db, Queryable } from '../db/db'
import { notFound } from '../http-error'
import { changesOf, changesSince, type LoggedChange } from '../repositories/changes'
import { findPlan } from '../repositories/plans'
import { liveRecords } from '../repositories/records'
import type { PlanRef } from './push'

async function existingPlan(q: Queryable, { schoolId, planId }: PlanRef) {
  const plan = await findPlan(q, schoolId, planId)
  if (!plan) throw notFound(`No shared plan ${planId}`)
  return plan
}

/** Every live record with its revision, and the number of the last change they include. */
export async function planSnapshot(db: Db, ref: PlanRef) {
  // One transaction, so the records and the number agree.
  return db.transaction(async (tx) => {
    const plan = await existingPlan(tx, ref)
    const records = await liveRecords(tx, ref.schoolId, ref.planId)
    return {
      seq: plan.lastSeq,
      policyId: plan.policyId,
      records: records.map((r) => ({
        store: r.store,
        id: r.id,
        rev: r.rev,
        record: r.data,
        changedBy: r.changedBy,
        changedAt: r.changedAt,
      })),
    }
  })
}

export async function pullChanges(
  db: Db,
  ref: PlanRef,
  since: number,
  limit: number,
): Promise<{ seq: number; changes: LoggedChange[]; more: boolean }> {
  const plan = await existingPlan(db, ref)
  const changes = await changesSince(db, ref.schoolId, ref.planId, since, limit + 1)
  const more = changes.length > limit
  return { seq: plan.lastSeq, changes: changes.slice(0, limit), more }
}

export async function recordHistory(
  db: Db,
  ref: PlanRef,
  filter: { store?: string; id?: string },
  limit: number,
) {
  await existingPlan(db, ref)
  const changes = await changesOf(db, ref.schoolId, ref.planId, filter, limit)
  // Only the records asked about, so a large upload does not travel with each row.
  return changes.map((c) => ({
    ...c,
    records: c.records.filter(
      (r) => (!filter.store || r.store === filter.store) && (!filter.id || r.id === filter.id),
    ),
  }))
}
