/**
 * The plan store (domain/plan/plan-store.ts) of a plan workspace (plan-workspace.ts), kept in step with the cached
 * course and assignment lists by the change feed (change-feed.ts): a change that names its ids
 * is applied as a delta, only what those records touch computed again; a list replaced whole
 * rebuilds the store. Screens read it with `usePlanIndex` (useSyncExternalStore on its version),
 * and the figures of a scope with `useScopeFigures`, computed once per version and scope however
 * many components ask (the header, the sidebar, the dashboard and the Courses screen all do).
 */
import { useMemo, useSyncExternalStore } from 'react'
import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import type { PlanningScope } from '@/domain/calendar/planning-term'
import { PlanStore, type PlanView } from '@/domain/plan/plan-store'
import { scopeCacheKey, scopeFigures, type ScopeFigures } from '@/domain/plan/scope-figures'
import { subscribeListChanges, type TouchedIds } from './change-feed'
import { useAssignments, useCourses } from './entity-hooks'
import { workspaceOf, workspacePart } from './plan-workspace'
import { assignmentKeys, courseKeys } from './query-keys'

export type { PlanView }

/** Scopes whose figures are kept (the header's, a screen's own, a report's). */
const KEPT_SCOPES = 8

interface Holder {
  store: PlanStore
  /** Both lists are cached: the store holds them (until then screens show their loading state). */
  loaded: boolean
  listeners: Set<() => void>
  subscribe: (listener: () => void) => () => void
  getView: () => PlanView | undefined
  figures: Map<string, { version: number; conflictsVersion: number; figures: ScopeFigures }>
  /** Stops following the change feed (the workspace closed). */
  stop: () => void
}

/** The records of `list` with these ids (undefined for an id it no longer has): one pass, no index of the list. */
function recordsOf<T extends { id: string }>(list: readonly T[], ids: ReadonlySet<string>): Map<string, T | undefined> {
  const out = new Map<string, T | undefined>()
  for (const record of list) if (ids.has(record.id)) out.set(record.id, record)
  for (const id of ids) if (!out.has(id)) out.set(id, undefined)
  return out
}

function createHolder(client: QueryClient): Holder {
  const listeners = new Set<() => void>()
  const holder: Holder = {
    store: new PlanStore(),
    loaded: false,
    listeners,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getView: () => (holder.loaded ? holder.store.view() : undefined),
    figures: new Map(),
    stop: () => undefined,
  }
  const lists = () =>
    [client.getQueryData<Course[]>(courseKeys.list()), client.getQueryData<Assignment[]>(assignmentKeys.list())] as const
  const rebuild = () => {
    const [courses, assignments] = lists()
    holder.loaded = Boolean(courses && assignments)
    if (courses && assignments) holder.store.replace(courses, assignments)
  }
  rebuild()
  holder.stop = subscribeListChanges(client, ({ touched }) => {
    const courses: TouchedIds | undefined = touched.courses
    const assignments: TouchedIds | undefined = touched.assignments
    if (!courses && !assignments) return
    const before = holder.getView()
    const [courseList, assignmentList] = lists()
    if (!holder.loaded || courses === 'all' || assignments === 'all' || !courseList || !assignmentList) rebuild()
    else
      holder.store.apply({
        courses: courses && recordsOf(courseList, courses),
        assignments: assignments && recordsOf(assignmentList, assignments),
      })
    // In the query cache's notify batch: the screens re-render once, with the lists and the plan.
    if (holder.getView() !== before) notifyManager.schedule(() => listeners.forEach((listener) => listener()))
  })
  return holder
}

const PLAN_STORE = workspacePart('plan store', (workspace) => createHolder(workspace.client), (holder) => {
  holder.stop()
  holder.listeners.clear()
})

function holderOf(client: QueryClient): Holder {
  return workspaceOf(client).part(PLAN_STORE)
}

/** The plan as of the cached lists now, or undefined until both are loaded. */
export function planViewOf(client: QueryClient): PlanView | undefined {
  return holderOf(client).getView()
}

/**
 * The figures of a scope for this version of the plan, computed once for every screen. The
 * scope's conflicts stay the same list while no professor's conflicts changed, so whatever a
 * screen keys on them (the Courses cards' conflict texts) holds across an ordinary edit.
 */
export function scopeFiguresOf(client: QueryClient, plan: PlanView, scope: PlanningScope): ScopeFigures {
  const { figures: kept } = holderOf(client)
  const key = scopeCacheKey(scope)
  const hit = kept.get(key)
  if (hit?.version === plan.version) return hit.figures
  const conflicts = hit?.conflictsVersion === plan.conflictsVersion ? hit.figures.conflicts : undefined
  const figures = scopeFigures(plan, scope, { staffing: plan.staffingIn(scope), conflicts })
  kept.delete(key)
  kept.set(key, { version: plan.version, conflictsVersion: plan.conflictsVersion, figures })
  if (kept.size > KEPT_SCOPES) kept.delete(kept.keys().next().value!)
  return figures
}

/** The shared plan, or undefined while the lists load. A new object at every change of the plan. */
export function usePlanIndex(): PlanView | undefined {
  // Observed (no field read, so no re-render from them): the lists load, and are read again when
  // invalidated, while a screen needs the plan.
  useCourses()
  useAssignments()
  const holder = holderOf(useQueryClient())
  return useSyncExternalStore(holder.subscribe, holder.getView)
}

/** The scope's courses, staffing, teaching professors and conflicts; undefined while loading. */
export function useScopeFigures(scope: PlanningScope): ScopeFigures | undefined {
  const client = useQueryClient()
  const plan = usePlanIndex()
  return useMemo(() => (plan ? scopeFiguresOf(client, plan, scope) : undefined), [client, plan, scope])
}
