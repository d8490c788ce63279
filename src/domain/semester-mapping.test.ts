import { describe, expect, it } from 'vitest'
import {
  buildLevelMappings,
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
