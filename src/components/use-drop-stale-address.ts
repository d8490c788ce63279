/**
 * The one way a screen drops address values that name nothing stored (a removed program, a deleted
 * professor, a mistyped id; see staleAddressKeys in domain/kernel/search-params.ts): once the screen's data
 * is in, `drop` is called with the stale keys and rewrites the address without them. The keys are
 * also returned at once, so the screen renders as if they were already gone rather than showing
 * a filter to nothing until the address changes.
 */
import { useEffect, useMemo, useRef } from 'react'
import { staleAddressKeys, type KnownValues } from '@/domain/kernel/search-params'

export function useDropStaleAddress<S extends object>(
  values: S,
  /** Undefined while the screen's data loads: nothing is judged stale before it is known. */
  known: KnownValues<S> | undefined,
  drop: (keys: (keyof S & string)[]) => void,
): ReadonlySet<keyof S & string> {
  const stale = known ? staleAddressKeys(values, known) : []
  // One string per set of stale keys: the effect runs when that set changes, not on every render.
  const signature = stale.join('\n')
  // The latest callback, so callers need not keep it stable.
  const dropRef = useRef(drop)
  useEffect(() => {
    dropRef.current = drop
  })
  useEffect(() => {
    if (signature) dropRef.current(signature.split('\n') as (keyof S & string)[])
  }, [signature])
  return useMemo(
    () => new Set(signature ? (signature.split('\n') as (keyof S & string)[]) : []),
    [signature],
  )
}
