import { describe, expect, it } from 'vitest'
import { collationKey } from './collation'
import { orderByKeys } from './keyed-order'

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/** The texts in the order orderByKeys gives for their collation keys. */
function sortTexts(texts: readonly string[], desc = false): string[] {
  return orderByKeys([{ keys: texts.map(collationKey), desc }], texts.length).map((i) => texts[i]!)
}

describe('orderByKeys', () => {
  it('orders titles as an Intl.Collator sort does, ignoring case and accents', () => {
    const titles = Array.from(
      { length: 500 },
      (_, i) =>
        `${['3D Foundations', 'Animation', 'élan Studio', 'Game design', 'art history'][i % 5]} ${(i * 7919) % 120}${i % 3 === 0 ? ' II' : ''}`,
    )
    const byCollator = [...titles].sort(
      (a, b) => collator.compare(a, b) || titles.indexOf(a) - titles.indexOf(b),
    )
    expect(sortTexts(titles)).toEqual(byCollator)
  })

  it('puts course codes in numeric order (ANIM2 before ANIM10)', () => {
    expect(sortTexts(['ANIM10', 'anim2', 'GAME1001', 'ANIM1', 'game201'])).toEqual([
      'ANIM1',
      'anim2',
      'ANIM10',
      'game201',
      'GAME1001',
    ])
  })

  it('keeps equal keys in input order, ascending and descending', () => {
    const texts = ['b', 'B', 'a', 'A', 'b']
    expect(orderByKeys([{ keys: texts.map(collationKey), desc: false }], 5)).toEqual([2, 3, 0, 1, 4])
    expect(orderByKeys([{ keys: texts.map(collationKey), desc: true }], 5)).toEqual([0, 1, 4, 2, 3])
  })

  it('sorts descending as the reverse of the key order', () => {
    expect(sortTexts(['Film 2', 'film 10', 'Animation', 'Zeta'], true)).toEqual([
      'Zeta',
      'film 10',
      'Film 2',
      'Animation',
    ])
  })

  it('sorts numbers by value', () => {
    expect(orderByKeys([{ keys: [12, 3, 40, 3.5], desc: false }], 4)).toEqual([1, 3, 0, 2])
  })

  it('breaks ties on the first key with the next one', () => {
    const levels = [2, 1, 2, 1]
    const hours = [3, 6, 9, 6]
    expect(
      orderByKeys(
        [
          { keys: levels, desc: false },
          { keys: hours, desc: true },
        ],
        4,
      ),
    ).toEqual([1, 3, 2, 0])
  })

  it('keeps the input order without criteria', () => {
    expect(orderByKeys([], 3)).toEqual([0, 1, 2])
  })
})
