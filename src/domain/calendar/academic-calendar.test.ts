import { describe, expect, it } from 'vitest'
import {
  ACADEMIC_CALENDAR,
  addDays,
  buildCalendarYear,
  dayOfWeek,
  easterSunday,
  findSemesterContaining,
  semesterByValue,
  semesterDates,
  type CalendarHoliday,
  type CalendarSemester,
  calendarTeachingWeeks,
} from './academic-calendar'

const holiday = (s: CalendarSemester, name: string): CalendarHoliday => {
  const h = s.holidays.find((x) => x.name === name)
  if (!h) throw new Error(`missing ${name}`)
  return h
}
const allSemesters = ACADEMIC_CALENDAR.flatMap((y) => y.semesters)
const sem = (value: string) => {
  const s = semesterByValue(value)
  if (!s) throw new Error(`missing ${value}`)
  return s
}

describe('built-in calendar', () => {
  it('covers 2023-2024 through 2027-2028 with fall, winter, spring each', () => {
    expect(ACADEMIC_CALENDAR.map((y) => y.academicYear)).toEqual([
      '2023-2024',
      '2024-2025',
      '2025-2026',
      '2026-2027',
      '2027-2028',
    ])
    for (const y of ACADEMIC_CALENDAR) expect(y.semesters.map((s) => s.term)).toEqual(['fall', 'winter', 'spring'])
    expect(allSemesters).toHaveLength(15)
    expect(ACADEMIC_CALENDAR.find((y) => y.academicYear === '2025-2026')).toMatchObject({ start: '2025-09-01', end: '2026-08-31' })
  })

  it('every semester has 15 weeks and 75 instructional days, Fall Sep-Dec, Winter Jan-Apr, Spring May-Aug', () => {
    for (const s of allSemesters) {
      expect(s.weeks).toBe(15)
      expect(s.instructionalDays).toBe(75)
      expect(s.start <= s.classesStart && s.classesStart < s.classesEnd).toBe(true)
      expect(s.classesEnd < s.examPeriod.start && s.examPeriod.end <= s.end).toBe(true)
      const month = (d: string) => Number(d.slice(5, 7))
      const [from, to] = { fall: [9, 12], winter: [1, 4], spring: [5, 8] }[s.term]
      expect([month(s.start), month(s.end)]).toEqual([from, to])
    }
  })

  it('names semesters with the calendar year of their term', () => {
    const year = ACADEMIC_CALENDAR.find((y) => y.academicYear === '2026-2027')!
    expect(year.semesters.map((s) => [s.value, s.name, s.academicYear])).toEqual([
      ['fall-2026', 'Fall 2026', '2026-2027'],
      ['winter-2027', 'Winter 2027', '2026-2027'],
      ['spring-2027', 'Spring 2027', '2026-2027'],
    ])
  })

  it('Fall 2025: classes from the Tuesday after Labour Day, 14 teaching weeks then exams', () => {
    const fall = sem('fall-2025')
    expect(fall).toMatchObject({
      start: '2025-09-01',
      end: '2025-12-31',
      classesStart: '2025-09-02',
      classesEnd: '2025-12-05',
      examPeriod: { start: '2025-12-08', end: '2025-12-12' },
    })
    expect(holiday(fall, 'Labour Day')).toEqual({ name: 'Labour Day', type: 'statutory', date: '2025-09-01' })
    expect(holiday(fall, 'Thanksgiving').date).toBe('2025-10-13')
    expect(holiday(fall, 'Fall Reading Week')).toMatchObject({ type: 'college', start: '2025-10-20', end: '2025-10-24' })
    expect(holiday(fall, 'Winter Break')).toMatchObject({ type: 'college', start: '2025-12-22', end: '2025-12-31' })
    expect(holiday(fall, 'Christmas Day').date).toBe('2025-12-25')
  })

  it('uses the real statutory dates of each year', () => {
    expect(holiday(sem('fall-2023'), 'Labour Day').date).toBe('2023-09-04')
    expect(holiday(sem('fall-2024'), 'Thanksgiving').date).toBe('2024-10-14')
    expect(holiday(sem('fall-2027'), 'Labour Day').date).toBe('2027-09-06')
    expect(holiday(sem('winter-2024'), 'Family Day').date).toBe('2024-02-19')
    expect(holiday(sem('winter-2026'), 'Family Day').date).toBe('2026-02-16')
    expect(holiday(sem('winter-2024'), 'Good Friday').date).toBe('2024-03-29')
    expect(holiday(sem('winter-2025'), 'Good Friday').date).toBe('2025-04-18')
    expect(holiday(sem('winter-2026'), 'Good Friday').date).toBe('2026-04-03')
    expect(holiday(sem('winter-2028'), 'Good Friday').date).toBe('2028-04-14')
    expect(holiday(sem('spring-2025'), 'Victoria Day').date).toBe('2025-05-19')
    expect(holiday(sem('spring-2027'), 'Victoria Day').date).toBe('2027-05-24')
    expect(holiday(sem('spring-2028'), 'Victoria Day').date).toBe('2028-05-22')
    expect(holiday(sem('spring-2026'), 'Canada Day')).toMatchObject({ type: 'statutory', date: '2026-07-01' })
    expect(holiday(sem('spring-2026'), 'Civic Holiday')).toMatchObject({ type: 'college', date: '2026-08-03' })
    expect(holiday(sem('winter-2026'), "New Year's Day").date).toBe('2026-01-01')
  })

  it('winter and spring classes start on a Monday', () => {
    expect(sem('winter-2026').classesStart).toBe('2026-01-05')
    expect(sem('winter-2027').classesStart).toBe('2027-01-04')
    expect(sem('spring-2026').classesStart).toBe('2026-05-04')
    for (const s of allSemesters) if (s.term !== 'fall') expect(dayOfWeek(s.classesStart)).toBe(1)
  })
})

describe('date helpers', () => {
  it('easter and day arithmetic', () => {
    expect(easterSunday(2025)).toBe('2025-04-20')
    expect(easterSunday(2024)).toBe('2024-03-31')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
  })
})

describe('finding semesters', () => {
  it('finds the semester containing a date, at each boundary', () => {
    expect(findSemesterContaining('2025-08-31')?.value).toBe('spring-2025')
    expect(findSemesterContaining('2025-09-01')?.value).toBe('fall-2025')
    expect(findSemesterContaining('2025-12-31')?.value).toBe('fall-2025')
    expect(findSemesterContaining('2026-01-01')?.value).toBe('winter-2026')
    expect(findSemesterContaining('2026-04-30')?.value).toBe('winter-2026')
    expect(findSemesterContaining('2026-05-01')?.value).toBe('spring-2026')
    expect(findSemesterContaining(new Date(2027, 10, 3))?.value).toBe('fall-2027')
  })
  it('returns null outside the built-in years', () => {
    expect(findSemesterContaining('2023-08-31')).toBeNull()
    expect(findSemesterContaining('2028-09-01')).toBeNull()
    expect(semesterByValue('fall-2030')).toBeNull()
    expect(semesterByValue('nonsense')).toBeNull()
  })
  it('semesterDates computes years outside the calendar the same way', () => {
    expect(semesterDates('fall', 2025)).toBe(sem('fall-2025'))
    expect(semesterDates('winter', 2031)).toEqual(buildCalendarYear(2030).semesters[1])
    expect(semesterDates('winter', 2031).academicYear).toBe('2030-2031')
  })
})

describe('calendarTeachingWeeks (issue 26: the statements take their weeks from the calendar)', () => {
  it('counts the weeks from the first day of classes to the exam week of a term the calendar holds', () => {
    expect(calendarTeachingWeeks('fall', 2026)).toBe(14)
    expect(calendarTeachingWeeks('winter', 2027)).toBe(14)
    expect(calendarTeachingWeeks('spring', 2024)).toBe(14)
  })

  it("follows the calendar's dates: a term whose exams come a week later has 15 weeks", () => {
    const year = buildCalendarYear(2026)
    const fall = year.semesters[0]!
    const longer = { ...year, semesters: [{ ...fall, examPeriod: { start: '2026-12-21', end: '2026-12-23' } }, ...year.semesters.slice(1)] }
    expect(calendarTeachingWeeks('fall', 2026, [longer])).toBe(15)
  })

  it('is null for a term outside the calendar (the statement then uses the spec\'s 14)', () => {
    expect(calendarTeachingWeeks('fall', 2031)).toBeNull()
  })
})
