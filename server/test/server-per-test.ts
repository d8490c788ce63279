/**
 * The usual set-up of a server test file: one identity provider for the file, and per test a fresh
 * database of `kind` with the two schools, the app on it and (optionally) the small plan shared.
 * Read `state.server` and `state.database` inside tests (they are replaced before each one).
 */
import { afterEach, beforeAll, beforeEach } from 'vitest'
import type { DatabaseKind, TestDatabase } from './harness'
import { identityProvider, seedSchools, startServer, uploadPlan, type IdentityProvider, type TestServer } from './server-fixtures'

export interface PerTest {
  idp: IdentityProvider
  database: TestDatabase
  server: TestServer
}

export function serverPerTest(kind: DatabaseKind, options: { sharePlan?: boolean } = {}): PerTest {
  const state = {} as PerTest
  beforeAll(async () => void (state.idp = await identityProvider()))
  beforeEach(async () => {
    state.database = await kind.create()
    await seedSchools(state.database.db)
    state.server = await startServer(state.database.db, state.idp)
    if (options.sharePlan) await uploadPlan(state.server)
  })
  afterEach(async () => {
    await state.server.app.close()
    await state.database.dispose()
  })
  return state
}
