/**
 * The school server's answers as the app reads them (the server's own definitions are in
 * server/src/protocol.ts and docs/server.md; the app cannot import server code, so the shapes it
 * relies on are restated here and checked against a real server in test/unit/sync-engine.test.ts).
 */
import type { EntityStoreName } from '@/domain/model/change-set'
import type { OutboxChange, ServerHeldRecord } from '@/storage/outbox'

export type { ServerHeldRecord }

export type PushResult =
  | { id: string; status: 'applied'; seq: number; revs: { [store: string]: { [id: string]: number } }; duplicate?: true }
  | { id: string; status: 'stale'; message: string; conflicts: ServerHeldRecord[] }
  | { id: string; status: 'refused'; rule: string; message: string; conflicts?: ServerHeldRecord[] }

export interface PushAnswer {
  results: PushResult[]
}
export type PushBody = { changes: OutboxChange[] }

/** One record of an accepted change: before and after (null: absent), at its new revision. */
export interface LoggedRecord {
  store: EntityStoreName
  id: string
  rev: number
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** An accepted change as pull and history return it: who, when, its number, its records. */
export interface LoggedChange {
  seq: number
  changeId: string
  author: string
  at: string
  change: unknown
  records: LoggedRecord[]
}

export interface PullAnswer {
  seq: number
  changes: LoggedChange[]
  more: boolean
}

export interface SnapshotAnswer {
  seq: number
  policyId: string
  records: ServerHeldRecord[]
}

export interface MeAnswer {
  schoolId: string
  role: 'admin' | 'coordinator' | 'viewer'
  programs: string[]
  author: string
}

export interface UploadAnswer {
  id: string
  seq: number
  records: number
}
