import { describe, expect, it } from 'vitest'
import { localIsoDate } from './local-date'

// In any zone the tests run in; local-date.local-time.test.ts pins Toronto for the evening case.
describe('localIsoDate', () => {
  it('is the local calendar day of a Date built from local components, late in the evening too', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
    expect(localIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31')
    expect(localIsoDate(new Date(2027, 1, 1, 0, 0))).toBe('2027-02-01')
  })
})
