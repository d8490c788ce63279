/**
 * "Share this plan": an admin uploads the whole plan once. Every record is parsed with its
 * store's schema; the plan, its records (revision 1) and one log row (number 1) are written in
 * one transaction, or nothing is. Overloads already in the plan are kept (they are the plan as it
 * stands); one professor per section is held by the unique index. Sent again with the same id,
 * it answers what it answered.
 */
import type { EntityStoreName } from '@/domain/model/change-set'
import { recordKeyOf } from '@/domain/model/record-keys'
import { workloadPolicy } from '@/domain/policy/policy-registry'
import {
  ONE_PROFESSOR_PER_SECTION,
  sqlConstraint,
  sqlState,
  UNIQUE_VIOLATION,
  type Db,
} from '../db/db'
import { HttpError } from '../http-error'
import type { UploadBody } from '../protocol'
import { findChange, logChange } from '../repositories/changes'
import { createPlan, nextSeq } from '../repositories/plans'
import { writeRecords, type RecordWrite } from '../repositories/records'
import type { Principal } from './access'
import { parseEntity } from './entity-rules'
import type { PlanRef } from './push'
import { notifyChange } from './change-events'

export interface UploadResult {
  id: string
  seq: number
  records: number
}

export async function uploadPlan(
  db: Db,
  { schoolId, planId }: PlanRef,
  principal: Principal,
  body: UploadBody,
): Promise<UploadResult> {
  const writes: RecordWrite[] = []
  const seen = new Set<string>()
  for (const [store, list] of Object.entries(body.records) as [
    EntityStoreName,
    { id: string }[],
  ][]) {
    for (const raw of list) {
      const parsed = parseEntity(store, raw)
      if (!parsed.ok) throw new HttpError(400, { error: 'invalid', message: parsed.message })
      // A program is keyed by its slug, a contract record by its professor's id (record-keys.ts).
      const id = recordKeyOf(store, parsed.data)
      const key = `${store}\u0000${id}`
      if (seen.has(key))
        throw new HttpError(400, { error: 'invalid', message: `${store} ${id} appears twice` })
      seen.add(key)
      writes.push({ store, id, rev: 1, data: parsed.data })
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const prior = await findChange(tx, schoolId, body.id)
      if (prior?.planId === planId) return prior.result as UploadResult
      if (prior)
        throw new HttpError(409, {
          error: 'duplicate-id',
          message: 'This upload id was already used for another plan',
        })
      const policyId = workloadPolicy(body.policyId).id
      if (!(await createPlan(tx, { schoolId, planId, policyId, createdBy: principal.author }))) {
        throw new HttpError(409, { error: 'exists', message: `Plan ${planId} is already shared` })
      }
      const seq = await nextSeq(tx, schoolId, planId)
      const at = new Date().toISOString()
      await writeRecords(tx, schoolId, planId, writes, { seq, author: principal.author, at })
      const result: UploadResult = { id: body.id, seq, records: writes.length }
      const records = writes.map((w) => ({
        store: w.store,
        id: w.id,
        rev: 1,
        before: null,
        after: w.data,
      }))
      await logChange(tx, {
        schoolId,
        planId,
        seq,
        changeId: body.id,
        author: principal.author,
        at,
        change: { upload: true, policyId },
        records,
        result,
      })
      await notifyChange(tx, { schoolId, planId, seq })
      return result
    })
  } catch (error) {
    if (
      sqlState(error) === UNIQUE_VIOLATION &&
      sqlConstraint(error) === ONE_PROFESSOR_PER_SECTION
    ) {
      throw new HttpError(409, {
        error: 'one-professor-per-section',
        message: 'Two professors hold the same section in this plan',
      })
    }
    throw error
  }
}
