// Model test of the plan store as the app feeds it: random sequences of writes through the real
// write path (edits, deletes, undo, redo, a write that fails and rolls back, changes made in
// another tab, a restore, a reset), and after every step each derived figure (the plan index,
// conflicts included, and the figures of several scopes) equals a computation from scratch over
// the cached lists, which equal what storage holds. Two plan workspaces (live and a scenario,
// each over its own store) are driven at once, the steps interleaved: each stays equal to its own
// build from scratch, and a step in one never moves the other's feed.
import fc from 'fast-check'
import { QueryObserver, type QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Assignment } from '@/domain/model/assignment'
import type { ChangeSet } from '@/domain/model/change-set'
import type { Course } from '@/domain/model/course'
import { buildPlanIndex } from '@/domain/plan/plan-index'
import type { ConflictPair } from '@/domain/plan/plan-conflicts'
import { scopeFigures, type ScopeFigures } from '@/domain/plan/scope-figures'
import { customRangeValue, resolvePlanningScope } from '@/domain/calendar/semester-options'
import { restoreBackup, type BackupContents } from '@/storage/backup-io'
import { createMemoryStore, type MemoryStore } from '@test/support/memory-store'
import { makeAssignment, makeCourse } from '@test/support/test-fixtures'
import { replayStep, writeChanges } from './apply-changes'
import { refreshAllStores, showRestored } from './backup'
import { listChangeVersion } from './change-feed'
import { listQueryFor } from './entity-queries'
import { assignmentKeys, courseKeys } from './query-keys'
import { planViewOf, scopeFiguresOf } from './plan-store'
import { patchRemoteChange } from './storage-sync'
import { planContents } from '@test/support/plan-contents'
import { PlanWorkspace } from './plan-workspace'

const COURSE_IDS = ['c0', 'c1', 'c2', 'c3', 'c4']
const PROFESSORS = ['p0', 'p1', 'p2']
const SEMESTERS = [{ term: 'fall', year: 2026 }, { term: 'winter', year: 2027 }, { term: 'fall', year: 2027 }, undefined] as const
const SCHEDULES = [
  undefined,
  { days: ['mon'], startTime: '09:00', endTime: '12:00' },
  { days: ['mon', 'wed'], startTime: '11:00', endTime: '13:00' },
  { days: ['tue'], startTime: '10:00', endTime: '11:00' },
] as const
const SCOPES = [
  resolvePlanningScope('2026-2027', 'all'),
  resolvePlanningScope('2026-2027', 'fall-2026'),
  resolvePlanningScope('2027-2028', 'fall-2027'),
  resolvePlanningScope('2026-2027', customRangeValue('2026-09-01', '2027-02-15')),
]

const courseArb = fc
  .record({
    id: fc.constantFrom(...COURSE_IDS),
    semester: fc.constantFrom(...SEMESTERS),
    sectionCount: fc.integer({ min: 1, max: 3 }),
    schedule: fc.constantFrom(...SCHEDULES),
    weeklyHours: fc.integer({ min: 1, max: 6 }),
  })
  .map(
    (v): Course =>
      makeCourse({
        id: v.id,
        code: v.id.toUpperCase(),
        sectionCount: v.sectionCount,
        weeklyHours: v.weeklyHours,
        term: v.semester?.term ?? 'spring',
        ...(v.semester ? { semester: v.semester } : {}),
        ...(v.schedule ? { schedule: { ...v.schedule, days: [...v.schedule.days] } } : {}),
      }),
  )
const assignmentArb = fc
  .record({
    id: fc.integer({ min: 0, max: 9 }),
    courseId: fc.constantFrom(...COURSE_IDS),
    professorId: fc.constantFrom(...PROFESSORS),
    section: fc.integer({ min: 1, max: 3 }),
    weeklyHours: fc.integer({ min: 1, max: 6 }),
    academicYear: fc.constantFrom('2026-2027', '2027-2028'),
  })
  .map((v): Assignment => makeAssignment({ ...v, id: `a${v.id}` }))

/** One write: a few puts and deletes across the two stores. */
const changeArb: fc.Arbitrary<ChangeSet> = fc
  .record({
    courses: fc.array(courseArb, { maxLength: 2 }),
    assignments: fc.array(assignmentArb, { maxLength: 3 }),
    deleteCourses: fc.subarray(COURSE_IDS, { maxLength: 1 }),
    deleteAssignments: fc.subarray(['a0', 'a1', 'a2', 'a3', 'a4', 'a5'], { maxLength: 2 }),
  })
  .map(({ courses, assignments, deleteCourses, deleteAssignments }) => {
    const last = <T extends { id: string }>(list: T[]) => [...new Map(list.map((r) => [r.id, r])).values()]
    const put = { courses: last(courses), assignments: last(assignments) }
    return {
      put,
      delete: {
        courses: deleteCourses.filter((id) => !put.courses.some((c) => c.id === id)),
        assignments: deleteAssignments.filter((id) => !put.assignments.some((a) => a.id === id)),
      },
    }
  })
  .filter((changes) => Object.values(changes.put!).some((l) => l?.length) || Object.values(changes.delete!).some((l) => l?.length))

type Step =
  | { kind: 'write'; changes: ChangeSet }
  | { kind: 'undo' | 'redo' }
  | { kind: 'failed-write'; changes: ChangeSet }
  | { kind: 'other-tab'; changes: ChangeSet; withIds: boolean }
  | { kind: 'restore'; courses: Course[]; assignments: Assignment[] }
  | { kind: 'reset' }

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: changeArb.map((changes) => ({ kind: 'write' as const, changes })), weight: 6 },
  { arbitrary: fc.constantFrom({ kind: 'undo' as const }, { kind: 'redo' as const }), weight: 4 },
  { arbitrary: changeArb.map((changes) => ({ kind: 'failed-write' as const, changes })), weight: 1 },
  { arbitrary: fc.record({ changes: changeArb, withIds: fc.boolean() }).map((v) => ({ kind: 'other-tab' as const, ...v })), weight: 2 },
  {
    arbitrary: fc.record({ courses: fc.array(courseArb, { maxLength: 5 }), assignments: fc.array(assignmentArb, { maxLength: 6 }) }).map((v) => ({ kind: 'restore' as const, ...v })),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'reset' as const }), weight: 1 },
)

function backupOf(courses: Course[], assignments: Assignment[]): BackupContents {
  const unique = <T extends { id: string }>(list: T[]) => [...new Map(list.map((r) => [r.id, r])).values()]
  return {
    shape: 'courseload',
    exportedAt: null,
    records: { professors: [], courses: unique(courses), assignments: unique(assignments), programs: [], programVersions: [] },
    skipped: { professors: 0, courses: 0, assignments: 0, programs: 0, programVersions: 0 },
    problems: [],
    unknownKeys: [],
    academicSettings: null,
    preferences: null,
    selectedSemester: null,
    ghostedSections: null,
    reportOptions: null,
    workloadRules: null,
    contractRecords: null,
    referenceNotes: [],
  }
}

async function run(client: QueryClient, store: MemoryStore, step: Step): Promise<void> {
  switch (step.kind) {
    case 'write':
      return writeChanges(client, step.changes)
    case 'undo':
    case 'redo':
      await replayStep(client, step.kind)
      return
    case 'failed-write':
      store.failNextApply(new DOMException('full', 'QuotaExceededError'))
      await expect(writeChanges(client, step.changes)).rejects.toThrow()
      return
    case 'other-tab': {
      // Written by another tab: this one hears of it afterwards, with the ids or without.
      const applied = await store.apply(step.changes)
      await patchRemoteChange(client, step.withIds ? { stores: applied.stores, ids: applied.ids } : { stores: applied.stores })
      return
    }
    case 'restore':
      await showRestored(client, await restoreBackup(store, backupOf(step.courses, step.assignments)))
      return
    case 'reset':
      await store.apply({ clear: ['courses', 'assignments'] })
      await refreshAllStores(client)
  }
}

/** Until every read the step started (a re-read after a failure, a whole store) is in. */
async function settled(client: QueryClient): Promise<void> {
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    if (client.isFetching() === 0) return
  }
  throw new Error('reads did not settle')
}

/** Figures with their conflicts in one order (professors come in the order of the map that holds them). */
function figuresContents(figures: ScopeFigures) {
  const key = (p: ConflictPair) => `${p.professorId}|${p.first.id}|${p.second.id}`
  return {
    ...figures,
    professorsTeaching: [...figures.professorsTeaching].sort(),
    conflicts: [...figures.conflicts].sort((a, b) => key(a).localeCompare(key(b))),
  }
}

async function storedIds(store: MemoryStore) {
  return {
    courses: (await store.courses.list()).items.map((c) => c.id).sort(),
    assignments: (await store.assignments.list()).items.map((a) => a.id).sort(),
  }
}

interface Opened {
  workspace: PlanWorkspace
  store: MemoryStore
  observed: boolean
  stops: (() => void)[]
}

async function open(planId: string, courses: Course[], assignments: Assignment[], observed: boolean): Promise<Opened> {
  const unique = <T extends { id: string }>(list: T[]) => [...new Map(list.map((r) => [r.id, r])).values()]
  const store = createMemoryStore({ courses: unique(courses), assignments: unique(assignments) })
  const workspace = new PlanWorkspace(planId, { store })
  const { client } = workspace
  // Observed, as a mounted screen observes them, an invalidated list is read again; not
  // observed, a rolled-back list stays as the rollback left it (marked stale).
  const stops = observed
    ? (['courses', 'assignments'] as const).map((s) => new QueryObserver(client, listQueryFor(s)).subscribe(() => {}))
    : []
  if (!observed) await Promise.all((['courses', 'assignments'] as const).map((s) => client.ensureQueryData(listQueryFor(s))))
  await settled(client)
  expect(planViewOf(client)).toBeDefined()
  return { workspace, store, observed, stops }
}

/** The workspace's cache holds what its store holds, and its plan is what the cached lists make. */
async function expectConsistent({ workspace: { client }, store, observed }: Opened): Promise<void> {
  const cachedCourses = client.getQueryData<Course[]>(courseKeys.list())!
  const cachedAssignments = client.getQueryData<Assignment[]>(assignmentKeys.list())!
  // The cache holds what storage holds (once re-read where it was known stale)…
  if (observed)
    expect({
      courses: cachedCourses.map((c) => c.id).sort(),
      assignments: cachedAssignments.map((a) => a.id).sort(),
    }).toEqual(await storedIds(store))
  // …and the plan is what the cached lists make.
  const view = planViewOf(client)!
  const fresh = buildPlanIndex(cachedCourses, cachedAssignments)
  expect(planContents(view)).toEqual(planContents(fresh))
  for (const scope of SCOPES) {
    expect(figuresContents(scopeFiguresOf(client, view, scope))).toEqual(figuresContents(scopeFigures(fresh, scope)))
  }
}

const seedArb = fc.record({
  courses: fc.array(courseArb, { maxLength: 5 }),
  assignments: fc.array(assignmentArb, { maxLength: 6 }),
  observed: fc.boolean(),
})

describe('the plan store, fed through the write path', () => {
  it('equals a computation from scratch after every step of random sequences, in two workspaces at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        seedArb,
        seedArb,
        fc.array(fc.record({ target: fc.constantFrom(0, 1), step: stepArb }), { minLength: 1, maxLength: 24 }),
        async (liveSeed, scenarioSeed, steps) => {
          const opened = [
            await open('live', liveSeed.courses, liveSeed.assignments, liveSeed.observed),
            await open('scenario', scenarioSeed.courses, scenarioSeed.assignments, scenarioSeed.observed),
          ]
          try {
            const versions = opened.map(({ workspace }) => listChangeVersion(workspace.client))
            for (const { target, step } of steps) {
              const acted = opened[target]!
              const other = opened[1 - target]!
              await run(acted.workspace.client, acted.store, step)
              await settled(acted.workspace.client)
              // The other plan heard nothing of it.
              expect(listChangeVersion(other.workspace.client)).toBe(versions[1 - target])
              expect(listChangeVersion(acted.workspace.client)).toBeGreaterThanOrEqual(versions[target]!)
              versions[target] = listChangeVersion(acted.workspace.client)
              for (const each of opened) await expectConsistent(each)
            }
            // Closing one frees it and leaves the other working.
            opened[1]!.workspace.close()
            expect(opened[1]!.workspace.client.getQueryCache().getAll()).toHaveLength(0)
            await run(opened[0]!.workspace.client, opened[0]!.store, { kind: 'write', changes: { put: { courses: [makeCourse({ id: 'c9', code: 'C9' })] } } })
            await settled(opened[0]!.workspace.client)
            await expectConsistent(opened[0]!)
            expect(planViewOf(opened[0]!.workspace.client)!.courseById.has('c9')).toBe(true)
          } finally {
            for (const { stops, workspace } of opened) {
              for (const stop of stops) stop()
              workspace.close()
            }
          }
        },
      ),
      { numRuns: 40 },
    )
  })
})
