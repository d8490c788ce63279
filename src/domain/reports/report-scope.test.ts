import { describe, expect, it } from 'vitest'
import { invalidReportYearMessage, reportScopeChoice, reportTermOf } from './report-scope'
import { parseReportsSearch } from './report-search'

const header = { academicYear: '2026-2027', semester: 'winter-2027' }

describe('reportScopeChoice', () => {
  it('/reports follows the header', () => {
    expect(reportScopeChoice(header, undefined, undefined)).toEqual({
      ...header,
      fromAddress: false,
    })
    // A ?term= without a year in the address is not the reports' own: the header decides.
    expect(reportScopeChoice(header, undefined, 'fall')).toEqual({ ...header, fromAddress: false })
  })

  it('/reports/{year} scopes the reports to that year, the header term moved into it', () => {
    expect(reportScopeChoice(header, '2025-2026', undefined)).toEqual({
      academicYear: '2025-2026',
      semester: 'winter-2026',
      fromAddress: true,
    })
    expect(reportScopeChoice({ ...header, semester: 'all' }, '2025-2026', undefined)).toEqual({
      academicYear: '2025-2026',
      semester: 'all',
      fromAddress: true,
    })
    // A custom range ignores years: the link's year shows all its terms.
    expect(
      reportScopeChoice(
        { ...header, semester: 'custom-2026-06-01-2026-07-01' },
        '2025-2026',
        undefined,
      ).semester,
    ).toBe('all')
  })

  it('/reports/{year}?term= picks the term of that year', () => {
    expect(reportScopeChoice(header, '2025-2026', 'fall').semester).toBe('fall-2025')
    expect(reportScopeChoice(header, '2025-2026', 'spring').semester).toBe('spring-2026')
    expect(reportScopeChoice(header, '2025-2026', 'all').semester).toBe('all')
  })

  it('a year that is not an academic year is named, and the header scope is used', () => {
    for (const bad of ['2025', '2025-2027', '1999-2000', '2100-2101', 'abc', '']) {
      expect(reportScopeChoice(header, bad, 'fall')).toEqual({
        ...header,
        fromAddress: false,
        invalidYear: bad,
      })
    }
  })
})

describe('report term in the address', () => {
  it('reads a semester value as its term', () => {
    expect(reportTermOf('winter-2027')).toBe('winter')
    expect(reportTermOf('all')).toBe('all')
    expect(reportTermOf('custom-2026-06-01-2026-07-01')).toBeUndefined()
  })

  it('?term= keeps a known term only', () => {
    expect(parseReportsSearch({ term: 'spring' })).toEqual({ term: 'spring' })
    expect(parseReportsSearch({ term: 'summer' })).toEqual({ term: undefined })
  })

  it('the message names the bad year and the year shown instead', () => {
    expect(invalidReportYearMessage('2025', '2026-2027')).toBe(
      '"2025" is not an academic year. Write it as two consecutive years from 2000 to 2100, for example /reports/2026-2027. Showing 2026-2027, the working year, instead.',
    )
  })
})
