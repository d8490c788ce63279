/**
 * Issuing per SWF period (issue 31 items 2 and 5): a term cut by 7-week sections has one SWF per
 * period, each saying which period it covers, due six working weeks before its own period starts
 * (holidays and vacations excluded), issued, changed and re-issued (its own version) on its own.
 */
import { describe, expect, it } from 'vitest'
import type { Course } from '@/domain/model/course'
import type { CaatProfessorRecord, IssuedSwf } from './caat-a-records'
import { DEFAULT_CAAT_A_SETTINGS } from './caat-a-factors'
import { byId, course, FALL_2026, teach } from './caat-a-test-fixtures'
import { computeSwf } from './swf'
import { swfClock, swfClockCounts } from './swf-clock'
import { issuedSwfOf, issuesOfPeriod, swfIssueStanding } from './swf-issue'
import { swfPeriodStarts } from './swf-periods'
import { termSwfs } from './swf-status'
import { makeProfessor } from '@test/support/test-fixtures'

const ESSAY = { essay: 100, routine: 0, inProcess: 0 }
// Two 6-TCH courses of 7 weeks, one after the other, and a 3-TCH course over the whole term.
const first = course('first', { code: 'SHORT1', weeklyHours: 6, expectedEnrolment: 0, evaluationMix: ESSAY })
const second = course('second', { code: 'SHORT2', weeklyHours: 6, expectedEnrolment: 0, evaluationMix: ESSAY })
const whole = course('whole', { code: 'WHOLE', weeklyHours: 3, expectedEnrolment: 0, evaluationMix: ESSAY })
const courses: Course[] = [first, second, whole]
const assignments = courses.map((c) => teach(c))
const overrides = {
  [teach(first).id]: { weeks: 7, preparation: 'new' as const },
  [teach(second).id]: { weeks: 7, startWeek: 8, preparation: 'new' as const },
  [teach(whole).id]: { preparation: 'new' as const },
}
const professor = makeProfessor({ id: 'p1', employmentType: 'full-time', firstName: 'Pat', lastName: 'Period', email: 'p@x.edu', maxWeeklyHours: 40 })

function recordWith(swfIssues: IssuedSwf[] = [], more: Partial<CaatProfessorRecord> = {}): CaatProfessorRecord {
  return { professorId: 'p1', probationary: false, terms: { 'fall-2026': { extraDuties: [], overrides, swfIssues } }, ...more }
}
const swfAt = (periodIndex: number, record = recordWith(), list = assignments) =>
  computeSwf({ professor, term: FALL_2026, assignments: list, courseById: byId(courses), record, periodIndex })

describe('one SWF per period, each issued on its own', () => {
  it('the issue says which period it covers; issues from before periods were recorded are the first period’s', () => {
    const issued = issuedSwfOf(swfAt(1), '2026-09-01')
    expect(issued.period).toEqual({ start: '2026-10-27', end: '2026-12-14' })
    const legacy: IssuedSwf = { date: '2026-07-01', tch: 9, attributedHours: 24.9, complementaryHours: 6, lines: [] }
    expect(issuesOfPeriod([legacy, issued], swfAt(0))).toEqual([legacy])
    expect(issuesOfPeriod([legacy, issued], swfAt(1))).toEqual([issued])
    expect(issuesOfPeriod([legacy, issued], swfAt(2))).toEqual([])
  })

  it('each period is due six working weeks before it starts: weeks 8-14 (27 October) by 14 September, Thanksgiving not counted', () => {
    // 30 working days back from Tuesday 27 October: six weeks back is Tuesday 15 September,
    // and Thanksgiving (Monday 12 October) is not a working day, so one more: Monday 14 September.
    expect(swfIssueStanding(swfAt(0), []).deadline).toBe('2026-07-24')
    expect(swfIssueStanding(swfAt(1), []).deadline).toBe('2026-09-14')
    // A week of vacation in the notice (21-25 September): five more working days back, 11, 10, 9
    // and 8 September, then Labour Day (Monday 7 September) is not counted: Friday 4 September.
    const september = [{ start: '2026-09-21', end: '2026-09-25' }]
    expect(swfIssueStanding(swfAt(1), [], { vacations: september }).deadline).toBe('2026-09-04')
  })

  it('issuing the first period leaves the others drafts; the list has a form per period with its own status', () => {
    const issues = [issuedSwfOf(swfAt(0), '2026-07-10')]
    const rows = termSwfs({ professors: [professor], term: FALL_2026, assignments, courseById: byId(courses), settings: DEFAULT_CAAT_A_SETTINGS, records: [recordWith(issues)], today: '2026-08-01' })
    expect(rows.map((r) => [r.swf.periodIndex, r.swf.period.start, r.status])).toEqual([
      [0, '2026-09-08', { kind: 'issued', date: '2026-07-10', issue: 1 }],
      [1, '2026-10-27', { kind: 'draft', deadline: '2026-09-14' }],
      [2, '2026-12-15', { kind: 'draft', deadline: expect.stringMatching(/^2026-1[01]-\d\d$/) }],
    ])
    // Each form's lines are its period's: never SHORT1 and SHORT2 together.
    expect(rows.map((r) => r.swf.lines.map((l) => l.code))).toEqual([['SHORT1', 'WHOLE'], ['SHORT2', 'WHOLE'], ['WHOLE']])
  })

  it('a change in one period asks for that period’s re-issue only, with its own version', () => {
    const issues = [issuedSwfOf(swfAt(0), '2026-07-10'), issuedSwfOf(swfAt(1), '2026-07-10')]
    // SHORT2's students go up after the enrolment audit (6 + 6.60 h -> + 6 x 0.03 x 30 = 5.40 h): only weeks 8-14 change.
    const audited = recordWith(issues)
    audited.terms['fall-2026']!.overrides = { ...overrides, [teach(second).id]: { ...overrides[teach(second).id], students: 30 } }
    expect(swfIssueStanding(swfAt(0, audited), issues)).toMatchObject({ version: 1, needsReissue: false })
    const changed = swfIssueStanding(swfAt(1, audited), issues)
    expect(changed).toMatchObject({ version: 1, needsReissue: true })
    expect(changed.changes[0]).toBe('SHORT2 §1: 12.60 h -> 18 h')
    const reissued = [...issues, issuedSwfOf(swfAt(1, audited), '2026-08-03')]
    expect(swfIssueStanding(swfAt(1, audited), reissued)).toMatchObject({ version: 2, needsReissue: false, issuedOn: '2026-08-03' })
    expect(swfIssueStanding(swfAt(0, audited), reissued)).toMatchObject({ version: 1, issuedOn: '2026-07-10' })
  })

  it('a period whose end moved was issued for other sections: the change is listed', () => {
    const issues = [issuedSwfOf(swfAt(1), '2026-07-10')]
    const longer = recordWith(issues)
    longer.terms['fall-2026']!.overrides = { ...overrides, [teach(second).id]: { weeks: 8, startWeek: 8, preparation: 'new' } }
    const standing = swfIssueStanding(swfAt(1, longer), issues)
    expect(standing.needsReissue).toBe(true)
    expect(standing.changes[0]).toBe('Period: 2026-10-27 to 2026-12-14 -> 2026-10-27 to 2026-12-18')
  })
})

describe('the SWF clock counts forms per period', () => {
  const periodStartsOf = (record: CaatProfessorRecord) => (id: string) =>
    swfPeriodStarts({ professorId: id, term: FALL_2026, assignments, courseById: byId(courses), record })

  it('three periods, the first issued: 1 issued, 2 pending of 3 SWFs; the next deadline is the second period’s', () => {
    const record = recordWith([issuedSwfOf(swfAt(0), '2026-07-10')])
    expect(periodStartsOf(record)('p1')).toEqual(['2026-09-08', '2026-10-27', '2026-12-15'])
    const clock = swfClock({ term: FALL_2026, professors: [professor], records: [record], settings: DEFAULT_CAAT_A_SETTINGS, today: '2026-08-01', periodStartsOf: periodStartsOf(record) })
    expect(clock).toMatchObject({ professors: 1, issued: 1, pending: 2, overdue: 0, deadline: '2026-09-14' })
    expect(swfClockCounts(clock)).toBe('1 issued · 2 pending (of 3 SWFs, 1 full-time professor)')
  })

  it('without periods (or without the plan) one form per professor, as before', () => {
    const record = recordWith([{ date: '2026-07-10', tch: 9, attributedHours: 24.9, complementaryHours: 6, lines: [] }])
    const clock = swfClock({ term: FALL_2026, professors: [professor], records: [record], settings: DEFAULT_CAAT_A_SETTINGS, today: '2026-08-01' })
    expect(swfClockCounts(clock)).toBe('1 issued · 0 pending (of 1 full-time professor)')
  })
})
