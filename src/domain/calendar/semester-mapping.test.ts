import { describe, expect, it } from 'vitest'
import {
  applyMappingPattern,
  buildLevelMappings,
  describeMapping,
  levelOrdinal,
  mappingTimeline,
  nextSemester,
  parseStartText,
  resequenceFrom,
  semesterSequence,
  setLevelActive,
  toSavedMappings,
  validateLevelMappings,
} from './semester-mapping'

describe('nextSemester', () => {
  it('Fall Y -> Winter Y+1 -> Spring Y+1 -> Fall Y+1', () => {
    expect(nextSemester({ term: 'fall', year: 2025 })).toEqual({ term: 'winter', year: 2026 })
    expect(nextSemester({ term: 'winter', year: 2026 })).toEqual({ term: 'spring', year: 2026 })
    expect(nextSemester({ term: 'spring', year: 2026 })).toEqual({ term: 'fall', year: 2026 })
  })
  it('sequences levels', () => {
    expect(semesterSequence({ term: 'fall', year: 2025 }, 5)).toEqual([
      { term: 'fall', year: 2025 },
      { term: 'winter', year: 2026 },
      { term: 'spring', year: 2026 },
      { term: 'fall', year: 2026 },
      { term: 'winter', year: 2027 },
    ])
    expect(semesterSequence({ term: 'fall', year: 2025 }, 0)).toEqual([])
  })
})

describe('level mapping rows', () => {
  const levels = ['Level 1', 'Level 2', 'Level 3', 'Level 4']
  it('builds N levels from a start', () => {
    const rows = buildLevelMappings(levels, { term: 'winter', year: 2026 })
    expect(rows.map((r) => `${r.level}:${r.term}-${r.year}:${r.active}`)).toEqual([
      'Level 1:winter-2026:true',
      'Level 2:spring-2026:true',
      'Level 3:fall-2026:true',
      'Level 4:winter-2027:true',
    ])
  })
  it('changing one level re-sequences all later levels only', () => {
    const rows = buildLevelMappings(levels, { term: 'fall', year: 2025 })
    const changed = resequenceFrom(rows, 1, { term: 'fall', year: 2026 })
    expect(changed.map((r) => `${r.term}-${r.year}`)).toEqual(['fall-2025', 'fall-2026', 'winter-2027', 'spring-2027'])
    expect(resequenceFrom(rows, 9, { term: 'fall', year: 2030 })).toEqual(rows)
  })
  it('Not active levels are excluded from saved mappings', () => {
    const rows = setLevelActive(buildLevelMappings(levels, { term: 'fall', year: 2025 }), 2, false)
    expect(toSavedMappings(rows)).toEqual({
      'Level 1': { term: 'fall', year: 2025 },
      'Level 2': { term: 'winter', year: 2026 },
      'Level 4': { term: 'fall', year: 2026 },
    })
  })
})

describe('parseStartText', () => {
  it.each([
    ['September 2026', { term: 'fall', year: 2026 }],
    ['Sept', { term: 'fall', year: 2020 }],
    ['FALL 2027', { term: 'fall', year: 2027 }],
    ['Sep 2026', { term: 'fall', year: 2026 }],
    ['January 2027', { term: 'winter', year: 2027 }],
    ['jan', { term: 'winter', year: 2020 }],
    ['Winter intake', { term: 'winter', year: 2020 }],
    ['May 2026', { term: 'spring', year: 2026 }],
    ['SPRING', { term: 'spring', year: 2020 }],
    ['Winter (January) and Fall (September) 2026', { term: 'winter', year: 2026 }],
  ] as const)('%s', (text, expected) => {
    expect(parseStartText(text, 2020)).toEqual(expected)
  })
  it('returns null without a keyword', () => {
    expect(parseStartText('Rolling admission', 2020)).toBeNull()
    expect(parseStartText('', 2020)).toBeNull()
    expect(parseStartText(undefined, 2020)).toBeNull()
  })
})

describe('validateLevelMappings', () => {
  const row = (level: string, term: unknown, year: unknown, active = true) => ({ level, term, year, active })
  it('accepts Fall/Winter/Spring in any case and years 2000-2100', () => {
    const result = validateLevelMappings([row('L1', 'Fall', 2000), row('L2', 'winter', 2100), row('L3', 'SPRING', 2050)])
    expect(result).toEqual({ valid: true, errors: [], warnings: [] })
  })
  it('rejects other terms and years outside 2000-2100', () => {
    const result = validateLevelMappings([row('L1', 'Summer', 2026), row('L2', 'fall', 1999), row('L3', 'fall', 2101), row('L4', 'fall', 2026.5)])
    expect(result.valid).toBe(false)
    expect(result.errors).toEqual([
      'L1: term must be Fall, Winter or Spring',
      'L2: year must be a number from 2000 to 2100',
      'L3: year must be a number from 2000 to 2100',
      'L4: year must be a number from 2000 to 2100',
    ])
  })
  it('needs at least one active level', () => {
    expect(validateLevelMappings([]).errors).toEqual(['At least one level must be mapped to a semester'])
    expect(validateLevelMappings([row('L1', 'fall', 2026, false)]).valid).toBe(false)
  })
  it('ignores invalid values on inactive levels', () => {
    expect(validateLevelMappings([row('L1', 'fall', 2026), row('L2', 'x', 0, false)]).valid).toBe(true)
  })
  it('warns when more than 3 levels share a term and year, not at 3', () => {
    const three = [row('L1', 'fall', 2026), row('L2', 'fall', 2026), row('L3', 'Fall', 2026)]
    expect(validateLevelMappings(three).warnings).toEqual([])
    const four = [...three, row('L4', 'fall', 2026)]
    const result = validateLevelMappings(four)
    expect(result.valid).toBe(true)
    expect(result.warnings).toEqual([
      '4 levels are scheduled in Fall 2026; consider reviewing course scheduling capacity.',
    ])
    expect(validateLevelMappings([...three, row('L4', 'fall', 2026, false)]).warnings).toEqual([])
  })
})

describe('mapping patterns', () => {
  const six = ['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5', 'Level 6']
  const start = { term: 'fall' as const, year: 2026 }

  it('Fall/Winter: odd levels in Fall of the academic year, every even level in Winter, none in Spring', () => {
    const rows = applyMappingPattern('fall-winter', buildLevelMappings(six, start), { start, academicStartYear: 2026 })
    expect(rows.map((r) => `${r.level}:${r.term}-${r.year}`)).toEqual([
      'Level 1:fall-2026',
      'Level 2:winter-2027',
      'Level 3:fall-2026',
      'Level 4:winter-2027',
      'Level 5:fall-2026',
      'Level 6:winter-2027',
    ])
    expect(rows.filter((r) => levelOrdinal(r.level, 0) % 2 === 0).every((r) => r.term === 'winter')).toBe(true)
  })

  it('Fall/Winter follows the number in the label, else the position, and keeps Not active ticks', () => {
    const rows = setLevelActive(buildLevelMappings(['Level 2', 'Year One', 'Year Two'], start), 0, false)
    const mapped = applyMappingPattern('fall-winter', rows, { start, academicStartYear: 2030 })
    expect(mapped.map((r) => `${r.term}-${r.year}:${r.active}`)).toEqual(['winter-2031:false', 'winter-2031:true', 'fall-2030:true'])
  })

  it('cohort: the spec sequence, unchanged (Level 3 in Spring), from the start', () => {
    const custom = resequenceFrom(buildLevelMappings(six, start), 0, { term: 'winter', year: 2029 })
    const rows = applyMappingPattern('cohort', custom, { start, academicStartYear: 2026 })
    expect(rows).toEqual(buildLevelMappings(six, start))
    expect(rows.map((r) => `${r.term}-${r.year}`)).toEqual(semesterSequence(start, 6).map((s) => `${s.term}-${s.year}`))
    expect(rows[2]).toMatchObject({ term: 'spring', year: 2027 })
  })

  it('custom keeps the rows as set', () => {
    const custom = resequenceFrom(buildLevelMappings(six, start), 1, { term: 'spring', year: 2027 })
    expect(applyMappingPattern('custom', custom, { start, academicStartYear: 2026 })).toEqual(custom)
  })
})

describe('timeline and sentence', () => {
  const start = { term: 'fall' as const, year: 2026 }
  const levels = ['Level 1', 'Level 2', 'Level 3', 'Level 4']
  it('groups active levels under their term in calendar order', () => {
    const rows = applyMappingPattern('fall-winter', buildLevelMappings(levels, start), { start, academicStartYear: 2026 })
    expect(mappingTimeline(setLevelActive(rows, 3, false))).toEqual([
      { term: 'fall', year: 2026, label: 'Fall 2026', levels: ['Level 1', 'Level 3'] },
      { term: 'winter', year: 2027, label: 'Winter 2027', levels: ['Level 2'] },
    ])
  })
  it('says what the mapping means in one sentence', () => {
    const fw = applyMappingPattern('fall-winter', buildLevelMappings(levels, start), { start, academicStartYear: 2026 })
    expect(describeMapping('fall-winter', fw, 2026)).toBe(
      'Every level runs every year; in 2026-2027: Level 1 and Level 3 in Fall 2026; Level 2 and Level 4 in Winter 2027.',
    )
    const cohort = setLevelActive(buildLevelMappings(levels, start), 3, false)
    expect(describeMapping('cohort', cohort, 2026)).toBe(
      'One intake moves through the levels term by term: Level 1 in Fall 2026; Level 2 in Winter 2027; Level 3 in Spring 2027; Level 4 left out.',
    )
    expect(describeMapping('custom', setLevelActive(cohort, 0, false).map((r) => ({ ...r, active: false })), 2026)).toBe(
      'No level is mapped, so no course will be added.',
    )
  })
})
