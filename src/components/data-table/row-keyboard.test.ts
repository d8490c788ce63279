import type { RowSelectionState } from '@tanstack/react-table'
import { describe, expect, it } from 'vitest'
import { rowKeyTarget, rowSelectionRange, type SelectableRow } from './row-keyboard'

describe('rowKeyTarget', () => {
  it('moves one row with the arrows, a page with PageUp / PageDown, to the ends with Home / End', () => {
    expect(rowKeyTarget('ArrowDown', 4, 99, 10)).toBe(5)
    expect(rowKeyTarget('ArrowUp', 4, 99, 10)).toBe(3)
    expect(rowKeyTarget('PageDown', 4, 99, 10)).toBe(14)
    expect(rowKeyTarget('PageUp', 4, 99, 10)).toBe(-6)
    expect(rowKeyTarget('Home', 4, 99, 10)).toBe(0)
    expect(rowKeyTarget('End', 4, 99, 10)).toBe(99)
  })

  it('leaves other keys alone (Space and Enter select and open; letters belong to the page)', () => {
    for (const key of [' ', 'Enter', 'a', 'Tab', 'ArrowLeft']) expect(rowKeyTarget(key, 4, 99, 10)).toBeNull()
  })
})

const row = (id: string, canSelect = true): SelectableRow => ({ id, getCanSelect: () => canSelect })
const rows = [row('a'), row('b'), row('locked', false), row('d'), row('e')]

describe('rowSelectionRange', () => {
  it('selects every selectable row between the two positions, in either order, both ends included', () => {
    expect(rowSelectionRange({}, rows, 1, 3, true)).toEqual({ b: true, d: true })
    expect(rowSelectionRange({}, rows, 3, 1, true)).toEqual({ b: true, d: true })
  })

  it('keeps the selection outside the range and of rows that cannot change, and clears the rest when the new state is off', () => {
    const previous: RowSelectionState = { a: true, b: true, locked: true, d: true, e: true, hidden: true }
    expect(rowSelectionRange(previous, rows, 1, 3, false)).toEqual({ a: true, locked: true, e: true, hidden: true })
    expect(previous).toEqual({ a: true, b: true, locked: true, d: true, e: true, hidden: true })
  })
})
