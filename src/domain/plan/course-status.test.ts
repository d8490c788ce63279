import { describe, expect, it } from 'vitest'
import {
  COURSE_ASSIGNMENT_STATUS_LABELS,
  completionColor,
  completionPercent,
  courseAssignmentStatus,
  maxStudentsBucket,
  weeklyHoursBucket,
  workloadDistribution,
  WORKLOAD_DISTRIBUTION_LABELS,
} from './course-status'

describe('course assignment status', () => {
  it('none, some, all sections assigned', () => {
    expect(courseAssignmentStatus(0, 3)).toBe('unassigned')
    expect(courseAssignmentStatus(1, 3)).toBe('partially-assigned')
    expect(courseAssignmentStatus(2, 3)).toBe('partially-assigned')
    expect(courseAssignmentStatus(3, 3)).toBe('fully-assigned')
    expect(courseAssignmentStatus(1, 1)).toBe('fully-assigned')
  })
  it('labels match the badges', () => {
    expect(COURSE_ASSIGNMENT_STATUS_LABELS).toEqual({
      'fully-assigned': 'Fully Assigned',
      'partially-assigned': 'Partially Assigned',
      unassigned: 'Unassigned',
    })
  })
})

describe('completion', () => {
  it('percent is assigned over assigned plus unassigned, rounded', () => {
    expect(completionPercent(1, 2)).toBe(33)
    expect(completionPercent(2, 1)).toBe(67)
    expect(completionPercent(5, 0)).toBe(100)
    expect(completionPercent(0, 5)).toBe(0)
    expect(completionPercent(0, 0)).toBe(0)
  })
  it('colour bands at 90 and 70', () => {
    expect(completionColor(100)).toBe('green')
    expect(completionColor(90)).toBe('green')
    expect(completionColor(89)).toBe('amber')
    expect(completionColor(70)).toBe('amber')
    expect(completionColor(69)).toBe('red')
    expect(completionColor(0)).toBe('red')
  })
})

describe('workloadDistribution', () => {
  it('buckets 1-6, 7-12, above 12; zero hours in none', () => {
    const hours = new Map([
      ['a', 1],
      ['b', 6],
      ['c', 7],
      ['d', 12],
      ['e', 13],
      ['f', 40],
      ['g', 0],
    ])
    expect(workloadDistribution(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], hours)).toEqual({
      partTime: 2,
      partialLoad: 2,
      sessional: 2,
    })
  })
  it('fractions use the upper bounds', () => {
    const hours = new Map([
      ['a', 6.5],
      ['b', 12.5],
      ['c', 0.5],
    ])
    expect(workloadDistribution(['a', 'b', 'c'], hours)).toEqual({
      partTime: 1,
      partialLoad: 1,
      sessional: 1,
    })
  })

  it('labels the buckets with ranges that do not overlap: 12 hours is partial load, sessional starts at 13', () => {
    expect(Object.values(WORKLOAD_DISTRIBUTION_LABELS)).toEqual([
      'Part-time (1-6 hrs)',
      'Partial Load (7-12 hrs)',
      'Sessional (13+ hrs)',
    ])
    expect(
      workloadDistribution(
        ['a', 'b'],
        new Map([
          ['a', 12],
          ['b', 13],
        ]),
      ),
    ).toEqual({ partTime: 0, partialLoad: 1, sessional: 1 })
  })
})

describe('filter buckets', () => {
  it.each([
    [0, 'low'],
    [2, 'low'],
    [3, 'medium'],
    [4, 'medium'],
    [4.5, 'medium'],
    [5, 'high'],
    [10, 'high'],
  ] as const)('weekly hours %s -> %s', (h, bucket) => {
    expect(weeklyHoursBucket(h)).toBe(bucket)
  })
  it.each([
    [0, 'small'],
    [15, 'small'],
    [16, 'medium'],
    [25, 'medium'],
    [26, 'large'],
    [300, 'large'],
  ] as const)('max students %s -> %s', (n, bucket) => {
    expect(maxStudentsBucket(n)).toBe(bucket)
  })
})
