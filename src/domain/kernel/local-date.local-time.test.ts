// Runs in the 'local-time' project, whose processes start with TZ=America/Toronto (vite.config.ts):
// a worker thread cannot change the time zone it was started in.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localIsoDate } from './local-date'

afterEach(() => vi.useRealTimers())

describe('localIsoDate at 23:30 in Toronto (issue 30: dates a day ahead on Ontario evenings)', () => {
  // 23:30 EST on 29 November 2026 is 04:30 UTC on the 30th.
  const evening = new Date(Date.UTC(2026, 10, 30, 4, 30))

  it('runs in Toronto time', () => {
    expect(evening.getHours()).toBe(23)
    expect(evening.getTimezoneOffset()).toBe(300)
  })

  it("is today's local date, not tomorrow's UTC date", () => {
    vi.useFakeTimers()
    vi.setSystemTime(evening)
    expect(localIsoDate()).toBe('2026-11-29')
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-30')
  })

  it('reads a given Date the same way, in summer time too', () => {
    expect(localIsoDate(evening)).toBe('2026-11-29')
    // 23:30 EDT on 1 July 2026 is 03:30 UTC on the 2nd.
    expect(localIsoDate(new Date(Date.UTC(2026, 6, 2, 3, 30)))).toBe('2026-07-01')
    expect(localIsoDate(new Date(2027, 0, 5, 0, 0))).toBe('2027-01-05')
  })
})
