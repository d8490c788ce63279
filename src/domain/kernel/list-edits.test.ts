import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createPatchingFilter,
  createPatchingMap,
  editedPositions,
  filterTracked,
  patchFiltered,
  patchMapped,
  recordListEdit,
} from './list-edits'

interface Item {
  id: number
  value: number
}

/** A copy of `list` with items replaced or appended at `steps`, recorded as the write path does. */
function edit(list: readonly Item[], steps: readonly { at: number; value: number }[]): Item[] {
  const next = list.slice()
  const positions: number[] = []
  for (const { at, value } of steps) {
    const p = Math.min(at, next.length)
    next[p] = { id: p, value }
    positions.push(p)
  }
  recordListEdit(next, list, positions)
  return next
}

const items = (values: number[]): Item[] => values.map((value, id) => ({ id, value }))
const listArb = fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 40 }).map(items)
const stepsArb = fc.array(
  fc.record({ at: fc.nat({ max: 45 }), value: fc.integer({ min: 0, max: 9 }) }),
  { maxLength: 6 },
)
const keep = (item: Item) => item.value % 2 === 0

describe('list edits', () => {
  it('names the positions an edit changed, across a chain of edits', () => {
    const a = items([1, 2, 3, 4])
    const b = edit(a, [{ at: 1, value: 7 }])
    const c = edit(b, [{ at: 4, value: 8 }])
    expect(editedPositions(a, b)).toEqual([1])
    expect(editedPositions(a, c)).toEqual([1, 4])
    expect(editedPositions(a, a)).toEqual([])
  })

  it('knows nothing of lists made another way', () => {
    const a = items([1, 2, 3])
    expect(
      editedPositions(
        a,
        a.filter((x) => x.value !== 2),
      ),
    ).toBeNull()
    expect(editedPositions(items([1]), edit(a, [{ at: 0, value: 5 }]))).toBeNull()
    expect(patchMapped(a, a, a.slice(), (x) => x)).toBeNull()
  })

  it('patches a map to what a full map gives', () => {
    fc.assert(
      fc.property(listArb, stepsArb, (list, steps) => {
        const fn = (x: Item) => x.value * 10
        const next = edit(list, steps)
        expect(patchMapped(list, list.map(fn), next, fn)).toEqual(next.map(fn))
      }),
    )
  })

  it('patches a filter to what a full filter gives, over several edits in a row', () => {
    fc.assert(
      fc.property(listArb, fc.array(stepsArb, { maxLength: 4 }), (list, rounds) => {
        let before = list
        let out = filterTracked(list, keep)
        for (const steps of rounds) {
          const after = edit(before, steps)
          const patched = patchFiltered(before, out, after, keep)
          expect(patched).toEqual(after.filter(keep))
          out = patched!
          before = after
        }
      }),
    )
  })

  it('records the filtered list edit only when nothing moved', () => {
    const list = items([2, 4, 6])
    const out = filterTracked(list, keep)
    const replaced = edit(list, [{ at: 1, value: 8 }])
    const patched = patchFiltered(list, out, replaced, keep)!
    expect(editedPositions(out, patched)).toEqual([1])
    const removed = edit(list, [{ at: 0, value: 1 }])
    const shifted = patchFiltered(list, out, removed, keep)!
    expect(shifted.map((x) => x.value)).toEqual([4, 6])
    expect(editedPositions(out, shifted)).toBeNull()
  })

  it('patching helpers compute again when their dependencies change', () => {
    const filter = createPatchingFilter<Item>()
    const map = createPatchingMap<Item, number>()
    const list = items([1, 2, 3, 4])
    expect(filter(list, keep, ['even'])).toEqual([list[1], list[3]])
    const next = edit(list, [{ at: 0, value: 0 }])
    expect(filter(next, keep, ['even'])).toEqual([next[0], list[1], list[3]])
    expect(filter(next, (x) => !keep(x), ['odd'])).toEqual([list[2]])
    expect(map(list, (x) => x.value, [1])).toEqual([1, 2, 3, 4])
    expect(map(next, (x) => x.value, [1])).toEqual([0, 2, 3, 4])
    expect(map(next, (x) => -x.value, [2])).toEqual([-0, -2, -3, -4])
  })
})
