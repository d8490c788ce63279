/** Shared pieces of route definitions: every screen route warms the entity lists in its loader. */
import type { QueryClient } from '@tanstack/react-query'
import { createRoute, type RouteComponent } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ensureCoreData } from '@/data/ensure-core-data'
import { rootRoute } from './root-route'

export const loadCore = ({ context }: { context: { queryClient: QueryClient } }) => ensureCoreData(context.queryClient)

export function page<TPath extends string>(path: TPath, component: RouteComponent | (() => React.ReactNode)) {
  return createRoute({ getParentRoute: () => rootRoute, path, component, loader: loadCore })
}

/**
 * The URL keeps what the user typed even when validation dropped it (?level=99 reads as "no level
 * filter"), so the controls would say "All" while the address says otherwise. Rewrite the address
 * to the validated search whenever a raw value did not survive validation. `raw` is the route's
 * useSearch() (TanStack merges the raw query under the validated values), so both come from the
 * same match and never disagree mid-navigation.
 */
export function useDropInvalidSearch<T extends object>(
  raw: Record<string, unknown>,
  validated: T,
  replace: (valid: T) => void,
): void {
  const stale = Object.keys(raw).some(
    (key) => raw[key] !== undefined && (validated as Record<string, unknown>)[key] === undefined,
  )
  useEffect(() => {
    if (stale) replace(validated)
  }, [stale, validated, replace])
}
