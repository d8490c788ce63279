/** Shared pieces of route definitions: every screen route warms the entity lists in its loader. */
import type { QueryClient } from '@tanstack/react-query'
import { createRoute, type RouteComponent } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ensureCoreData } from '@/data/ensure-core-data'
import { rootRoute } from './root-route'

type LoaderArgs = { context: { queryClient: QueryClient } }

export const loadCore = ({ context }: LoaderArgs) => ensureCoreData(context.queryClient)

/**
 * The core data and the screen's code, fetched in parallel: for a screen that is not the route's
 * own component, so the router does not fetch it (`lazyRouteComponent(...).preload`). The code
 * then arrives with the data instead of being requested once the data is in, and is rendered
 * without suspending (React.lazy would suspend once more, and React holds a revealed Suspense
 * boundary back for up to 300 ms).
 */
export const loadCoreAnd =
  (...preloads: (undefined | (() => Promise<unknown> | undefined))[]) =>
  async (args: LoaderArgs) => {
    await Promise.all([loadCore(args), ...preloads.map((preload) => preload?.())])
  }

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
