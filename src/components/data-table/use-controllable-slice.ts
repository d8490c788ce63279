import { useCallback, useState } from 'react'
import { functionalUpdate, type Updater } from '@tanstack/react-table'

/**
 * One table state slice that is controlled when `value` is given (e.g. sort order kept in the
 * URL) and kept locally otherwise. TanStack hands setters an updater; it is resolved here so
 * callers' onChange always receives a plain value they can store or serialise.
 */
export function useControllableSlice<T>(
  value: T | undefined,
  onChange: ((next: T) => void) | undefined,
  initial: T,
): [T, (updater: Updater<T>) => void] {
  const [local, setLocal] = useState<T>(initial)
  const current = value === undefined ? local : value
  const isControlled = value !== undefined
  const set = useCallback(
    (updater: Updater<T>) => {
      const next = functionalUpdate(updater, current)
      if (!isControlled) setLocal(next)
      onChange?.(next)
    },
    [current, isControlled, onChange],
  )
  return [current, set]
}
