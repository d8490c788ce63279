import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import { DEFAULT_CAAT_A_SETTINGS } from './caat-a-factors'
import { byId, course, FALL_2026, teach, WINTER_2027 } from './caat-a-test-fixtures'
import { placeAssignments } from './placed-assignments'
import { baseTypeFrom, preparationTypesOf } from './preparation'

const settings = DEFAULT_CAAT_A_SETTINGS

function typesIn(term: PlanningTerm, courses: Course[], assignments: Assignment[], overrides = {}) {
  return preparationTypesOf(placeAssignments('p1', assignments, byId(courses)).placed, term, settings, overrides)
}

describe('New and Established from the professor’s history', () => {
  const now = course('ani1001')

  it('first time teaching the course is New', () => {
    const types = typesIn(FALL_2026, [now], [teach(now)])
    expect(types.get(teach(now).id)).toMatchObject({ type: 'new', derived: 'new', lastTaught: null, reason: 'No teaching history of ANI1001 recorded: New assumed' })
    expect(types.get(teach(now).id)?.estimated).toBe('No teaching history of ANI1001 recorded: New assumed')
  })

  it.each([
    // Fall 2026 is in 2026-2027; the previous three academic years are 2023-2024 to 2025-2026.
    ['Winter 2026 (last academic year)', { term: 'winter', year: 2026 }, 'establishedB'],
    ['Fall 2023 (three academic years back)', { term: 'fall', year: 2023 }, 'establishedB'],
    ['Spring 2023 (2022-2023, four back)', { term: 'spring', year: 2023 }, 'establishedA'],
    ['Fall 2022 (four back)', { term: 'fall', year: 2022 }, 'establishedA'],
  ] as const)('taught in %s', (_name, when, type) => {
    // The course in an earlier year is another record (rolled over) with the same code.
    const before = course('ani1001-old', { code: 'ANI1001' }, when)
    const types = typesIn(FALL_2026, [now, before], [teach(before), teach(now)])
    expect(types.get(teach(now).id)?.type).toBe(type)
    expect(types.get(teach(now).id)?.lastTaught).toEqual(when)
  })

  it('an earlier term of the same academic year is within (Fall 2026 before Winter 2027)', () => {
    const winter = course('ani1002', {}, WINTER_2027)
    const fall = course('ani1002-fall', { code: 'ANI1002' })
    const types = typesIn(WINTER_2027, [winter, fall], [teach(fall), teach(winter)])
    expect(types.get(teach(winter).id)).toMatchObject({ type: 'establishedB', reason: 'Last taught in Fall 2026, within the previous 3 academic years' })
  })

  it('the latest earlier term decides; later terms, other professors and other codes do not count', () => {
    const old = course('old', { code: 'ANI1001' }, { term: 'fall', year: 2020 })
    const recent = course('recent', { code: 'ANI1001' }, { term: 'winter', year: 2025 })
    const future = course('future', { code: 'ANI1001' }, WINTER_2027)
    const other = course('other', { code: 'ANI9999' }, { term: 'fall', year: 2025 })
    const withRecent = typesIn(FALL_2026, [now, old, recent], [teach(old), teach(recent), teach(now)])
    expect(withRecent.get(teach(now).id)?.type).toBe('establishedB')
    const onlyOld = typesIn(FALL_2026, [now, old], [teach(old), teach(now)])
    expect(onlyOld.get(teach(now).id)).toMatchObject({ type: 'establishedA', reason: 'Last taught in Fall 2020, not within the previous 3 academic years' })
    const notYet = typesIn(FALL_2026, [now, future, other, recent], [teach(future), teach(other), teach(recent, 1, 'p2'), teach(now)])
    expect(notYet.get(teach(now).id)?.type).toBe('new')
  })

  it('"within" follows the setting', () => {
    expect(baseTypeFrom(FALL_2026, { term: 'fall', year: 2024 }, 1)).toBe('establishedA')
    expect(baseTypeFrom(FALL_2026, { term: 'fall', year: 2025 }, 1)).toBe('establishedB')
    expect(baseTypeFrom(FALL_2026, null, 3)).toBe('new')
  })
})

describe('Repeat A and B: another section of the same course this term', () => {
  it('a second section of the same course record is the same program and year: Repeat B', () => {
    const c = course('ani1001')
    const types = typesIn(FALL_2026, [c], [teach(c, 2), teach(c, 1)])
    expect(types.get(teach(c, 1).id)).toMatchObject({ type: 'new', repeats: null })
    expect(types.get(teach(c, 2).id)).toMatchObject({
      type: 'repeatB',
      repeats: teach(c, 1).id,
      reason: 'Another section of ANI1001 this term, same program and year',
    })
  })

  it('the same code in another program, or in another year of study, is Repeat A; levels 1 and 2 are one year', () => {
    const diploma = course('dip', { code: 'ART1001', programId: 'animation-diploma', level: 1 })
    const game = course('game', { code: 'ART1001', programId: 'game-development', level: 1 })
    const second = course('dip-l2', { code: 'ART1001', programId: 'animation-diploma', level: 2 })
    const third = course('dip-l3', { code: 'ART1001', programId: 'animation-diploma', level: 3 })
    const types = typesIn(FALL_2026, [diploma, game, second, third], [teach(diploma), teach(game), teach(second), teach(third)])
    const got = [diploma, game, second, third].map((c) => types.get(teach(c).id)!.type)
    expect(got).toEqual(['new', 'repeatA', 'repeatB', 'repeatA'])
    expect(types.get(teach(game).id)?.reason).toBe('Another section of ART1001 this term, students of another program or year')
  })

  it('the base type goes to the section with the most TCH; the repeats keep the history', () => {
    const small = course('lab', { code: 'ANI2001', weeklyHours: 2 })
    const big = course('lecture', { code: 'ANI2001', weeklyHours: 4, programId: 'film-tv' })
    const before = course('before', { code: 'ANI2001' }, { term: 'winter', year: 2026 })
    const types = typesIn(FALL_2026, [small, big, before], [teach(before), teach(small), teach(big)])
    expect(types.get(teach(big).id)?.type).toBe('establishedB')
    expect(types.get(teach(small).id)).toMatchObject({ type: 'repeatA', lastTaught: { term: 'winter', year: 2026 } })
  })

  it('one section per course carries the base type; the others are repeats, whatever the order (property)', () => {
    const programs = ['a', 'b']
    fc.assert(
      fc.property(
        fc.array(fc.record({ program: fc.constantFrom(...programs), level: fc.integer({ min: 1, max: 4 }), sections: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (groups, reversed) => {
          const courses = groups.map((g, i) => course(`c${i}`, { code: 'ANI3001', programId: g.program, level: g.level, sectionCount: 3 }))
          const assignments = courses.flatMap((c, i) => Array.from({ length: groups[i]!.sections }, (_, s) => teach(c, s + 1)))
          const types = typesIn(FALL_2026, courses, reversed ? assignments.reverse() : assignments)
          const list = [...types.values()].map((t) => t.type)
          const cohorts = new Set(groups.map((g) => `${g.program}${Math.ceil(g.level / 2)}`)).size
          expect(list.filter((t) => t === 'new')).toHaveLength(1)
          expect(list.filter((t) => t === 'repeatA')).toHaveLength(cohorts - 1)
          expect(list.filter((t) => t === 'repeatB')).toHaveLength(assignments.length - cohorts)
        },
      ),
    )
  })
})

describe('the coordinator’s override', () => {
  it('is the type used, with the derived type kept beside it', () => {
    const c = course('ani1001')
    const types = typesIn(FALL_2026, [c], [teach(c, 1), teach(c, 2)], { [teach(c, 2).id]: { preparation: 'repeatA' } })
    expect(types.get(teach(c, 2).id)).toMatchObject({ type: 'repeatA', derived: 'repeatB', overridden: true })
    const same = typesIn(FALL_2026, [c], [teach(c, 1)], { [teach(c, 1).id]: { preparation: 'new' } })
    expect(same.get(teach(c, 1).id)).toMatchObject({ type: 'new', overridden: false })
  })
})
