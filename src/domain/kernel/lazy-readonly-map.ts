/**
 * A read-only map whose lookups are its own (through a list, or through layers of changes) and
 * whose iteration goes through a plain Map built the first time anything iterates: the edit
 * paths only look keys up, so that copy is made only where something really walks the map.
 */
export abstract class LazyReadonlyMap<K, V> implements ReadonlyMap<K, V> {
  abstract get(key: K): V | undefined
  abstract has(key: K): boolean
  abstract readonly size: number
  /** The same entries as a plain Map (built once; kept by the subclass). */
  protected abstract materialize(): ReadonlyMap<K, V>

  entries() {
    return this.materialize().entries()
  }

  keys() {
    return this.materialize().keys()
  }

  values() {
    return this.materialize().values()
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    this.materialize().forEach((value, key) => callback.call(thisArg, value, key, this))
  }

  [Symbol.iterator]() {
    return this.materialize()[Symbol.iterator]()
  }
}
