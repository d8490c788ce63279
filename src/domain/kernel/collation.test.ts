import { describe, expect, it } from 'vitest'
import { editedPositions, recordListEdit } from './list-edits'
import { collationKey, compareKeys, createIncrementalSorter, sortByText } from './collation'

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

describe('createIncrementalSorter', () => {
  type Row = { id: number; title: string }
  const titleOf = (r: Row) => r.title

  it('gives exactly the order of a full sort after in-place edits, ties in input order', () => {
    const titles = [
      'Drawing 2',
      'drawing 10',
      'Ánimation',
      'Animation',
      'Story',
      'Drawing 2',
      'Zoo',
      'animation',
    ]
    let items: Row[] = titles.map((title, id) => ({ id, title }))
    const sorter = createIncrementalSorter(titleOf)
    expect(sorter(items)).toEqual(sortByText(items, titleOf))
    // Replace two records (as an edit does), keeping every other identity.
    items = items.map((r) =>
      r.id === 1 ? { ...r, title: 'Aardvark' } : r.id === 5 ? { ...r, title: 'Story' } : r,
    )
    expect(sorter(items).map((r) => r.id)).toEqual(sortByText(items, titleOf).map((r) => r.id))
    // Unchanged input: the same array back.
    expect(sorter(items)).toBe(sorter(items))
  })

  it('matches a full sort over many random edits, inserts and deletes', () => {
    let seed = 7
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n)
    const words = ['alpha', 'Beta', 'gamma 2', 'gamma 10', 'Delta', 'épsilon', 'zeta']
    let items: Row[] = Array.from({ length: 300 }, (_, id) => ({
      id,
      title: words[rand(words.length)]!,
    }))
    const sorter = createIncrementalSorter(titleOf)
    let next = 1000
    for (let step = 0; step < 200; step++) {
      const roll = rand(10)
      if (roll < 7) {
        const at = rand(items.length)
        items = items.map((r, i) => (i === at ? { ...r, title: words[rand(words.length)]! } : r))
      } else if (roll < 9) items = [...items, { id: next++, title: words[rand(words.length)]! }]
      else items = items.filter((_, i) => i !== rand(items.length))
      expect(sorter(items).map((r) => r.id)).toEqual(sortByText(items, titleOf).map((r) => r.id))
    }
  })

  it('patches recorded edits to a full sort, and records its own edit when nothing moved', () => {
    let seed = 5
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n)
    const words = ['alpha', 'Beta', 'gamma 2', 'gamma 10', 'Delta', 'épsilon', 'zeta']
    let items: Row[] = Array.from({ length: 200 }, (_, id) => ({ id, title: words[rand(words.length)]! }))
    const sorter = createIncrementalSorter(titleOf)
    let sorted = sorter(items)
    let recorded = 0
    for (let step = 0; step < 150; step++) {
      const at = rand(items.length)
      const next = items.slice()
      // Half the edits keep the title (a section-count edit), half change it.
      next[at] = { ...items[at]!, title: step % 2 === 0 ? items[at]!.title : words[rand(words.length)]! }
      recordListEdit(next, items, [at])
      const out = sorter(next)
      expect(out.map((r) => r.id)).toEqual(sortByText(next, titleOf).map((r) => r.id))
      const edited = editedPositions(sorted, out)
      if (edited) {
        recorded++
        expect(edited).toHaveLength(1)
        expect(out[edited[0]!]).toBe(next[at])
      }
      items = next
      sorted = out
    }
    expect(recorded).toBeGreaterThan(50)
  })
})
