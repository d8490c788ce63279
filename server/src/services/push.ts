/**
 * Applying pushed changes (docs/server.md "Push"). Each change runs in ONE transaction holding
 * its plan's lock: it is written only when every record it touches still has the revision it was
 * based on (else `stale`, with what the server holds and who changed it when), the member may
 * touch those records, and the domain rules hold on the result (entity-rules.ts). An accepted
 * change gets the plan's next number, its records the next revision, and a log row with who,
 * when, before and after; a NOTIFY at commit wakes every server process's listeners. The same
 * change id sent again answers what it answered the first time.
 *
 * Changes are applied in order and the first one not applied ends the push: the later ones were
 * made on top of it, so the client resolves it first and sends them again.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { EntityStoreName } from '@/domain/model/change-set'
import type { Course } from '@/domain/model/course'
import type { Professor } from '@/domain/model/professor'
import { workloadPolicy } from '@/domain/policy/policy-registry'
import {
  ONE_PROFESSOR_PER_SECTION,
  sqlConstraint,
  sqlState,
  UNIQUE_VIOLATION,
  type Db,
  type Queryable,
} from '../db/db'
import { notFound } from '../http-error'
import type { PushChange, PushResult, RefusalRule, ServerRecord } from '../protocol'
import { findChange, logChange, type LoggedRecord } from '../repositories/changes'
import { lockPlan, nextSeq } from '../repositories/plans'
import {
  assignmentsOfCourses,
  assignmentsOfProfessors,
  liveRev,
  recordKey,
  recordsByKey,
  writeRecords,
  type RecordKey,
  type RecordWrite,
  type StoredRecord,
} from '../repositories/records'
import type { Principal } from './access'
import { coordinatorOutOfScope } from './coordinator-scope'
import { firstLimitBreach, parseEntity, sectionOf, type LoadSide } from './entity-rules'
import { notifyChange } from './change-events'
import { recordKeyOf } from '@/domain/model/record-keys'

export interface PlanRef {
  schoolId: string
  planId: string
}

class Refusal extends Error {
  constructor(readonly result: PushResult) {
    super(result.status)
  }
}
const refuse = (
  id: string,
  rule: RefusalRule,
  message: string,
  conflicts?: ServerRecord[],
): never => {
  throw new Refusal({ id, status: 'refused', rule, message, ...(conflicts ? { conflicts } : {}) })
}

export function serverRecord(key: RecordKey, stored: StoredRecord | undefined): ServerRecord {
  return {
    store: key.store,
    id: key.id,
    rev: liveRev(stored),
    record: stored?.data ?? null,
    changedBy: stored?.changedBy ?? null,
    changedAt: stored?.changedAt ?? null,
  }
}

export async function pushChanges(
  db: Db,
  plan: PlanRef,
  principal: Principal,
  changes: readonly PushChange[],
): Promise<PushResult[]> {
  const results: PushResult[] = []
  for (const change of changes) {
    const result = await pushOne(db, plan, principal, change)
    results.push(result)
    if (result.status !== 'applied') break
  }
  return results
}

async function pushOne(
  db: Db,
  plan: PlanRef,
  principal: Principal,
  change: PushChange,
): Promise<PushResult> {
  try {
    return await db.transaction((tx) => applyChange(tx, plan, principal, change))
  } catch (error) {
    if (error instanceof Refusal) return error.result
    if (sqlState(error) === UNIQUE_VIOLATION) {
      // The deferred unique index, checked at commit: another process won the section meanwhile.
      if (sqlConstraint(error) === ONE_PROFESSOR_PER_SECTION) {
        return {
          id: change.id,
          status: 'refused',
          rule: 'one-professor-per-section',
          message: 'Another professor already holds this section',
        }
      }
      // The same change id accepted at this moment for another plan of the school.
      if (sqlConstraint(error) === 'changes_change_id') {
        return {
          id: change.id,
          status: 'refused',
          rule: 'duplicate-id',
          message: 'This change id was already used in another plan',
        }
      }
    }
    throw error
  }
}

interface Put extends RecordKey {
  data: Record<string, unknown>
}

/** The change's writes, each record parsed with its store's schema; one mention per record. */
function writesOf(change: PushChange): { puts: Put[]; deletes: RecordKey[] } {
  const seen = new Set<string>()
  const once = (key: RecordKey) => {
    const k = recordKey(key.store, key.id)
    if (seen.has(k))
      refuse(change.id, 'invalid', `${key.store} ${key.id} is written twice in one change`)
    seen.add(k)
  }
  const puts: Put[] = []
  for (const [store, list] of Object.entries(change.put) as [EntityStoreName, object[]][]) {
    for (const raw of list) {
      const parsed = parseEntity(store, raw)
      if (!parsed.ok) refuse(change.id, 'schema', parsed.message)
      else {
        const id = recordKeyOf(store, parsed.data)
        once({ store, id })
        puts.push({ store, id, data: parsed.data })
      }
    }
  }
  const deletes: RecordKey[] = []
  for (const [store, ids] of Object.entries(change.delete) as [EntityStoreName, string[]][]) {
    for (const id of ids) {
      once({ store, id })
      deletes.push({ store, id })
    }
  }
  return { puts, deletes }
}

async function applyChange(
  tx: Queryable,
  { schoolId, planId }: PlanRef,
  principal: Principal,
  change: PushChange,
): Promise<PushResult> {
  const plan = await lockPlan(tx, schoolId, planId)
  if (!plan) throw notFound(`No shared plan ${planId}`)
  const prior = await findChange(tx, schoolId, change.id)
  if (prior) {
    if (prior.planId !== planId)
      refuse(change.id, 'duplicate-id', 'This change id was already used in another plan')
    return { ...(prior.result as PushResult), duplicate: true } as PushResult
  }

  const { puts, deletes } = writesOf(change)
  const keys: RecordKey[] = [...puts, ...deletes]
  const current = await recordsByKey(tx, schoolId, planId, keys)
  const stored = (k: RecordKey) => current.get(recordKey(k.store, k.id))

  const stale = keys.filter((k) => liveRev(stored(k)) !== (change.baseRevs[k.store]?.[k.id] ?? 0))
  if (stale.length) {
    return {
      id: change.id,
      status: 'stale',
      message: `${stale.length} record${stale.length === 1 ? ' was' : 's were'} changed on the server since this change was made`,
      conflicts: stale.map((k) => serverRecord(k, stored(k))),
    }
  }

  const touched = new Set(keys.map((k) => recordKey(k.store, k.id)))
  const putOf = (store: EntityStoreName) => puts.filter((p) => p.store === store).map((p) => p.data)
  const liveBefore = <T>(k: RecordKey) => (stored(k)?.data ?? null) as T | null
  const assignmentsBefore = keys
    .filter((k) => k.store === 'assignments')
    .flatMap((k) => liveBefore<Assignment>(k) ?? [])
  const assignmentsPut = putOf('assignments') as unknown as Assignment[]
  const coursesPut = putOf('courses') as unknown as Course[]

  // Courses the change's assignments and courses name, as the server has them.
  const courseIds = new Set([...assignmentsBefore, ...assignmentsPut].map((a) => a.courseId))
  for (const k of keys) if (k.store === 'courses') courseIds.add(k.id)

  // Every professor whose load the change can move: those of the assignments it writes, the
  // professors it writes, and the holders of the courses it writes (a course's term moves them).
  const changedCourseIds = keys.filter((k) => k.store === 'courses').map((k) => k.id)
  const holders = await assignmentsOfCourses(tx, schoolId, planId, changedCourseIds)
  const professorIds = new Set(
    [
      ...assignmentsBefore,
      ...assignmentsPut,
      ...holders.map((r) => r.data as unknown as Assignment),
    ].map((a) => a.professorId),
  )
  for (const k of keys) if (k.store === 'professors') professorIds.add(k.id)

  const heldBefore = (await assignmentsOfProfessors(tx, schoolId, planId, [...professorIds])).map(
    (r) => r.data as unknown as Assignment,
  )
  for (const a of heldBefore) courseIds.add(a.courseId)
  const courseRows = await recordsByKey(
    tx,
    schoolId,
    planId,
    [...courseIds].map((id) => ({ store: 'courses' as const, id })),
  )
  const coursesBefore = [...courseRows.values()].flatMap((r) =>
    r.data ? [r.data as unknown as Course] : [],
  )
  const professorRows = await recordsByKey(
    tx,
    schoolId,
    planId,
    [...professorIds].map((id) => ({ store: 'professors' as const, id })),
  )
  const professorsBefore = new Map(
    [...professorRows.values()].flatMap((r) =>
      r.data ? [[r.id, r.data as unknown as Professor] as const] : [],
    ),
  )

  const overlay = <T extends { id: string }>(
    store: EntityStoreName,
    list: readonly T[],
    put: readonly T[],
  ): T[] => [...list.filter((r) => !touched.has(recordKey(store, r.id))), ...put]
  const coursesAfter = overlay('courses', coursesBefore, coursesPut)

  if (principal.member.role === 'coordinator') {
    const putByKey = new Map(puts.map((p) => [recordKey(p.store, p.id), p]))
    const why = coordinatorOutOfScope(principal.member.programs, {
      keys,
      before: (k) => liveBefore(k),
      after: (k) => putByKey.get(recordKey(k.store, k.id))?.data ?? null,
      courseBefore: (id) => coursesBefore.find((c) => c.id === id),
      courseAfter: (id) => coursesAfter.find((c) => c.id === id),
    })
    if (why) refuse(change.id, 'forbidden', why)
  }

  // One professor per section: the section's holders on the server, less those this change
  // removes or rewrites, plus the change's own.
  const sectionHolders = await assignmentsOfCourses(tx, schoolId, planId, [
    ...new Set(assignmentsPut.map((a) => a.courseId)),
  ])
  for (const a of assignmentsPut) {
    const clash = [
      ...sectionHolders.filter(
        (r) =>
          !touched.has(recordKey(r.store, r.id)) &&
          sectionOf(r.data as unknown as Assignment) === sectionOf(a),
      ),
    ]
    const twice = assignmentsPut.some((b) => b !== a && sectionOf(b) === sectionOf(a))
    if (clash.length || twice) {
      refuse(
        change.id,
        'one-professor-per-section',
        // The course's code, as coordinators name it (its id when the course is not on the server).
        `${coursesAfter.find((c) => c.id === a.courseId)?.code ?? `Course ${a.courseId}`} §${a.section} already has a professor`,
        clash.map((r) => serverRecord(r, r)),
      )
    }
  }

  const before: LoadSide = {
    courses: coursesBefore,
    assignments: heldBefore,
    professors: professorsBefore,
  }
  const after: LoadSide = {
    courses: coursesAfter,
    assignments: overlay('assignments', heldBefore, assignmentsPut),
    professors: new Map([
      ...[...professorsBefore].filter(([id]) => !touched.has(recordKey('professors', id))),
      ...(putOf('professors') as unknown as Professor[]).map((p) => [p.id, p] as const),
    ]),
  }
  const breach = firstLimitBreach(workloadPolicy(plan.policyId), professorIds, before, after)
  if (breach) {
    const others = heldBefore.filter(
      (a) => a.professorId === breach.professor.id && !touched.has(recordKey('assignments', a.id)),
    )
    const othersStored = await recordsByKey(
      tx,
      schoolId,
      planId,
      others.map((a) => ({ store: 'assignments' as const, id: a.id })),
    )
    refuse(
      change.id,
      'workload-limit',
      breach.message,
      [...othersStored.values()].map((r) => serverRecord(r, r)),
    )
  }

  // Accepted: number it, write the records, log it.
  const seq = await nextSeq(tx, schoolId, planId)
  const at = new Date().toISOString()
  const writes: RecordWrite[] = [
    ...deletes
      .filter((k) => liveRev(stored(k)) > 0)
      .map((k) => ({ ...k, rev: stored(k)!.rev + 1, data: null })),
    ...puts.map((p) => ({
      store: p.store,
      id: p.id,
      rev: (stored(p)?.rev ?? 0) + 1,
      data: p.data,
    })),
  ]
  await writeRecords(tx, schoolId, planId, writes, { seq, author: principal.author, at })
  const revs: Record<string, Record<string, number>> = {}
  for (const w of writes) (revs[w.store] ??= {})[w.id] = w.rev
  const result: PushResult = { id: change.id, status: 'applied', seq, revs }
  const logged: LoggedRecord[] = writes.map((w) => ({
    store: w.store,
    id: w.id,
    rev: w.rev,
    before: stored(w)?.data ?? null,
    after: w.data,
  }))
  await logChange(tx, {
    schoolId,
    planId,
    seq,
    changeId: change.id,
    author: principal.author,
    at,
    change,
    records: logged,
    result,
  })
  await notifyChange(tx, { schoolId, planId, seq })
  return result
}
