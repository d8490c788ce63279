/**
 * Dates and times shown to the user, in the formats of the user preferences (spec section 3
 * "Application state": dateFormat default MM/dd/yyyy, timeFormat default 12h). Local time.
 */
import type { UserPreferences } from './user-preferences'
import { localIsoDate } from './local-date'

type Formats = Pick<UserPreferences, 'dateFormat' | 'timeFormat'>

const two = (n: number) => String(n).padStart(2, '0')

function toDate(value: Date | string): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? null : date
}

/** '09/15/2025', '15/09/2025' or '2025-09-15'; '' for an unreadable date. */
export function formatDate(value: Date | string, formats: Formats): string {
  const date = toDate(value)
  if (!date) return ''
  const dd = two(date.getDate())
  const mm = two(date.getMonth() + 1)
  const yyyy = String(date.getFullYear())
  switch (formats.dateFormat) {
    case 'dd/MM/yyyy':
      return `${dd}/${mm}/${yyyy}`
    case 'yyyy-MM-dd':
      return localIsoDate(date)
    default:
      return `${mm}/${dd}/${yyyy}`
  }
}

/** '2:05 PM' or '14:05'. */
export function formatTime(value: Date | string, formats: Formats): string {
  const date = toDate(value)
  if (!date) return ''
  const minutes = two(date.getMinutes())
  if (formats.timeFormat === '24h') return `${two(date.getHours())}:${minutes}`
  const hours = date.getHours() % 12 || 12
  return `${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`
}

export function formatDateTime(value: Date | string, formats: Formats): string {
  const date = formatDate(value, formats)
  return date ? `${date} ${formatTime(value, formats)}` : ''
}
