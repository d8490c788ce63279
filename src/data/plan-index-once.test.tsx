// One change, one derived index: a write that touches courses and assignments together reaches
// the screens as one cache update, so the shared plan index is built once for it, not per store.
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, it } from 'vitest'
import { createMemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import type { PlanIndex } from '@/domain/plan/plan-index'
import { writeChanges } from './apply-changes'
import { usePlanIndex } from './plan-store'
import { professorQueries } from './entity-queries'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'

it('builds the plan index once per change that touches both lists', async () => {
  const course = makeCourse({ sectionCount: 2 })
  bindTestStore(createMemoryStore({ courses: [course], assignments: [makeAssignment()] }))
  const client = createTestClient()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const seen = new Set<PlanIndex>()
  const { result } = renderHook(
    () => {
      const index = usePlanIndex()
      if (index) seen.add(index)
      return index
    },
    { wrapper },
  )
  await waitFor(() => expect(result.current).toBeDefined())
  expect(seen.size).toBe(1)
  await act(async () => {
    await writeChanges(client, {
      put: { courses: [{ ...course, sectionCount: 3 }], assignments: [makeAssignment({ id: 'a-2', section: 2 })] },
    })
  })
  await waitFor(() => expect(result.current?.assignedSections.get(course.id)).toBe(2))
  expect(seen.size).toBe(2)
})

it('keeps the same plan through a change that touches neither courses nor assignments', async () => {
  const course = makeCourse()
  const professor = makeProfessor()
  bindTestStore(createMemoryStore({ courses: [course], assignments: [makeAssignment()], professors: [professor] }))
  const client = createTestClient()
  await client.ensureQueryData(professorQueries.list())
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const { result } = renderHook(() => usePlanIndex(), { wrapper })
  await waitFor(() => expect(result.current).toBeDefined())
  const before = result.current
  await act(async () => {
    await writeChanges(client, { put: { professors: [{ ...professor, lastName: 'Other' }] } })
  })
  expect(result.current).toBe(before)
})
