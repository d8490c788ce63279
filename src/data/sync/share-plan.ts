/**
 * "Share this plan" (Settings): the plan goes to the school's server once, then every change
 * follows it through the outbox. Nothing of this runs, and nothing leaves the browser, until a
 * planner asks for it.
 *
 *  1. Who am I there (GET /api/me: signed in, and the role).
 *  2. Does the server hold the plan already? No: an admin uploads this browser's plan (every
 *     record of every store, in one request; the server writes all of it or nothing). Yes: this
 *     browser joins it (a second coordinator) and takes the server's plan instead of its own.
 *  3. This browser's records are replaced by the server's, at the server's revisions, with the
 *     number of the server's last change, in one transaction; any old outbox is emptied first.
 *  4. Only then is the plan marked shared: from the next change on, the outbox fills.
 *
 * A failure before step 4 leaves this browser's plan as it was and not shared (an upload the
 * server took is found in step 2 next time, and joined).
 */
import type { QueryClient } from '@tanstack/react-query'
import { ENTITY_STORES, type ChangeSet, type EntityMap, type EntityStoreName } from '@/domain/model/change-set'
import { LAST_PULLED_SEQ_KEY } from '@/storage/outbox'
import { readSyncSettings, writeSyncSettings, clearSyncSettings } from '@/storage/sync-settings'
import { invalidateStores } from '../apply-changes'
import { storeOf } from '../plan-workspace'
import { workloadRulesOf } from '../workload-rules'
import { clearUndoHistory } from '../undo-history'
import { planPath, SyncError, type ServerConnection } from './server-connection'
import type { MeAnswer, SnapshotAnswer, UploadAnswer } from './sync-protocol'
import { stopSync } from './sync-status'

/** A whole plan can be a few MB: give the upload time on a slow link. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000

export type ShareStep =
  | { step: 'checking' }
  | { step: 'reading' }
  | { step: 'uploading'; records: number; bytes: number }
  | { step: 'downloading' }
  | { step: 'saving'; records: number }

export interface ShareOutcome {
  joined: boolean
  records: number
  seq: number
}

/** What `connection`'s plan is on the server, or null when it is not shared there yet. */
async function serverSnapshot(connection: ServerConnection): Promise<SnapshotAnswer | null> {
  try {
    return await connection.fetchJson<SnapshotAnswer>(planPath(connection), { timeoutMs: UPLOAD_TIMEOUT_MS })
  } catch (error) {
    if (error instanceof SyncError && error.kind === 'not-found') return null
    throw error
  }
}

async function planRecords(client: QueryClient): Promise<{ [S in EntityStoreName]?: unknown[] }> {
  const store = storeOf(client)
  const lists = await Promise.all(ENTITY_STORES.map((name) => store[name].list()))
  return Object.fromEntries(ENTITY_STORES.map((name, i) => [name, lists[i]!.items]))
}

/** This browser's plan becomes the server's snapshot, at its revisions and change number, in one transaction. */
async function adoptSnapshot(client: QueryClient, snapshot: SnapshotAnswer): Promise<void> {
  const store = storeOf(client)
  await store.outbox?.clear()
  const put: { [S in EntityStoreName]?: unknown[] } = {}
  for (const r of snapshot.records) if (r.record) (put[r.store] ??= []).push({ ...r.record, rev: r.rev })
  await store.apply({ clear: [...ENTITY_STORES], put } as ChangeSet, { fromServer: true, recordChange: false, settings: { [LAST_PULLED_SEQ_KEY]: snapshot.seq } })
  // The steps in memory name the old revisions: none of them could be taken back now.
  clearUndoHistory(client)
  await invalidateStores(client, ENTITY_STORES)
}

/** Share the plan `client` shows through `connection` (made with connectionTo when not given). */
export async function sharePlan(client: QueryClient, connection: ServerConnection, onStep: (step: ShareStep) => void = () => {}): Promise<ShareOutcome> {
  const where = { serverUrl: connection.baseUrl, planId: connection.planId }
  onStep({ step: 'checking' })
  const me = await connection.fetchJson<MeAnswer>('/api/me')
  let snapshot = await serverSnapshot(connection)
  const joined = snapshot !== null
  if (!snapshot) {
    if (me.role !== 'admin') {
      throw new SyncError('forbidden', `The plan “${where.planId}” is not shared on this server yet, and only a school admin can share it (you are a ${me.role}).`)
    }
    onStep({ step: 'reading' })
    const records = await planRecords(client)
    const count = Object.values(records).reduce((n, list) => n + (list?.length ?? 0), 0)
    // The server re-checks every later change with the plan's rule pack (CAAT-A's limits, or the bands).
    const policyId = workloadRulesOf(records.planSettings as EntityMap['planSettings'][] | undefined).rules
    const body = { id: crypto.randomUUID(), records, policyId }
    onStep({ step: 'uploading', records: count, bytes: JSON.stringify(body).length })
    await connection.fetchJson<UploadAnswer>(planPath(connection, '/upload'), { method: 'POST', json: body, timeoutMs: UPLOAD_TIMEOUT_MS })
    onStep({ step: 'downloading' })
    snapshot = await serverSnapshot(connection)
    if (!snapshot) throw new SyncError('server', 'The server took the plan but does not show it.')
  }
  onStep({ step: 'saving', records: snapshot.records.length })
  await adoptSnapshot(client, snapshot)
  const settings = readSyncSettings()
  const saved = writeSyncSettings({ ...settings, serverUrl: where.serverUrl, planId: where.planId, shared: true })
  if (!saved.ok) throw saved.error
  return { joined, records: snapshot.records.length, seq: snapshot.seq }
}

/**
 * Stop sharing in this browser: the engine stops, changes still waiting are dropped (the
 * caller asked the planner first), and the plan stays here as it is, no longer shared.
 */
export async function stopSharing(client: QueryClient): Promise<void> {
  stopSync(client)
  await storeOf(client).outbox?.clear()
  await storeOf(client).settings.put(LAST_PULLED_SEQ_KEY, 0)
  clearSyncSettings()
}
