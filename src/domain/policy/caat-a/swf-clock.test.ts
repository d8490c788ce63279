import { describe, expect, it } from 'vitest'
import { addDays } from '@/domain/calendar/academic-calendar'
import { DEFAULT_CAAT_A_SETTINGS } from './caat-a-factors'
import { FALL_2026 } from './caat-a-test-fixtures'
import { swfIssueDeadline } from './swf-deadline'
import { swfClock, swfClockCounts, swfClockLabel } from './swf-clock'

const professors = [
  { id: 'ft-issued', isActive: true, employmentType: 'full-time' },
  { id: 'ft-pending', isActive: true, employmentType: 'full-time' },
  { id: 'ft-inactive', isActive: false, employmentType: 'full-time' },
  { id: 'pt', isActive: true, employmentType: 'part-time' },
]
const issuedRecord = {
  professorId: 'ft-issued',
  probationary: false,
  terms: { 'fall-2026': { extraDuties: [], overrides: {}, swfIssues: [{ date: '2026-07-01', tch: 15, attributedHours: 40, complementaryHours: 6, lines: [] }] } },
}

describe('the SWF clock', () => {
  it('counts active full-time professors with an SWF issued for the term and those pending', () => {
    const { deadline } = swfIssueDeadline(FALL_2026)
    const clock = swfClock({ term: FALL_2026, professors, records: [issuedRecord], settings: DEFAULT_CAAT_A_SETTINGS, today: deadline })
    expect(clock).toMatchObject({ deadline, daysLeft: 0, issued: 1, pending: 1 })
    expect(swfClockLabel(clock)).toBe(`Fall 2026: SWFs due by ${deadline}, due today`)
  })

  it('says the days left and the days overdue', () => {
    const base = swfClock({ term: FALL_2026, professors, records: [], settings: DEFAULT_CAAT_A_SETTINGS, today: '2026-01-01' })
    expect(base.pending).toBe(2)
    expect(swfClockLabel({ ...base, daysLeft: 12 })).toMatch(/, 12 days left$/)
    expect(swfClockLabel({ ...base, daysLeft: -1 })).toMatch(/, 1 day overdue$/)
  })

  // Issue 31 item 2: the clock counts each professor's own deadline, vacations excluded.
  describe("each professor's own deadline", () => {
    const julyAugust = { professorId: 'ft-pending', probationary: false, terms: {}, vacations: [{ start: '2026-07-01', end: '2026-08-31' }] }
    const general = swfIssueDeadline(FALL_2026).deadline
    const onVacation = swfIssueDeadline(FALL_2026, { vacations: julyAugust.vacations }).deadline

    it('shows the earliest pending deadline, moved before July by a summer vacation, and says why', () => {
      expect(onVacation < '2026-07-01').toBe(true)
      const clock = swfClock({ term: FALL_2026, professors, records: [julyAugust], settings: DEFAULT_CAAT_A_SETTINGS, today: '2026-05-01' })
      expect(clock).toMatchObject({ deadline: onVacation, generalDeadline: general, pending: 2, earlierForVacation: 1, overdue: 0 })
      expect(swfClockLabel(clock)).toBe(
        `Fall 2026: next SWF due by ${onVacation} (1 professor's vacation moves it before ${general}), ${clock.daysLeft} days left`,
      )
    })

    it('counts a professor on vacation as overdue while the others still have time', () => {
      const day = addDays(onVacation, 1)
      const clock = swfClock({ term: FALL_2026, professors, records: [julyAugust], settings: DEFAULT_CAAT_A_SETTINGS, today: day })
      expect(clock.overdue).toBe(1)
      expect(swfClockCounts(clock)).toBe('0 issued · 2 pending (of 2 full-time professors) · 1 overdue')
    })

    it('flags an SWF issued after its deadline, and not one issued on it', () => {
      const issuedOn = (date: string) => ({ ...issuedRecord, terms: { 'fall-2026': { ...issuedRecord.terms['fall-2026'], swfIssues: [{ ...issuedRecord.terms['fall-2026'].swfIssues[0]!, date }] } } })
      const late = issuedOn('2026-08-20')
      const onTime = issuedOn(general)
      const at = (record: typeof late) => swfClock({ term: FALL_2026, professors, records: [record], settings: DEFAULT_CAAT_A_SETTINGS, today: '2026-06-01' })
      expect(at(late).issuedLate).toBe(1)
      expect(swfClockCounts(at(late))).toBe('1 issued · 1 pending (of 2 full-time professors) · 1 issued late')
      expect(at(onTime).issuedLate).toBe(0)
    })

    it('keeps the general deadline and label when nobody pending has a vacation', () => {
      const clock = swfClock({ term: FALL_2026, professors, records: [issuedRecord], settings: DEFAULT_CAAT_A_SETTINGS, today: '2026-05-01' })
      expect(clock.deadline).toBe(general)
      expect(swfClockLabel(clock)).toMatch(/^Fall 2026: SWFs due by /)
    })
  })
})
