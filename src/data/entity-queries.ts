/**
 * queryOptions for every entity list and record. Lists return only the records that parsed;
 * the storage layer reports skipped corrupt records as load warnings (shown by the shell).
 */
import { queryOptions } from '@tanstack/react-query'
import type { EntityMap, EntityStoreName } from '@/domain/model/change-set'
import { storeOf } from './plan-workspace'
import { keysByStore } from './query-keys'

export function listQueryFor<S extends EntityStoreName>(store: S) {
  // The key is derived from `store` (keysByStore[store] starts with the store name); the lint
  // rule cannot see through the lookup.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: keysByStore[store].list(),
    // Writes patch these lists by id and keep untouched records' identity themselves; structural
    // sharing would deep-compare 10,000 records on every edit and copy records it cannot reuse.
    structuralSharing: false,
    queryFn: async ({ client }): Promise<EntityMap[S][]> => {
      const repo = storeOf(client)[store] as unknown as { list(): Promise<{ items: EntityMap[S][] }> }
      return (await repo.list()).items
    },
  })
}

export const professorQueries = { list: () => listQueryFor('professors') }
export const courseQueries = { list: () => listQueryFor('courses') }
export const assignmentQueries = { list: () => listQueryFor('assignments') }
export const programQueries = { list: () => listQueryFor('programs') }
export const programVersionQueries = { list: () => listQueryFor('programVersions') }
export const contractRecordQueries = { list: () => listQueryFor('contractRecords') }
export const planSettingQueries = { list: () => listQueryFor('planSettings') }
