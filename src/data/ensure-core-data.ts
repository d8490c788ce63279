/** Warm every entity list once (route loaders); later reads come from the cache. */
import type { QueryClient } from '@tanstack/react-query'
import {
  assignmentQueries,
  contractRecordQueries,
  courseQueries,
  planSettingQueries,
  professorQueries,
  programQueries,
  programVersionQueries,
} from './entity-queries'

export async function ensureCoreData(client: QueryClient): Promise<void> {
  await Promise.all([
    client.ensureQueryData(professorQueries.list()),
    client.ensureQueryData(courseQueries.list()),
    client.ensureQueryData(assignmentQueries.list()),
    client.ensureQueryData(programQueries.list()),
    client.ensureQueryData(programVersionQueries.list()),
    // The plan's settings and contract records: the workload policy reads them on first render.
    client.ensureQueryData(planSettingQueries.list()),
    client.ensureQueryData(contractRecordQueries.list()),
  ])
}
