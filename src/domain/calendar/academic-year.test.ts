import { describe, expect, it } from 'vitest'
import {
  academicStartYearOf,
  academicYearFromSemester,
  academicYearFromStartDate,
  academicYearOptions,
  academicYearStartDate,
  defaultAcademicYear,
  isValidAcademicYear,
  parseAcademicYear,
  termByMonth,
  termOfDate,
  validAcademicYearOrDefault,
} from './academic-year'

const d = (y: number, m: number, day = 15) => new Date(y, m, day)

describe('defaultAcademicYear', () => {
  it('starts in September', () => {
    expect(defaultAcademicYear(d(2025, 8, 1))).toBe('2025-2026')
    expect(defaultAcademicYear(d(2025, 7, 31))).toBe('2024-2025')
    expect(defaultAcademicYear(d(2026, 0, 1))).toBe('2025-2026')
    expect(defaultAcademicYear(d(2025, 11, 31))).toBe('2025-2026')
    expect(academicStartYearOf(d(2026, 4))).toBe(2025)
  })
})

describe('academic year validation', () => {
  it('accepts YYYY-YYYY with consecutive years in 2000..2100', () => {
    expect(isValidAcademicYear('2025-2026')).toBe(true)
    expect(isValidAcademicYear('2000-2001')).toBe(true)
    expect(isValidAcademicYear('2099-2100')).toBe(true)
  })
  it('rejects bad shapes, gaps and bounds', () => {
    expect(isValidAcademicYear('1999-2000')).toBe(false)
    expect(isValidAcademicYear('2100-2101')).toBe(false)
    expect(isValidAcademicYear('2025-2027')).toBe(false)
    expect(isValidAcademicYear('2025-2025')).toBe(false)
    expect(isValidAcademicYear('2025/2026')).toBe(false)
    expect(isValidAcademicYear('25-26')).toBe(false)
    expect(isValidAcademicYear(2025)).toBe(false)
    expect(isValidAcademicYear(null)).toBe(false)
    expect(parseAcademicYear('2025-2026')).toBe(2025)
  })
  it('invalid values fall back to the computed default', () => {
    const today = d(2026, 9)
    expect(validAcademicYearOrDefault('1999-2000', today)).toBe('2026-2027')
    expect(validAcademicYearOrDefault(undefined, today)).toBe('2026-2027')
    expect(validAcademicYearOrDefault('2030-2031', today)).toBe('2030-2031')
  })
})

describe('academicYearOptions', () => {
  it('lists 4 consecutive years starting one before the selected', () => {
    expect(academicYearOptions('2025-2026', d(2020, 0))).toEqual([
      '2024-2025',
      '2025-2026',
      '2026-2027',
      '2027-2028',
    ])
  })
  it('uses the default for an invalid selection', () => {
    expect(academicYearOptions('bad', d(2025, 9))[1]).toBe('2025-2026')
  })
})

describe('termByMonth', () => {
  it.each([
    [0, 'fall'],
    [1, 'winter'],
    [4, 'winter'],
    [5, 'spring'],
    [7, 'spring'],
    [8, 'fall'],
    [11, 'fall'],
  ] as const)('month index %s -> %s', (m, term) => {
    expect(termByMonth(m)).toBe(term)
  })
  it('reads the month of a date', () => {
    expect(termOfDate(d(2026, 1, 1))).toBe('winter')
    expect(termOfDate(d(2026, 0, 31))).toBe('fall')
  })
})

describe('academic year from semester and start date', () => {
  it('the academic year the semester belongs to, default 2025-2026', () => {
    expect(academicYearFromSemester({ term: 'fall', year: 2026 })).toBe('2026-2027')
    expect(academicYearFromSemester({ term: 'winter', year: 2027 })).toBe('2026-2027')
    expect(academicYearFromSemester({ term: 'spring', year: 2027 })).toBe('2026-2027')
    expect(academicYearFromSemester(undefined)).toBe('2025-2026')
  })
  it('start date year followed by next year', () => {
    expect(academicYearFromStartDate('2026-09-01')).toBe('2026-2027')
    expect(academicYearFromStartDate('2026-01-01')).toBe('2026-2027')
    expect(academicYearFromStartDate(new Date(2024, 8, 1))).toBe('2024-2025')
    expect(academicYearFromStartDate('nope')).toBeNull()
    expect(academicYearFromStartDate(new Date(Number.NaN))).toBeNull()
  })
  it('default start date is 1 September', () => {
    expect(academicYearStartDate('2025-2026')).toBe('2025-09-01')
    expect(academicYearStartDate('bad')).toBeNull()
  })
})
