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
import { warmPlan } from './plan-store'

export async function ensureCoreData(client: QueryClient): Promise<void> {
  const courses = client.ensureQueryData(courseQueries.list())
  const assignments = client.ensureQueryData(assignmentQueries.list())
  await Promise.all([
    client.ensureQueryData(professorQueries.list()),
    courses,
    assignments,
    // The plan is built as soon as its two lists are in, while the other stores are still being
    // read (the read-ahead reads the professors last), not in the first render after all of them.
    Promise.all([courses, assignments]).then(() => warmPlan(client)),
    client.ensureQueryData(programQueries.list()),
    client.ensureQueryData(programVersionQueries.list()),
    // The plan's settings and contract records: the workload policy reads them on first render.
    client.ensureQueryData(planSettingQueries.list()),
    client.ensureQueryData(contractRecordQueries.list()),
  ])
}
