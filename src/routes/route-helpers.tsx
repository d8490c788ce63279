/** Shared pieces of route definitions: every screen route warms the entity lists in its loader. */
import type { QueryClient } from '@tanstack/react-query'
import { createRoute, type RouteComponent } from '@tanstack/react-router'
import { ensureCoreData } from '@/data/ensure-core-data'
import { rootRoute } from './root-route'

export const loadCore = ({ context }: { context: { queryClient: QueryClient } }) => ensureCoreData(context.queryClient)

export function page<TPath extends string>(path: TPath, component: RouteComponent | (() => React.ReactNode)) {
  return createRoute({ getParentRoute: () => rootRoute, path, component, loader: loadCore })
}
