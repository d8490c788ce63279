/**
 * Ways to build each DataStore implementation over planted raw records, so one contract suite
 * runs against both. Only tests import this file.
 */
import { IDBFactory } from 'fake-indexeddb'
import type { EntityStoreName } from '@/domain/model/change-set'
import { openAppDatabase } from '../../src/storage/db'
import { createIdbStore } from '../../src/storage/idb-store'
import { createMemoryStore, type MemorySeed } from './memory-store'
import { createScenario } from '../../src/domain/scenarios/scenario'
import { openScenarioRepository } from '../../src/storage/scenario-repository'
import { openScenarioStore } from '../../src/storage/scenario-store'
import type { DataStore } from '../../src/storage/types'

export interface StoreHarness {
  name: 'indexeddb' | 'memory' | 'scenario'
  /** A fresh store holding `seed` exactly as given (corrupt records included). */
  create(seed?: MemorySeed): Promise<DataStore>
}

/** Write raw records straight into a fresh fake database, bypassing every schema. */
export async function plantRaw(factory: IDBFactory, seed: MemorySeed): Promise<void> {
  const db = await openAppDatabase({ factory })
  for (const [store, records] of Object.entries(seed)) {
    if (store === 'settings') {
      for (const [key, value] of Object.entries(records as Record<string, unknown>)) await db.put('settings', value, key)
    } else {
      for (const record of records as unknown[]) await db.put(store as EntityStoreName, record)
    }
  }
  db.close()
}

export const idbHarness: StoreHarness = {
  name: 'indexeddb',
  async create(seed = {}) {
    const factory = new IDBFactory()
    await plantRaw(factory, seed)
    return createIdbStore({ factory })
  },
}

export const memoryHarness: StoreHarness = {
  name: 'memory',
  create: async (seed) => createMemoryStore(seed),
}

/**
 * A scenario's store over an IndexedDB live plan holding `seed`, the scenario still empty: the
 * contracts about change sets, preconditions and undo hold inside a scenario too (settings,
 * clears and change events do not: a scenario refuses the first two and emits none).
 */
export const scenarioHarness: StoreHarness = {
  name: 'scenario',
  async create(seed = {}) {
    const factory = new IDBFactory()
    await plantRaw(factory, seed)
    const base = await createIdbStore({ factory })
    const repo = await openScenarioRepository({ factory })
    await repo.put(createScenario({ id: 'harness', name: 'Harness', createdAt: '2026-11-29T08:00:00Z', scope: { kind: 'term', term: 'fall', year: 2026 } }), null)
    const store = await openScenarioStore(base, repo, 'harness')
    return {
      ...store,
      close: () => {
        store.close()
        repo.close()
        base.close()
      },
    }
  },
}
