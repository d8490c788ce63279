// @vitest-environment jsdom
// Issue 32 item 2: the workload rules and the CAAT-A records move from localStorage into their
// IndexedDB stores once, losslessly, and a second run changes nothing. The fixture is a snapshot of
// localStorage as the code before database version 2 wrote it.
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ENTITY_STORES } from '@/domain/model/change-set'
import { caatProfessorRecordSchema } from '@/domain/policy/caat-a/caat-a-records'
import { readWorkloadRules } from '@/domain/policy/workload-rules-setting'
import { idbHarness } from '@test/support/store-harness'
import { makeProfessor } from '@test/support/test-fixtures'
import snapshotFile from './__fixtures__/local-storage-caat-v1.json'
import { openAppStorage } from '@/storage/app-storage'
import { CONTRACT_RECORDS_MARKER, migrateContractRecords } from './migrate-contract-records'
import type { DataStore } from '@/storage/types'
import { withoutRevision } from '@test/support/revisions'

const NOW = () => new Date('2026-09-01T12:00:00.000Z')
const { _comment, ...snapshot } = snapshotFile as Record<string, string>
void _comment

function loadSnapshot(): void {
  for (const [key, value] of Object.entries(snapshot)) localStorage.setItem(key, value)
}

/** What the app read from localStorage before: every readable record, the later one per professor. */
function recordsAsReadBefore() {
  const byId = new Map<string, unknown>()
  for (const item of JSON.parse(snapshot['courseload-caat-records']!) as unknown[]) {
    const parsed = caatProfessorRecordSchema.safeParse(item)
    if (parsed.success) byId.set(parsed.data.professorId, parsed.data)
  }
  return [...byId.values()]
}

async function contents(store: DataStore) {
  const lists = await Promise.all(ENTITY_STORES.map((name) => store[name].list()))
  return { lists: lists.map((l) => l.items), marker: await store.settings.get(CONTRACT_RECORDS_MARKER) }
}

beforeEach(() => {
  localStorage.clear()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('moving the CAAT-A records and the workload rules into IndexedDB', () => {
  it('moves the snapshot losslessly, and a second run changes nothing', async () => {
    loadSnapshot()
    const store = await idbHarness.create({ professors: [makeProfessor({ id: 'p-maya' }), makeProfessor({ id: 'p-omar' })] })

    expect(await migrateContractRecords(store, { now: NOW })).toEqual({ status: 'done', records: 2, rules: true })
    const records = (await store.contractRecords.list()).items
    // Moved as they were, each a new record of its store (revision 1).
    expect(records.map((r) => r.rev)).toEqual([1, 1])
    expect(records.map(withoutRevision)).toEqual(recordsAsReadBefore())
    // Every field of the fullest record, as stored before.
    expect(withoutRevision(records.find((r) => r.professorId === 'p-maya'))).toEqual(JSON.parse(snapshot['courseload-caat-records']!)[0])
    // The professor recorded twice: the later record, the one the policy used.
    expect(records.find((r) => r.professorId === 'p-omar')).toMatchObject({ probationary: true })
    expect((await store.planSettings.list()).items.map(withoutRevision)).toEqual([
      { id: 'workloadRules', ...readWorkloadRules(JSON.parse(snapshot['courseload-workload-rules']!)) },
    ])
    expect((await store.planSettings.list()).items[0]).toMatchObject({ rules: 'ontario-caat-a', packs: { 'ontario-caat-a': { attributedHoursMax: 45 } } })
    expect(await store.settings.get(CONTRACT_RECORDS_MARKER)).toEqual({ at: '2026-09-01T12:00:00.000Z', records: 2, rules: true })

    const once = await contents(store)
    expect(await migrateContractRecords(store, { now: () => new Date('2026-10-01T00:00:00.000Z') })).toEqual({ status: 'already-done' })
    expect(await contents(store)).toEqual(once)
    // The old values stay where they were (unread from now on); other keys are untouched.
    for (const [key, value] of Object.entries(snapshot)) expect(localStorage.getItem(key)).toBe(value)
    store.close()
  })

  it('never writes the old values over an edit made since: a second run after an edit changes nothing', async () => {
    loadSnapshot()
    const store = await idbHarness.create()
    await migrateContractRecords(store, { now: NOW })
    await store.apply({ put: { contractRecords: [{ professorId: 'p-maya', probationary: false, terms: {} } as never] } })
    const edited = await contents(store)
    expect(await migrateContractRecords(store, { now: NOW })).toEqual({ status: 'already-done' })
    expect(await contents(store)).toEqual(edited)
    store.close()
  })

  it('refuses the whole move when a record is there already (another tab moved them a moment ago)', async () => {
    loadSnapshot()
    const mine = { professorId: 'p-omar', probationary: false, terms: {} }
    const store = await idbHarness.create({ contractRecords: [mine] })
    expect(await migrateContractRecords(store, { now: NOW })).toEqual({ status: 'already-done' })
    expect((await store.contractRecords.list()).items).toEqual([mine])
    expect((await store.planSettings.list()).items).toEqual([])
    store.close()
  })

  it('does nothing, and writes no marker, when localStorage holds neither value', async () => {
    const store = await idbHarness.create()
    expect(await migrateContractRecords(store)).toEqual({ status: 'nothing' })
    expect(await store.settings.get(CONTRACT_RECORDS_MARKER)).toBeUndefined()
    store.close()
  })

  it('runs on upgrade: a version 1 database and the snapshot open as version 2 with every record in place', async () => {
    loadSnapshot()
    const factory = new IDBFactory()
    // Version 1 as db.ts's first step made it, with a professor.
    const request = factory.open('courseload-app', 1)
    request.onupgradeneeded = () => {
      for (const name of ['professors', 'courses', 'assignments', 'programVersions']) request.result.createObjectStore(name, { keyPath: 'id' })
      request.result.createObjectStore('programs', { keyPath: 'slug' })
      request.result.createObjectStore('settings')
    }
    await new Promise((resolve) => (request.onsuccess = resolve))
    const tx = request.result.transaction('professors', 'readwrite')
    tx.objectStore('professors').put(makeProfessor({ id: 'p-maya' }))
    await new Promise((resolve) => (tx.oncomplete = resolve))
    request.result.close()

    const store = await openAppStorage({ factory })
    expect((await store.professors.list()).items.map((p) => p.id)).toEqual(['p-maya'])
    expect((await store.contractRecords.list()).items.map(withoutRevision)).toEqual(recordsAsReadBefore())
    expect((await store.planSettings.list()).items[0]).toMatchObject({ id: 'workloadRules', rules: 'ontario-caat-a' })
    const once = await contents(store)
    store.close()
    // The next start finds the marker: nothing moves again.
    const again = await openAppStorage({ factory })
    expect(await contents(again)).toEqual(once)
    again.close()
  })
})

