/** Shared pieces of route definitions: every screen route warms the entity lists in its loader. */
import type { QueryClient } from '@tanstack/react-query'
import { createRoute, useLocation, type RouteComponent } from '@tanstack/react-router'
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
 * to the validated search whenever a raw value did not survive validation.
 */
export function useDropInvalidSearch<T extends object>(validated: T, replace: (valid: T) => void): void {
  // The raw query string: the router's parsed `search` already carries the validated values.
  const searchStr = useLocation({ select: (l) => l.searchStr })
  const stale = [...new URLSearchParams(searchStr).keys()].some(
    (key) => (validated as Record<string, unknown>)[key] === undefined,
  )
  useEffect(() => {
    if (stale) replace(validated)
  }, [stale, validated, replace])
}
