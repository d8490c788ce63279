import { describe, expect, it } from 'vitest'
import { formatNumber, pluralize, weeklyHoursLabel } from './format'

describe('formatNumber', () => {
  it('shows integers as integers and other numbers with 2 decimals', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(12)).toBe('12')
    expect(formatNumber(-3)).toBe('-3')
    expect(formatNumber(4.5)).toBe('4.50')
    expect(formatNumber(0.1 + 0.2)).toBe('0.30')
    expect(formatNumber(2 / 3)).toBe('0.67')
  })
  it('shows 0 for non-finite values', () => {
    expect(formatNumber(Number.NaN)).toBe('0')
    expect(formatNumber(Infinity)).toBe('0')
  })
})

describe('labels', () => {
  it('weekly hours', () => {
    expect(weeklyHoursLabel(3)).toBe('3 hrs/week')
    expect(weeklyHoursLabel(4.5)).toBe('4.50 hrs/week')
  })
  it('plurals', () => {
    expect(pluralize(1, 'course')).toBe('1 course')
    expect(pluralize(2, 'course')).toBe('2 courses')
    expect(pluralize(0, 'professor')).toBe('0 professors')
  })
})
