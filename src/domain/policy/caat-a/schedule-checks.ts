/**
 * The two checks the SWF makes on a professor's week from the course schedules: a contact day is
 * at most 8 hours from the start of the first class to the end of the last (a span, not a sum:
 * gaps between classes are part of the day), and at least 12 hours of rest separate the end of
 * one day's classes from the start of the next day's. Sunday is followed by the next Monday: the
 * week repeats. Only courses with a schedule (days and times) take part.
 */
import { WEEKDAYS, type Weekday } from '@/domain/kernel/constants'
import type { CourseSchedule } from '@/domain/model/course'
import { timeToMinutes, WEEKDAY_LABELS } from '@/domain/calendar/schedule-conflict'

const DAY_MINUTES = 24 * 60

interface ScheduledSection {
  assignmentId: string
  schedule: CourseSchedule | undefined
}

interface DaySpan {
  day: Weekday
  /** Minutes since midnight. */
  start: number
  end: number
  assignmentIds: string[]
}

/** Each day's first start and last end over the sections that meet then, in week order. */
export function daySpans(sections: readonly ScheduledSection[]): DaySpan[] {
  const byDay = new Map<Weekday, DaySpan>()
  for (const { assignmentId, schedule } of sections) {
    if (!schedule) continue
    const start = timeToMinutes(schedule.startTime)
    const end = timeToMinutes(schedule.endTime)
    if (!(end > start)) continue
    for (const day of schedule.days) {
      const span = byDay.get(day)
      if (!span) byDay.set(day, { day, start, end, assignmentIds: [assignmentId] })
      else {
        span.start = Math.min(span.start, start)
        span.end = Math.max(span.end, end)
        span.assignmentIds.push(assignmentId)
      }
    }
  }
  return WEEKDAYS.flatMap((d) => byDay.get(d) ?? [])
}

interface LongDay extends DaySpan {
  hours: number
}

/** Days whose contact span is over `maxHours`. */
export function longContactDays(spans: readonly DaySpan[], maxHours: number): LongDay[] {
  return spans.map((s) => ({ ...s, hours: (s.end - s.start) / 60 })).filter((s) => s.hours > maxHours)
}

interface ShortRest {
  /** The day that ends late… */
  day: Weekday
  /** …and the next day, which starts early. */
  next: Weekday
  hours: number
  assignmentIds: string[]
}

/** Consecutive days (Sunday to Monday included) with less than `minHours` between them. */
export function shortRests(spans: readonly DaySpan[], minHours: number): ShortRest[] {
  const byDay = new Map(spans.map((s) => [s.day, s]))
  const out: ShortRest[] = []
  WEEKDAYS.forEach((day, i) => {
    const next = WEEKDAYS[(i + 1) % WEEKDAYS.length]!
    const a = byDay.get(day)
    const b = byDay.get(next)
    if (!a || !b || a === b) return
    const hours = (DAY_MINUTES - a.end + b.start) / 60
    if (hours < minHours) out.push({ day, next, hours, assignmentIds: [...new Set([...a.assignmentIds, ...b.assignmentIds])] })
  })
  return out
}

/** 'Mon' */
export function dayLabel(day: Weekday): string {
  return WEEKDAY_LABELS[day]
}

/** '09:00' from minutes since midnight. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}
