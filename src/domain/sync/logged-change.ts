/**
 * An accepted change as the school server logs it and answers it (pull, history), and a record as
 * it holds it (stale and refused pushes, snapshots): shared by the
 * server (server/src/repositories/changes.ts) and the app's sync client (data/sync), so the two
 * sides cannot drift apart.
 */
import type { EntityStoreName } from '@/domain/model/change-set'

/** One record of an accepted change: before and after (null: absent), at its new revision. */
export interface LoggedRecord {
  store: EntityStoreName
  id: string
  rev: number
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** An accepted change: who, when, its number in the plan, the change as sent, its records. */
export interface LoggedChange {
  seq: number
  changeId: string
  author: string
  at: string
  change: unknown
  records: LoggedRecord[]
}

/** A record as the server holds it, with who changed it last and when (null record: absent). */
export interface ServerHeldRecord {
  store: EntityStoreName
  id: string
  rev: number
  record: Record<string, unknown> | null
  changedBy: string | null
  changedAt: string | null
}
