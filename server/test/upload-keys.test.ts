/**
 * Sharing a plan keys each record as the app does (domain/model/record-keys.ts): a program by its
 * slug. Keyed by `id`, every program read as "programs undefined" and a plan with two programs
 * could not be shared at all.
 */
import { randomUUID } from 'node:crypto'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { makeProgram } from '@test/support/test-fixtures'
import { databaseKinds, type TestDatabase } from './harness'
import { identityProvider, PEOPLE, PLAN, seedSchools, startServer, type IdentityProvider, type TestServer } from './server-fixtures'

describe.each(databaseKinds())('upload keys on $name', (kind) => {
  let database: TestDatabase
  let idp: IdentityProvider
  let server: TestServer

  beforeAll(async () => {
    idp = await identityProvider()
  })
  beforeEach(async () => {
    database = await kind.create()
    await seedSchools(database.db)
    server = await startServer(database.db, idp)
  })
  afterEach(async () => {
    await server.app.close()
    await database.dispose()
  })

  it('shares programs keyed by their slug', async () => {
    const programs = [makeProgram({ slug: 'animation' }), makeProgram({ slug: 'film-tv' })]
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/plans/${PLAN}/upload`,
      headers: await server.as(PEOPLE.admin),
      payload: { id: randomUUID(), records: { programs } },
    })
    expect(response.statusCode, response.body).toBe(200)
    const snapshot = (
      await server.app.inject({ method: 'GET', url: `/api/plans/${PLAN}`, headers: await server.as(PEOPLE.viewer) })
    ).json() as { records: { store: string; id: string }[] }
    expect(snapshot.records.filter((r) => r.store === 'programs').map((r) => r.id).sort()).toEqual(['animation', 'film-tv'])
  })
})
