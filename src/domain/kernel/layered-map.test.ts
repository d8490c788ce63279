import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { LayeredMap, REMOVED, type Change } from './layered-map'

describe('LayeredMap', () => {
  const op = fc.record({
    key: fc.integer({ min: 0, max: 12 }),
    value: fc.option(fc.integer(), { nil: undefined }),
  })

  it('reads like a Map copied and changed, over chains deeper than it keeps', () => {
    fc.assert(
      fc.property(fc.array(fc.array(op, { maxLength: 5 }), { maxLength: 40 }), (rounds) => {
        let layered: ReadonlyMap<number, number> = new Map([
          [1, 10],
          [2, 20],
        ])
        const model = new Map(layered)
        for (const round of rounds) {
          const changes = new Map<number, Change<number>>()
          for (const { key, value } of round) {
            changes.set(key, value === undefined ? REMOVED : value)
            if (value === undefined) model.delete(key)
            else model.set(key, value)
          }
          layered = LayeredMap.over(layered, changes)
          for (let key = 0; key <= 12; key++) {
            expect(layered.get(key)).toBe(model.get(key))
            expect(layered.has(key)).toBe(model.has(key))
          }
          expect(layered.size).toBe(model.size)
          expect(new Map(layered)).toEqual(model)
        }
      }),
    )
  })

  it('gives the base back when nothing changed, and flattens a deep chain', () => {
    const base = new Map([[1, 1]])
    expect(LayeredMap.over(base, new Map())).toBe(base)
    let map: ReadonlyMap<number, number> = base
    const kinds = new Set<string>()
    for (let i = 0; i < 40; i++) {
      map = LayeredMap.over(map, new Map([[i, i]]))
      kinds.add(map.constructor.name)
    }
    expect(kinds).toEqual(new Set(['LayeredMap', 'Map']))
    expect([...map.keys()].sort((a, b) => a - b)).toEqual([...Array(40).keys()])
  })

  it('flattens a deep chain with one copy of the bottom map, not one per layer (issue 22: the stall every 17th edit)', () => {
    const size = 2_000
    let map: ReadonlyMap<number, number> = new Map(Array.from({ length: size }, (_, i) => [i, i]))
    const set = vi.spyOn(Map.prototype, 'set')
    try {
      // 17 single-key edits: the 17th goes past the depth kept and is flattened.
      for (let i = 0; i < 17; i++) map = LayeredMap.over(map, new Map([[i, -i]]))
      expect(map.constructor.name).toBe('Map')
      // One copy (size) plus the 17 changes (and each layer's own one-entry change map); a copy
      // per layer was 17 x 2,000 = 34,000 calls.
      expect(set.mock.calls.length).toBeLessThan(size + 100)
    } finally {
      set.mockRestore()
    }
    expect(map.get(16)).toBe(-16)
    expect(map.get(size - 1)).toBe(size - 1)
  })
})
