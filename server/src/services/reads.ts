/** What members read: the plan as it stands, the changes after a number, and a record's history. */
import type { Db, Queryable } from '../db/db'
import { notFound } from '../http-error'
import { academicYearOfPlanningTerm, parseTermKey } from '@/domain/calendar/planning-term'
import type { EntityStoreName } from '@/domain/model/change-set'
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

/** A History page's query, as the route parsed it (protocol.ts historyQuerySchema). */
export interface HistoryQuery {
  store?: EntityStoreName
  id?: string
  /** A planning term's key, 'fall-2026'. */
  term?: string
  /** The next page: changes numbered below this. */
  before?: number
  limit: number
}

/** Records that point at a record of these stores, and by which field (a course's assignments). */
const RELATED: Partial<Record<EntityStoreName, { field: string; stores: EntityStoreName[] }>> = {
  courses: { field: 'courseId', stores: ['assignments'] },
  professors: { field: 'professorId', stores: ['assignments', 'contractRecords'] },
}
/** Records sent per change of a history page; the count of all that matched travels with them. */
export const HISTORY_RECORDS_PER_CHANGE = 50

/**
 * Who changed what: the changes that touched a record (and the records pointing at it), a store,
 * a planning term, or anything, newest first, a page at a time (`more` when older ones are left:
 * ask again with `before` the last number of this page). Each change carries only the records
 * asked about, so a large upload does not travel with each page.
 */
export async function recordHistory(db: Db, ref: PlanRef, query: HistoryQuery) {
  await existingPlan(db, ref)
  const term = query.term ? parseTermKey(query.term) : null
  const changes = await changesOf(
    db,
    ref.schoolId,
    ref.planId,
    {
      store: query.store,
      id: query.id,
      related: query.store ? RELATED[query.store] : undefined,
      term: term ? { ...term, academicYear: academicYearOfPlanningTerm(term) } : undefined,
      beforeSeq: query.before,
    },
    query.limit + 1,
    HISTORY_RECORDS_PER_CHANGE,
  )
  return { changes: changes.slice(0, query.limit), more: changes.length > query.limit }
}
