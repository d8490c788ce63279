// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useDropStaleAddress } from './use-drop-stale-address'

const programs = new Set(['animation'])
const known = { program: (v: string) => programs.has(v) }

describe('useDropStaleAddress', () => {
  it('judges nothing while the data loads, then drops the stale keys once and reports them at once', () => {
    const drop = vi.fn()
    const { result, rerender } = renderHook(
      ({ values, ready }: { values: { program?: string; tab?: string }; ready: boolean }) =>
        useDropStaleAddress(values, ready ? known : undefined, drop),
      { initialProps: { values: { program: 'film-tv', tab: 'x' }, ready: false } },
    )
    expect(drop).not.toHaveBeenCalled()
    expect(result.current.size).toBe(0)

    rerender({ values: { program: 'film-tv', tab: 'x' }, ready: true })
    expect(drop).toHaveBeenCalledExactlyOnceWith(['program'])
    expect([...result.current]).toEqual(['program'])
    // Re-renders with the same stale value (the address not yet rewritten) do not drop again.
    rerender({ values: { program: 'film-tv', tab: 'y' }, ready: true })
    expect(drop).toHaveBeenCalledOnce()

    rerender({ values: { program: 'animation', tab: 'y' }, ready: true })
    expect(result.current.size).toBe(0)
    expect(drop).toHaveBeenCalledOnce()
  })
})
