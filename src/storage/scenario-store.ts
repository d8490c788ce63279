/**
 * A DataStore for one what-if scenario: it reads as the base (live) with the scenario's overlay
 * applied, and writes ONLY to the scenario, never to the base.
 *
 * The view is kept in an in-memory store with IndexedDB's semantics (memory-store.ts, the same
 * engine the component tests use), seeded with overlayLists(base lists, overlay), so validation,
 * revisions, expectations, preconditions and the undo record of every write work as on live.
 * After each write to the view, the written records are folded into the overlay
 * (recordScenarioChange, with what the base holds now) and the scenario saved with its
 * compare-and-set (scenario-repository.ts); when that save fails the view is put back exactly as
 * it was and the error thrown, so nothing is half-written. The view emits no 'changed' events:
 * its ids are not live's, and cross-tab.ts would post them to every other tab.
 *
 * The view does not follow later writes to the base (baseChangeInView is the data layer's to
 * apply); reopening the store reads the base afresh.
 */
import { ENTITY_STORES, type ChangeSet, type EntityMap, type EntityStoreName } from '@/domain/model/change-set'
import { recordKeyOf } from '@/domain/model/record-keys'
import type { Assignment } from '@/domain/model/assignment'
import { overlayLists, type PlanLists } from '@/domain/scenarios/scenario-overlay'
import { isReadOnlyScenario, recordScenarioChange, type BaseLookup, type SectionHoldersLookup } from '@/domain/scenarios/scenario'
import { SCENARIO_MESSAGES } from '@/domain/scenarios/scenario-messages'
import { emitStorageEvent } from './events'
import { createMemoryStore } from './memory-store'
import { trackWrite } from './pending-writes'
import type { ScenarioRepository, StoredScenario } from './scenario-repository'
import { SCENARIO_MISSING_MESSAGE, SCENARIO_SETTINGS_MESSAGE, toWriteError } from './storage-errors'
import { StorageError, type AppliedChanges, type ApplyOptions, type DataStore } from './types'

async function baseLists(base: DataStore): Promise<PlanLists> {
  const lists = await Promise.all(ENTITY_STORES.map(async (store) => (await base[store].list()).items))
  return Object.fromEntries(ENTITY_STORES.map((store, i) => [store, lists[i]])) as unknown as PlanLists
}

/** What the base holds now for every record the change set names, read before the write. */
async function baseLookupFor(base: DataStore, changes: ChangeSet): Promise<BaseLookup> {
  const found = new Map<string, unknown>()
  const at = (store: EntityStoreName, id: string) => `${store}\u0000${id}`
  const reads: Promise<void>[] = []
  for (const store of ENTITY_STORES) {
    const ids = [...((changes.put?.[store] ?? []) as unknown[]).map((r) => recordKeyOf(store, r)), ...(changes.delete?.[store] ?? [])]
    for (const id of ids) reads.push((base[store].get(id) as Promise<unknown>).then((record) => void found.set(at(store, id), record)))
  }
  await Promise.all(reads)
  return (<S extends EntityStoreName>(store: S, id: string) => found.get(at(store, id)) as EntityMap[S] | undefined) as BaseLookup
}

/** The base's holders of each section, read whole only when the write touches assignments. */
async function sectionHoldersFor(base: DataStore, changes: ChangeSet): Promise<SectionHoldersLookup | undefined> {
  if (!changes.put?.assignments?.length && !changes.delete?.assignments?.length) return undefined
  const all: Assignment[] = (await base.assignments.list()).items
  return (courseId, section) => all.filter((a) => a.courseId === courseId && a.section === section).map((a) => a.id)
}

/** The records a commit wrote, as a change set to fold into the overlay. */
function writtenChangeSet(applied: AppliedChanges): ChangeSet {
  const del: ChangeSet['delete'] = {}
  for (const store of applied.stores) {
    const ids = applied.ids[store]?.delete
    if (ids?.length) del[store] = ids
  }
  return { put: applied.put, delete: del }
}

export async function openScenarioStore(base: DataStore, repo: ScenarioRepository, scenarioId: string): Promise<DataStore> {
  const loaded = await repo.get(scenarioId)
  if (!loaded) throw new StorageError('unknown', SCENARIO_MISSING_MESSAGE)
  let scenario: StoredScenario = loaded
  const view = createMemoryStore(overlayLists(await baseLists(base), scenario.overlay), { events: false })
  // One write at a time: each folds into the scenario the previous one saved.
  let queue: Promise<unknown> = Promise.resolve()

  async function applyNow(changes: ChangeSet, options?: ApplyOptions): Promise<AppliedChanges> {
    if (changes.clear?.length) throw new StorageError('invalid', SCENARIO_MESSAGES.noRestoreInScenario)
    // A promoted scenario is read-only (issue 33), whoever opened it before or after the promotion.
    if (isReadOnlyScenario(scenario)) throw new StorageError('invalid', SCENARIO_MESSAGES.promoted)
    if (options?.settings || options?.clearSettings) throw new StorageError('invalid', SCENARIO_SETTINGS_MESSAGE)
    const [lookup, holders] = await Promise.all([baseLookupFor(base, changes), sectionHoldersFor(base, changes)])
    const restore = view.checkpoint()
    const applied = await view.apply(changes, options)
    const folded = recordScenarioChange(scenario, writtenChangeSet(applied), lookup, holders)
    if (folded === scenario) return applied
    try {
      scenario = await repo.put(folded, scenario.rev)
    } catch (error) {
      restore()
      throw error
    }
    return applied
  }

  async function apply(changes: ChangeSet, options?: ApplyOptions): Promise<AppliedChanges> {
    try {
      return await applyNow(changes, options)
    } catch (error) {
      const failure = toWriteError(error)
      // As the other stores: a refused write is an answer for the caller; a failure is reported.
      if (failure.kind !== 'conflict') emitStorageEvent({ type: 'write-error', error: failure })
      throw failure
    }
  }

  return {
    kind: base.kind,
    professors: view.professors,
    courses: view.courses,
    assignments: view.assignments,
    programs: view.programs,
    programVersions: view.programVersions,
    contractRecords: view.contractRecords,
    planSettings: view.planSettings,
    settings: {
      get: (key) => base.settings.get(key),
      put: async () => {
        throw new StorageError('invalid', SCENARIO_SETTINGS_MESSAGE)
      },
    },
    apply: (changes, options) => {
      const run = queue.then(() => apply(changes, options))
      queue = run.catch(() => {})
      return trackWrite(run)
    },
    close: () => view.close(),
  }
}
