/**
 * The SWF as a union steward checks it (issue 31): the union locals' worked cases to 0.01 h, the
 * estimates marked as estimates, and the lines Article 11 has (Special A/B, major revision, shared
 * sections, additional attributed hours, the F2 allowance failing agreement, overtime, L1).
 */
import { describe, expect, it } from 'vitest'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { contractAlertsOf } from '@/domain/alerts/packs/caat-a/contract-alerts'
import type { CaatProfessorRecord, CaatTermRecord } from './caat-a-records'
import { CAAT_A_AGREEMENT, CAAT_A_FACTORS, DEFAULT_CAAT_A_SETTINGS, type CaatASettings } from './caat-a-factors'
import { readCaatASettings } from './caat-a-settings'
import { byId, course, FALL_2026, teach } from './caat-a-test-fixtures'
import { computeSwf, type SwfProfessor } from './swf'

const ESSAY = { essay: 100, routine: 0, inProcess: 0 }
const AGREED = { date: '2026-08-14', note: '' }

function swfOf(
  courses: Course[],
  assignments: Assignment[],
  options: { term?: Partial<CaatTermRecord>; probationary?: boolean; settings?: CaatASettings; professor?: SwfProfessor } = {},
) {
  const record: CaatProfessorRecord = {
    professorId: 'p1',
    probationary: options.probationary ?? false,
    terms: { 'fall-2026': { extraDuties: [], overrides: {}, ...options.term } },
  }
  return computeSwf({
    professor: options.professor ?? { id: 'p1', employmentType: 'full-time' },
    term: FALL_2026,
    assignments,
    courseById: byId(courses),
    record,
    settings: options.settings,
  })
}

/** A course the professor taught in Fall 2025 (Established B now). */
function taughtBefore(code: string, input: Partial<Course> = {}) {
  const now = course(code.toLowerCase(), { code, ...input })
  const before = course(`${code.toLowerCase()}-2025`, { code }, { term: 'fall', year: 2025 })
  return { courses: [now, before], assignments: [teach(before), teach(now)], now }
}

describe('the union locals’ worked cases, to 0.01 h', () => {
  it('three 4-TCH courses, one New, 40 students each, essay: 41.60 h', () => {
    // 12 TCH + (4.40 + 2.40 + 2.40) preparation + 3 x 4 x 0.03 x 40 = 14.40 evaluation + 6 = 41.60
    const input = { weeklyHours: 4, expectedEnrolment: 40, evaluationMix: ESSAY }
    const fresh = course('new1', { code: 'NEW1', ...input })
    const b = taughtBefore('EST1', input)
    const c = taughtBefore('EST2', input)
    const swf = swfOf([fresh, ...b.courses, ...c.courses], [teach(fresh), ...b.assignments, ...c.assignments], {
      term: { overrides: { [teach(fresh).id]: { preparation: 'new' } } },
    })
    expect(swf.lines.map((l) => [l.code, l.preparation.hours, l.evaluation.hours, l.hours])).toEqual([
      ['EST1', 2.4, 4.8, 11.2],
      ['EST2', 2.4, 4.8, 11.2],
      ['NEW1', 4.4, 4.8, 13.2],
    ])
    expect(swf.totals).toMatchObject({ tch: 12, preparationHours: 9.2, evaluationHours: 14.4, complementaryHours: 6, attributedHours: 41.6 })
    expect(swf.lines.every((l) => l.estimates.length === 0)).toBe(true)
  })

  it('rounding: an exact total of x.xx5 prints half up, and the total is the sum of the printed lines', () => {
    // One 3-TCH New course, routine, 25 students: 3 + 3.30 + 3 x 0.015 x 25 = 1.125 -> 7.425 h exactly,
    // printed 7.43; with 6 h complementary the exact total is 13.425: printed 13.43.
    const ROUTINE = { essay: 0, routine: 100, inProcess: 0 }
    const input = { weeklyHours: 3, expectedEnrolment: 25, evaluationMix: ROUTINE }
    const one = course('r1', { code: 'RND1', ...input })
    const single = swfOf([one], [teach(one)], { term: { overrides: { [teach(one).id]: { preparation: 'new' } } } })
    expect(single.lines.map((l) => [l.evaluation.hours, l.hours])).toEqual([[1.13, 7.43]])
    expect(single.totals.attributedHours).toBe(13.43)
    // Two such courses: exactly 2 x 7.425 + 6 = 20.85, but the form prints 7.43 + 7.43 + 6.00 = 20.86, and so does the total.
    const two = course('r2', { code: 'RND2', ...input })
    const both = swfOf([one, two], [teach(one), teach(two)], {
      term: { overrides: { [teach(one).id]: { preparation: 'new' }, [teach(two).id]: { preparation: 'new' } } },
    })
    expect(both.lines.map((l) => l.hours)).toEqual([7.43, 7.43])
    expect(both.totals).toMatchObject({ evaluationHours: 2.26, attributedHours: 20.86 })
  })

  it('repeat sections of one course for two cohorts: Repeat B for the same cohort, Repeat A for the other', () => {
    const b = taughtBefore('ANI2001', { weeklyHours: 3, expectedEnrolment: 30, evaluationMix: ESSAY, sectionCount: 2 })
    const game = course('ani2001-game', { code: 'ANI2001', programId: 'game-design', weeklyHours: 3, expectedEnrolment: 30, evaluationMix: ESSAY })
    const swf = swfOf([...b.courses, game], [...b.assignments, teach(b.now, 2), teach(game)])
    expect(swf.lines.map((l) => [l.programId, l.section, l.preparation.type, l.preparation.hours])).toEqual([
      ['animation-diploma', 1, 'establishedB', 1.8],
      ['game-design', 1, 'repeatA', 1.35],
      ['animation-diploma', 2, 'repeatB', 1.05],
    ])
  })

  it('complementary hours above the allowance with 280 students: 20 x 0.015 = 0.30 h', () => {
    const c = course('big', { weeklyHours: 1, expectedEnrolment: 70, sectionCount: 4, evaluationMix: ESSAY })
    const swf = swfOf([c], [1, 2, 3, 4].map((s) => teach(c, s)))
    expect(swf.totals.students).toBe(280)
    expect(swf.complementary).toMatchObject({ studentsOverThreshold: 20, studentAllowanceHours: 0.3, hours: 6.3, studentAllowanceArrangement: null })
  })

  it('19 TCH with five preparations: over the 18 TCH maximum and the 4 preparations', () => {
    const courses = ['A', 'B', 'C', 'D'].map((code) => course(code.toLowerCase(), { code, weeklyHours: 4, maxStudents: 0 }))
    const fifth = course('e', { code: 'E', weeklyHours: 3, maxStudents: 0 })
    const swf = swfOf([...courses, fifth], [...courses, fifth].map((c) => teach(c)))
    expect(swf.totals).toMatchObject({ tch: 19, preparations: 5 })
    // 19 + 5 x New (no history: estimated) 20.90 + 6 = 45.90 h, 36.40 h with Established B: over 44 h only if the estimates hold.
    expect(swf.findings.map((f) => [f.kind, f.severity])).toEqual([
      ['over-attributed-hours', 'warning'],
      ['over-contact-hours', 'violation'],
      ['too-many-preparations', 'violation'],
    ])
  })
})

describe('estimates are marked, with their reason (issue 31 item 3)', () => {
  it('no history, no mix, capacity only: every assumed figure says so', () => {
    const c = course('c', { code: 'C', weeklyHours: 3, maxStudents: 40 })
    const [line] = swfOf([c], [teach(c)]).lines
    expect(line!.estimates).toEqual([
      'No teaching history of C recorded: New assumed',
      'No evaluation mix recorded: Essay / project assumed',
      'No expected enrolment: 100% of the 40 places',
    ])
    expect(line!.evaluation).toMatchObject({ students: 40, studentsFrom: 'maximum', assumed: true })
  })

  it('the college-wide defaults apply: Established B without history, routine, 75 % of capacity', () => {
    const settings: CaatASettings = { ...DEFAULT_CAAT_A_SETTINGS, defaultPreparationType: 'establishedB', defaultEvaluationKind: 'routine', enrolmentEstimatePercent: 75 }
    const c = course('c', { code: 'C', weeklyHours: 3, maxStudents: 40 })
    const [line] = swfOf([c], [teach(c)], { settings }).lines
    // 3 x 0.60 = 1.80; 3 x 0.015 x 30 = 1.35
    expect(line).toMatchObject({ preparation: { type: 'establishedB', hours: 1.8 }, evaluation: { students: 30, factor: 0.015, hours: 1.35 } })
    expect(line!.estimates).toEqual([
      'No teaching history of C recorded: Established B assumed',
      'No evaluation mix recorded: Routine / assisted assumed',
      'No expected enrolment: 75% of the 40 places',
    ])
  })

  it('a figure the coordinator recorded is no longer an estimate', () => {
    const c = course('c', { code: 'C', weeklyHours: 3, maxStudents: 40, evaluationMix: ESSAY })
    const [line] = swfOf([c], [teach(c)], { term: { overrides: { [teach(c).id]: { preparation: 'new', students: 35 } } } }).lines
    expect(line!.estimates).toEqual([])
  })

  it('a breach of 44 h only through estimates is worded "if the estimates hold" and ranks below a real one', () => {
    // Three 6-TCH courses, 40 places each, nothing else recorded: 18 + 3 x 6.60 + 3 x 7.20 + 6 = 65.40 h;
    // with the estimates at their lightest (Established B, no students): 18 + 10.80 + 6 = 34.80 h.
    const courses = ['A', 'B', 'C'].map((code) => course(code.toLowerCase(), { code, weeklyHours: 6, maxStudents: 40 }))
    const swf = swfOf(courses, courses.map((c) => teach(c)))
    expect(swf.totals).toMatchObject({ attributedHours: 65.4, attributedHoursWithoutEstimates: 34.8 })
    const [finding] = swf.findings
    expect(finding).toMatchObject({
      kind: 'over-attributed-hours',
      severity: 'warning',
      estimated: true,
      message: '65.40 h attributed: over 44 h if the estimates hold (34.80 h from the recorded figures alone)',
    })
    // Recorded figures over 44 h: a real violation, ranked first.
    const recorded = courses.map((c) => ({ ...c, evaluationMix: ESSAY, expectedEnrolment: 40 }))
    const real = swfOf(recorded, recorded.map((c) => teach(c)), {
      term: { overrides: Object.fromEntries(recorded.map((c) => [teach(c).id, { preparation: 'new' as const }])) },
    })
    expect(real.findings[0]).toMatchObject({ kind: 'over-attributed-hours', severity: 'violation' })
    expect(real.findings[0]!.estimated).toBeUndefined()
    const index = { byProfessorTerm: new Map() } as unknown as Parameters<typeof contractAlertsOf>[5]
    const p = { id: 'p1' } as Parameters<typeof contractAlertsOf>[1]
    const estimatedRank = contractAlertsOf([finding!], p, 'P', FALL_2026, 'fall-2026', index).alerts[0]!.rank
    const realAlerts = contractAlertsOf(real.findings, p, 'P', FALL_2026, 'fall-2026', index)
    expect(realAlerts.alerts[0]!.rank).toBeLessThan(estimatedRank)
    expect(contractAlertsOf([finding!], p, 'P', FALL_2026, 'fall-2026', index).replacesOverload).toBe(true)
  })
})

describe('the lines Article 11 has (issue 31 item 4)', () => {
  /** Two 3-TCH sections without students, the first Special A, the second Special B. */
  const specialSwf = (settings?: CaatASettings) => {
    const a = course('a', { weeklyHours: 3, maxStudents: 0 })
    const b = course('b', { weeklyHours: 3, maxStudents: 0 })
    const overrides = { [teach(a).id]: { preparation: 'specialA' as const }, [teach(b).id]: { preparation: 'specialB' as const } }
    return swfOf([a, b], [teach(a), teach(b)], { settings, term: { overrides } })
  }

  it('Special A and Special B preparation: 3 TCH x 0.60 = 1.80 h, x 0.35 = 1.05 h', () => {
    expect(specialSwf().lines.map((l) => [l.preparation.type, l.preparation.factor, l.preparation.hours])).toEqual([
      ['specialA', 0.6, 1.8],
      ['specialB', 0.35, 1.05],
    ])
  })

  it('Special A and B factors are the college’s to set: as read from stored settings, 0.75 and 0.5 h per TCH give 2.25 h and 1.50 h', () => {
    // The defaults could not be checked against the agreement's text: each is a setting (the help says so).
    expect(CAAT_A_FACTORS.preparationSpecialA).toMatchObject({ group: 'Preparation', label: 'Special A', unit: 'h per TCH', default: 0.6 })
    expect(CAAT_A_FACTORS.preparationSpecialB).toMatchObject({ group: 'Preparation', label: 'Special B', unit: 'h per TCH', default: 0.35 })
    const swf = specialSwf(readCaatASettings({ preparationSpecialA: 0.75, preparationSpecialB: 0.5 }))
    expect(swf.lines.map((l) => [l.preparation.factor, l.preparation.hours])).toEqual([
      [0.75, 2.25],
      [0.5, 1.5],
    ])
    expect(CAAT_A_AGREEMENT).toContain('Article 11 as amended by the 2025 award, in force to September 2027')
  })

  it('a major revision counts as New, even when the course was taught last year', () => {
    const b = taughtBefore('ANI2001', { weeklyHours: 3, maxStudents: 0 })
    const swf = swfOf(b.courses, b.assignments, { term: { overrides: { [teach(b.now).id]: { majorRevision: true } } } })
    expect(swf.lines[0]!.preparation).toMatchObject({ type: 'new', hours: 3.3, reason: 'First teaching of ANI2001 since a major revision: counted as New', estimated: null })
  })

  it('a section shared by two programs or years is Repeat A, not Repeat B', () => {
    const b = taughtBefore('ANI2001', { weeklyHours: 3, maxStudents: 0, sectionCount: 2 })
    const swf = swfOf(b.courses, [...b.assignments, teach(b.now, 2)], { term: { overrides: { [teach(b.now, 2).id]: { shared: true } } } })
    expect(swf.lines.map((l) => [l.section, l.preparation.type, l.shared])).toEqual([
      [1, 'establishedB', false],
      [2, 'repeatA', true],
    ])
  })

  it('a repeat of a shared section is Repeat A too: its students are not the shared section’s', () => {
    // Section 1 (the base type) is shared by two programs; section 2 is the course's own cohort only.
    const b = taughtBefore('ANI2001', { weeklyHours: 3, maxStudents: 0, sectionCount: 2 })
    const swf = swfOf(b.courses, [...b.assignments, teach(b.now, 2)], { term: { overrides: { [teach(b.now, 1).id]: { shared: true } } } })
    expect(swf.lines.map((l) => [l.section, l.preparation.type, l.shared])).toEqual([
      [1, 'establishedB', true],
      [2, 'repeatA', false],
    ])
    // 3 TCH x 0.45 = 1.35 h (Repeat A), not x 0.35 = 1.05 h (Repeat B).
    expect(swf.lines[1]!.preparation.hours).toBe(1.35)
  })

  it('additional attributed hours are free lines with a description, in the total', () => {
    const c = course('c', { weeklyHours: 3, maxStudents: 0, evaluationMix: ESSAY })
    const swf = swfOf([c], [teach(c)], { term: { additionalHours: [{ label: 'Field placement visits', hours: 1.5 }] } })
    expect(swf.additional).toEqual({ lines: [{ label: 'Field placement visits', hours: 1.5 }], hours: 1.5 })
    // 3 + 3.30 + 0 + 6 + 1.50
    expect(swf.totals.attributedHours).toBe(13.8)
  })

  it('the 0.015 h per student over 260 applies only failing another recorded arrangement (F2)', () => {
    const c = course('big', { weeklyHours: 1, expectedEnrolment: 70, sectionCount: 4, evaluationMix: ESSAY })
    const assignments = [1, 2, 3, 4].map((s) => teach(c, s))
    expect(swfOf([c], assignments).complementary.studentAllowanceHours).toBe(0.3)
    const arranged = swfOf([c], assignments, { term: { studentAllowanceArrangement: { hours: 1, note: 'Marker assistance 1 h' } } })
    expect(arranged.complementary).toMatchObject({ studentAllowanceHours: 1, studentAllowanceArrangement: 'Marker assistance 1 h', hours: 7 })
  })

  it('overtime hours under a recorded agreement are a line of their own; none when probationary (J1)', () => {
    const c = course('c', { weeklyHours: 10, maxStudents: 0, evaluationMix: ESSAY })
    const d = course('d', { weeklyHours: 9, maxStudents: 0, evaluationMix: ESSAY })
    const both = [teach(c), teach(d)]
    const repeat = { overrides: { [teach(c).id]: { preparation: 'repeatB' as const }, [teach(d).id]: { preparation: 'repeatB' as const } } }
    // 19 TCH + 19 x 0.35 = 6.65 + 6 = 31.65 h: 1 TCH over 18, no hours over 44.
    expect(swfOf([c, d], both, { term: { ...repeat, overtimeAgreement: AGREED } }).overtime).toEqual({ tch: 1, hours: 0, agreement: AGREED })
    expect(swfOf([c, d], both, { term: { ...repeat, overtimeAgreement: AGREED }, probationary: true }).overtime).toEqual({ tch: 0, hours: 0, agreement: null })
    expect(swfOf([c, d], both, { term: repeat }).overtime).toEqual({ tch: 0, hours: 0, agreement: null })
  })

  it('a contact day over 8 hours with the professor’s recorded voluntary agreement is a note (L1)', () => {
    const long = course('l', { weeklyHours: 3, maxStudents: 0, schedule: { days: ['fri'], startTime: '08:00', endTime: '18:00' } })
    expect(swfOf([long], [teach(long)]).findings.map((f) => [f.kind, f.severity])).toEqual([['long-contact-day', 'violation']])
    const agreed = swfOf([long], [teach(long)], { term: { contactDayAgreement: AGREED } }).findings
    expect(agreed.map((f) => [f.kind, f.severity, f.message])).toEqual([
      ['agreed-contact-day', 'note', 'Fri: classes from 08:00 to 18:00, a 10 h contact day, by the voluntary agreement recorded on 2026-08-14'],
    ])
  })
})

describe('periods shorter than the term, and teaching weeks in the year (issue 31 item 5)', () => {
  // Two 6-TCH courses of 7 weeks, one after the other, and a 3-TCH course over the whole term.
  const first = course('first', { code: 'SHORT1', weeklyHours: 6, maxStudents: 0, evaluationMix: ESSAY })
  const second = course('second', { code: 'SHORT2', weeklyHours: 6, maxStudents: 0, evaluationMix: ESSAY })
  const whole = course('whole', { code: 'WHOLE', weeklyHours: 3, maxStudents: 0, evaluationMix: ESSAY })
  const assignments = [teach(first), teach(second), teach(whole)]
  const term = {
    overrides: {
      [teach(first).id]: { weeks: 7, preparation: 'new' as const },
      [teach(second).id]: { weeks: 7, startWeek: 8, preparation: 'new' as const },
      [teach(whole).id]: { preparation: 'new' as const },
    },
  }

  it('a 7-week course gets its own SWF period instead of counting its hours for the whole 15 weeks', () => {
    const p1 = swfOf([first, second, whole], assignments, { term: { ...term } })
    expect(p1.periods.map((p) => [p.fromWeek, p.toWeek, p.weeks, p.start, p.end])).toEqual([
      [1, 7, 7, '2026-09-08', '2026-10-26'],
      [8, 14, 7, '2026-10-27', '2026-12-14'],
      [15, 15, 1, '2026-12-15', '2026-12-18'],
    ])
    const firstHalf = computeSwf({
      professor: { id: 'p1', employmentType: 'full-time' },
      term: FALL_2026,
      assignments,
      courseById: byId([first, second, whole]),
      record: { professorId: 'p1', probationary: false, terms: { 'fall-2026': { extraDuties: [], ...term } } },
      periodIndex: 0,
    })
    // 6 + 6.60 + 3 + 3.30 + 6 = 24.90 h in weeks 1-7: never 6 + 6 + 3 TCH at once.
    expect(firstHalf.lines.map((l) => l.code)).toEqual(['SHORT1', 'WHOLE'])
    expect(firstHalf.totals).toMatchObject({ tch: 9, attributedHours: 24.9 })
    expect(firstHalf.period).toEqual({ start: '2026-09-08', end: '2026-10-26', weeks: 7 })
    // Unset, the form is the busiest period's (both 7-week periods weigh 24.90 h: the first).
    expect(p1.periodIndex).toBe(0)
    expect(p1.measures.weeklyHours).toBe(9)
  })

  it('more than 36 weeks with teaching contact hours in the academic year is a violation (11.01 B1)', () => {
    const at = (id: string, t: { term: 'fall' | 'winter' | 'spring'; year: number }) => course(id, { code: id.toUpperCase(), weeklyHours: 3, maxStudents: 0 }, t)
    const fall = at('f', FALL_2026)
    const winter = at('w', { term: 'winter', year: 2027 })
    const spring = at('s', { term: 'spring', year: 2027 })
    const two = swfOf([fall, winter], [teach(fall), teach(winter)])
    expect(two.findings.filter((f) => f.kind === 'teaching-weeks')).toEqual([])
    const three = swfOf([fall, winter, spring], [teach(fall), teach(winter), teach(spring)])
    expect(three.findings.filter((f) => f.kind === 'teaching-weeks')).toEqual([
      expect.objectContaining({
        severity: 'violation',
        value: 45,
        limit: 36,
        message: '45 weeks with teaching contact hours in 2026-2027 (Fall 2026, Winter 2027 and Spring 2027): at most 36 in the academic year',
      }),
    ])
    // A 6-week spring course: 15 + 15 + 6 = 36, within.
    const record = { weeks: 6 }
    const short = computeSwf({
      professor: { id: 'p1', employmentType: 'full-time' },
      term: FALL_2026,
      assignments: [teach(fall), teach(winter), teach(spring)],
      courseById: byId([fall, winter, spring]),
      record: { professorId: 'p1', probationary: false, terms: { 'spring-2027': { extraDuties: [], overrides: { [teach(spring).id]: record } } } },
    })
    expect(short.findings.filter((f) => f.kind === 'teaching-weeks')).toEqual([])
  })
})
