/**
 * The history a History view reads (GET /api/plans/:planId/history) on both databases: per course
 * (with its assignments), per professor (with theirs), per planning term, everything, a page at a
 * time, each change carrying only the records asked about.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { makeCourse } from '@test/support/test-fixtures'
import type { PushResult } from '../src/protocol'
import { HISTORY_RECORDS_PER_CHANGE } from '../src/services/reads'
import { databaseKinds } from './harness'
import { assignment, COURSES, INITIAL_ASSIGNMENT, PEOPLE, PLAN, PROFESSORS } from './server-fixtures'
import { serverPerTest } from './server-per-test'

type Page = {
  more: boolean
  changes: { seq: number; author: string; recordCount: number; records: { store: string; id: string }[] }[]
}

describe.each(databaseKinds())('history on $name', (kind) => {
  const t = serverPerTest(kind, { sharePlan: true })

  const push = async (change: object) => {
    const response = await t.server.app.inject({
      method: 'POST',
      url: `/api/plans/${PLAN}/push`,
      headers: await t.server.as(PEOPLE.coordinator),
      payload: { changes: [{ id: randomUUID(), ...change }] },
    })
    const result = (response.json() as { results: PushResult[] }).results[0]!
    expect(result.status, response.body).toBe('applied')
  }
  const history = async (query: string) => {
    const response = await t.server.app.inject({
      method: 'GET',
      url: `/api/plans/${PLAN}/history${query}`,
      headers: await t.server.as(PEOPLE.viewer),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as Page
  }
  const seqs = (page: Page) => page.changes.map((c) => c.seq)
  const ids = (page: Page) => page.changes.map((c) => c.records.map((r) => r.id))

  /** 2: Mia on ANI1002 §1; 3: ANI1001 retitled; 4: Mia on ANI1001 §2; 5: a Winter 2027 course added. */
  const WINTER = makeCourse({ id: 'c-winter', code: 'ANI2001', programId: 'animation', semester: { term: 'winter', year: 2027 } })
  async function pushSome() {
    await push({ put: { assignments: [assignment(COURSES.story, 1, PROFESSORS.mia.id)] } })
    await push({ baseRevs: { courses: { 'c-anim': 1 } }, put: { courses: [{ ...COURSES.anim, title: 'Animation I' }] } })
    await push({ put: { assignments: [assignment(COURSES.anim, 2, PROFESSORS.mia.id)] } })
    await push({ put: { courses: [WINTER] } })
  }

  it('lists a course’s changes with its assignments’, and only those records', async () => {
    await pushSome()
    const page = await history('?store=courses&id=c-anim')
    expect(seqs(page)).toEqual([4, 3, 1])
    expect(ids(page)).toEqual([[assignment(COURSES.anim, 2, PROFESSORS.mia.id).id], ['c-anim'], ['c-anim', INITIAL_ASSIGNMENT.id]])
    expect(page.changes[2]!.recordCount).toBe(2)
    expect(page.more).toBe(false)
  })

  it('lists a professor’s changes with their assignments’', async () => {
    await pushSome()
    const page = await history('?store=professors&id=p-mia')
    expect(seqs(page)).toEqual([4, 2, 1])
    expect(ids(page)[2]).toEqual(['p-mia'])
    expect(seqs(await history('?store=professors&id=p-raj'))).toEqual([1])
  })

  it('lists a planning term’s courses and assignments', async () => {
    await pushSome()
    expect(seqs(await history('?term=winter-2027'))).toEqual([5])
    const fall = await history('?term=fall-2026')
    expect(seqs(fall)).toEqual([4, 3, 2, 1])
    // The upload's Fall 2026 records: four courses and Raj's assignment, not the professors.
    expect(fall.changes[3]!.recordCount).toBe(5)
  })

  it('lists everything a page at a time, and trims a large change to a page of its records', async () => {
    await pushSome()
    const first = await history('?limit=2')
    expect(seqs(first)).toEqual([5, 4])
    expect(first.more).toBe(true)
    const second = await history('?limit=2&before=4')
    expect(seqs(second)).toEqual([3, 2])
    const last = await history('?limit=2&before=2')
    expect(seqs(last)).toEqual([1])
    expect(last.more).toBe(false)

    const many = Array.from({ length: HISTORY_RECORDS_PER_CHANGE + 5 }, (_, i) =>
      makeCourse({ id: `c-bulk-${i}`, code: `BLK${1000 + i}`, programId: 'animation' }),
    )
    await push({ put: { courses: many } })
    const [bulk] = (await history('?limit=1')).changes
    expect(bulk).toMatchObject({ seq: 6, recordCount: HISTORY_RECORDS_PER_CHANGE + 5 })
    expect(bulk!.records).toHaveLength(HISTORY_RECORDS_PER_CHANGE)
  })

  it('refuses an id without its store and a term that is not one', async () => {
    for (const query of ['?id=c-anim', '?term=autumn-2026', '?before=0']) {
      const response = await t.server.app.inject({
        method: 'GET',
        url: `/api/plans/${PLAN}/history${query}`,
        headers: await t.server.as(PEOPLE.viewer),
      })
      expect(response.statusCode, query).toBe(400)
    }
  })
})
