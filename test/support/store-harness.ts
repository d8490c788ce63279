/**
 * Ways to build each DataStore implementation over planted raw records, so one contract suite
 * runs against both. Only tests import this file.
 */
import { IDBFactory } from 'fake-indexeddb'
import type { EntityStoreName } from '@/domain/model/change-set'
import { openAppDatabase } from '../../src/storage/db'
import { createIdbStore } from '../../src/storage/idb-store'
import { createMemoryStore, type MemorySeed } from './memory-store'
import type { DataStore } from '../../src/storage/types'

export interface StoreHarness {
  name: 'indexeddb' | 'memory'
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
