import { describe, expect, it } from 'vitest'
import { foldForSearch, fuzzyFilter, fuzzyScore } from './fuzzy-search'

const entry = (text: string) => ({ text, haystack: foldForSearch(text) })

describe('fuzzy search', () => {
  it('folds case and accents', () => {
    expect(foldForSearch('Zoë ÅNGSTRÖM')).toBe('zoe angstrom')
  })

  it('matches characters in order, and nothing when one is missing or out of order', () => {
    expect(fuzzyScore('mok', 'maya okafor')).not.toBeNull()
    expect(fuzzyScore('kom', 'maya okafor')).toBeNull()
    expect(fuzzyScore('xyz', 'maya okafor')).toBeNull()
  })

  it('ranks an exact code above a longer one and a substring above a scattered match', () => {
    const list = [entry('ANIM10012 Advanced Rigging'), entry('ANI1001 Drawing'), entry('Art of Nature and Illustration 1001')]
    expect(fuzzyFilter(list, 'ani1001', 10).map((e) => e.text)).toEqual([
      'ANI1001 Drawing',
      'ANIM10012 Advanced Rigging',
      'Art of Nature and Illustration 1001',
    ])
  })

  it('prefers matches at word starts', () => {
    const list = [entry('Hamad Rahman'), entry('Maya Okafor')]
    expect(fuzzyFilter(list, 'mo', 10)[0]!.text).toBe('Maya Okafor')
  })

  it('returns the first entries for an empty query and honours the limit', () => {
    const list = Array.from({ length: 100 }, (_, i) => entry(`Course ${i}`))
    expect(fuzzyFilter(list, '  ', 5)).toHaveLength(5)
    expect(fuzzyFilter(list, 'course', 3).map((e) => e.text)).toEqual(['Course 0', 'Course 1', 'Course 2'])
  })
})
