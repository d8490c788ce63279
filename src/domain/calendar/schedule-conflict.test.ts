import { describe, expect, it } from 'vitest'
import {
  describeSectionConflict,
  findScheduleConflicts,
  indexById,
  sessionsConflict,
  sharedDays,
  timesOverlap,
  timeToMinutes,
} from './schedule-conflict'
import type { Weekday } from '@/domain/kernel/constants'

const s = (days: Weekday[], startTime: string, endTime: string) => ({ days, startTime, endTime })

describe('session conflict', () => {
  it('parses times', () => {
    expect(timeToMinutes('09:00')).toBe(540)
    expect(timeToMinutes('23:59')).toBe(1439)
    expect(timeToMinutes('9am')).toBeNaN()
  })
  it('same day and overlapping times conflict', () => {
    expect(sessionsConflict(s(['mon'], '09:00', '12:00'), s(['mon'], '11:00', '13:00'))).toBe(true)
    expect(sessionsConflict(s(['mon', 'wed'], '09:00', '12:00'), s(['wed'], '10:00', '11:00'))).toBe(true)
  })
  it('touching times do not conflict', () => {
    expect(sessionsConflict(s(['mon'], '09:00', '12:00'), s(['mon'], '12:00', '15:00'))).toBe(false)
    expect(sessionsConflict(s(['mon'], '12:00', '15:00'), s(['mon'], '09:00', '12:00'))).toBe(false)
    expect(sessionsConflict(s(['mon'], '09:00', '12:01'), s(['mon'], '12:00', '15:00'))).toBe(true)
  })
  it('different days never conflict', () => {
    expect(sessionsConflict(s(['mon'], '09:00', '12:00'), s(['tue'], '09:00', '12:00'))).toBe(false)
    expect(sessionsConflict(s([], '09:00', '12:00'), s(['mon'], '09:00', '12:00'))).toBe(false)
  })
  it('helpers report days in week order and overlap', () => {
    expect(sharedDays(s(['fri', 'mon', 'wed'], '', ''), s(['wed', 'mon'], '', ''))).toEqual(['mon', 'wed'])
    expect(timesOverlap(s([], '08:00', '10:00'), s([], '09:59', '11:00'))).toBe(true)
  })
})

describe('findScheduleConflicts', () => {
  const anim = { id: 'c-anim', code: 'ANIM1001', schedule: s(['mon', 'wed'], '09:00', '12:00') }
  const game = { id: 'c-game', code: 'GAME1002', schedule: s(['mon'], '10:00', '13:00') }
  const film = { id: 'c-film', code: 'FILM1003', schedule: s(['mon'], '13:00', '15:00') }
  const noSchedule = { id: 'c-none', code: 'ARTH1000', schedule: undefined }
  const courseById = indexById([anim, game, film, noSchedule])
  const base = { term: 'fall', academicYear: '2025-2026' }
  const a = (id: string, courseId: string, professorId = 'p1', section = 1, extra = {}) => ({
    id,
    courseId,
    section,
    professorId,
    ...base,
    ...extra,
  })

  it('describes overlaps with the professor’s other courses', () => {
    const conflicts = findScheduleConflicts({
      course: game,
      professorId: 'p1',
      ...base,
      assignments: [a('1', 'c-anim'), a('2', 'c-film'), a('3', 'c-none')],
      courseById,
    })
    expect(conflicts).toEqual(['Overlaps ANIM1001 section 1 on Mon 09:00-12:00'])
  })
  it('lists every shared day', () => {
    const both = { id: 'c-x', code: 'ANIM2001', schedule: s(['mon', 'wed', 'fri'], '11:00', '12:00') }
    expect(
      findScheduleConflicts({
        course: both,
        professorId: 'p1',
        ...base,
        assignments: [a('1', 'c-anim', 'p1', 2)],
        courseById,
      }),
    ).toEqual(['Overlaps ANIM1001 section 2 on Mon, Wed 09:00-12:00'])
  })
  it('ignores other professors, other terms and years, other sections of the same course', () => {
    expect(
      findScheduleConflicts({
        course: game,
        professorId: 'p1',
        ...base,
        assignments: [
          a('1', 'c-anim', 'p2'),
          a('2', 'c-anim', 'p1', 1, { term: 'winter' }),
          a('3', 'c-anim', 'p1', 1, { academicYear: '2026-2027' }),
          a('4', 'c-game', 'p1', 2),
        ],
        courseById,
      }),
    ).toEqual([])
  })
  it('a candidate without a schedule has no conflicts', () => {
    expect(
      findScheduleConflicts({ course: noSchedule, professorId: 'p1', ...base, assignments: [a('1', 'c-anim')], courseById }),
    ).toEqual([])
  })
})

describe('describeSectionConflict', () => {
  it('names both sections: the one being assigned and the one it overlaps', () => {
    expect(
      describeSectionConflict(
        { code: 'ANIM1001' },
        2,
        'Overlaps GAME2204 section 1 on Tue 13:00-16:00',
      ),
    ).toBe('ANIM1001 section 2 overlaps GAME2204 section 1 on Tue 13:00-16:00')
  })
})
