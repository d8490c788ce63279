import { describe, expect, it } from 'vitest'
import {
  defaultStartDate,
  keepOrFirstTerm,
  normalizeAcademicSettings,
  semesterOfSettings,
  settingsFromStartDate,
  termOptionsFor,
} from './academic-settings'

const TODAY = new Date(2025, 9, 1)

describe('academic year settings (spec section 4)', () => {
  it('defaults the start date to 1 September of the first year', () => {
    expect(defaultStartDate('2025-2026')).toBe('2025-09-01')
    expect(defaultStartDate('junk')).toBe('')
  })

  it("sets the year to the start date's year and the next, keeping the current term", () => {
    expect(settingsFromStartDate('2027-08-20', 'winter')).toEqual({
      academicYear: '2027-2028',
      currentTerm: 'winter',
    })
  })

  it('picks the first term option when the current term is not offered', () => {
    expect(settingsFromStartDate('2027-09-01', 'summer')).toEqual({
      academicYear: '2027-2028',
      currentTerm: 'fall',
    })
    expect(keepOrFirstTerm(undefined, termOptionsFor('2025-2026'))).toBe('fall')
  })

  it('rebuilds the term options with their calendar years', () => {
    expect(termOptionsFor('2025-2026').map((o) => o.label)).toEqual([
      'Fall 2025',
      'Winter 2026',
      'Spring 2026',
    ])
    expect(termOptionsFor('2025-2027')).toEqual([])
  })

  it("gives the header's semester of saved settings: the term in its calendar year", () => {
    expect(semesterOfSettings({ academicYear: '2027-2028', currentTerm: 'winter' })).toBe(
      'winter-2028',
    )
    expect(semesterOfSettings({ academicYear: '2027-2028', currentTerm: 'fall' })).toBe('fall-2027')
    expect(semesterOfSettings({ academicYear: 'bad', currentTerm: 'fall' })).toBeNull()
  })

  it('refuses dates outside 2000..2099 and unusable text', () => {
    expect(settingsFromStartDate('1999-09-01', 'fall')).toBeNull()
    expect(settingsFromStartDate('2100-09-01', 'fall')).toBeNull()
    expect(settingsFromStartDate('', 'fall')).toBeNull()
  })

  it('validates a stored value: YYYY-YYYY, +1, 2000..2100, else the computed default', () => {
    expect(
      normalizeAcademicSettings({ academicYear: '2030-2031', currentTerm: 'Spring' }, TODAY),
    ).toEqual({ academicYear: '2030-2031', currentTerm: 'spring' })
    expect(normalizeAcademicSettings({ academicYear: '2030-2032' }, TODAY)).toEqual({
      academicYear: '2025-2026',
      currentTerm: 'fall',
    })
    expect(normalizeAcademicSettings({ academicYear: '1999-2000' }, TODAY).academicYear).toBe(
      '2025-2026',
    )
    expect(normalizeAcademicSettings({ academicYear: '2100-2101' }, TODAY).academicYear).toBe(
      '2025-2026',
    )
    expect(normalizeAcademicSettings(null, new Date(2025, 7, 31)).academicYear).toBe('2024-2025')
  })

  it('with no term stored (or an unknown one) the current term is the term by month of today, not always Fall', () => {
    const term = (today: Date, stored: unknown = { academicYear: '2025-2026' }) =>
      normalizeAcademicSettings(stored, today).currentTerm
    expect(term(new Date(2026, 2, 15))).toBe('winter')
    expect(term(new Date(2026, 6, 1))).toBe('spring')
    expect(term(new Date(2026, 0, 20))).toBe('fall')
    expect(term(new Date(2026, 2, 15), { academicYear: '2025-2026', currentTerm: 'summer' })).toBe(
      'winter',
    )
    expect(term(new Date(2026, 2, 15), undefined)).toBe('winter')
    // A stored term stays whatever the month.
    expect(term(new Date(2026, 2, 15), { academicYear: '2025-2026', currentTerm: 'fall' })).toBe(
      'fall',
    )
  })
})
