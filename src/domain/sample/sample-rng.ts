/**
 * The sample generator's seeded randomness: a seed always gives the same draws, so a seed (and a
 * clock) always gives the same data set.
 */
/** mulberry32: a tiny, fast, well-distributed 32-bit PRNG; returns values in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export class Rng {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  /** `count` distinct items in random order. */
  sample<T>(list: readonly T[], count: number): T[] {
    return this.shuffle([...list]).slice(0, Math.min(count, list.length))
  }
  shuffle<T>(list: T[]): T[] {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const tmp = list[i] as T
      list[i] = list[j] as T
      list[j] = tmp
    }
    return list
  }
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0)
    let r = this.next() * total
    for (const [value, w] of entries) {
      r -= w
      if (r < 0) return value
    }
    return entries[entries.length - 1]![0]
  }
}
