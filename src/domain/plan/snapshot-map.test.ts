import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SnapshotMap } from './snapshot-map'

type Op = { kind: 'set'; key: string; value: number } | { kind: 'delete'; key: string } | { kind: 'snapshot' } | { kind: 'read'; at: number }

const KEYS = ['a', 'b', 'c', 'd', 'e']
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom(...KEYS), value: fc.integer({ min: 0, max: 3 }) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), key: fc.constantFrom(...KEYS) }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'snapshot' as const }), weight: 2 },
  fc.record({ kind: fc.constant('read' as const), at: fc.nat() }),
)

describe('SnapshotMap', () => {
  it('gives snapshots that keep their contents, in order, whatever changes after them', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.integer({ min: 0, max: 3 }))), fc.array(opArb, { maxLength: 40 }), (seed, ops) => {
        // A plain Map follows the same changes: its order is the ordered map's.
        const plain = new Map(seed)
        const map = new SnapshotMap(new Map(seed), { ordered: true })
        // Unordered: the same contents, in whatever order.
        const loose = new SnapshotMap(new Map(seed))
        const taken: { snapshot: ReadonlyMap<string, number>; expected: [string, number][] }[] = []
        const looseTaken: typeof taken = []
        for (const op of ops) {
          if (op.kind === 'set') {
            plain.set(op.key, op.value)
            map.set(op.key, op.value)
            loose.set(op.key, op.value)
          } else if (op.kind === 'delete') {
            plain.delete(op.key)
            map.delete(op.key)
            loose.delete(op.key)
          } else if (op.kind === 'snapshot') {
            taken.push({ snapshot: map.snapshot(), expected: [...plain] })
            looseTaken.push({ snapshot: loose.snapshot(), expected: [...plain] })
          }
          else if (taken.length) {
            const { snapshot, expected } = taken[op.at % taken.length]!
            expect([...snapshot]).toEqual(expected)
          }
          expect([...map.current]).toEqual([...plain])
        }
        for (const { snapshot, expected } of taken) {
          expect([...snapshot]).toEqual(expected)
          expect(snapshot.size).toBe(expected.length)
          for (const key of KEYS) expect(snapshot.get(key)).toBe(new Map(expected).get(key))
        }
        const byKey = (entries: Iterable<[string, number]>) => [...entries].sort(([a], [b]) => (a < b ? -1 : 1))
        for (const { snapshot, expected } of looseTaken) expect(byKey(snapshot)).toEqual(byKey(expected))
      }),
      { numRuns: 500 },
    )
  })

  it('reads the present while nothing changed, and a copy of its own once something did', () => {
    const map = new SnapshotMap(new Map([['a', 1]]), { ordered: true })
    const first = map.snapshot()
    expect(first.get('a')).toBe(1)
    map.set('a', 2)
    map.set('b', 3)
    const second = map.snapshot()
    map.delete('a')
    expect([...first]).toEqual([['a', 1]])
    expect([...second]).toEqual([['a', 2], ['b', 3]])
    expect([...map.snapshot()]).toEqual([['b', 3]])
  })
})
