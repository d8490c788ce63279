/**
 * Who may call the server, on both databases: tokens expired, forged, unsigned or from another
 * issuer are refused; the trial sign-in answers only on this machine and only when enabled;
 * migrations run once when two processes start together; events reach clients of another
 * server instance.
 */
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SignJWT, UnsecuredJWT } from 'jose'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MIGRATIONS, migrate } from '../src/db/migrate'
import { databaseKinds, type TestDatabase } from './harness'
import {
  assignment,
  COURSES,
  identityProvider,
  ISSUER,
  PEOPLE,
  PLAN,
  PROFESSORS,
  seedSchools,
  startServer,
  tokenFor,
  uploadPlan,
  type IdentityProvider,
  type TestServer,
} from './server-fixtures'

describe.each(databaseKinds())('access on $name', (kind) => {
  let database: TestDatabase
  let idp: IdentityProvider
  let servers: TestServer[]

  beforeAll(async () => {
    idp = await identityProvider()
  })
  beforeEach(async () => {
    database = await kind.create()
    await seedSchools(database.db)
    servers = []
  })
  afterEach(async () => {
    for (const s of servers) await s.app.close()
    await database.dispose()
  })
  const start = async (overrides = {}, db = database.db) => {
    const server = await startServer(db, idp, overrides)
    servers.push(server)
    return server
  }
  const me = (server: TestServer, token: string, extra: { remoteAddress?: string } = {}) =>
    server.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
      ...extra,
    })

  it('accepts a valid token of the configured issuer and names the member', async () => {
    const server = await start()
    const response = await me(server, await tokenFor(idp, PEOPLE.coordinator))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      schoolId: 'a',
      role: 'coordinator',
      programs: ['animation'],
      author: PEOPLE.coordinator,
    })
  })

  it('verifies tokens with the issuer’s JWKS, fetched once and cached', async () => {
    let fetches = 0
    const jwks = createServer((_req, res) => {
      fetches++
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ keys: [idp.publicJwk] }))
    })
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve))
    try {
      const jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/.well-known/jwks.json`
      const server = await start({
        issuer: { issuer: ISSUER, jwksUrl, audience: 'courseload-app' },
      })
      const token = (email: string, audience: string) =>
        new SignJWT({ email })
          .setProtectedHeader({ alg: 'RS256' })
          .setIssuer(ISSUER)
          .setSubject(`user:${email}`)
          .setAudience(audience)
          .setExpirationTime('1h')
          .sign(idp.privateKey)
      for (let i = 0; i < 3; i++)
        expect((await me(server, await token(PEOPLE.viewer, 'courseload-app'))).statusCode).toBe(
          200,
        )
      expect((await me(server, await token(PEOPLE.viewer, 'another-app'))).statusCode).toBe(401)
      expect(fetches).toBe(1)
    } finally {
      jwks.close()
    }
  })

  it('refuses expired, forged, unsigned, wrongly issued and missing tokens', async () => {
    const server = await start()
    const expired = await tokenFor(idp, PEOPLE.admin, {
      expiresIn: Math.floor(Date.now() / 1000) - 60,
    })
    const forged = await tokenFor(await identityProvider(), PEOPLE.admin)
    const unsigned = new UnsecuredJWT({ email: PEOPLE.admin })
      .setIssuer(ISSUER)
      .setSubject(`user:${PEOPLE.admin}`)
      .setExpirationTime('1h')
      .encode()
    const otherIssuer = await tokenFor(idp, PEOPLE.admin, { issuer: 'https://evil.example' })
    // "Signed" with HMAC using the public key as the secret (the classic algorithm confusion).
    const confused = await new SignJWT({ email: PEOPLE.admin })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(`user:${PEOPLE.admin}`)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(idp.publicKeyPem))
    for (const token of [expired, forged, unsigned, otherIssuer, confused, 'not.a.jwt']) {
      expect((await me(server, token)).statusCode, token).toBe(401)
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401)
  })

  it('signs in on this machine for a trial: the first person becomes admin, and the token works on another instance', async () => {
    const { db } = database
    await db.query('delete from members')
    const server = await start({ issuer: undefined, devSignIn: true })
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { email: 'first@trial.example' },
    })
    expect(signIn.statusCode).toBe(200)
    const { token } = signIn.json() as { token: string }
    const second = await start({ issuer: undefined, devSignIn: true }, await database.connect())
    const response = await me(second, token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ role: 'admin', schoolId: 'trial' })
    // The trial's key signs nothing once the trial sign-in is off.
    const strict = await start({ devSignIn: false })
    expect((await me(strict, token)).statusCode).toBe(401)
  })

  it('refuses the trial sign-in from another address, through a proxy, or when it is off', async () => {
    const server = await start({ devSignIn: true })
    const payload = { email: 'x@trial.example' }
    const url = '/api/dev/sign-in'
    expect(
      (await server.app.inject({ method: 'POST', url, payload, remoteAddress: '10.1.2.3' }))
        .statusCode,
    ).toBe(403)
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'x-forwarded-for': '203.0.113.9' },
        })
      ).statusCode,
    ).toBe(403)
    const off = await start({ devSignIn: false })
    expect((await off.app.inject({ method: 'POST', url, payload })).statusCode).toBe(404)
    expect((await database.db.query('select 1 from server_keys')).rows.length).toBe(1)
  })

  it('runs the migrations once when two processes start together', async () => {
    const other = await database.connect()
    const [a, b] = await Promise.all([migrate(database.db), migrate(other)])
    expect([...a, ...b]).toEqual([])
    const { rows } = await database.db.query<{ version: string }>(
      'select version from schema_migrations order by version',
    )
    // Every migration file once, in order (0001_initial first).
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version))
    expect(rows[0]?.version).toBe('0001_initial')
  })

  it('tells a client listening on one instance about a change pushed through another', async () => {
    const listening = await start()
    await uploadPlan(listening)
    const pushing = await start({}, await database.connect())
    const address = await listening.app.listen({ host: '127.0.0.1', port: 0 })
    const response = await fetch(`${address}/api/plans/${PLAN}/events`, {
      headers: await listening.as(PEOPLE.viewer),
    })
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let received = ''
    const until = async (text: string) => {
      while (!received.includes(text)) received += decoder.decode((await reader.read()).value)
    }
    await until('data: {"seq":1}')
    const pushed = await pushing.app.inject({
      method: 'POST',
      url: `/api/plans/${PLAN}/push`,
      headers: await pushing.as(PEOPLE.coordinator),
      payload: {
        changes: [
          {
            id: randomUUID(),
            put: { assignments: [assignment(COURSES.story, 1, PROFESSORS.mia.id)] },
          },
        ],
      },
    })
    expect(pushed.json().results[0].status).toBe('applied')
    await until('data: {"seq":2}')
    // Closing the server ends open streams instead of waiting for them forever.
    servers = servers.filter((s) => s !== listening)
    await listening.app.close()
    while (!(await reader.read()).done);
  })

  it('lets an admin add, change and remove members, never the last admin', async () => {
    const server = await start()
    const headers = await server.as(PEOPLE.admin)
    const newcomer = 'nia.new@a.example.edu'
    const added = await server.app.inject({
      method: 'POST',
      url: '/api/members',
      headers,
      payload: { email: newcomer, role: 'coordinator', programs: ['nursing'] },
    })
    expect(added.statusCode).toBe(200)
    expect((await me(server, await tokenFor(idp, newcomer))).json()).toMatchObject({
      role: 'coordinator',
      programs: ['nursing'],
    })
    // Not for coordinators, and not across schools.
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/members',
          headers: await server.as(PEOPLE.coordinator),
        })
      ).statusCode,
    ).toBe(403)
    const listed = (
      await server.app.inject({ method: 'GET', url: '/api/members', headers })
    ).json() as { members: { id: string; email: string; role: string }[] }
    expect(listed.members.map((m) => m.email)).not.toContain(PEOPLE.otherSchoolAdmin)
    const adminRow = listed.members.find((m) => m.email === PEOPLE.admin)!
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/members/${adminRow.id}`, headers }))
        .statusCode,
    ).toBe(409)
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/members',
          headers,
          payload: { email: PEOPLE.admin, role: 'viewer' },
        })
      ).statusCode,
    ).toBe(409)
    const newcomerRow = listed.members.find((m) => m.email === newcomer)!
    expect(
      (
        await server.app.inject({
          method: 'DELETE',
          url: `/api/members/${newcomerRow.id}`,
          headers,
        })
      ).statusCode,
    ).toBe(200)
    expect((await me(server, await tokenFor(idp, newcomer))).statusCode).toBe(403)
  })

  it('limits how often one client may call', async () => {
    const server = await start({ rateLimitPerMinute: 3 })
    const codes = []
    for (let i = 0; i < 4; i++)
      codes.push((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode)
    expect(codes).toEqual([200, 200, 200, 429])
  })

  it('sends no CORS headers to an origin that is not configured', async () => {
    const server = await start({ corsOrigins: ['https://app.school.example'] })
    const ask = (origin: string) =>
      server.app.inject({ method: 'GET', url: '/api/health', headers: { origin } })
    expect((await ask('https://app.school.example')).headers['access-control-allow-origin']).toBe(
      'https://app.school.example',
    )
    expect(
      (await ask('https://evil.example')).headers['access-control-allow-origin'],
    ).toBeUndefined()
  })
})
