import { describe, expect, it } from 'vitest'
import { exactly, integerIn, matching, oneOf, readSearch, staleAddressKeys, text } from './search-params'

describe('search param fields', () => {
  it('integerIn reads whole numbers given as numbers or text, within the bounds only', () => {
    const level = integerIn(1, 8)
    expect([1, '8', ' 3 ', '3.0'].map(level)).toEqual([1, 8, 3, 3])
    expect([0, 9, 2.5, '', 'x', null, Infinity, Number.NaN, Symbol('s'), { n: 1 }].map(level)).toEqual(Array(10).fill(undefined))
  })

  it('exactly accepts only that number', () => {
    const flag = exactly(1)
    expect([1, '1', '1.0'].map(flag)).toEqual([1, 1, 1])
    expect([0, 2, '', 'yes', null].map(flag)).toEqual(Array(5).fill(undefined))
  })

  it('oneOf, text and matching refuse anything else', () => {
    expect(oneOf(['a', 'b'])('c')).toBeUndefined()
    expect(oneOf(['a', 'b'])(['a'])).toBeUndefined()
    expect(text('')).toBeUndefined()
    expect(text(1)).toBeUndefined()
    // Twice: a /g pattern remembers where it stopped, which must not fail the second read.
    const sort = matching(/^\w+\.(asc|desc)$/g)
    expect([sort('code.asc'), sort('code.asc')]).toEqual(['code.asc', 'code.asc'])
    expect(matching(/^\w+\.(asc|desc)$/)(42)).toBeUndefined()
  })

  it('readSearch keeps declared keys in order, a dropped value as undefined', () => {
    const read = readSearch({ a: text, b: text }, { b: 'x', a: '', c: 'y' })
    expect(Object.entries(read)).toEqual([
      ['a', undefined],
      ['b', 'x'],
    ])
  })
})

describe('staleAddressKeys', () => {
  const programs = new Set(['animation', 'game-art'])
  const professors = new Set(['p1'])
  const known = {
    program: (v: string) => programs.has(v),
    professorId: (v: string) => professors.has(v),
  }

  it('names each value that names nothing stored (a removed program, a bad id)', () => {
    expect(staleAddressKeys({ program: 'film-tv', professorId: 'p1' }, known)).toEqual(['program'])
    expect(staleAddressKeys({ program: 'animation', professorId: 'nobody' }, known)).toEqual(['professorId'])
    expect(staleAddressKeys({ program: '../x', professorId: 'gone' }, known)).toEqual(['program', 'professorId'])
  })

  it('keeps values that exist, absent values and keys it was not asked about', () => {
    expect(staleAddressKeys({ program: 'game-art', professorId: 'p1' }, known)).toEqual([])
    expect(staleAddressKeys({ program: undefined }, known)).toEqual([])
    expect(staleAddressKeys({ program: 'animation', tab: 'whatever' }, known)).toEqual([])
  })
})
