// The header's scope: the academic year and semester choices, the start-up rule for a stored
// 'All Semesters' (spec section 4, applied at every start unless 'All Semesters' was picked in
// this browser session), and a term following the academic year.
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useScopeSelection, useStartupSemester } from './planning-scope'

function start() {
  return renderHook(() => {
    useStartupSemester()
    return useScopeSelection()
  })
}

beforeEach(() => {
  // 1 October 2026: inside the built-in Fall 2026 semester.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 9, 1, 12))
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => vi.useRealTimers())

describe('scope selection', () => {
  it('a stored All Semesters becomes the current semester at start, with its academic year', () => {
    localStorage.setItem('selectedSemester', 'all')
    localStorage.setItem('academicYear', '2024-2025')
    const { result } = start()
    expect(result.current.semester).toBe('fall-2026')
    expect(result.current.academicYear).toBe('2026-2027')
    expect(result.current.scope).toMatchObject({ kind: 'term', label: 'Fall 2026' })
  })

  it('keeps All Semesters when the user picked it in this browser session', () => {
    const first = start()
    act(() => first.result.current.chooseSemester('all'))
    expect(first.result.current.scope).toMatchObject({ kind: 'year', label: 'All Semesters 2026-2027' })
    first.unmount()
    // A new start in the same session (a reload): the choice stays.
    const again = start()
    expect(again.result.current.semester).toBe('all')
  })

  it('a chosen term sets its academic year; a new academic year moves the term with it', () => {
    const { result } = start()
    act(() => result.current.chooseSemester('winter-2026'))
    expect(result.current.academicYear).toBe('2025-2026')
    expect(result.current.scope.terms).toEqual([{ term: 'winter', year: 2026 }])
    act(() => result.current.chooseAcademicYear('2027-2028'))
    expect(result.current.semester).toBe('winter-2028')
    expect(result.current.scope.label).toBe('Winter 2028')
  })

  it('All Semesters covers the three terms of the chosen academic year', () => {
    const { result } = start()
    act(() => result.current.chooseSemester('all'))
    act(() => result.current.chooseAcademicYear('2027-2028'))
    expect(result.current.semester).toBe('all')
    expect(result.current.scope.terms).toEqual([
      { term: 'fall', year: 2027 },
      { term: 'winter', year: 2028 },
      { term: 'spring', year: 2028 },
    ])
  })
})
