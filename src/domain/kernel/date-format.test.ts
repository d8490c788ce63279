import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatTime } from './date-format'
import { userPreferencesSchema } from '@/domain/model/settings'

// Local time on purpose: the app shows the user's wall clock.
const AFTERNOON = new Date(2025, 8, 5, 14, 7)
const MORNING = new Date(2025, 8, 5, 0, 30)

describe('date and time formats of the user preferences', () => {
  it('formats dates in the three offered formats', () => {
    expect(formatDate(AFTERNOON, { dateFormat: 'MM/dd/yyyy', timeFormat: '12h' })).toBe('09/05/2025')
    expect(formatDate(AFTERNOON, { dateFormat: 'dd/MM/yyyy', timeFormat: '12h' })).toBe('05/09/2025')
    expect(formatDate(AFTERNOON, { dateFormat: 'yyyy-MM-dd', timeFormat: '12h' })).toBe('2025-09-05')
  })

  it('formats 12-hour and 24-hour times', () => {
    expect(formatTime(AFTERNOON, { dateFormat: 'MM/dd/yyyy', timeFormat: '12h' })).toBe('2:07 PM')
    expect(formatTime(MORNING, { dateFormat: 'MM/dd/yyyy', timeFormat: '12h' })).toBe('12:30 AM')
    expect(formatTime(AFTERNOON, { dateFormat: 'MM/dd/yyyy', timeFormat: '24h' })).toBe('14:07')
    expect(formatDateTime(AFTERNOON, { dateFormat: 'yyyy-MM-dd', timeFormat: '24h' })).toBe('2025-09-05 14:07')
  })

  it('gives an empty text for an unreadable date', () => {
    expect(formatDateTime('not a date', { dateFormat: 'MM/dd/yyyy', timeFormat: '12h' })).toBe('')
  })

  it('uses the spec defaults, and keeps the other preferences when one stored value is unknown', () => {
    expect(userPreferencesSchema.parse({})).toMatchObject({ theme: 'light', dateFormat: 'MM/dd/yyyy', timeFormat: '12h', showWelcome: true })
    expect(userPreferencesSchema.parse({ theme: 'sepia', timeFormat: '24h' })).toMatchObject({ theme: 'light', timeFormat: '24h' })
    expect(userPreferencesSchema.parse({ theme: 'system' }).theme).toBe('system')
  })
})
