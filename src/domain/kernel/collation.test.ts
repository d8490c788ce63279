import { describe, expect, it } from 'vitest'
import { collationKey, compareKeys, createCollationKeys, sortByText } from './collation'

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

describe('collation keys', () => {
  it('order numbers by value, ignore case and accents', () => {
    const words = [
      'ANIM10',
      'anim2',
      'Anim1',
      'Élan',
      'elan b',
      'Zeta',
      'alpha 007',
      'alpha 7a',
      'GAME1001',
    ]
    const byKey = sortByText(words, (w) => w)
    expect(byKey).toEqual(
      [...words].sort((a, b) => collator.compare(a, b) || words.indexOf(a) - words.indexOf(b)),
    )
  })

  it('matches Intl.Collator on course codes and titles of the sample shape', () => {
    const texts = Array.from(
      { length: 400 },
      (_, i) => `${['FILM', 'ANIM', 'game', 'Art'][i % 4]}${(i * 7919) % 3000} Course ${i % 13} II`,
    )
    const byCollator = [...texts].sort(collator.compare)
    const byKey = [...texts].sort((a, b) => compareKeys(collationKey(a), collationKey(b)))
    expect(byKey.map((t) => t.toLowerCase())).toEqual(byCollator.map((t) => t.toLowerCase()))
  })

  it('is stable for texts with equal keys', () => {
    expect(sortByText(['b', 'B', 'a', 'A'], (t) => t)).toEqual(['a', 'A', 'b', 'B'])
  })
})

describe('collation keys kept by their caller', () => {
  it('give the same keys as collationKey, accents included', () => {
    const keyOf = createCollationKeys()
    for (const text of ['Élan 7', 'ANIM 10', 'ANIM 10', 'façade']) expect(keyOf(text)).toBe(collationKey(text))
    expect(sortByText(['b10', 'B9', 'a'], (t) => t, keyOf)).toEqual(['a', 'B9', 'b10'])
  })
})
