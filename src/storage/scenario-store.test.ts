// The scenario store over the app's IndexedDB (fake-indexeddb): reads are live plus the
// scenario's overlay, writes land in the scenario record only, all or nothing.
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeSetForRecordChange, expectationOf, invertRecordChange } from '@/domain/history/record-change'
import { createScenario } from '@/domain/scenarios/scenario'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { onStorageEvent } from './events'
import { createIdbStore } from './idb-store'
import { openScenarioRepository, type ScenarioRepository } from './scenario-repository'
import { openScenarioStore, type ScenarioStore } from './scenario-store'
import { SCENARIO_CHANGED_MESSAGE } from './storage-errors'
import { StorageError, type DataStore, type StorageEvent } from './types'

const SCENARIO_ID = 'sc-1'
const jane = makeProfessor({ id: 'p1', firstName: 'Jane' })
const sam = makeProfessor({ id: 'p2', firstName: 'Sam', email: 'sam@example.edu' })

let factory: IDBFactory
let base: DataStore
let repo: ScenarioRepository
const opened: DataStore[] = []
let events: StorageEvent[]
let stopListening: () => void

beforeEach(async () => {
  factory = new IDBFactory()
  base = await createIdbStore({ factory })
  repo = await openScenarioRepository({ factory })
  await base.apply({ put: { professors: [jane, sam], courses: [makeCourse()], assignments: [makeAssignment({ professorId: 'p1' })] } })
  await repo.put(createScenario({ id: SCENARIO_ID, name: 'What if', createdAt: '2026-11-29T08:00:00Z', scope: { kind: 'term', term: 'fall', year: 2026 } }), null)
  events = []
  stopListening = onStorageEvent((event) => events.push(event))
})
afterEach(() => {
  stopListening()
  for (const s of opened.splice(0)) s.close()
  repo.close()
  base.close()
})

async function openScenario(): Promise<DataStore> {
  const store = await openScenarioStore(base, repo, SCENARIO_ID)
  opened.push(store)
  return store
}

const names = async (s: DataStore) => (await s.professors.list()).items.map((p) => `${p.id}:${p.firstName}`)

describe('scenario store', () => {
  it('reads live before any change', async () => {
    const s = await openScenario()
    expect(await names(s)).toEqual(['p1:Jane', 'p2:Sam'])
    expect(await s.courses.count()).toBe(1)
  })

  it('writes only to the scenario: live is untouched, and no change event reaches live or other tabs', async () => {
    const s = await openScenario()
    const applied = await s.apply({ put: { professors: [{ ...jane, firstName: 'Janet' }, makeProfessor({ id: 'p3', firstName: 'Ann', email: 'ann@example.edu' })] }, delete: { professors: ['p2'] } })
    expect(applied.ids.professors).toEqual({ put: ['p1', 'p3'], delete: ['p2'] })
    expect(applied.change).toBeDefined()
    expect(await names(s)).toEqual(['p1:Janet', 'p3:Ann'])
    expect(await names(base)).toEqual(['p1:Jane', 'p2:Sam'])
    expect(events.filter((e) => e.type === 'changed')).toEqual([])
    const stored = await repo.get(SCENARIO_ID)
    expect(stored?.rev).toBe(2)
    expect(Object.keys(stored?.overlay.professors?.put ?? {}).sort()).toEqual(['p1', 'p3'])
    expect(stored?.overlay.professors?.delete).toEqual(['p2'])
  })

  it('shows the same view when reopened', async () => {
    const s = await openScenario()
    await s.apply({ put: { professors: [{ ...jane, firstName: 'Janet' }] }, delete: { assignments: [makeAssignment().id] } })
    const again = await openScenario()
    expect(await again.professors.list()).toEqual(await s.professors.list())
    expect(await again.assignments.list()).toEqual({ items: [], invalid: 0 })
    expect(await base.assignments.count()).toBe(1)
  })

  it('undoes a write inside the scenario (the change inverted, applied with its expectation)', async () => {
    const s = await openScenario()
    const applied = await s.apply({ put: { professors: [{ ...jane, firstName: 'Janet' }] } })
    const undo = invertRecordChange(applied.change!)
    await s.apply(changeSetForRecordChange(undo), { expect: expectationOf(undo) })
    expect(await names(s)).toEqual(['p1:Jane', 'p2:Sam'])
    // Put back as live has it: the overlay forgets the record.
    expect((await repo.get(SCENARIO_ID))?.overlay.professors).toBeUndefined()
    expect(await names(await openScenario())).toEqual(['p1:Jane', 'p2:Sam'])
  })

  it('refuses an undo whose records were changed since, writing nothing', async () => {
    const s = await openScenario()
    const applied = await s.apply({ put: { professors: [{ ...jane, firstName: 'Janet' }] } })
    await s.apply({ put: { professors: [{ ...jane, firstName: 'Jo' }] } })
    const undo = invertRecordChange(applied.change!)
    await expect(s.apply(changeSetForRecordChange(undo), { expect: expectationOf(undo) })).rejects.toMatchObject({ kind: 'conflict' })
    expect(await names(s)).toEqual(['p1:Jo', 'p2:Sam'])
  })

  it('leaves the view and the stored scenario as they were when saving the scenario fails', async () => {
    const s = await openScenario()
    await s.apply({ put: { professors: [{ ...jane, firstName: 'Janet' }] } })
    const before = await s.professors.list()
    const storedBefore = await repo.get(SCENARIO_ID)
    vi.spyOn(repo, 'put').mockRejectedValueOnce(Object.assign(new Error('full'), { name: 'QuotaExceededError' }))
    await expect(s.apply({ put: { professors: [{ ...sam, firstName: 'Samuel' }] }, delete: { professors: ['p1'] } })).rejects.toMatchObject({ kind: 'quota' })
    expect(await s.professors.list()).toEqual(before)
    expect(await repo.get(SCENARIO_ID)).toEqual(storedBefore)
    expect(await names(base)).toEqual(['p1:Jane', 'p2:Sam'])
    expect(events.filter((e) => e.type === 'write-error')).toHaveLength(1)
    // The next write folds into the scenario as it was saved.
    await s.apply({ put: { professors: [{ ...sam, firstName: 'Samuel' }] } })
    expect(await names(await openScenario())).toEqual(['p1:Janet', 'p2:Samuel'])
  })

  it('refuses the second of two stores writing the same scenario, writing nothing', async () => {
    const first = await openScenario()
    const second = await openScenario()
    await first.apply({ put: { professors: [{ ...jane, firstName: 'Janet' }] } })
    const refused = second.apply({ put: { professors: [{ ...sam, firstName: 'Samuel' }] } })
    await expect(refused).rejects.toBeInstanceOf(StorageError)
    await expect(refused).rejects.toMatchObject({ kind: 'conflict', message: SCENARIO_CHANGED_MESSAGE })
    expect(SCENARIO_CHANGED_MESSAGE).toBe('This scenario was changed in another tab; reopen it to see the changes.')
    expect(await names(second)).toEqual(['p1:Jane', 'p2:Sam'])
    expect(await names(await openScenario())).toEqual(['p1:Janet', 'p2:Sam'])
  })

  it('refuses a restore and settings writes inside a scenario', async () => {
    const s = await openScenario()
    await expect(s.apply({ clear: ['professors'] })).rejects.toMatchObject({ kind: 'invalid' })
    await expect(s.settings.put('x', 1)).rejects.toMatchObject({ kind: 'invalid' })
    expect(await names(s)).toEqual(['p1:Jane', 'p2:Sam'])
  })

  it('records the base holders of a section it changes', async () => {
    const s = await openScenario()
    const held = makeAssignment({ professorId: 'p1' })
    await s.apply({ put: { assignments: [{ ...held, professorId: 'p2' }] } })
    expect((await repo.get(SCENARIO_ID))?.sectionBase).toEqual({ [`${held.courseId}#${held.section}`]: [held.id] })
  })
})

describe('scenario repository', () => {
  it('lists, gets, refuses a stale put and deletes', async () => {
    const stored = (await repo.get(SCENARIO_ID))!
    expect(stored.rev).toBe(1)
    await expect(repo.put(stored, null)).rejects.toMatchObject({ kind: 'conflict', message: SCENARIO_CHANGED_MESSAGE })
    const renamed = await repo.put({ ...stored, name: 'Plan B' }, 1)
    expect(renamed.rev).toBe(2)
    await expect(repo.put({ ...stored, name: 'Plan C' }, 1)).rejects.toMatchObject({ kind: 'conflict' })
    expect((await repo.list()).items.map((s) => s.name)).toEqual(['Plan B'])
    await repo.delete(SCENARIO_ID)
    expect(await repo.get(SCENARIO_ID)).toBeUndefined()
    await expect(openScenarioStore(base, repo, SCENARIO_ID)).rejects.toMatchObject({ kind: 'unknown' })
  })
})

describe('scenario store: details and read-only', () => {
  it('saves the name, notes and status through the same compare-and-set, and the next write still lands', async () => {
    const s = (await openScenarioStore(base, repo, SCENARIO_ID)) as ScenarioStore
    opened.push(s)
    await s.saveDetails({ name: 'Renamed', notes: 'Dana takes the studio courses', status: 'proposed' })
    await s.apply({ put: { professors: [{ ...jane, firstName: 'Janet' }] } })
    const stored = await repo.get(SCENARIO_ID)
    expect(stored).toMatchObject({ name: 'Renamed', notes: 'Dana takes the studio courses', status: 'proposed', rev: 3 })
    expect(s.scenario.rev).toBe(3)
    expect(Object.keys(stored?.overlay.professors?.put ?? {})).toEqual(['p1'])
  })

  it('refuses every write to a promoted scenario, and says so, writing nothing', async () => {
    const stored = (await repo.get(SCENARIO_ID))!
    await repo.put({ ...stored, status: 'promoted' }, stored.rev)
    const s = await openScenario()
    await expect(s.apply({ put: { professors: [{ ...jane, firstName: 'Janet' }] } })).rejects.toThrow(SCENARIO_MESSAGES.promoted)
    expect(await names(s)).toEqual(['p1:Jane', 'p2:Sam'])
    expect((await repo.get(SCENARIO_ID))?.rev).toBe(stored.rev + 1)
  })

  it('a scenario promoted elsewhere after it was opened: the refused write says it was promoted, not that another tab changed it', async () => {
    const s = await openScenario()
    const stored = (await repo.get(SCENARIO_ID))!
    await repo.put({ ...stored, status: 'promoted' }, stored.rev)
    await expect(s.apply({ put: { professors: [{ ...jane, firstName: 'Janet' }] } })).rejects.toThrow(SCENARIO_MESSAGES.promoted)
    expect(await names(s)).toEqual(['p1:Jane', 'p2:Sam'])
    await expect(s.apply({ put: { professors: [{ ...sam, firstName: 'Samuel' }] } })).rejects.toThrow(SCENARIO_MESSAGES.promoted)
  })
})
