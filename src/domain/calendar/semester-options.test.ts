import { describe, expect, it } from 'vitest'
import {
  academicYearOfSelection,
  academicYearOfTerm,
  calendarMonthGrid,
  customRangeLabel,
  customRangeValue,
  otherSemesterGroups,
  parseCustomRange,
  parseSemesterValue,
  pickRangeDate,
  quickSelectOptions,
  resolvePlanningScope,
  resolveSemesterSelection,
  semesterChoices,
  semesterForAcademicYear,
  semesterOption,
  semesterValueLabel,
  yearPickerYears,
} from './semester-options'

const TODAY = new Date(2026, 9, 15) // 15 Oct 2026: Fall 2026, academic year 2026-2027

describe('semester options', () => {
  it('builds value, label, academic year, dates, weeks and active flag', () => {
    expect(semesterOption('fall', 2026, TODAY)).toEqual({
      value: 'fall-2026',
      label: 'Fall 2026',
      term: 'fall',
      year: 2026,
      academicYear: '2026-2027',
      startDate: '2026-09-01',
      endDate: '2026-12-31',
      weeks: 15,
      isActive: true,
    })
    const winter = semesterOption('winter', 2027, TODAY)
    expect(winter).toMatchObject({ value: 'winter-2027', label: 'Winter 2027', academicYear: '2026-2027', isActive: false })
    expect(semesterOption('spring', 2027, new Date(2027, 4, 1)).isActive).toBe(true)
    expect(semesterOption('spring', 2027, new Date(2027, 3, 30)).isActive).toBe(false)
  })
  it('academic year of a term', () => {
    expect(academicYearOfTerm('fall', 2026)).toBe('2026-2027')
    expect(academicYearOfTerm('winter', 2027)).toBe('2026-2027')
    expect(academicYearOfTerm('spring', 2027)).toBe('2026-2027')
  })
  it('quick select: All Semesters, then current and next academic year', () => {
    expect(quickSelectOptions(TODAY).map((o) => [o.value, o.label])).toEqual([
      ['all', 'All Semesters'],
      ['fall-2026', 'Fall 2026'],
      ['winter-2027', 'Winter 2027'],
      ['spring-2027', 'Spring 2027'],
      ['fall-2027', 'Fall 2027'],
      ['winter-2028', 'Winter 2028'],
      ['spring-2028', 'Spring 2028'],
    ])
  })
  it('quick select in August still belongs to the academic year that started last September', () => {
    expect(quickSelectOptions(new Date(2026, 7, 31))[1]?.value).toBe('fall-2025')
    expect(quickSelectOptions(new Date(2026, 8, 1))[1]?.value).toBe('fall-2026')
  })
  it('semester choices cover 2 academic years back to 3 ahead', () => {
    const choices = semesterChoices(TODAY)
    expect(choices).toHaveLength(18)
    expect(choices[0]?.value).toBe('fall-2024')
    expect(choices.at(-1)?.value).toBe('spring-2030')
    expect(choices.filter((c) => c.isActive).map((c) => c.value)).toEqual(['fall-2026'])
  })
  it('year picker spans the current year +/- 5', () => {
    const years = yearPickerYears(TODAY)
    expect(years).toHaveLength(11)
    expect([years[0], years.at(-1)]).toEqual([2021, 2031])
  })
})

describe('custom ranges', () => {
  it('builds and parses custom-{start}-{end}', () => {
    const value = customRangeValue('2026-01-05', '2026-02-20')
    expect(value).toBe('custom-2026-01-05-2026-02-20')
    expect(parseCustomRange(value)).toEqual({ start: '2026-01-05', end: '2026-02-20' })
    expect(customRangeValue('2026-02-20', '2026-01-05')).toBe(value)
  })
  it('rejects malformed or impossible dates', () => {
    expect(parseCustomRange('custom-2026-02-30-2026-03-01')).toBeNull()
    expect(parseCustomRange('custom-2026-03-01-2026-02-01')).toBeNull()
    expect(parseCustomRange('custom-2026-1-5-2026-2-20')).toBeNull()
    expect(parseCustomRange('fall-2026')).toBeNull()
  })
  it('labels', () => {
    expect(customRangeLabel({ start: '2025-09-01', end: '2025-12-31' })).toBe('Sep 1, 2025 – Dec 31, 2025')
    expect(semesterValueLabel('custom-2026-01-05-2026-02-20')).toBe('Jan 5, 2026 – Feb 20, 2026')
    expect(semesterValueLabel('all')).toBe('All Semesters')
    expect(semesterValueLabel('winter-2027')).toBe('Winter 2027')
    expect(semesterValueLabel('junk')).toBe('junk')
  })
})

describe('parseSemesterValue', () => {
  it('parses all, term values and custom ranges', () => {
    expect(parseSemesterValue('all')).toEqual({ kind: 'all' })
    expect(parseSemesterValue('winter-2027')).toEqual({ kind: 'term', term: 'winter', year: 2027, academicYear: '2026-2027' })
    expect(parseSemesterValue('custom-2026-01-05-2026-02-20')).toEqual({ kind: 'custom', start: '2026-01-05', end: '2026-02-20' })
  })
  it('returns null for anything else', () => {
    expect(parseSemesterValue('summer-2026')).toBeNull()
    expect(parseSemesterValue('Fall-2026')).toBeNull()
    expect(parseSemesterValue('')).toBeNull()
    expect(parseSemesterValue(null)).toBeNull()
  })
  it('selecting a semester implies its academic year', () => {
    expect(academicYearOfSelection('spring-2027')).toBe('2026-2027')
    expect(academicYearOfSelection('all')).toBeNull()
  })
})

describe('resolveSemesterSelection', () => {
  it('switches all to the current semester by date', () => {
    expect(resolveSemesterSelection('all', TODAY)).toBe('fall-2026')
    expect(resolveSemesterSelection(null, new Date(2026, 1, 1))).toBe('winter-2026')
    expect(resolveSemesterSelection('garbage', new Date(2026, 5, 1))).toBe('spring-2026')
  })
  it('keeps all when no built-in semester contains today', () => {
    expect(resolveSemesterSelection('all', new Date(2030, 0, 1))).toBe('all')
  })
  it('keeps a stored semester or range', () => {
    expect(resolveSemesterSelection('winter-2024', TODAY)).toBe('winter-2024')
    expect(resolveSemesterSelection('custom-2026-01-05-2026-02-20', TODAY)).toBe('custom-2026-01-05-2026-02-20')
  })
})

describe('calendar range picking', () => {
  it('first click sets start, later click sets end, earlier click restarts', () => {
    const a = pickRangeDate({ start: null, end: null }, '2026-03-10')
    expect(a).toEqual({ start: '2026-03-10', end: null })
    expect(pickRangeDate(a, '2026-03-10')).toEqual({ start: '2026-03-10', end: '2026-03-10' })
    expect(pickRangeDate(a, '2026-03-20')).toEqual({ start: '2026-03-10', end: '2026-03-20' })
    expect(pickRangeDate(a, '2026-03-09')).toEqual({ start: '2026-03-09', end: null })
    expect(pickRangeDate({ start: '2026-03-10', end: '2026-03-20' }, '2026-03-15')).toEqual({ start: '2026-03-15', end: null })
  })
})

describe('calendarMonthGrid', () => {
  it('has 42 days starting on the Sunday on or before the 1st', () => {
    const feb = calendarMonthGrid(2026, 1) // 1 Feb 2026 is a Sunday
    expect(feb).toHaveLength(42)
    expect(feb[0]).toEqual({ date: '2026-02-01', day: 1, inMonth: true })
    expect(feb[27]).toEqual({ date: '2026-02-28', day: 28, inMonth: true })
    expect(feb[28]).toEqual({ date: '2026-03-01', day: 1, inMonth: false })
    const oct = calendarMonthGrid(2026, 9) // 1 Oct 2026 is a Thursday
    expect(oct[0]).toEqual({ date: '2026-09-27', day: 27, inMonth: false })
    expect(oct[4]?.date).toBe('2026-10-01')
    expect(oct[41]?.date).toBe('2026-11-07')
    expect(oct.filter((d) => d.inMonth)).toHaveLength(31)
  })
})

describe('resolvePlanningScope', () => {
  it('a term value is that one term, whatever the academic year selector says', () => {
    const scope = resolvePlanningScope('2026-2027', 'winter-2027')
    expect(scope.kind).toBe('term')
    expect([...scope.keys]).toEqual(['winter-2027'])
    expect(scope.label).toBe('Winter 2027')
    expect(scope.academicYear).toBe('2026-2027')
    expect([...resolvePlanningScope('2025-2026', 'fall-2026').keys]).toEqual(['fall-2026'])
  })

  it("'all' is every term of the chosen academic year, never every year", () => {
    const scope = resolvePlanningScope('2026-2027', 'all')
    expect(scope.kind).toBe('year')
    expect([...scope.keys]).toEqual(['fall-2026', 'winter-2027', 'spring-2027'])
    expect(scope.label).toBe('All Semesters 2026-2027')
    expect([...resolvePlanningScope('2027-2028', 'all').keys]).toEqual(['fall-2027', 'winter-2028', 'spring-2028'])
  })

  it('an unreadable value reads as All Semesters of the year', () => {
    expect(resolvePlanningScope('2026-2027', 'summer-2026').label).toBe('All Semesters 2026-2027')
    expect(resolvePlanningScope('2026-2027', '').kind).toBe('year')
  })

  it('a custom range is the terms it overlaps, labelled by its dates', () => {
    const scope = resolvePlanningScope('2024-2025', 'custom-2026-09-01-2027-01-31')
    expect(scope.kind).toBe('range')
    expect([...scope.keys]).toEqual(['fall-2026', 'winter-2027'])
    expect(scope.label).toBe('Sep 1, 2026 – Jan 31, 2027')
    expect(scope.academicYear).toBeNull()
  })
})

describe('semesterForAcademicYear', () => {
  it('moves a term to the same term of the new academic year', () => {
    expect(semesterForAcademicYear('fall-2026', '2027-2028')).toBe('fall-2027')
    expect(semesterForAcademicYear('winter-2027', '2027-2028')).toBe('winter-2028')
    expect(semesterForAcademicYear('spring-2027', '2024-2025')).toBe('spring-2025')
    expect(semesterForAcademicYear('winter-2027', '2026-2027')).toBe('winter-2027')
  })

  it("keeps 'all' and turns a custom range into 'all'", () => {
    expect(semesterForAcademicYear('all', '2027-2028')).toBe('all')
    expect(semesterForAcademicYear('custom-2026-09-01-2027-01-31', '2027-2028')).toBe('all')
  })

  it('leaves the selection alone for an invalid academic year', () => {
    expect(semesterForAcademicYear('fall-2026', 'nonsense')).toBe('fall-2026')
    expect(semesterForAcademicYear('custom-2026-09-01-2027-01-31', '2027')).toBe('custom-2026-09-01-2027-01-31')
  })
})

describe('otherSemesterGroups', () => {
  const NOV_21 = new Date(2026, 10, 21)

  it('quick select covers 2026-2027 and 2027-2028; the other groups are the rest of 2 back to 3 ahead', () => {
    expect(quickSelectOptions(NOV_21).map((o) => o.value)).toEqual([
      'all',
      'fall-2026',
      'winter-2027',
      'spring-2027',
      'fall-2027',
      'winter-2028',
      'spring-2028',
    ])
    const groups = otherSemesterGroups(NOV_21)
    expect(groups.map((g) => g.academicYear)).toEqual(['2024-2025', '2025-2026', '2028-2029', '2029-2030'])
    expect(groups.map((g) => g.options.map((o) => o.value))).toEqual([
      ['fall-2024', 'winter-2025', 'spring-2025'],
      ['fall-2025', 'winter-2026', 'spring-2026'],
      ['fall-2028', 'winter-2029', 'spring-2029'],
      ['fall-2029', 'winter-2030', 'spring-2030'],
    ])
    expect(groups[0]!.options[1]!.label).toBe('Winter 2025')
    expect(groups.flatMap((g) => g.options).some((o) => o.isActive)).toBe(false)
  })

  it('together with quick select, offers every semester choice exactly once', () => {
    const quick = quickSelectOptions(NOV_21).slice(1).map((o) => o.value)
    const other = otherSemesterGroups(NOV_21).flatMap((g) => g.options.map((o) => o.value))
    expect([...quick, ...other].sort()).toEqual(semesterChoices(NOV_21).map((o) => o.value).sort())
    expect(new Set([...quick, ...other]).size).toBe(18)
  })
})
