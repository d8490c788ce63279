/**
 * The what-if scenarios on IndexedDB (database version 3, db.ts): one record per scenario, its
 * overlay inside (domain/scenarios/scenario.ts). Every put is a compare-and-set on the
 * scenario's own revision, checked and written in one transaction: two tabs editing the same
 * scenario cannot overwrite each other, the later write is refused whole and says why. Reads
 * parse with the stored-record schemas (wider legacy bounds), like the entity stores.
 */
import { z } from '@/domain/kernel/zod'
import { scenarioSchemaWith, type Scenario } from '@/domain/scenarios/scenario'
import { openAppDatabase, SCENARIOS_STORE, type AppDatabase, type OpenDatabaseOptions } from './db'
import { ENTITY_SCHEMAS } from './entity-schemas'
import { CLOSED_MESSAGE, SCENARIO_CHANGED_MESSAGE, toReadError, toWriteError } from './storage-errors'
import { StorageError, type ListResult } from './types'

/** A scenario as stored: `rev` counts its saves (1 after the first), the compare-and-set's token. */
export type StoredScenario = Scenario & { rev: number }

const storedScenarioSchema = scenarioSchemaWith(ENTITY_SCHEMAS).extend({ rev: z.number().int().min(0).default(0) })

export interface ScenarioRepository {
  /** Every readable scenario in id order; unreadable ones are counted, left in place. */
  list(): Promise<ListResult<StoredScenario>>
  get(id: string): Promise<StoredScenario | undefined>
  /**
   * Save the scenario if the stored one is still at revision `expectRev` (null: none stored yet);
   * resolves to it at its new revision. Otherwise rejects with kind 'conflict' and writes nothing.
   */
  put(scenario: Scenario, expectRev: number | null): Promise<StoredScenario>
  delete(id: string): Promise<void>
  close(): void
}

/** A stored scenario (or one from a backup), parsed; undefined when it cannot be read. */
export function parseStored(raw: unknown): StoredScenario | undefined {
  const parsed = storedScenarioSchema.safeParse(raw)
  return parsed.success ? (parsed.data as StoredScenario) : undefined
}

const revOfRaw = (raw: unknown): number | null =>
  raw === undefined ? null : typeof (raw as { rev?: unknown }).rev === 'number' ? (raw as { rev: number }).rev : 0

/** The repository over an open database (the caller closes it with the repository). */
export function createScenarioRepository(db: AppDatabase): ScenarioRepository {
  let closed = false
  const assertOpen = () => {
    if (closed) throw new StorageError('unavailable', CLOSED_MESSAGE)
  }
  const read = async <T>(run: () => Promise<T>): Promise<T> => {
    assertOpen()
    try {
      return await run()
    } catch (error) {
      throw toReadError(error)
    }
  }
  return {
    list: () =>
      read(async () => {
        const items: StoredScenario[] = []
        let invalid = 0
        for (const raw of await db.getAll(SCENARIOS_STORE)) {
          const scenario = parseStored(raw)
          if (scenario) items.push(scenario)
          else invalid++
        }
        return { items, invalid }
      }),
    get: (id) => read(async () => parseStored(await db.get(SCENARIOS_STORE, id))),
    put: async (scenario, expectRev) => {
      assertOpen()
      const parsed = storedScenarioSchema.safeParse({ ...scenario, rev: 0 })
      if (!parsed.success) throw new StorageError('invalid', `This scenario could not be saved: ${parsed.error.issues[0]?.message ?? 'it is not valid'}.`)
      try {
        const tx = db.transaction(SCENARIOS_STORE, 'readwrite')
        const stored = revOfRaw(await tx.store.get(scenario.id))
        if (stored !== expectRev) {
          tx.abort()
          await tx.done.catch(() => {})
          throw new StorageError('conflict', SCENARIO_CHANGED_MESSAGE)
        }
        const next = { ...parsed.data, rev: (stored ?? 0) + 1 } as StoredScenario
        await Promise.all([tx.store.put(next), tx.done])
        return next
      } catch (error) {
        throw toWriteError(error)
      }
    },
    delete: async (id) => {
      assertOpen()
      try {
        await db.delete(SCENARIOS_STORE, id)
      } catch (error) {
        throw toWriteError(error)
      }
    },
    close: () => {
      closed = true
    },
  }
}

/** A repository on its own connection to the app's database (closing it closes the connection). */
export async function openScenarioRepository(options: OpenDatabaseOptions = {}): Promise<ScenarioRepository> {
  const db = await openAppDatabase(options)
  const repo = createScenarioRepository(db)
  return {
    ...repo,
    close: () => {
      repo.close()
      db.close()
    },
  }
}
