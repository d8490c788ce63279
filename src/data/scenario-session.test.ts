// @vitest-environment jsdom
// The tab's open plan: opening a scenario hands out its workspace's client (live's stays as it
// was), the choice survives a reload of this tab (sessionStorage), going back to live closes the
// scenario's workspace, and a scenario renamed while open keeps taking writes.
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createScenario } from '@/domain/scenarios/scenario'
import { openScenarioRepository, type ScenarioRepository } from '@/storage/scenario-repository'
import { SCENARIO_MISSING_MESSAGE } from '@/storage/storage-errors'
import { createMemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { writeChanges } from './apply-changes'
import { listQueryFor } from './entity-queries'
import { LIVE_PLAN_ID, storeOf, WorkspaceRegistry } from './plan-workspace'
import { scenarioPlanId } from './scenario-workspace'
import { ScenarioSession } from './scenario-session'

let repo: ScenarioRepository
let registry: WorkspaceRegistry
let session: ScenarioSession
const base = () => createMemoryStore({ professors: [makeProfessor({ id: 'p1' })], courses: [makeCourse({ id: 'c1' })], assignments: [makeAssignment({ id: 'a1', courseId: 'c1', professorId: 'p1' })] })

beforeEach(async () => {
  sessionStorage.clear()
  repo = await openScenarioRepository({ factory: new IDBFactory() })
  await repo.put(createScenario({ id: 's1', name: 'What if', createdAt: '2026-11-29T08:00:00Z', scope: { kind: 'term', term: 'fall', year: 2026 } }), null)
  registry = new WorkspaceRegistry()
  const live = registry.openPlan(LIVE_PLAN_ID, base())
  session = new ScenarioSession(registry, live, () => Promise.resolve(repo))
})
afterEach(() => repo.close())

describe('scenario session', () => {
  it('opens a scenario as the tab\'s plan, and goes back to live', async () => {
    const live = session.getState().client
    let changes = 0
    session.subscribe(() => changes++)
    await session.open('s1')
    const open = session.getState()
    expect(open.scenario?.name).toBe('What if')
    expect(open.client).not.toBe(live)
    expect(registry.planIds).toEqual([LIVE_PLAN_ID, scenarioPlanId('s1')])

    await writeChanges(open.client, { delete: { assignments: ['a1'] } })
    expect(await storeOf(live).assignments.count()).toBe(1)
    expect(await storeOf(open.client).assignments.count()).toBe(0)

    session.backToLive()
    expect(session.getState()).toEqual({ client: live, scenario: null })
    expect(registry.planIds).toEqual([LIVE_PLAN_ID])
    expect(changes).toBe(2)
  })

  it('a reload of the tab reopens its scenario; a scenario deleted meanwhile leaves the tab on live and says why', async () => {
    await session.open('s1')
    const again = new ScenarioSession(new WorkspaceRegistry(), new WorkspaceRegistry().openPlan(LIVE_PLAN_ID, base()), () => Promise.resolve(repo))
    expect(await again.resume()).toBeNull()
    expect(again.getState().scenario?.id).toBe('s1')

    await repo.delete('s1')
    const third = new ScenarioSession(new WorkspaceRegistry(), new WorkspaceRegistry().openPlan(LIVE_PLAN_ID, base()), () => Promise.resolve(repo))
    expect(await third.resume()).toBe(SCENARIO_MISSING_MESSAGE)
    expect(third.getState().scenario).toBeNull()
    expect(await new ScenarioSession(new WorkspaceRegistry(), new WorkspaceRegistry().openPlan(LIVE_PLAN_ID, base())).resume()).toBeNull()
  })

  it('renaming the open scenario keeps its writes going, and the open plan shows the new name', async () => {
    await session.open('s1')
    await session.saveDetails('s1', { name: 'Renamed', status: 'proposed' })
    expect(session.getState().scenario).toMatchObject({ name: 'Renamed', status: 'proposed' })
    const client = session.getState().client
    await client.fetchQuery(listQueryFor('assignments'))
    await writeChanges(client, { delete: { assignments: ['a1'] } })
    expect((await repo.get('s1'))?.overlay.assignments?.delete).toEqual(['a1'])
    expect((await repo.get('s1'))?.name).toBe('Renamed')
  })

  it('a scenario promoted while open: refresh shows it promoted (the banner reads the open plan)', async () => {
    await session.open('s1')
    const stored = (await repo.get('s1'))!
    await repo.put({ ...stored, status: 'promoted' }, stored.rev)
    expect(session.getState().scenario?.status).toBe('draft')
    await session.refresh('s1')
    expect(session.getState().scenario?.status).toBe('promoted')
    // Another scenario's refresh leaves the open plan alone.
    await session.refresh('s2')
    expect(session.getState().scenario?.id).toBe('s1')
  })

  it('deleting the open scenario goes back to live first', async () => {
    await session.open('s1')
    await session.remove('s1')
    expect(session.getState().scenario).toBeNull()
    expect(await repo.get('s1')).toBeUndefined()
    expect(registry.planIds).toEqual([LIVE_PLAN_ID])
  })
})
