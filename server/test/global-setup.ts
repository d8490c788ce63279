/**
 * The server tests' database: COURSELOAD_TEST_DATABASE_URL when set (.ci/run starts a throwaway
 * cluster and sets it), else a throwaway cluster started here when PostgreSQL is installed, else
 * PGlite only, said plainly. The URL reaches the tests through vitest's provide/inject.
 */
import type { TestProject } from 'vitest/node'
// @ts-expect-error: a plain .mjs script (also run by .ci/run), without type declarations
import { startCluster, stopCluster } from '../scripts/throwaway-postgres.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.COURSELOAD_TEST_DATABASE_URL
  if (given) {
    project.provide('databaseUrl', given)
    return
  }
  const cluster = (await startCluster()) as {
    url: string | null
    dir: string | null
    reason?: string
  }
  if (!cluster.url) {
    console.warn(
      `Server tests: PostgreSQL not available (${cluster.reason}); running them on PGlite only.`,
    )
  }
  project.provide('databaseUrl', cluster.url)
  return () => stopCluster(cluster.dir)
}
