/**
 * The write path numbers what it stores (domain/model/revision.ts): every record a change set
 * puts gets its stored revision + 1 (a record new to its store: 1; one stored before revisions
 * existed counts as 0), decided here from the records the write's own transaction read before
 * writing, so two tabs writing one record never hand out the same number. Whatever revision the
 * caller sent (a form's copy of the record, an import's file) is ignored, with two exceptions:
 *
 *  - a put that leaves the content as stored keeps the stored revision: nothing changed, so
 *    nothing was revised (saving an unchanged form leaves undo's expectations intact);
 *  - in a store the change clears and refills (a backup restore, loading sample data, undoing
 *    either), a record keeps its own revision when that is higher: a backup brings back the
 *    revisions it was saved with (restored into an empty store, round-trip exact), and a
 *    restore over newer data still moves every changed record forward, never back. A backup
 *    without revisions (written before them) restores as new writes: 1, or the stored one + 1.
 *
 * A record put twice by one change set is revised once. Both DataStore implementations call
 * this with their own reads, so they number alike; generic over ENTITY_STORES. The rule itself
 * is the domain's (revision-compare.ts `nextRevision`), which the write path's optimistic copy
 * of a change uses too.
 */
import type { EntityStoreName } from '@/domain/model/change-set'
import { nextRevision, withRevision } from '@/domain/model/revision-compare'
import { ENTITY_KEY_PATHS } from './entity-keys'
import type { PlanReads, ReadPlan, ValidatedChanges } from './records'

/** The raw record a store held under `key` before the write (undefined: none). */
export type PreviousRecord = (store: EntityStoreName, key: string) => unknown

/** The puts of `v` as they will be stored, each with its revision. */
export function revisedPuts(v: ValidatedChanges, previous: PreviousRecord): ValidatedChanges['puts'] {
  return v.puts.map(({ store, records }) => {
    const keyField = ENTITY_KEY_PATHS[store]
    const refilled = v.clear.includes(store)
    return {
      store,
      records: records.map((record) => withRevision(record, nextRevision(previous(store, (record as Record<string, string>)[keyField]!), record, refilled))),
    }
  })
}

/** The keys of the records `v` puts outside the stores it clears: what must be read first. */
export function putKeys(v: ValidatedChanges): { store: EntityStoreName; keys: string[] }[] {
  return v.puts
    .filter(({ store }) => !v.clear.includes(store))
    .map(({ store, records }) => ({ store, keys: records.map((r) => (r as Record<string, string>)[ENTITY_KEY_PATHS[store]]!) }))
}

/**
 * The records a write read before writing, by store and key: `reads` (the plan's reads in the
 * same transaction) and, for stores read whole apart from them (a refilled store), `wholes`.
 */
export function previousRecords(plan: ReadPlan, reads: PlanReads, wholes: ReadonlyMap<EntityStoreName, readonly unknown[]> = new Map()): PreviousRecord {
  const byKey = new Map<EntityStoreName, Map<string, unknown>>()
  const index = (store: EntityStoreName): Map<string, unknown> => {
    let keyed = byKey.get(store)
    if (keyed) return keyed
    byKey.set(store, (keyed = new Map()))
    const keyField = ENTITY_KEY_PATHS[store]
    const whole = wholes.get(store) ?? reads.whole.get(store)
    if (whole) {
      for (const raw of whole) {
        const key = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[keyField] : undefined
        if (typeof key === 'string') keyed.set(key, raw)
      }
    } else {
      const keys = plan.ids.find((entry) => entry.store === store)?.keys ?? []
      const raws = reads.ids.get(store) ?? []
      keys.forEach((key, i) => keyed.set(key, raws[i]))
    }
    return keyed
  }
  return (store, key) => index(store).get(key)
}
