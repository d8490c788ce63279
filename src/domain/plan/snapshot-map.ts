/**
 * A map its owner changes in place that hands out read-only snapshots: each snapshot keeps the
 * contents as they were when it was taken, whatever the owner changes afterwards (issue 32: a
 * PlanView handed to a screen is an immutable snapshot). Copying the map at every version would
 * cost each edit the size of the plan; here a change costs what it touches, at any size:
 *
 * - the owner reads and writes one native Map (`current`), so a snapshot of the present reads it
 *   directly at a Map's speed;
 * - a snapshot belongs to a generation. The first change of a key after the latest snapshot
 *   records the key's value before it in that generation (`before`), once per key. Generations
 *   link forward (`next`) and the map holds only the newest, so the records of a generation no
 *   snapshot holds any more are garbage, and a snapshot holds only those of its own and later
 *   generations;
 * - a snapshot read after the map moved on builds its own copy once (the present, with every
 *   recorded value since its generation put back) and then lets its generations go.
 *
 * With `ordered`, the copy keeps the map's order even for keys deleted since (the course list's
 * order, which courseById follows): each key has an insertion number, and a key put back takes
 * its place by it. Other maps keep the present's order for the keys it has.
 *
 * A snapshot of the present iterates the owner's Map: read it through before the owner's next
 * change (as a render does; the plan store changes only when the change feed calls it).
 */

interface Kept<V> {
  value: V
  /** Insertion number (ordered maps only). */
  order: number
}

/** The value of each key changed since this generation's snapshot; null: it had none. */
class Generation<K, V> {
  readonly before = new Map<K, Kept<V> | null>()
  next: Generation<K, V> | undefined
}

export class SnapshotMap<K, V> {
  readonly #current: Map<K, V>
  readonly #order: Map<K, number> | undefined
  #nextOrder = 0
  /** The generation of the latest snapshot, which records what changes next. */
  #latest: Generation<K, V> | undefined
  /** Nothing changed since the latest snapshot: its generation is the present. */
  #unchanged = false

  /** Takes `entries` over: the owner changes it only through this map from now on. */
  constructor(entries: Map<K, V> = new Map(), options: { ordered?: boolean } = {}) {
    this.#current = entries
    if (options.ordered) {
      this.#order = new Map()
      for (const key of entries.keys()) this.#order.set(key, this.#nextOrder++)
    }
  }

  /** The present contents, for the owner's own reads (not to be handed out: it changes). */
  get current(): ReadonlyMap<K, V> {
    return this.#current
  }

  get(key: K): V | undefined {
    return this.#current.get(key)
  }

  has(key: K): boolean {
    return this.#current.has(key)
  }

  set(key: K, value: V): void {
    const had = this.#current.has(key)
    if (had && this.#current.get(key) === value) return
    this.#remember(key)
    this.#current.set(key, value)
    if (!had && this.#order) this.#order.set(key, this.#nextOrder++)
  }

  delete(key: K): void {
    if (!this.#current.has(key)) return
    this.#remember(key)
    this.#current.delete(key)
    this.#order?.delete(key)
  }

  /** The contents as of now, unchanged by whatever the owner does next. */
  snapshot(): ReadonlyMap<K, V> {
    if (!this.#latest || !this.#unchanged) {
      const generation = new Generation<K, V>()
      if (this.#latest) this.#latest.next = generation
      this.#latest = generation
      this.#unchanged = true
    }
    return new Snapshot(this, this.#latest)
  }

  /** Is this generation the present? */
  isPresent(generation: Generation<K, V>): boolean {
    return this.#unchanged && generation === this.#latest
  }

  /** A copy of the contents as of a generation. */
  contentsAt(generation: Generation<K, V>): Map<K, V> {
    const before = new Map<K, Kept<V> | null>()
    for (let g: Generation<K, V> | undefined = generation; g; g = g.next) {
      for (const [key, kept] of g.before) if (!before.has(key)) before.set(key, kept)
    }
    const entries: [K, V, number][] = []
    for (const [key, value] of this.#current) {
      const kept = before.get(key)
      if (kept === null) continue
      entries.push(kept ? [key, kept.value, kept.order] : [key, value, this.#order?.get(key) ?? 0])
    }
    for (const [key, kept] of before) if (kept && !this.#current.has(key)) entries.push([key, kept.value, kept.order])
    // Ordered: keys deleted (or deleted and put again) since go back to their places.
    if (this.#order && entries.some((e, i) => i > 0 && e[2] < entries[i - 1]![2])) entries.sort((a, b) => a[2] - b[2])
    return new Map(entries.map(([key, value]) => [key, value]))
  }

  #remember(key: K): void {
    this.#unchanged = false
    const generation = this.#latest
    if (!generation || generation.before.has(key)) return
    generation.before.set(
      key,
      this.#current.has(key) ? { value: this.#current.get(key)!, order: this.#order?.get(key) ?? 0 } : null,
    )
  }
}

/** A snapshot: the present while nothing changed, else its own copy (built on its first read). */
class Snapshot<K, V> implements ReadonlyMap<K, V> {
  #source: SnapshotMap<K, V> | undefined
  #generation: Generation<K, V> | undefined
  #own: ReadonlyMap<K, V> | undefined

  constructor(source: SnapshotMap<K, V>, generation: Generation<K, V>) {
    this.#source = source
    this.#generation = generation
  }

  #map(): ReadonlyMap<K, V> {
    if (this.#own) return this.#own
    const source = this.#source!
    const generation = this.#generation!
    if (source.isPresent(generation)) return source.current
    this.#own = source.contentsAt(generation)
    // Its generations are no longer needed by this snapshot.
    this.#source = undefined
    this.#generation = undefined
    return this.#own
  }

  get size(): number {
    return this.#map().size
  }
  get(key: K): V | undefined {
    return this.#map().get(key)
  }
  has(key: K): boolean {
    return this.#map().has(key)
  }
  keys(): MapIterator<K> {
    return this.#map().keys()
  }
  values(): MapIterator<V> {
    return this.#map().values()
  }
  entries(): MapIterator<[K, V]> {
    return this.#map().entries()
  }
  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    this.#map().forEach((value, key) => callback.call(thisArg, value, key, this))
  }
  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.#map().entries()
  }
}
