import { act, renderHook } from '@testing-library/react'
import type { SortingState } from '@tanstack/react-table'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSortingShownFirst } from './use-sorting-shown-first'

const BY_CODE: SortingState = [{ id: 'code', desc: false }]
const BY_TITLE: SortingState = [{ id: 'title', desc: false }]
const BY_TITLE_DESC: SortingState = [{ id: 'title', desc: true }]

// requestIdleCallback under the test's control: `idle()` runs what waits for an idle moment.
let waiting: (() => void)[] = []
function idle() {
  const tasks = waiting
  waiting = []
  act(() => tasks.forEach((task) => task()))
}
beforeEach(() => {
  waiting = []
  vi.stubGlobal('requestIdleCallback', (task: () => void) => waiting.push(task))
})
afterEach(() => vi.unstubAllGlobals())

/** A URL holding the sort order: `write` changes it, as the router does. */
function renderWithUrl(initial: SortingState) {
  const write = vi.fn()
  const hook = renderHook(({ url }) => useSortingShownFirst(url, write), {
    initialProps: { url: initial },
  })
  write.mockImplementation((next: SortingState) => hook.rerender({ url: next }))
  return { ...hook, write }
}

describe('useSortingShownFirst', () => {
  it('shows a chosen order at once and writes it to the URL when the browser is idle', () => {
    const { result, write } = renderWithUrl(BY_CODE)
    act(() => result.current[1](BY_TITLE))
    expect(result.current[0]).toEqual(BY_TITLE)
    expect(write).not.toHaveBeenCalled()

    idle()
    expect(write).toHaveBeenCalledExactlyOnceWith(BY_TITLE)
    expect(result.current[0]).toEqual(BY_TITLE)
  })

  it('writes only the last of several quick clicks', () => {
    const { result, write } = renderWithUrl(BY_CODE)
    act(() => result.current[1](BY_TITLE))
    act(() => result.current[1](BY_TITLE_DESC))
    expect(result.current[0]).toEqual(BY_TITLE_DESC)
    idle()
    expect(write).toHaveBeenCalledExactlyOnceWith(BY_TITLE_DESC)
    expect(result.current[0]).toEqual(BY_TITLE_DESC)
  })

  it('follows an order the URL gets from elsewhere (back/forward) before the write, and drops the write', () => {
    const { result, rerender, write } = renderWithUrl(BY_CODE)
    act(() => result.current[1](BY_TITLE))
    rerender({ url: BY_TITLE_DESC })
    expect(result.current[0]).toEqual(BY_TITLE_DESC)
    idle()
    expect(write).not.toHaveBeenCalled()
    expect(result.current[0]).toEqual(BY_TITLE_DESC)
  })

  it('follows the URL after the write too', () => {
    const { result, rerender } = renderWithUrl(BY_CODE)
    act(() => result.current[1](BY_TITLE))
    idle()
    rerender({ url: BY_CODE })
    expect(result.current[0]).toEqual(BY_CODE)
  })

  it('writes nothing once the table is gone', () => {
    const { result, write, unmount } = renderWithUrl(BY_CODE)
    act(() => result.current[1](BY_TITLE))
    unmount()
    idle()
    expect(write).not.toHaveBeenCalled()
  })
})
