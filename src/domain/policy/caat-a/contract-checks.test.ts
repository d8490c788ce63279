import { describe, expect, it } from 'vitest'
import type { Assignment } from '@/domain/model/assignment'
import type { Course, CourseSchedule } from '@/domain/model/course'
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import type { CaatProfessorRecord, CaatTermRecord } from './caat-a-records'
import { byId, course, FALL_2026, teach } from './caat-a-test-fixtures'
import { overtimeStanding } from './contract-limits'
import { termMonths } from './sessional-window'
import { computeSwf, type SwfProfessor } from './swf'

const AGREED = { date: '2026-08-14', note: '' }

function findings(
  courses: Course[],
  assignments: Assignment[],
  options: { type?: string; term?: Partial<CaatTermRecord>; probationary?: boolean; at?: PlanningTerm } = {},
) {
  const professor: SwfProfessor = { id: 'p1', employmentType: options.type ?? 'full-time' }
  const record: CaatProfessorRecord = {
    professorId: 'p1',
    probationary: options.probationary ?? false,
    terms: { 'fall-2026': { extraDuties: [], overrides: {}, ...options.term } },
  }
  return computeSwf({ professor, term: options.at ?? FALL_2026, assignments, courseById: byId(courses), record }).findings
}

/** `count` sections of `tch` TCH each, no students (preparation Repeat B after the first). */
function sections(count: number, tch: number, input: Partial<Course> = {}) {
  const c = course('ani1001', { weeklyHours: tch, sectionCount: count, maxStudents: 0, ...input })
  return { courses: [c], assignments: Array.from({ length: count }, (_, i) => teach(c, i + 1)) }
}

/**
 * Two 6-TCH sections of one course, no students: 12 TCH + 6.60 (New, recorded: not an estimate)
 * + 2.10 (Repeat B) preparation + 6 complementary = 26.70 h; a listed duty brings the SWF to
 * exactly `attributed` h.
 */
function attributedLoad(attributed: number) {
  const c = course('big', { weeklyHours: 6, sectionCount: 2, maxStudents: 0 })
  const overrides = { [teach(c, 1).id]: { preparation: 'new' as const } }
  return { courses: [c], assignments: [teach(c, 1), teach(c, 2)], overrides, duty: Math.round((attributed - 26.7) * 100) / 100 }
}

describe('total attributed workload: 44 h, overtime 3 h only by agreement', () => {
  const withDuty = (attributed: number, term: Partial<CaatTermRecord> = {}, probationary = false) => {
    const load = attributedLoad(attributed)
    return findings(load.courses, load.assignments, {
      probationary,
      term: { extraDuties: [{ label: 'Program review', hours: load.duty }], overrides: load.overrides, ...term },
    }).filter((f) => f.measure === 'attributedHours')
  }

  it('44 h is within; 46.5 h without an agreement is a violation', () => {
    expect(withDuty(44)).toEqual([])
    expect(withDuty(46.5)).toEqual([
      expect.objectContaining({
        kind: 'over-attributed-hours',
        severity: 'violation',
        reason: 'no-agreement',
        value: 46.5,
        limit: 44,
        message: '46.50 h attributed is over the 44 h maximum, with no recorded overtime agreement',
      }),
    ])
  })

  it('with an agreement: up to 3 h over is recorded overtime; more is a violation', () => {
    expect(withDuty(47, { overtimeAgreement: AGREED })).toEqual([
      expect.objectContaining({
        kind: 'agreed-overtime',
        severity: 'note',
        message: '47 h attributed: 3 h of overtime, within the 3 h allowed by the agreement recorded on 2026-08-14',
      }),
    ])
    expect(withDuty(47.5, { overtimeAgreement: AGREED })).toEqual([
      expect.objectContaining({
        kind: 'over-attributed-hours',
        reason: 'beyond-overtime',
        message: '47.50 h attributed is over the 44 h maximum by 3.50 h: overtime is at most 3 h a week, even by agreement',
      }),
    ])
  })

  it('probationary faculty: no overtime, even with an agreement', () => {
    expect(withDuty(45, { overtimeAgreement: AGREED }, true)).toEqual([
      expect.objectContaining({
        kind: 'over-attributed-hours',
        reason: 'probationary',
        message: '45 h attributed is over the 44 h maximum: probationary faculty may not work overtime',
      }),
    ])
  })

  it('the standing rule on its own', () => {
    expect(overtimeStanding(44, 44, 3, null, false)).toBe('within')
    expect(overtimeStanding(44.01, 44, 3, null, false)).toBe('no-agreement')
    expect(overtimeStanding(47, 44, 3, AGREED, false)).toBe('agreed')
    expect(overtimeStanding(47.01, 44, 3, AGREED, false)).toBe('beyond-overtime')
    expect(overtimeStanding(45, 44, 3, AGREED, true)).toBe('probationary')
  })
})

describe('teaching contact hours: 18, overtime 1 TCH only by agreement', () => {
  const tch = (hours: number, term: Partial<CaatTermRecord> = {}) => {
    const c = course('c', { weeklyHours: 1, sectionCount: 30, maxStudents: 0 })
    const load = Array.from({ length: hours }, (_, i) => teach(c, i + 1))
    return findings([c], load, { term: { loadAgreement: AGREED, ...term } }).filter((f) => f.measure === 'tch')
  }

  it('18 is within, 19 without an agreement is over, 19 with one is overtime, 20 is over even with one', () => {
    expect(tch(18)).toEqual([])
    expect(tch(19)).toEqual([expect.objectContaining({ kind: 'over-contact-hours', reason: 'no-agreement', message: '19 TCH is over the 18 TCH maximum, with no recorded overtime agreement' })])
    expect(tch(19, { overtimeAgreement: AGREED })).toEqual([expect.objectContaining({ kind: 'agreed-overtime', measure: 'tch' })])
    expect(tch(20, { overtimeAgreement: AGREED })).toEqual([
      expect.objectContaining({ reason: 'beyond-overtime', message: '20 TCH is over the 18 TCH maximum by 2 TCH: overtime is at most 1 TCH a week, even by agreement' }),
    ])
  })
})

describe('preparations and sections: 4 and 6 without an agreement', () => {
  const courses = ['a', 'b', 'c', 'd', 'e'].map((id) => course(id, { weeklyHours: 2, maxStudents: 0 }))

  it('a fifth different course is a violation; with the agreement it is recorded', () => {
    const five = courses.map((c) => teach(c))
    expect(findings(courses, five.slice(0, 4)).filter((f) => f.measure === 'preparations')).toEqual([])
    expect(findings(courses, five)).toContainEqual(
      expect.objectContaining({ kind: 'too-many-preparations', severity: 'violation', value: 5, limit: 4, message: "5 different course preparations: more than 4 needs the professor's recorded voluntary agreement" }),
    )
    expect(findings(courses, five, { term: { loadAgreement: AGREED } }).filter((f) => f.measure === 'preparations')).toEqual([
      expect.objectContaining({ kind: 'agreed-load', severity: 'note', message: '5 different course preparations, above 4 by the voluntary agreement recorded on 2026-08-14' }),
    ])
  })

  it('a seventh section is a violation even of one course', () => {
    const six = sections(6, 1)
    const seven = sections(7, 1)
    expect(findings(six.courses, six.assignments).filter((f) => f.measure === 'sections')).toEqual([])
    expect(findings(seven.courses, seven.assignments)).toEqual([
      expect.objectContaining({ kind: 'too-many-sections', value: 7, limit: 6, message: "7 sections: more than 6 needs the professor's recorded voluntary agreement" }),
    ])
  })
})

describe('employment types other than full-time', () => {
  it.each([
    ['part-time', 6, 7, '7 TCH is over the 6 TCH maximum for a part-time professor'],
    ['partial-load', 12, 13, '13 TCH is over the 12 TCH maximum for a partial-load professor'],
    ['sessional', 18, 19, '19 TCH is over the 18 TCH maximum for a sessional professor'],
  ])('%s: %s TCH is within, %s is over', (type, within, over, message) => {
    const ok = sections(within, 1)
    const bad = sections(over, 1)
    expect(findings(ok.courses, ok.assignments, { type }).filter((f) => f.kind === 'over-contact-hours')).toEqual([])
    expect(findings(bad.courses, bad.assignments, { type })).toContainEqual(expect.objectContaining({ kind: 'over-contact-hours', severity: 'violation', message }))
  })

  it('a partial load of 6 TCH or less is not a partial load (a warning); nothing assigned says nothing', () => {
    const six = sections(2, 3)
    expect(findings(six.courses, six.assignments, { type: 'partial-load' })).toEqual([
      expect.objectContaining({
        kind: 'below-partial-load',
        severity: 'warning',
        message: '6 TCH is not a partial load: partial load is more than 6 TCH a week (6 or less is part-time)',
      }),
    ])
    const seven = sections(1, 7)
    expect(findings(seven.courses, seven.assignments, { type: 'partial-load' })).toEqual([])
    expect(findings([], [], { type: 'partial-load' })).toEqual([])
  })

  it('the full-time checks (attributed hours, preparations, sections) are not theirs', () => {
    const many = sections(7, 1)
    expect(findings(many.courses, many.assignments, { type: 'sessional' })).toEqual([])
  })
})

describe('the sessional window: up to 12 months in any 24, from the terms’ dates', () => {
  /** A sessional load (13 TCH, above the partial-load maximum, in two sections) in a term. */
  const heavy = (t: PlanningTerm, tch = 13) => {
    const c = course(`c-${t.term}-${t.year}`, { code: `S${t.year}${t.term.length}`, weeklyHours: 10, sectionCount: 2 }, t)
    return { c, a: [teach(c, 1, 'p1', tch - 6), teach(c, 2, 'p1', 6)] }
  }
  const sessional = (terms: { t: PlanningTerm; tch?: number }[]) => {
    const loads = terms.map(({ t, tch }) => heavy(t, tch))
    return findings(loads.map((l) => l.c), loads.flatMap((l) => l.a), { type: 'sessional' }).filter((f) => f.kind === 'sessional-months')
  }

  it('months come from the terms’ real dates: Fall 2026 runs 8 Sep to 18 Dec, 3.35 months, not 4', () => {
    // 8 Sep is 7/30 into September; the day after 18 Dec is 18/31 into December.
    expect(termMonths(FALL_2026)).toBeCloseTo(3 + 18 / 31 - 7 / 30, 10)
    expect(Math.round(termMonths(FALL_2026) * 100) / 100).toBe(3.35)
  })

  it('Fall 2025, Winter 2026 and Fall 2026 hold under 12 months of real dates: allowed (up to 12 in any 24)', () => {
    expect(sessional([{ t: { term: 'fall', year: 2025 } }, { t: { term: 'winter', year: 2026 } }, { t: FALL_2026 }])).toEqual([])
  })

  it('four sessional terms in a row go over 12 months within 24: a warning with the window’s dates', () => {
    const four = sessional([{ t: { term: 'fall', year: 2025 } }, { t: { term: 'winter', year: 2026 } }, { t: { term: 'spring', year: 2026 } }, { t: FALL_2026 }])
    expect(four).toHaveLength(1)
    expect(four[0]).toMatchObject({ severity: 'warning', limit: 12 })
    expect(four[0]!.value).toBeGreaterThan(12)
    expect(four[0]!.message).toMatch(
      /^\d+\.\d{2} sessional months from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(Fall 2025, Winter 2026, Spring 2026 and Fall 2026\): a sessional appointment is up to 12 months in any 24$/,
    )
  })

  it('a term outside the window, or at 12 TCH or less, does not count', () => {
    expect(sessional([{ t: { term: 'winter', year: 2026 } }, { t: FALL_2026 }])).toEqual([])
    expect(sessional([{ t: { term: 'spring', year: 2024 } }, { t: { term: 'fall', year: 2025 } }, { t: { term: 'winter', year: 2026 } }, { t: FALL_2026 }])).toEqual([])
    expect(sessional([{ t: { term: 'fall', year: 2025 }, tch: 12 }, { t: { term: 'winter', year: 2026 } }, { t: { term: 'spring', year: 2026 } }, { t: FALL_2026 }])).toEqual([])
  })

  it('says nothing when this term is not itself a sessional load', () => {
    expect(sessional([{ t: { term: 'fall', year: 2025 } }, { t: { term: 'winter', year: 2026 } }, { t: { term: 'spring', year: 2026 } }, { t: FALL_2026, tch: 9 }])).toEqual([])
  })
})

describe('contact day and rest, from the course schedules', () => {
  const at = (id: string, schedule: CourseSchedule) => course(id, { schedule, weeklyHours: 3, maxStudents: 0 })

  it('a day from 08:00 to 17:00 is a 9 h contact day, over 8; 09:00 to 17:00 is not', () => {
    const morning = at('m', { days: ['mon'], startTime: '08:00', endTime: '11:00' })
    const afternoon = at('a', { days: ['mon', 'wed'], startTime: '14:00', endTime: '17:00' })
    expect(findings([morning, afternoon], [teach(morning), teach(afternoon)])).toEqual([
      expect.objectContaining({
        kind: 'long-contact-day',
        severity: 'violation',
        day: 'mon',
        value: 9,
        limit: 8,
        assignmentIds: [teach(afternoon).id, teach(morning).id],
        message: 'Mon: classes from 08:00 to 17:00, a 9 h contact day (at most 8 h)',
      }),
    ])
    const nine = at('n', { days: ['mon'], startTime: '09:00', endTime: '12:00' })
    expect(findings([nine, afternoon], [teach(nine), teach(afternoon)])).toEqual([])
  })

  it('a day ending at 22:00 before one starting at 08:00 leaves 10 h of rest (a warning); Sunday to Monday counts', () => {
    const evening = at('e', { days: ['tue', 'sun'], startTime: '19:00', endTime: '22:00' })
    const early = at('x', { days: ['wed', 'mon'], startTime: '08:00', endTime: '10:00' })
    expect(findings([evening, early], [teach(evening), teach(early)]).map((f) => [f.kind, f.day, f.value, f.message])).toEqual([
      ['short-rest', 'tue', 10, 'Tue ends at 22:00 and Wed starts at 08:00: 10 h of rest (at least 12 h)'],
      ['short-rest', 'sun', 10, 'Sun ends at 22:00 and Mon starts at 08:00: 10 h of rest (at least 12 h)'],
    ])
    const late = at('l', { days: ['wed'], startTime: '10:00', endTime: '12:00' })
    expect(findings([evening, late], [teach(evening), teach(late)])).toEqual([])
  })

  it('apply to every employment type; courses without a schedule take no part', () => {
    const long = at('l', { days: ['fri'], startTime: '08:00', endTime: '18:00' })
    expect(findings([long], [teach(long)], { type: 'part-time' }).map((f) => f.kind)).toEqual(['long-contact-day'])
    expect(findings([course('u', { maxStudents: 0 })], [teach(course('u', { maxStudents: 0 }))])).toEqual([])
  })
})
