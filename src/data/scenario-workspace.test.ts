// A scenario open beside live: writes through its client reach its cache, plan store and
// scenario record, never live's.
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it } from 'vitest'
import { createScenario } from '@/domain/scenarios/scenario'
import { openScenarioRepository, type ScenarioRepository } from '@/storage/scenario-repository'
import { createMemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { writeChanges } from './apply-changes'
import { listQueryFor } from './entity-queries'
import { LIVE_PLAN_ID, WorkspaceRegistry } from './plan-workspace'
import { planViewOf } from './plan-store'
import { closeScenarioWorkspace, openScenarioWorkspace, scenarioPlanId } from './scenario-workspace'
import { undoHistoryOf } from './undo-history'

let repo: ScenarioRepository | undefined
afterEach(() => repo?.close())

describe('scenario workspace', () => {
  it('writes through the scenario client change its cached lists, plan store and record, never live', async () => {
    const course = makeCourse({ id: 'c1' })
    const held = makeAssignment({ id: 'a1', courseId: 'c1', professorId: 'p1' })
    const base = createMemoryStore({ professors: [makeProfessor({ id: 'p1' })], courses: [course], assignments: [held] })
    repo = await openScenarioRepository({ factory: new IDBFactory() })
    await repo.put(createScenario({ id: 's1', name: 'What if', createdAt: '2026-11-29T08:00:00Z', scope: { kind: 'term', term: 'fall', year: 2026 } }), null)
    const registry = new WorkspaceRegistry()
    const live = registry.openPlan(LIVE_PLAN_ID, base)
    const scenario = await openScenarioWorkspace(registry, base, repo, 's1')
    expect(scenario.planId).toBe(scenarioPlanId('s1'))
    expect(await openScenarioWorkspace(registry, base, repo, 's1')).toBe(scenario)
    for (const ws of [live, scenario]) {
      await ws.client.fetchQuery(listQueryFor('courses'))
      await ws.client.fetchQuery(listQueryFor('assignments'))
    }

    await writeChanges(scenario.client, { delete: { assignments: ['a1'] }, put: { courses: [{ ...course, title: 'Animation in a scenario' }] } })

    const cached = <S extends 'courses' | 'assignments'>(client: typeof live.client, store: S) => client.getQueryData(listQueryFor(store).queryKey)
    expect(cached(scenario.client, 'assignments')).toEqual([])
    expect(cached(scenario.client, 'courses')?.[0]?.title).toBe('Animation in a scenario')
    expect(planViewOf(scenario.client)).toBeDefined()
    expect(planViewOf(scenario.client)!.byCourse.get('c1') ?? []).toEqual([])
    expect(undoHistoryOf(scenario.client).undo).toHaveLength(1)

    expect(cached(live.client, 'assignments')?.map((a) => a.id)).toEqual(['a1'])
    expect(cached(live.client, 'courses')?.[0]?.title).toBe(course.title)
    expect(planViewOf(live.client)?.byCourse.get('c1')?.map((a) => a.id)).toEqual(['a1'])
    expect(undoHistoryOf(live.client).undo).toHaveLength(0)
    expect((await base.assignments.list()).items.map((a) => a.id)).toEqual(['a1'])
    expect((await repo.get('s1'))?.overlay.assignments?.delete).toEqual(['a1'])

    closeScenarioWorkspace(registry, 's1')
    expect(registry.planIds).toEqual([LIVE_PLAN_ID])
  })
})
