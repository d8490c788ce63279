/**
 * Sharing a plan keys each record as the app does (domain/model/record-keys.ts): a program by its
 * slug. Keyed by `id`, every program read as "programs undefined" and a plan with two programs
 * could not be shared at all.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { makeProgram } from '@test/support/test-fixtures'
import { databaseKinds } from './harness'
import { PEOPLE, PLAN } from './server-fixtures'
import { serverPerTest } from './server-per-test'

describe.each(databaseKinds())('upload keys on $name', (kind) => {
  const t = serverPerTest(kind)

  it('shares programs keyed by their slug', async () => {
    const programs = [makeProgram({ slug: 'animation' }), makeProgram({ slug: 'film-tv' })]
    const response = await t.server.app.inject({
      method: 'POST',
      url: `/api/plans/${PLAN}/upload`,
      headers: await t.server.as(PEOPLE.admin),
      payload: { id: randomUUID(), records: { programs } },
    })
    expect(response.statusCode, response.body).toBe(200)
    const snapshot = (
      await t.server.app.inject({ method: 'GET', url: `/api/plans/${PLAN}`, headers: await t.server.as(PEOPLE.viewer) })
    ).json() as { records: { store: string; id: string }[] }
    expect(snapshot.records.filter((r) => r.store === 'programs').map((r) => r.id).sort()).toEqual(['animation', 'film-tv'])
  })
})
