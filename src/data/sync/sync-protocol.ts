/**
 * The school server's answers as the app reads them (the server's own definitions are in
 * server/src/protocol.ts and docs/server.md; the app cannot import server code, so the answers it
 * relies on are restated here and checked against a real server in test/unit/sync-engine.test.ts;
 * the logged change itself is shared through the domain, domain/sync/logged-change.ts).
 */
import type { LoggedChange } from '@/domain/sync/logged-change'
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

export type { LoggedChange, LoggedRecord } from '@/domain/sync/logged-change'

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
