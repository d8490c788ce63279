import { describe, expect, it } from 'vitest'
import { makeAssignment, makeCourse, makeProfessor } from '@test/support/test-fixtures'
import {
  describeChange,
  describeChangeItems,
  LISTED_RECORDS_PER_CHANGE,
  whenText,
  type ChangeNames,
  type LoggedChange,
  type LoggedRecord,
} from './describe-change'

const raj = makeProfessor({ id: 'p-raj', firstName: 'Raj', lastName: 'Patel' })
const mia = makeProfessor({ id: 'p-mia', firstName: 'Mia', lastName: 'Wong' })
const anim = makeCourse({ id: 'c-anim', code: 'ANI1001', title: 'Animation', sectionCount: 2, weeklyHours: 3 })
const names: ChangeNames = {
  professor: (id) => ({ 'p-raj': 'Raj Patel', 'p-mia': 'Mia Wong' })[id],
  course: (id) => (id === 'c-anim' ? 'ANI1001' : undefined),
  author: (a) => (a === 'sam.lee@a.example.edu' ? 'Sam Lee' : undefined),
}
const held = (professorId: string, section = 2) =>
  makeAssignment({ id: `a-${professorId}-${section}`, courseId: 'c-anim', section, professorId })
const rec = (store: string, id: string, before: object | null, after: object | null): LoggedRecord => ({
  store,
  id,
  rev: 1,
  before: before as LoggedRecord['before'],
  after: after as LoggedRecord['after'],
})
const FORMATS = { dateFormat: 'MM/dd/yyyy', timeFormat: '24h' } as const
// Local noon, so the day is the same in any time zone the test runs in.
const NOW = new Date(2026, 8, 15, 12, 0)
const at = (h: number, m: number, day = 15) => new Date(2026, 8, day, h, m).toISOString()
const logged = (records: LoggedRecord[], extra: Partial<LoggedChange> = {}): LoggedChange => ({
  seq: 7,
  author: 'sam.lee@a.example.edu',
  at: at(10, 42),
  records,
  ...extra,
})

describe('describeChange', () => {
  it('says who assigned whom to which section when, in the issue’s words', () => {
    const a = held('p-raj')
    expect(describeChange(logged([rec('assignments', a.id, null, a)]), FORMATS, names, NOW)).toBe(
      'Sam Lee assigned Raj Patel to ANI1001 \u00a72 at 10:42',
    )
  })

  it('names the day when it was not today, and the time in the user’s 12-hour format', () => {
    const a = held('p-raj')
    expect(
      describeChange(logged([rec('assignments', a.id, null, a)], { at: at(15, 5, 14) }), { dateFormat: 'MM/dd/yyyy', timeFormat: '12h' }, names, NOW),
    ).toBe('Sam Lee assigned Raj Patel to ANI1001 \u00a72 on 09/14/2026 at 3:05 PM')
    expect(whenText('not a date', FORMATS, NOW)).toBe('')
  })

  it('shows the author as logged when no name is known for them', () => {
    const a = held('p-raj')
    expect(describeChange(logged([rec('assignments', a.id, a, null)], { author: 'kim@a.example.edu' }), FORMATS, names, NOW)).toBe(
      'kim@a.example.edu unassigned Raj Patel from ANI1001 \u00a72 at 10:42',
    )
  })

  it('joins the items of a change and says when it changed nothing a person would see', () => {
    const a = held('p-raj', 1)
    const b = held('p-mia', 2)
    expect(
      describeChange(logged([rec('assignments', a.id, null, a), rec('assignments', b.id, null, b)]), FORMATS, names, NOW),
    ).toBe('Sam Lee assigned Raj Patel to ANI1001 \u00a71; assigned Mia Wong to ANI1001 \u00a72 at 10:42')
    const same = { ...anim, rev: 2 }
    expect(describeChange(logged([rec('courses', anim.id, anim, same)]), FORMATS, names, NOW)).toBe('Sam Lee changed nothing at 10:42')
  })
})

describe('describeChangeItems', () => {
  it('reads a deleted and a put assignment on one section as one reassign', () => {
    const was = held('p-raj')
    const now = held('p-mia')
    const items = describeChangeItems(logged([rec('assignments', was.id, was, null), rec('assignments', now.id, null, now)]), names)
    expect(items).toEqual([
      {
        kind: 'reassign',
        records: [
          { store: 'assignments', id: now.id },
          { store: 'assignments', id: was.id },
        ],
        summary: 'reassigned ANI1001 \u00a72 from Raj Patel to Mia Wong',
        subject: 'ANI1001 \u00a72',
        before: 'Raj Patel',
        after: 'Mia Wong',
      },
    ])
  })

  it('keeps an unassign and an assign on different sections apart', () => {
    const was = held('p-raj', 1)
    const now = held('p-raj', 2)
    expect(
      describeChangeItems(logged([rec('assignments', was.id, was, null), rec('assignments', now.id, null, now)]), names).map((i) => [i.kind, i.summary]),
    ).toEqual([
      ['assign', 'assigned Raj Patel to ANI1001 \u00a72'],
      ['unassign', 'unassigned Raj Patel from ANI1001 \u00a71'],
    ])
  })

  it('describes an assignment edited in place by its fields, and ignores bookkeeping fields', () => {
    const a = held('p-raj')
    const [edit] = describeChangeItems(logged([rec('assignments', a.id, a, { ...a, weeklyHours: 4, rev: 2 })]), names)
    expect(edit).toMatchObject({ kind: 'edit', summary: 'edited the assignment of Raj Patel to ANI1001 \u00a72', before: 'Weekly hours: 3', after: 'Weekly hours: 4' })
    expect(describeChangeItems(logged([rec('assignments', a.id, a, { ...a, assignedAt: 'later', rev: 2 })]), names)).toEqual([])
  })

  it('names a professor added in the same change from the change itself', () => {
    const lee = makeProfessor({ id: 'p-lee', firstName: 'Ann', lastName: 'Lee' })
    const a = held('p-lee')
    expect(describeChangeItems(logged([rec('professors', lee.id, null, lee), rec('assignments', a.id, null, a)]), names).map((i) => i.summary)).toEqual([
      'assigned Ann Lee to ANI1001 \u00a72',
      'added professor Ann Lee',
    ])
  })

  it('falls back to ids for records it cannot name', () => {
    const a = makeAssignment({ id: 'a-x', courseId: 'c-gone', section: 1, professorId: 'p-gone' })
    expect(describeChangeItems(logged([rec('assignments', a.id, null, a)])).map((i) => i.summary)).toEqual(['assigned p-gone to c-gone \u00a71'])
  })

  it('tells sections added or removed from a course’s section count', () => {
    expect(describeChangeItems(logged([rec('courses', anim.id, anim, { ...anim, sectionCount: 3 })]), names)[0]).toMatchObject({
      kind: 'sections',
      summary: 'added 1 section of ANI1001 (2 to 3)',
      before: '2 sections',
      after: '3 sections',
    })
    expect(describeChangeItems(logged([rec('courses', anim.id, anim, { ...anim, sectionCount: 1 })]), names)[0]).toMatchObject({
      summary: 'removed 1 section of ANI1001 (2 to 1)',
      before: '2 sections',
      after: '1 section',
    })
  })

  it('describes courses added, edited (with the fields before and after) and deleted', () => {
    const edited = { ...anim, title: 'Animation I', weeklyHours: 4, semester: { term: 'winter', year: 2027 } }
    expect(describeChangeItems(logged([rec('courses', anim.id, anim, edited)]), names)[0]).toMatchObject({
      kind: 'edit',
      subject: 'ANI1001',
      summary: 'edited course ANI1001 (Title, Weekly hours, Semester)',
      before: expect.stringContaining('Title: Animation; Weekly hours: 3; Semester:'),
      after: 'Title: Animation I; Weekly hours: 4; Semester: winter 2027',
    })
    expect(describeChangeItems(logged([rec('courses', anim.id, null, anim)]), names)[0]).toMatchObject({ kind: 'add', summary: 'added course ANI1001', after: 'ANI1001' })
    expect(describeChangeItems(logged([rec('courses', anim.id, anim, null)]), names)[0]).toMatchObject({ kind: 'delete', summary: 'deleted course ANI1001', before: 'ANI1001' })
  })

  it('describes professors and their contract records by the professor’s name', () => {
    const capped = { ...raj, maxWeeklyHours: 12 }
    expect(describeChangeItems(logged([rec('professors', raj.id, raj, capped)]), names)[0]).toMatchObject({
      summary: 'edited professor Raj Patel (Max weekly hours)',
      before: `Max weekly hours: ${raj.maxWeeklyHours}`,
      after: 'Max weekly hours: 12',
    })
    expect(describeChangeItems(logged([rec('professors', mia.id, mia, null)]), names)[0]!.summary).toBe('deleted professor Mia Wong')
    const contract = { professorId: 'p-raj', probationary: false }
    expect(describeChangeItems(logged([rec('contractRecords', 'p-raj', null, contract)]), names)[0]!.summary).toBe('added the contract record of Raj Patel')
    expect(describeChangeItems(logged([rec('contractRecords', 'p-raj', contract, { ...contract, probationary: true })]), names)[0]).toMatchObject({
      summary: 'edited the contract record of Raj Patel (probationary)',
      before: 'probationary: false',
      after: 'probationary: true',
    })
  })

  it('names other stores generically', () => {
    expect(describeChangeItems(logged([rec('planSettings', 'workloadRules', null, { id: 'workloadRules' })]), names)[0]!.summary).toBe(
      'added plan setting workloadRules',
    )
    expect(describeChangeItems(logged([rec('programs', 'animation', null, { slug: 'animation', name: 'Animation' })]), names)[0]!.summary).toBe(
      'added program Animation',
    )
  })

  it('says the plan was shared, with how many records, rather than listing them', () => {
    const records = [rec('courses', anim.id, null, anim), rec('professors', raj.id, null, raj)]
    expect(describeChange(logged(records, { change: { upload: true }, recordCount: 5000 }), FORMATS, names, NOW)).toBe(
      'Sam Lee shared the plan (5000 records) at 10:42',
    )
  })

  it('counts a change too large to list, and one the server sent only part of', () => {
    const many = Array.from({ length: LISTED_RECORDS_PER_CHANGE + 1 }, (_, i) => {
      const c = makeCourse({ id: `c-${i}`, code: `C${i}` })
      return rec('courses', c.id, null, c)
    })
    const deleted = rec('professors', raj.id, raj, null)
    expect(describeChangeItems(logged([...many, deleted]), names).map((i) => i.summary)).toEqual([
      `added ${LISTED_RECORDS_PER_CHANGE + 1} courses, deleted 1 professor`,
    ])
    expect(describeChangeItems(logged([deleted], { recordCount: 3 }), names).map((i) => i.summary)).toEqual(['changed 3 records'])
  })
})
