/** Warm every entity list once (route loaders); later reads come from the cache. */
import type { QueryClient } from '@tanstack/react-query'
import { allListQueries } from './entity-queries'

export async function ensureCoreData(client: QueryClient): Promise<void> {
  await Promise.all(allListQueries.map((query) => client.ensureQueryData(query())))
}
