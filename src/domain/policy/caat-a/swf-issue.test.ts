import { describe, expect, it } from 'vitest'
import { byId, course, FALL_2026, teach } from './caat-a-test-fixtures'
import { computeSwf } from './swf'
import { issuedSwfOf, swfDifferences, swfIssueStanding } from './swf-issue'

const essay = { essay: 100, routine: 0, inProcess: 0 }
const a = course('a', { code: 'ANI1001', weeklyHours: 4, evaluationMix: essay, expectedEnrolment: 10 })
const b = course('b', { code: 'ANI1002', weeklyHours: 3, evaluationMix: essay, expectedEnrolment: 0 })
const swfOf = (assignments: ReturnType<typeof teach>[]) =>
  computeSwf({ professor: { id: 'p1', employmentType: 'full-time' }, term: FALL_2026, assignments, courseById: byId([a, b]) })

describe('issuing an SWF and re-issuing it', () => {
  it('keeps the printed figures: 4 TCH New, essay, 10 students = 4 + 4.4 + 1.2 = 9.6 h; + 6 h = 15.6 h', () => {
    const issued = issuedSwfOf(swfOf([teach(a)]), '2026-07-10')
    expect(issued).toEqual({
      date: '2026-07-10',
      // The SWF period it covers: the whole term, classes start to the end of exams.
      period: { start: '2026-09-08', end: '2026-12-18' },
      tch: 4,
      attributedHours: 15.6,
      complementaryHours: 6,
      lines: [{ code: 'ANI1001', section: 1, tch: 4, preparationHours: 4.4, evaluationHours: 1.2, hours: 9.6 }],
    })
    expect(swfDifferences(issued, swfOf([teach(a)]))).toEqual([])
  })

  it('lists what changed since: a section added (3 + 3.3 h) and the new totals', () => {
    const issued = issuedSwfOf(swfOf([teach(a)]), '2026-07-10')
    expect(swfDifferences(issued, swfOf([teach(a), teach(b)]))).toEqual([
      'ANI1002 §1 added: 3 TCH, 6.30 h',
      'Total TCH: 4 -> 7',
      'Total attributed workload: 15.60 h -> 21.90 h',
    ])
    expect(swfDifferences(issuedSwfOf(swfOf([teach(a), teach(b)]), '2026-07-10'), swfOf([teach(b)]))).toEqual([
      'ANI1001 §1 removed: was 4 TCH, 9.60 h',
      'Total TCH: 7 -> 3',
      'Total attributed workload: 21.90 h -> 12.30 h',
    ])
  })
})

describe('the professor’s clock: deadline with their vacation, late issue, changed after issue (11.02 A1, A4)', () => {
  const summer = { start: '2026-07-01', end: '2026-08-31' }

  it('a draft: the deadline is the professor’s own (in May with a July-August vacation)', () => {
    expect(swfIssueStanding(swfOf([teach(a)]), [], { vacations: [summer] })).toEqual({
      deadline: '2026-05-26',
      version: 0,
      issuedOn: null,
      late: false,
      changes: [],
      needsReissue: false,
      referralBy: null,
    })
  })

  it('issued on 10 July: on time for a professor without vacation (deadline 24 July), late for one on vacation', () => {
    const issued = [issuedSwfOf(swfOf([teach(a)]), '2026-07-10')]
    expect(swfIssueStanding(swfOf([teach(a)]), issued)).toMatchObject({ deadline: '2026-07-24', version: 1, late: false, referralBy: '2026-07-17' })
    expect(swfIssueStanding(swfOf([teach(a)]), issued, { vacations: [summer] })).toMatchObject({ late: true })
  })

  it('changed after issue: must be re-issued; the re-issue is version 2 with its own 5 working days to refer', () => {
    const first = issuedSwfOf(swfOf([teach(a)]), '2026-07-10')
    const changed = swfIssueStanding(swfOf([teach(a), teach(b)]), [first])
    expect(changed).toMatchObject({ needsReissue: true, version: 1 })
    expect(changed.changes[0]).toBe('ANI1002 §1 added: 3 TCH, 6.30 h')
    const again = [first, issuedSwfOf(swfOf([teach(a), teach(b)]), '2026-07-31')]
    // Civic Holiday Monday 3 August is not a working day: 4, 5, 6, 7 and 10 August.
    expect(swfIssueStanding(swfOf([teach(a), teach(b)]), again)).toMatchObject({ needsReissue: false, version: 2, issuedOn: '2026-07-31', referralBy: '2026-08-10' })
  })
})
