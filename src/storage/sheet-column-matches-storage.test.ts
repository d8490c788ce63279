// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  getSheetColumnMatches,
  MAX_REMEMBERED_HEADER_SETS,
  setSheetColumnMatches,
} from './sheet-column-matches-storage'
import { STORAGE_KEYS } from './storage-keys'

beforeEach(() => localStorage.clear())

describe('remembered spreadsheet column matches', () => {
  it('gives back the matches stored for a header set, and nothing for another', () => {
    setSheetColumnMatches('f|a|b', { email: 1, notes: null })
    expect(getSheetColumnMatches('f|a|b')).toEqual({ email: 1, notes: null })
    expect(getSheetColumnMatches('f|a|c')).toBeUndefined()
    expect(getSheetColumnMatches('__proto__')).toBeUndefined()
  })

  it('keeps the newest header sets only', () => {
    for (let i = 0; i <= MAX_REMEMBERED_HEADER_SETS; i++) setSheetColumnMatches(`set-${i}`, { email: i })
    expect(getSheetColumnMatches('set-0')).toBeUndefined()
    expect(getSheetColumnMatches(`set-${MAX_REMEMBERED_HEADER_SETS}`)).toEqual({ email: MAX_REMEMBERED_HEADER_SETS })
  })

  it('reads damaged storage as nothing remembered, dropping entries of the wrong shape', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem(STORAGE_KEYS.sheetColumnMatches, '{not json')
    expect(getSheetColumnMatches('x')).toBeUndefined()
    localStorage.setItem(STORAGE_KEYS.sheetColumnMatches, JSON.stringify({ x: { email: 'A', notes: 2 }, y: 5 }))
    expect(getSheetColumnMatches('x')).toEqual({ notes: 2 })
    expect(getSheetColumnMatches('y')).toBeUndefined()
  })
})
