import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '@/domain/calendar/academic-calendar'
import { TERMS } from '@/domain/kernel/constants'
import { DEFAULT_CAAT_A_SETTINGS } from './caat-a-factors'
import { closureOn, daysUntil, isWorkingDay, referralDeadline, swfIssueDeadline } from './swf-deadline'

describe('the SWF issue deadline: six working weeks before classes start, weekends, holidays and vacations excluded', () => {
  it('Fall 2026: classes start Tue 8 Sep; 30 working days back, past Labour Day and the Civic Holiday, is Fri 24 Jul (not Sunday 26 Jul)', () => {
    const d = swfIssueDeadline({ term: 'fall', year: 2026 })
    expect(d.termStart).toBe('2026-09-08')
    expect(d.excluded).toEqual([
      { date: '2026-08-03', reason: 'Civic Holiday' },
      { date: '2026-09-07', reason: 'Labour Day' },
    ])
    expect(d.deadline).toBe('2026-07-24')
    expect(isWorkingDay(d.deadline)).toBe(true)
  })

  it('a professor on vacation in July and August: Canada Day, the vacation and the Civic Holiday excluded, the deadline is in May', () => {
    const summer = { start: '2026-07-01', end: '2026-08-31' }
    const d = swfIssueDeadline({ term: 'fall', year: 2026 }, { vacations: [summer] })
    expect(d.deadline).toBe('2026-05-26')
    expect(d.excluded[0]).toEqual({ date: '2026-07-01', reason: 'Canada Day' })
    expect(d.excluded.filter((e) => e.reason === 'Vacation')).toHaveLength(42)
  })

  it('Winter 2027: classes start Mon 4 Jan; Winter Break and New Year’s Day excluded: Tue 10 Nov', () => {
    const d = swfIssueDeadline({ term: 'winter', year: 2027 })
    expect(d.termStart).toBe('2027-01-04')
    expect(d.excluded).toHaveLength(9)
    expect(d.excluded[0]).toEqual({ date: '2026-12-22', reason: 'Winter Break' })
    expect(d.excluded[8]).toEqual({ date: '2027-01-01', reason: "New Year's Day" })
    expect(d.deadline).toBe('2026-11-10')
  })

  it('Spring 2027: classes start Mon 3 May; Good Friday and Easter Monday excluded: Thu 18 Mar', () => {
    const d = swfIssueDeadline({ term: 'spring', year: 2027 })
    expect(d.excluded.map((e) => e.reason)).toEqual(['Good Friday', 'Easter Monday'])
    expect(d.deadline).toBe('2027-03-18')
  })

  it('a week of vacation moves it a working week earlier; the weeks are a setting', () => {
    const vacation = { start: '2026-11-30', end: '2026-12-04' }
    expect(swfIssueDeadline({ term: 'winter', year: 2027 }, { vacations: [vacation] }).deadline).toBe('2026-11-03')
    const oneWeek = { ...DEFAULT_CAAT_A_SETTINGS, swfNoticeWeeks: 1 }
    // 5 working days back from Mon 4 Jan: (1 Jan, 31-22 Dec excluded), 21, 18, 17, 16 and 15 Dec.
    expect(swfIssueDeadline({ term: 'winter', year: 2027 }, { settings: oneWeek }).deadline).toBe('2026-12-15')
  })

  it('works past the built-in calendar (Fall 2030: Civic Holiday 5 Aug, Labour Day 2 Sep)', () => {
    expect(swfIssueDeadline({ term: 'fall', year: 2030 })).toMatchObject({ termStart: '2030-09-03', deadline: '2030-07-19' })
  })

  it('is always a working day with exactly 30 working days from it to the start (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TERMS), fc.integer({ min: 2023, max: 2032 }), (term, year) => {
        const d = swfIssueDeadline({ term, year })
        let working = 0
        for (let day = d.deadline; day < d.termStart; day = addDays(day, 1)) if (isWorkingDay(day)) working++
        expect(working).toBe(30)
        expect(isWorkingDay(d.deadline)).toBe(true)
        expect(d.excluded.every((e) => d.deadline < e.date && e.date < d.termStart)).toBe(true)
        expect(closureOn(d.deadline)).toBeNull()
      }),
    )
  })
})

describe('referral to the Workload Monitoring Group: five working days after issue', () => {
  it('issued Wed 2 Sep 2026: Thu, Fri, (Labour Day), Tue, Wed, Thu 10 Sep', () => {
    expect(referralDeadline('2026-09-02')).toBe('2026-09-10')
  })

  it('issued Fri 18 Dec 2026: Mon 21 Dec, then the break and New Year’s Day, then 4-7 Jan', () => {
    expect(referralDeadline('2026-12-18')).toBe('2027-01-07')
  })

  it('reading week is a working week for faculty (classes stop, work does not)', () => {
    // Fall Reading Week 2026 is 19-23 Oct.
    expect(isWorkingDay('2026-10-19')).toBe(true)
    expect(referralDeadline('2026-10-16')).toBe('2026-10-23')
  })

  it('a vacation pauses it; the days are a setting', () => {
    expect(referralDeadline('2026-10-16', { vacations: [{ start: '2026-10-19', end: '2026-10-20' }] })).toBe('2026-10-27')
    expect(referralDeadline('2026-10-16', { settings: { ...DEFAULT_CAAT_A_SETTINGS, referralWorkingDays: 1 } })).toBe('2026-10-19')
  })

  it('weekends and holidays are not working days', () => {
    expect(isWorkingDay('2026-10-17')).toBe(false)
    expect(isWorkingDay('2026-10-12')).toBe(false) // Thanksgiving
    expect(closureOn('2026-10-12')).toBe('Thanksgiving')
    expect(isWorkingDay('2026-10-13')).toBe(true)
  })
})

describe('the dashboard clock', () => {
  it('counts whole days to the deadline, negative once passed', () => {
    expect(daysUntil('2026-11-12', '2026-11-01')).toBe(11)
    expect(daysUntil('2026-11-12', '2026-11-12')).toBe(0)
    expect(daysUntil('2026-11-12', '2026-11-13')).toBe(-1)
  })
})
