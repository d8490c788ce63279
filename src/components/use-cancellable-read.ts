/**
 * One file read at a time per component, stopped when it is no longer wanted: `start()` aborts
 * the read before it (another file was chosen) and returns the new read's signal, and unmounting
 * (the dialog closed, the page left) aborts the last one, which terminates its worker.
 */
import { useCallback, useEffect, useRef } from 'react'

export function useCancellableRead(): () => AbortSignal {
  const current = useRef<AbortController | null>(null)
  useEffect(() => () => current.current?.abort(), [])
  return useCallback(() => {
    current.current?.abort()
    current.current = new AbortController()
    return current.current.signal
  }, [])
}
