import { describe, expect, it } from 'vitest'
import { hiddenSelectionNote, selectionScope, withoutHidden } from './selection-scope'

interface Row {
  id: string
}
const a = { id: 'a' }
const b = { id: 'b' }
const c = { id: 'c' }
const byId = new Map([a, b, c].map((r) => [r.id, r]))
const idOf = (r: Row) => r.id

describe('selection scope', () => {
  it('takes the shown selected rows in their order, then the hidden ones, and drops deleted ids', () => {
    expect(selectionScope({ c: true, gone: true, b: true }, [b, a], idOf, byId)).toEqual({
      selected: [b, c],
      hidden: 1,
    })
    expect(selectionScope({}, [a], idOf, byId)).toEqual({ selected: [], hidden: 0 })
  })

  it('names the hidden rows in a sentence, and can leave them out', () => {
    expect(hiddenSelectionNote(0)).toBe('')
    expect(hiddenSelectionNote(1)).toBe('1 of them is hidden by the filters.')
    expect(hiddenSelectionNote(3)).toBe('3 of them are hidden by the filters.')
    expect(withoutHidden({ a: true, c: true }, [a, b], idOf)).toEqual({ a: true })
  })
})
