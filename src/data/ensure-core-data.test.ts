// A cold start reads the stores one after another: the plan is built as soon as the courses and
// assignments are in, not after every list.
import { expect, it, vi } from 'vitest'
import { createMemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import { bindTestStore, createTestClient } from '@test/support/test-workspace'
import { PlanStore } from '@/domain/plan/plan-store'
import { ensureCoreData } from './ensure-core-data'
import { planViewOf } from './plan-store'

it('builds the plan while the professors are still being read', async () => {
  const course = makeCourse({ sectionCount: 2 })
  const store = createMemoryStore({
    courses: [course],
    assignments: [makeAssignment()],
    professors: [makeProfessor()],
  })
  let professorsIn: () => void = () => undefined
  const read = store.professors.list.bind(store.professors)
  store.professors.list = () => new Promise((resolve) => (professorsIn = () => resolve(read())))
  bindTestStore(store)
  const client = createTestClient()
  const replace = vi.spyOn(PlanStore.prototype, 'replace')

  const done = ensureCoreData(client)
  await vi.waitFor(() => expect(replace).toHaveBeenCalledWith([course], expect.any(Array)))
  const builds = replace.mock.calls.length
  professorsIn()
  await done
  expect(planViewOf(client)?.assignedSections.get(course.id)).toBe(1)
  // Built once: the professors' arrival does not build it again.
  expect(replace).toHaveBeenCalledTimes(builds)
})
