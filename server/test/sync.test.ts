/**
 * The sync protocol on both databases (harness.ts): apply, stale, idempotent re-push, the race
 * for one section between two server instances, a cap broken only by the merge, coordinators
 * outside their programs, viewers, and nothing written on any refusal.
 */
import { randomUUID } from 'node:crypto'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PushResult } from '../src/protocol'
import { databaseKinds, type TestDatabase } from './harness'
import {
  assignment,
  COURSES,
  databaseState,
  identityProvider,
  INITIAL_ASSIGNMENT,
  PEOPLE,
  PLAN,
  PROFESSORS,
  seedSchools,
  startServer,
  uploadPlan,
  type IdentityProvider,
  type TestServer,
} from './server-fixtures'

type ChangeBody = { id?: string; baseRevs?: object; put?: object; delete?: object }

describe.each(databaseKinds())('sync on $name', (kind) => {
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
    await uploadPlan(server)
  })
  afterEach(async () => {
    await server.app.close()
    await database.dispose()
  })

  const push = async (who: string, changes: ChangeBody[], on: TestServer = server) => {
    const response = await on.app.inject({
      method: 'POST',
      url: `/api/plans/${PLAN}/push`,
      headers: await on.as(who),
      payload: { changes: changes.map((c) => ({ id: randomUUID(), ...c })) },
    })
    return response
  }
  const pushOne = async (who: string, change: ChangeBody, on?: TestServer) => {
    const response = await push(who, [change], on)
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as { results: PushResult[] }).results[0]!
  }
  const get = async (who: string, url: string) =>
    server.app.inject({ method: 'GET', url, headers: await server.as(who) })

  it('applies a change: the next number, revision 1 for a new record, in the log with who and after', async () => {
    const a = assignment(COURSES.anim, 2, PROFESSORS.mia.id)
    const result = await pushOne(PEOPLE.coordinator, { put: { assignments: [a] } })
    expect(result).toMatchObject({
      status: 'applied',
      seq: 2,
      revs: { assignments: { [a.id]: 1 } },
    })

    const pulled = (await get(PEOPLE.viewer, `/api/plans/${PLAN}/pull?since=1`)).json()
    expect(pulled.seq).toBe(2)
    expect(pulled.changes).toHaveLength(1)
    expect(pulled.changes[0]).toMatchObject({
      seq: 2,
      author: PEOPLE.coordinator,
      records: [{ store: 'assignments', id: a.id, rev: 1, before: null }],
    })
    expect(pulled.changes[0].records[0].after).toMatchObject({
      courseId: 'c-anim',
      section: 2,
      professorId: 'p-mia',
    })

    const snapshot = (await get(PEOPLE.viewer, `/api/plans/${PLAN}`)).json()
    expect(snapshot.seq).toBe(2)
    expect(snapshot.records.find((r: { id: string }) => r.id === a.id)).toMatchObject({
      rev: 1,
      changedBy: PEOPLE.coordinator,
    })

    const history = (
      await get(
        PEOPLE.viewer,
        `/api/plans/${PLAN}/history?store=assignments&id=${encodeURIComponent(a.id)}`,
      )
    ).json()
    expect(history.changes.map((c: { seq: number }) => c.seq)).toEqual([2])
  })

  it('applies a contract record like any other record of the plan (migration 0002)', async () => {
    const record = { professorId: PROFESSORS.mia.id, probationary: true, terms: {} }
    const result = await pushOne(PEOPLE.coordinator, { put: { contractRecords: [record] } })
    expect(result).toMatchObject({ status: 'applied', revs: { contractRecords: { [PROFESSORS.mia.id]: 1 } } })
    const snapshot = (await get(PEOPLE.viewer, `/api/plans/${PLAN}`)).json()
    expect(snapshot.records.find((r: { store: string }) => r.store === 'contractRecords')).toMatchObject({ id: PROFESSORS.mia.id, rev: 1 })
  })

  it('pulls in pages, oldest first, and lists the whole history newest first', async () => {
    for (const course of [COURSES.story, COURSES.drawing]) {
      await pushOne(PEOPLE.coordinator, {
        put: { assignments: [assignment(course, 1, PROFESSORS.mia.id)] },
      })
    }
    const page = (await get(PEOPLE.viewer, `/api/plans/${PLAN}/pull?since=0&limit=2`)).json()
    expect(page).toMatchObject({ seq: 3, more: true })
    expect(page.changes.map((c: { seq: number }) => c.seq)).toEqual([1, 2])
    const rest = (await get(PEOPLE.viewer, `/api/plans/${PLAN}/pull?since=2&limit=2`)).json()
    expect(rest).toMatchObject({ seq: 3, more: false })
    expect(rest.changes.map((c: { seq: number }) => c.seq)).toEqual([3])
    const history = (
      await get(PEOPLE.viewer, `/api/plans/${PLAN}/history?store=assignments`)
    ).json()
    expect(history.changes.map((c: { seq: number; author: string }) => [c.seq, c.author])).toEqual([
      [3, PEOPLE.coordinator],
      [2, PEOPLE.coordinator],
      [1, PEOPLE.admin],
    ])
    expect((await get(PEOPLE.viewer, `/api/plans/${PLAN}/pull?since=-1`)).statusCode).toBe(400)
  })

  it('deletes and edits with base revisions; a deleted record reads as absent (revision 0)', async () => {
    const edited = { ...COURSES.anim, title: 'Animation I' }
    expect(
      await pushOne(PEOPLE.coordinator, {
        baseRevs: { courses: { 'c-anim': 1 } },
        put: { courses: [edited] },
      }),
    ).toMatchObject({
      status: 'applied',
      revs: { courses: { 'c-anim': 2 } },
    })
    const removed = await pushOne(PEOPLE.coordinator, {
      baseRevs: { assignments: { [INITIAL_ASSIGNMENT.id]: 1 } },
      delete: { assignments: [INITIAL_ASSIGNMENT.id] },
    })
    expect(removed).toMatchObject({
      status: 'applied',
      revs: { assignments: { [INITIAL_ASSIGNMENT.id]: 2 } },
    })
    // Put back by someone who knows it is gone (base 0): revision 3, not a fresh 1.
    expect(
      await pushOne(PEOPLE.coordinator, { put: { assignments: [INITIAL_ASSIGNMENT] } }),
    ).toMatchObject({
      status: 'applied',
      revs: { assignments: { [INITIAL_ASSIGNMENT.id]: 3 } },
    })
  })

  it('refuses a stale change with what the server holds and who changed it when, writing nothing', async () => {
    const mine = { ...COURSES.anim, title: 'Mine' }
    const theirs = { ...COURSES.anim, title: 'Theirs' }
    expect(
      await pushOne(PEOPLE.coordinator2, {
        baseRevs: { courses: { 'c-anim': 1 } },
        put: { courses: [theirs] },
      }),
    ).toMatchObject({ status: 'applied' })
    const before = await databaseState(database.db)

    const result = await pushOne(PEOPLE.coordinator, {
      baseRevs: { courses: { 'c-anim': 1 } },
      put: { courses: [mine] },
    })
    expect(result.status).toBe('stale')
    if (result.status !== 'stale') return
    expect(result.conflicts).toEqual([
      {
        store: 'courses',
        id: 'c-anim',
        rev: 2,
        record: expect.objectContaining({ title: 'Theirs' }),
        changedBy: PEOPLE.coordinator2,
        changedAt: expect.any(String),
      },
    ])
    expect(await databaseState(database.db)).toBe(before)
  })

  it('treats a new record that someone else created meanwhile as stale', async () => {
    const a = assignment(COURSES.story, 1, PROFESSORS.mia.id)
    await pushOne(PEOPLE.coordinator2, { put: { assignments: [a] } })
    const result = await pushOne(PEOPLE.coordinator, {
      put: { assignments: [{ ...a, weeklyHours: 2 }] },
    })
    expect(result).toMatchObject({
      status: 'stale',
      conflicts: [{ id: a.id, rev: 1, changedBy: PEOPLE.coordinator2 }],
    })
  })

  it('accepts a change sent again once, answering what it answered the first time', async () => {
    const change = {
      id: randomUUID(),
      put: { assignments: [assignment(COURSES.story, 1, PROFESSORS.mia.id)] },
    }
    const first = await pushOne(PEOPLE.coordinator, change)
    const state = await databaseState(database.db)
    const again = await pushOne(PEOPLE.coordinator, change)
    expect(again).toEqual({ ...first, duplicate: true })
    expect(await databaseState(database.db)).toBe(state)
  })

  it('applies a batch in order and stops at the first change not applied', async () => {
    const a1 = assignment(COURSES.story, 1, PROFESSORS.mia.id)
    const response = await push(PEOPLE.coordinator, [
      { put: { assignments: [a1] } },
      {
        baseRevs: { courses: { 'c-anim': 7 } },
        put: { courses: [{ ...COURSES.anim, title: 'x' }] },
      },
      { put: { assignments: [assignment(COURSES.drawing, 1, PROFESSORS.mia.id)] } },
    ])
    const { results } = response.json() as { results: PushResult[] }
    expect(results.map((r) => r.status)).toEqual(['applied', 'stale'])
  })

  it('lets one of two server instances win a section both assign at once; the other is refused', async () => {
    const second = await startServer(await database.connect(), idp)
    try {
      const before = await databaseState(database.db)
      const [a, b] = await Promise.all([
        pushOne(PEOPLE.coordinator, {
          put: { assignments: [assignment(COURSES.anim, 2, PROFESSORS.mia.id)] },
        }),
        pushOne(
          PEOPLE.coordinator2,
          { put: { assignments: [assignment(COURSES.anim, 2, PROFESSORS.raj.id)] } },
          second,
        ),
      ])
      const statuses = [a.status, b.status].sort()
      expect(statuses).toEqual(['applied', 'refused'])
      const refused = [a, b].find((r) => r.status === 'refused')!
      expect(refused).toMatchObject({ rule: 'one-professor-per-section' })
      const holders = await database.db.query(
        `select id from records where store = 'assignments' and data ->> 'courseId' = 'c-anim' and data ->> 'section' = '2'`,
      )
      expect(holders.rows).toHaveLength(1)
      expect(before).not.toBe(await databaseState(database.db))
    } finally {
      await second.app.close()
    }
  })

  it('refuses a second professor for a section, naming the section as coordinators do, writing nothing', async () => {
    const before = await databaseState(database.db)
    const result = await pushOne(PEOPLE.coordinator, { put: { assignments: [assignment(COURSES.anim, 1, PROFESSORS.mia.id)] } })
    expect(result).toMatchObject({ status: 'refused', rule: 'one-professor-per-section', message: 'ANI1001 §1 already has a professor' })
    expect(await databaseState(database.db)).toEqual(before)
  })

  it('holds one professor per section in the database itself (the unique index)', async () => {
    const a = assignment(COURSES.anim, 1, PROFESSORS.mia.id)
    await expect(
      database.db.query(
        `insert into records (school_id, plan_id, store, id, rev, data, changed_seq, changed_by, changed_at)
         values ('a', $1, 'assignments', $2, 1, $3::jsonb, 1, 'sql', now())`,
        [PLAN, a.id, JSON.stringify(a)],
      ),
    ).rejects.toMatchObject({ code: '23505' })
  })

  it('moves two professors between sections in one change (the index judges the result)', async () => {
    const mia2 = assignment(COURSES.anim, 2, PROFESSORS.mia.id)
    await pushOne(PEOPLE.coordinator, { put: { assignments: [mia2] } })
    const raj1 = INITIAL_ASSIGNMENT
    const swapped = await pushOne(PEOPLE.coordinator, {
      baseRevs: { assignments: { [raj1.id]: 1, [mia2.id]: 1 } },
      put: {
        assignments: [
          { ...raj1, section: 2 },
          { ...mia2, section: 1 },
        ],
      },
    })
    expect(swapped.status).toBe('applied')
  })

  it('refuses the change that breaks a cap only when merged with another coordinator’s', async () => {
    // Raj: 3 of 6 h. Each coordinator adds 3 h, which fits on its own.
    const first = await pushOne(PEOPLE.coordinator, {
      put: { assignments: [assignment(COURSES.story, 1, PROFESSORS.raj.id)] },
    })
    expect(first.status).toBe('applied')
    const before = await databaseState(database.db)
    const second = await pushOne(PEOPLE.coordinator2, {
      put: { assignments: [assignment(COURSES.drawing, 1, PROFESSORS.raj.id)] },
    })
    expect(second).toMatchObject({
      status: 'refused',
      rule: 'workload-limit',
      message: expect.stringContaining('Raj Patel'),
    })
    expect(second.status === 'refused' && second.message).toBe(
      'Raj Patel: 9/6 h in Fall 2026, 3 h over the cap',
    )
    // What the server holds: Raj's other sections, with who assigned them.
    expect(second.status === 'refused' && second.conflicts?.map((c) => c.changedBy).sort()).toEqual(
      [PEOPLE.admin, PEOPLE.coordinator],
    )
    expect(await databaseState(database.db)).toBe(before)
  })

  it('lets a change through that lowers an overload already there', async () => {
    const lowered = { ...PROFESSORS.raj, maxWeeklyHours: 1 }
    // Lowering the cap below his 3 h is itself refused...
    expect(
      await pushOne(PEOPLE.admin, {
        baseRevs: { professors: { 'p-raj': 1 } },
        put: { professors: [lowered] },
      }),
    ).toMatchObject({
      rule: 'workload-limit',
    })
    // ...while removing a section of an overloaded professor is never blocked.
    expect(
      await pushOne(PEOPLE.coordinator, {
        baseRevs: { assignments: { [INITIAL_ASSIGNMENT.id]: 1 } },
        delete: { assignments: [INITIAL_ASSIGNMENT.id] },
      }),
    ).toMatchObject({ status: 'applied' })
  })

  it('refuses a coordinator outside their programs, writing nothing', async () => {
    const before = await databaseState(database.db)
    const attempts: ChangeBody[] = [
      { put: { assignments: [assignment(COURSES.nursing, 1, PROFESSORS.mia.id)] } },
      {
        baseRevs: { courses: { 'c-nurse': 1 } },
        put: { courses: [{ ...COURSES.nursing, title: 'Renamed' }] },
      },
      {
        baseRevs: { courses: { 'c-anim': 1 } },
        put: { courses: [{ ...COURSES.anim, programId: 'nursing' }] },
      },
      { baseRevs: { courses: { 'c-nurse': 1 } }, delete: { courses: ['c-nurse'] } },
    ]
    for (const change of attempts) {
      expect(await pushOne(PEOPLE.coordinator, change)).toMatchObject({
        status: 'refused',
        rule: 'forbidden',
      })
    }
    expect(await databaseState(database.db)).toBe(before)
    // The admin may.
    expect(await pushOne(PEOPLE.admin, attempts[0]!)).toMatchObject({ status: 'applied' })
  })

  it('refuses pushes from a viewer and uploads from a coordinator', async () => {
    const before = await databaseState(database.db)
    const response = await push(PEOPLE.viewer, [
      { put: { assignments: [assignment(COURSES.story, 1, PROFESSORS.mia.id)] } },
    ])
    expect(response.statusCode).toBe(403)
    const upload = await server.app.inject({
      method: 'POST',
      url: `/api/plans/other/upload`,
      headers: await server.as(PEOPLE.coordinator),
      payload: { id: randomUUID(), records: {} },
    })
    expect(upload.statusCode).toBe(403)
    expect(await databaseState(database.db)).toBe(before)
  })

  it('refuses records that break their schema, and malformed or oversized bodies, writing nothing', async () => {
    const before = await databaseState(database.db)
    const badSection = { ...assignment(COURSES.story, 1, PROFESSORS.mia.id), section: 0 }
    expect(await pushOne(PEOPLE.coordinator, { put: { assignments: [badSection] } })).toMatchObject(
      { status: 'refused', rule: 'schema' },
    )
    const headers = { ...(await server.as(PEOPLE.coordinator)), 'content-type': 'application/json' }
    const url = `/api/plans/${PLAN}/push`
    const send = (payload: string) => server.app.inject({ method: 'POST', url, headers, payload })
    expect((await send('{"changes": [')).statusCode).toBe(400)
    expect((await send(JSON.stringify({ changes: [{ id: 'not-a-uuid' }] }))).statusCode).toBe(400)
    expect(
      (
        await send(
          JSON.stringify({ changes: [{ id: randomUUID(), put: { secrets: [{ id: 'x' }] } }] }),
        )
      ).statusCode,
    ).toBe(400)
    expect((await send(JSON.stringify({ changes: [], extra: 1 }))).statusCode).toBe(400)
    const huge = JSON.stringify({
      changes: [
        {
          id: randomUUID(),
          put: { courses: [{ id: 'x', description: 'x'.repeat(5 * 1024 * 1024) }] },
        },
      ],
    })
    expect((await send(huge)).statusCode).toBe(413)
    expect(await databaseState(database.db)).toBe(before)
  })

  it('shares a plan once: the same upload again answers the same, another is refused, a plan with two holders of a section is refused whole', async () => {
    const headers = await server.as(PEOPLE.admin)
    const upload = (planId: string, id: string, records: object) =>
      server.app.inject({
        method: 'POST',
        url: `/api/plans/${planId}/upload`,
        headers,
        payload: { id, records },
      })
    const id = randomUUID()
    const first = await upload('next-year', id, { courses: [COURSES.anim] })
    expect(first.json()).toEqual({ id, seq: 1, records: 1 })
    const state = await databaseState(database.db)
    expect((await upload('next-year', id, { courses: [COURSES.anim] })).json()).toEqual(
      first.json(),
    )
    expect((await upload('next-year', randomUUID(), { courses: [COURSES.anim] })).statusCode).toBe(
      409,
    )
    const clash = await upload('clash', randomUUID(), {
      courses: [COURSES.anim],
      assignments: [
        assignment(COURSES.anim, 1, PROFESSORS.raj.id),
        assignment(COURSES.anim, 1, PROFESSORS.mia.id),
      ],
    })
    expect(clash.statusCode).toBe(409)
    expect(
      (await upload('broken', randomUUID(), { courses: [{ ...COURSES.anim, code: '' }] }))
        .statusCode,
    ).toBe(400)
    expect(await databaseState(database.db)).toBe(state)
  })

  it('shows another school nothing of this school’s plan', async () => {
    const before = await databaseState(database.db)
    for (const url of [
      `/api/plans/${PLAN}`,
      `/api/plans/${PLAN}/pull?since=0`,
      `/api/plans/${PLAN}/history`,
    ]) {
      expect((await get(PEOPLE.otherSchoolAdmin, url)).statusCode).toBe(404)
    }
    expect(
      (
        await push(PEOPLE.otherSchoolAdmin, [
          { put: { assignments: [assignment(COURSES.story, 1, PROFESSORS.mia.id)] } },
        ])
      ).statusCode,
    ).toBe(404)
    expect(await databaseState(database.db)).toBe(before)
    // Someone in no school at all gets nothing either.
    expect((await get(PEOPLE.stranger, `/api/plans/${PLAN}`)).statusCode).toBe(403)
  })
})
