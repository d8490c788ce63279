import { describe, expect, it } from 'vitest'
import {
  canTakeExtraHours,
  defaultCapForEmploymentType,
  remainingHours,
  REPORT_WORKLOAD_STATUS_LABELS,
  reportFallbackMaxHours,
  reportMaxHours,
  reportWorkloadStatus,
  utilizationPercent,
  WORKLOAD_STATUS_LABELS,
  workloadStatus,
} from './workload'

describe('utilizationPercent', () => {
  it('is the rounded percent of assigned over max', () => {
    expect(utilizationPercent(3, 6)).toBe(50)
    expect(utilizationPercent(1, 3)).toBe(33)
    expect(utilizationPercent(2, 3)).toBe(67)
    expect(utilizationPercent(9, 6)).toBe(150)
  })
  it('is 0 when max is 0', () => {
    expect(utilizationPercent(5, 0)).toBe(0)
    expect(utilizationPercent(0, 0)).toBe(0)
  })
})

describe('remainingHours', () => {
  it('is max minus assigned, floored at 0', () => {
    expect(remainingHours(4, 6)).toBe(2)
    expect(remainingHours(6, 6)).toBe(0)
    expect(remainingHours(9, 6)).toBe(0)
  })
})

describe('workloadStatus', () => {
  it('overloaded only when hours exceed max', () => {
    expect(workloadStatus(19, 18)).toBe('overloaded')
    expect(workloadStatus(18, 18)).toBe('full')
    expect(workloadStatus(1, 0)).toBe('overloaded')
  })
  it('unassigned at 0 utilization', () => {
    expect(workloadStatus(0, 6)).toBe('unassigned')
    expect(workloadStatus(0, 0)).toBe('unassigned')
  })
  it('underutilized below 50 percent, partial at 50', () => {
    expect(workloadStatus(49, 100)).toBe('underutilized')
    expect(workloadStatus(50, 100)).toBe('partial')
    expect(workloadStatus(2, 6)).toBe('underutilized') // 33 %
    expect(workloadStatus(3, 6)).toBe('partial')
  })
  it('full at 90 percent or more, partial at 89', () => {
    expect(workloadStatus(89, 100)).toBe('partial')
    expect(workloadStatus(90, 100)).toBe('full')
    expect(workloadStatus(11, 12)).toBe('full') // 92 %
    expect(workloadStatus(10, 12)).toBe('partial') // 83 %
  })
  it('thresholds compare the rounded utilization', () => {
    expect(workloadStatus(49.5, 100)).toBe('partial') // rounds to 50
    expect(workloadStatus(89.5, 100)).toBe('full') // rounds to 90
    expect(workloadStatus(0.4, 100)).toBe('unassigned') // rounds to 0
  })
  it('has a label for every status', () => {
    expect(WORKLOAD_STATUS_LABELS).toEqual({
      overloaded: 'Overloaded',
      unassigned: 'Unassigned',
      underutilized: 'Underutilized',
      full: 'Full',
      partial: 'Partial',
    })
  })
})

describe('reportWorkloadStatus', () => {
  it('overloaded above max', () => {
    expect(reportWorkloadStatus(13, 12)).toBe('overloaded')
    expect(reportWorkloadStatus(12, 12)).toBe('normal')
  })
  it('under-utilized above 0 and below 50 percent', () => {
    expect(reportWorkloadStatus(5.9, 12)).toBe('under-utilized')
    expect(reportWorkloadStatus(6, 12)).toBe('normal')
    expect(reportWorkloadStatus(1, 12)).toBe('under-utilized')
    // No hours at all reads 'Unassigned', as on the dashboard (issue 26), not 'Normal'.
    expect(reportWorkloadStatus(0, 12)).toBe('unassigned')
  })
  it('labels', () => {
    expect(REPORT_WORKLOAD_STATUS_LABELS['under-utilized']).toBe('Under-utilized')
    expect(REPORT_WORKLOAD_STATUS_LABELS.normal).toBe('Normal')
  })
})

describe('canTakeExtraHours', () => {
  const prof = { isActive: true, maxWeeklyHours: 12 }
  it('allows a total up to and including max', () => {
    expect(canTakeExtraHours(prof, 9, 3)).toBe(true)
    expect(canTakeExtraHours(prof, 9, 4)).toBe(false)
    expect(canTakeExtraHours(prof, 0, 12)).toBe(true)
  })
  it('refuses inactive professors', () => {
    expect(canTakeExtraHours({ ...prof, isActive: false }, 0, 1)).toBe(false)
  })
})

describe('caps', () => {
  it('default cap per employment type is 6/12/18/40', () => {
    expect(defaultCapForEmploymentType('part-time')).toBe(6)
    expect(defaultCapForEmploymentType('partial-load')).toBe(12)
    expect(defaultCapForEmploymentType('sessional')).toBe(18)
    expect(defaultCapForEmploymentType('full-time')).toBe(40)
  })
  it('reports fall back to the type cap, unknown types to 12', () => {
    expect(reportFallbackMaxHours('sessional')).toBe(18)
    expect(reportFallbackMaxHours('Full Time')).toBe(12)
    expect(reportFallbackMaxHours(undefined)).toBe(12)
    expect(reportMaxHours({ maxWeeklyHours: 9, employmentType: 'full-time' })).toBe(9)
    expect(reportMaxHours({ maxWeeklyHours: 0, employmentType: 'full-time' })).toBe(40)
    expect(reportMaxHours({ employmentType: 'part-time' })).toBe(6)
    expect(reportMaxHours({})).toBe(12)
  })
})
