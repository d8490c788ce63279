import { describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryStore } from '@test/support/memory-store'
import { makeCourse } from '@test/support/test-fixtures'
import { writeChanges } from './apply-changes'
import { undoHistoryOf } from './undo-history'
import { LIVE_PLAN_ID, PlanWorkspace, WorkspaceRegistry, storeOf, workspaceOf, workspacePart } from './plan-workspace'

describe('plan workspaces', () => {
  it('the registry keeps one workspace per plan id; a second plan leaves the first untouched', async () => {
    const registry = new WorkspaceRegistry()
    const liveStore = createMemoryStore()
    const live = registry.openPlan(LIVE_PLAN_ID, liveStore)
    expect(registry.openPlan(LIVE_PLAN_ID)).toBe(live)
    const scenario = registry.openPlan('scenario-1', createMemoryStore())
    expect(registry.planIds).toEqual([LIVE_PLAN_ID, 'scenario-1'])
    expect(workspaceOf(live.client)).toBe(live)
    expect(storeOf(scenario.client)).not.toBe(storeOf(live.client))

    await writeChanges(scenario.client, { put: { courses: [makeCourse({ id: 'c1' })] } })
    expect(undoHistoryOf(scenario.client).undo).toHaveLength(1)
    expect(undoHistoryOf(live.client).undo).toHaveLength(0)
    expect((await liveStore.courses.list()).items).toEqual([])
    registry.close('scenario-1')
    expect(registry.get('scenario-1')).toBeUndefined()
    expect(registry.get(LIVE_PLAN_ID)).toBe(live)
  })

  it('closing a workspace disposes its parts and empties its cache; a closed plan makes no new part', () => {
    const dispose = vi.fn()
    const part = workspacePart('probe', () => ({ made: true }), dispose)
    const workspace = new PlanWorkspace('scenario-2', { store: createMemoryStore() })
    const made = workspace.part(part)
    expect(workspace.part(part)).toBe(made)
    workspace.client.setQueryData(['probe'], 1)
    workspace.close()
    expect(dispose).toHaveBeenCalledWith(made)
    expect(workspace.client.getQueryCache().getAll()).toHaveLength(0)
    expect(() => workspace.part(part)).toThrow('The plan scenario-2 is closed')
  })

  it('a query client shows one plan: a second workspace on it is refused', () => {
    const client = new QueryClient()
    const first = workspaceOf(client)
    expect(first.planId).toBe(LIVE_PLAN_ID)
    expect(() => new PlanWorkspace('scenario-3', { client })).toThrow('This query client already shows the plan live')
  })

  it('a workspace without a store says storage is not ready', () => {
    expect(() => new PlanWorkspace('scenario-4').store).toThrow('CourseLoad storage is not ready')
  })
})
