/**
 * A read-only map made of another map plus a few changes, without copying it. The plan index
 * derives its maps (terms by assignment, sections by course, loads by professor) from the last
 * ones after every edit; copying maps of 6,000 entries to change one was most of what adding a
 * section cost at 10,000 courses, and it grew with the data. A lookup walks at most MAX_DEPTH
 * layers; a deeper chain is flattened into a plain Map (once every MAX_DEPTH edits), by one copy
 * of the bottom map plus the layers' changes. Iterating builds the flat map lazily: the edit
 * paths only look keys up.
 *
 * Values are never undefined (an absent key is deleted), as in every map of the plan index.
 */
import { LazyReadonlyMap } from './lazy-readonly-map'

/** A change that deletes its key. */
export const REMOVED: unique symbol = Symbol('removed')
export type Change<V> = V | typeof REMOVED
const MAX_DEPTH = 16

export class LayeredMap<K, V> extends LazyReadonlyMap<K, V> {
  readonly #base: ReadonlyMap<K, V>
  readonly #changes: ReadonlyMap<K, Change<V>>
  readonly #depth: number
  readonly size: number
  #flat: Map<K, V> | undefined

  private constructor(base: ReadonlyMap<K, V>, changes: ReadonlyMap<K, Change<V>>) {
    super()
    this.#base = base
    this.#changes = changes
    this.#depth = base instanceof LayeredMap ? base.#depth + 1 : 1
    let size = base.size
    for (const [key, value] of changes) {
      const had = base.has(key)
      if (value === REMOVED) size -= had ? 1 : 0
      else size += had ? 0 : 1
    }
    this.size = size
  }

  /** `base` with `changes` applied (REMOVED deletes a key): a layer, or a flat copy when the chain is deep. */
  static over<K, V>(
    base: ReadonlyMap<K, V>,
    changes: ReadonlyMap<K, Change<V>>,
  ): ReadonlyMap<K, V> {
    if (changes.size === 0) return base
    const layer = new LayeredMap(base, changes)
    return layer.#depth > MAX_DEPTH ? layer.materialize() : layer
  }

  get(key: K): V | undefined {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- walking the chain of layers
    let map: ReadonlyMap<K, V> = this
    while (map instanceof LayeredMap) {
      const change = (map as LayeredMap<K, V>).#changes.get(key)
      if (change !== undefined) return change === REMOVED ? undefined : change
      map = (map as LayeredMap<K, V>).#base
    }
    return map.get(key)
  }

  has(key: K): boolean {
    return this.get(key) !== undefined
  }

  protected materialize(): Map<K, V> {
    if (this.#flat) return this.#flat
    // Walk down to the nearest flat map (a plain base, or a layer already flattened) and copy it
    // ONCE, then replay the layers' changes oldest first. Copying per layer (new Map(base) at
    // each level) cost depth x size: ~100,000 Map.set calls for one 6,000-entry flatten, a
    // 100-650 ms stall every 17th edit at 10,000 courses (issue 22).
    const layers: LayeredMap<K, V>[] = []
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- walking the chain of layers
    let map: ReadonlyMap<K, V> = this
    while (map instanceof LayeredMap && !(map as LayeredMap<K, V>).#flat) {
      layers.push(map as LayeredMap<K, V>)
      map = (map as LayeredMap<K, V>).#base
    }
    const flat = new Map(map instanceof LayeredMap ? (map as LayeredMap<K, V>).#flat! : map)
    for (let i = layers.length - 1; i >= 0; i--) {
      for (const [key, value] of layers[i]!.#changes) {
        if (value === REMOVED) flat.delete(key)
        else flat.set(key, value)
      }
    }
    this.#flat = flat
    return flat
  }
}
