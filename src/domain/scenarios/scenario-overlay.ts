/**
 * A scenario's view of the plan: the base lists (live, or the scenario it is based on) with its
 * overlay applied by id. Records the scenario did not touch keep their object identity, so the
 * plan store and memoized rows treat them as unchanged; only the lists and the records the
 * scenario put are new objects. Records the scenario created come after the base's, in the order
 * it created them; a base record it changed keeps its place.
 *
 * After the view is built, each edit inside the scenario patches it by id like an edit on live
 * (patchList with the edit's own change set), and a change of the base patches it only where
 * the scenario did not change the record itself (baseChangeInView).
 */
import { ENTITY_STORES, type ChangeSet, type EntityMap, type EntityStoreName } from '@/domain/model/change-set'
import { recordKeyOf } from '@/domain/model/record-keys'
import type { ScenarioOverlay } from './scenario'

export type PlanLists = { [S in EntityStoreName]: readonly EntityMap[S][] }

/**
 * The list with a change set's deletes and puts of one store applied by id (storage's order:
 * clear, delete, put). The same list object when the set does not name the store.
 */
export function patchList<S extends EntityStoreName>(list: readonly EntityMap[S][], store: S, changes: ChangeSet): readonly EntityMap[S][] {
  const cleared = changes.clear?.includes(store) ?? false
  const deletes = changes.delete?.[store] ?? []
  const puts = (changes.put?.[store] ?? []) as EntityMap[S][]
  if (!cleared && !deletes.length && !puts.length) return list
  // As the data layer's applyChangeSetToList: a record deleted and put again in one set goes last.
  const gone = new Set(deletes)
  const pending = new Map<string, EntityMap[S]>()
  for (const record of puts) pending.set(recordKeyOf(store, record), record)
  const out: EntityMap[S][] = []
  if (!cleared) {
    for (const record of list) {
      const id = recordKeyOf(store, record)
      if (gone.has(id)) continue
      const put = pending.get(id)
      if (put === undefined) out.push(record)
      else {
        out.push(put)
        pending.delete(id)
      }
    }
  }
  for (const record of pending.values()) out.push(record)
  return out
}

/** The overlay as one change set over its base (its puts and deletes, no preconditions). */
export function overlayChangeSet(overlay: ScenarioOverlay): ChangeSet {
  const put: ChangeSet['put'] = {}
  const del: ChangeSet['delete'] = {}
  for (const store of ENTITY_STORES) {
    const part = overlay[store]
    if (!part) continue
    const records = Object.values(part.put)
    if (records.length) (put as Record<string, unknown[]>)[store] = records
    if (part.delete.length) del[store] = [...part.delete]
  }
  return { put, delete: del }
}

/** The lists as the scenario sees them: the base with its overlay applied. */
export function overlayLists(base: PlanLists, overlay: ScenarioOverlay): PlanLists {
  const changes = overlayChangeSet(overlay)
  const out = { ...base }
  for (const store of ENTITY_STORES) (out as Record<string, unknown>)[store] = patchList(base[store], store, changes)
  return out
}

/**
 * The part of a change of the base (a write to live while the scenario is open) that the
 * scenario's view shows: records the scenario changed itself stay as the scenario has them.
 * Null when the view does not change at all; 'rebuild' when the base was cleared (a restore of
 * live): the view is then built again from the new base (overlayLists), the overlay kept whole.
 */
export function baseChangeInView(overlay: ScenarioOverlay, baseChange: ChangeSet): ChangeSet | null | 'rebuild' {
  if (baseChange.clear?.length) return 'rebuild'
  const mine = (store: EntityStoreName, id: string) => {
    const part = overlay[store]
    return part !== undefined && (id in part.put || part.delete.includes(id))
  }
  const put: ChangeSet['put'] = {}
  const del: ChangeSet['delete'] = {}
  let any = false
  for (const store of ENTITY_STORES) {
    const records = ((baseChange.put?.[store] ?? []) as unknown[]).filter((r) => !mine(store, recordKeyOf(store, r)))
    const ids = (baseChange.delete?.[store] ?? []).filter((id) => !mine(store, id))
    if (records.length) (put as Record<string, unknown[]>)[store] = records
    if (ids.length) del[store] = ids
    any ||= records.length > 0 || ids.length > 0
  }
  return any ? { put, delete: del } : null
}
