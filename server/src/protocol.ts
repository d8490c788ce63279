/**
 * The sync protocol's bodies and answers (docs/server.md). Every body is parsed with these zod
 * schemas before any service sees it; records inside are parsed again, store by store, with the
 * entity schemas when a change is applied (services/entity-rules.ts).
 */
import { parseTermKey } from '@/domain/calendar/planning-term'
import { z } from '@/domain/kernel/zod'
import { ENTITY_STORES, type EntityStoreName } from '@/domain/model/change-set'
import type { ServerHeldRecord } from '@/domain/sync/logged-change'

/** Every store of a plan syncs: the domain's own list, so a new store is synced without an edit here. */
const storeSchema = z.enum(ENTITY_STORES as readonly EntityStoreName[] as [EntityStoreName, ...EntityStoreName[]])
const recordId = z.string().min(1).max(300)
/**
 * A record as sent: an object; its key field (an id, a program's slug, a contract record's
 * professor id: domain/model/record-keys.ts) is checked with its own schema when it is applied.
 */
const sentRecord = z.looseObject({})

/** Limits on one push, so one request cannot hold a plan's lock for long. */
export const MAX_CHANGES_PER_PUSH = 100
export const MAX_RECORDS_PER_CHANGE = 5000

export const pushChangeSchema = z.strictObject({
  id: z.uuid(),
  /** The revision each touched record had when the change was made (0 or absent: the record did not exist). */
  baseRevs: z.partialRecord(storeSchema, z.record(recordId, z.number().int().min(0))).default({}),
  put: z.partialRecord(storeSchema, z.array(sentRecord).max(MAX_RECORDS_PER_CHANGE)).default({}),
  delete: z.partialRecord(storeSchema, z.array(recordId).max(MAX_RECORDS_PER_CHANGE)).default({}),
})
export type PushChange = z.infer<typeof pushChangeSchema>

export const pushBodySchema = z.strictObject({
  changes: z.array(pushChangeSchema).min(1).max(MAX_CHANGES_PER_PUSH),
})

export const uploadBodySchema = z.strictObject({
  /** Makes the upload idempotent like a push: sent again, it answers what it answered. */
  id: z.uuid(),
  policyId: z.string().min(1).max(100).optional(),
  records: z.partialRecord(storeSchema, z.array(sentRecord)),
})
export type UploadBody = z.infer<typeof uploadBodySchema>

export const planParamsSchema = z.strictObject({
  planId: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\w.:-]+$/),
})
export const pullQuerySchema = z.strictObject({
  since: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
})
export const historyQuerySchema = z.strictObject({
  store: storeSchema.optional(),
  /** With `store`: that record and the records pointing at it (a course's or a professor's assignments). */
  id: recordId.optional(),
  /** A planning term, 'fall-2026': its courses and assignments. */
  term: z.string().refine((key) => parseTermKey(key) !== null, 'A planning term such as fall-2026').optional(),
  /** The next page: changes numbered below this. */
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
}).refine((q) => !q.id || q.store, { message: 'An id needs its store', path: ['id'] })
export const devSignInBodySchema = z.strictObject({ email: z.email().max(320) })

/** A record as the server holds it, with who last changed it and when (null record: absent). */
export type ServerRecord = ServerHeldRecord

export type RefusalRule =
  | 'schema'
  | 'invalid'
  | 'forbidden'
  | 'one-professor-per-section'
  | 'workload-limit'
  | 'duplicate-id'

export type PushResult =
  | {
      id: string
      status: 'applied'
      seq: number
      revs: { [store: string]: { [id: string]: number } }
      duplicate?: true
    }
  | { id: string; status: 'stale'; message: string; conflicts: ServerRecord[] }
  | {
      id: string
      status: 'refused'
      rule: RefusalRule
      message: string
      conflicts?: ServerRecord[]
    }
