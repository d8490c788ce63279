import { describe, expect, it } from 'vitest'
import { byId, course, FALL_2026, teach } from './caat-a-test-fixtures'
import { computeSwf } from './swf'
import { issuedSwfOf } from './swf-issue'
import { makeProfessor } from '@test/support/test-fixtures'
import { DEFAULT_CAAT_A_SETTINGS } from './caat-a-factors'
import { notYetIssued, swfStatus, swfStatusLabel, termSwfs } from './swf-status'

const essay = { essay: 100, routine: 0, inProcess: 0 }
const a = course('a', { code: 'ANI1001', weeklyHours: 4, evaluationMix: essay, expectedEnrolment: 10 })
const b = course('b', { code: 'ANI1002', weeklyHours: 3, evaluationMix: essay, expectedEnrolment: 0 })
const swfOf = (assignments: ReturnType<typeof teach>[]) =>
  computeSwf({ professor: { id: 'p1', employmentType: 'full-time' }, term: FALL_2026, assignments, courseById: byId([a, b]) })

// Fall 2026's classes start on 2026-09-08; 30 working days back (weekends, the Civic Holiday and Labour Day not
// counted, swf-deadline.ts): Friday 2026-07-24.
describe('the status of an SWF for the list of forms', () => {
  const swf = swfOf([teach(a)])

  it('never issued: a draft until its deadline, late from the day after', () => {
    expect(swfStatus({ swf, term: FALL_2026, issues: [], today: '2026-07-24' })).toEqual({ kind: 'draft', deadline: '2026-07-24' })
    expect(swfStatus({ swf, term: FALL_2026, issues: [], today: '2026-07-25' })).toEqual({ kind: 'late', deadline: '2026-07-24' })
    expect(swfStatusLabel({ kind: 'draft', deadline: '2026-07-26' })).toBe('Draft, due by 2026-07-26')
    expect(swfStatusLabel({ kind: 'late', deadline: '2026-07-26' })).toBe('Late: was due by 2026-07-26')
  })

  it("a professor's vacation in the six weeks moves their deadline earlier (5 days), so the form is late sooner", () => {
    const vacations = [{ start: '2026-08-10', end: '2026-08-14' }]
    expect(swfStatus({ swf, term: FALL_2026, issues: [], today: '2026-07-20', vacations })).toEqual({ kind: 'late', deadline: '2026-07-17' })
  })

  it('issued and unchanged: issued on its day, whatever the date (a late issue is still issued)', () => {
    const issues = [issuedSwfOf(swf, '2026-08-10')]
    const status = swfStatus({ swf, term: FALL_2026, issues, today: '2026-09-01' })
    expect(status).toEqual({ kind: 'issued', date: '2026-08-10', issue: 1 })
    expect(swfStatusLabel(status)).toBe('Issued on 2026-08-10')
  })

  it('issued, then the plan changed: needs a re-issue, with what changed since the last issue', () => {
    const issues = [issuedSwfOf(swfOf([]), '2026-07-01'), issuedSwfOf(swf, '2026-07-10')]
    const status = swfStatus({ swf: swfOf([teach(a), teach(b)]), term: FALL_2026, issues, today: '2026-07-20' })
    expect(status).toEqual({
      kind: 'changed',
      date: '2026-07-10',
      issue: 2,
      changes: ['ANI1002 §1 added: 3 TCH, 6.30 h', 'Total TCH: 4 -> 7', 'Total attributed workload: 15.60 h -> 21.90 h'],
    })
    expect(swfStatusLabel(status)).toBe('Needs re-issue: 3 changes since 2026-07-10')
    // Re-issued with the new figures: issued again.
    const reissued = [...issues, issuedSwfOf(swfOf([teach(a), teach(b)]), '2026-07-21')]
    expect(swfStatus({ swf: swfOf([teach(a), teach(b)]), term: FALL_2026, issues: reissued, today: '2026-07-22' })).toEqual({
      kind: 'issued',
      date: '2026-07-21',
      issue: 3,
    })
  })

  it('"not yet issued" is a draft or a late form, never an issued or changed one', () => {
    expect(notYetIssued({ kind: 'draft', deadline: '2026-07-26' })).toBe(true)
    expect(notYetIssued({ kind: 'late', deadline: '2026-07-26' })).toBe(true)
    expect(notYetIssued({ kind: 'issued', date: '2026-07-10', issue: 1 })).toBe(false)
    expect(notYetIssued({ kind: 'changed', date: '2026-07-10', issue: 1, changes: ['Total TCH: 4 -> 7'] })).toBe(false)
  })
})

describe("the term's SWFs", () => {
  it('one per active full-time professor, by name, each with its status from their record', () => {
    const zoe = makeProfessor({ id: 'p1', firstName: 'Zoe', lastName: 'Adams', email: 'z@x.ca', employmentType: 'full-time', maxWeeklyHours: 40 })
    const amir = makeProfessor({ id: 'p2', firstName: 'Amir', lastName: 'Baker', email: 'a@x.ca', employmentType: 'full-time', maxWeeklyHours: 40 })
    const partTime = makeProfessor({ id: 'p3', firstName: 'Pat', lastName: 'Part', email: 'p@x.ca', employmentType: 'part-time', maxWeeklyHours: 6 })
    const inactive = makeProfessor({ id: 'p4', firstName: 'Ina', lastName: 'Active', email: 'i@x.ca', employmentType: 'full-time', isActive: false })
    const assignments = [teach(a, 1, 'p1'), teach(b, 1, 'p2')]
    const issued = issuedSwfOf(computeSwf({ professor: amir, term: FALL_2026, assignments, courseById: byId([a, b]) }), '2026-07-10')
    const rows = termSwfs({
      professors: [zoe, partTime, inactive, amir],
      term: FALL_2026,
      assignments,
      courseById: byId([a, b]),
      settings: DEFAULT_CAAT_A_SETTINGS,
      records: [{ professorId: 'p2', probationary: false, terms: { 'fall-2026': { extraDuties: [], overrides: {}, swfIssues: [issued] } } }],
      today: '2026-07-20',
    })
    expect(rows.map((r) => [r.professor.firstName, r.swf.totals.tch, r.status.kind])).toEqual([
      ['Amir', 3, 'issued'],
      ['Zoe', 4, 'draft'],
    ])
  })

  it("a professor's recorded vacation moves their own deadline in the list, as on their form", () => {
    const zoe = makeProfessor({ id: 'p1', firstName: 'Zoe', lastName: 'Adams', email: 'z@x.ca', employmentType: 'full-time', maxWeeklyHours: 40 })
    const vacations = [{ start: '2026-08-10', end: '2026-08-14' }]
    const [row] = termSwfs({
      professors: [zoe],
      term: FALL_2026,
      assignments: [teach(a, 1, 'p1')],
      courseById: byId([a]),
      settings: DEFAULT_CAAT_A_SETTINGS,
      records: [{ professorId: 'p1', probationary: false, vacations, terms: {} }],
      today: '2026-07-20',
    })
    expect(row!.status).toEqual({ kind: 'late', deadline: '2026-07-17' })
  })
})
