import { describe, expect, it } from 'vitest'
import { DEFAULT_CAAT_A_SETTINGS } from './caat-a-factors'
import { FALL_2026 } from './caat-a-test-fixtures'
import { swfIssueDeadline } from './swf-deadline'
import { swfClock, swfClockLabel } from './swf-clock'

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
})
