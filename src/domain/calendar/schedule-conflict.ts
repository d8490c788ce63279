/**
 * Schedule conflicts (spec section 5 "Schedule conflict"): two sessions conflict when they fall on
 * the same day with overlapping times. Touching sessions (one ends at 12:00, the next starts at
 * 12:00) do not overlap. Only courses with a schedule take part.
 */
import type { Assignment } from '@/domain/model/assignment'
import { WEEKDAYS, type Term, type Weekday } from '@/domain/kernel/constants'
import type { Course, CourseSchedule } from '@/domain/model/course'
import { assignmentPlanningTerm, termKey } from './planning-term'

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
}

/** 'Mon, Wed 09:00-12:00' for a load statement; '' when the course has no days set. */
export function scheduleText(schedule: Session | undefined): string {
  if (!schedule || schedule.days.length === 0) return ''
  const days = WEEKDAYS.filter((d) => schedule.days.includes(d)).map((d) => WEEKDAY_LABELS[d])
  return `${days.join(', ')} ${schedule.startTime}-${schedule.endTime}`
}

/** Minutes since midnight of 'HH:MM'; NaN when malformed. */
export function timeToMinutes(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim())
  if (!match) return Number.NaN
  return Number(match[1]) * 60 + Number(match[2])
}

type Session = Pick<CourseSchedule, 'days' | 'startTime' | 'endTime'>

/** Days both sessions meet on, in week order. */
export function sharedDays(a: Session, b: Session): Weekday[] {
  return WEEKDAYS.filter((d) => a.days.includes(d) && b.days.includes(d))
}

/** Half-open intervals [start, end): end == start is not an overlap. */
export function timesOverlap(a: Session, b: Session): boolean {
  const aStart = timeToMinutes(a.startTime)
  const aEnd = timeToMinutes(a.endTime)
  const bStart = timeToMinutes(b.startTime)
  const bEnd = timeToMinutes(b.endTime)
  return aStart < bEnd && bStart < aEnd
}

export function sessionsConflict(a: Session, b: Session): boolean {
  return sharedDays(a, b).length > 0 && timesOverlap(a, b)
}

export function describeConflict(other: Pick<Course, 'code'>, section: number, days: Weekday[], session: Session): string {
  const dayText = days.map((d) => WEEKDAY_LABELS[d]).join(', ')
  return `Overlaps ${other.code} section ${section} on ${dayText} ${session.startTime}-${session.endTime}`
}

/**
 * A conflict naming both sections: "ANIM1001 section 1 overlaps GAME1001 section 2 on Mon
 * 09:00-12:00", from the section being assigned and a description written by describeConflict.
 */
export function describeSectionConflict(
  course: Pick<Course, 'code'>,
  section: number,
  conflict: string,
): string {
  return `${course.code} section ${section} ${conflict.charAt(0).toLowerCase()}${conflict.slice(1)}`
}

interface ConflictQuery {
  course: Pick<Course, 'id' | 'schedule'> & Partial<Pick<Course, 'semester' | 'term'>>
  professorId: string
  term: string
  academicYear: string
  /** The professor's (or everyone's) assignments; others are ignored. */
  assignments: readonly (Pick<Assignment, 'courseId' | 'section' | 'professorId' | 'academicYear'> & { term: string })[]
  courseById: ReadonlyMap<string, Pick<Course, 'id' | 'code' | 'schedule'> & Partial<Pick<Course, 'semester' | 'term'>>>
}

/**
 * Conflicts of a candidate course section with the professor's other assignments in the same
 * planning term (compared through each course's semester, see planning-term.ts), as
 * human-readable descriptions. Other sections of the same course are
 * skipped: a schedule belongs to the course, not to a section, so comparing them says nothing.
 */
export function findScheduleConflicts(query: ConflictQuery): string[] {
  const schedule = query.course.schedule
  if (!schedule || schedule.days.length === 0) return []
  const out: string[] = []
  const key = termKey(assignmentPlanningTerm({ term: query.term as Term, academicYear: query.academicYear }, courseLike(query.course)))
  for (const a of query.assignments) {
    if (a.professorId !== query.professorId || a.courseId === query.course.id) continue
    const other = query.courseById.get(a.courseId)
    if (termKey(assignmentPlanningTerm({ term: a.term as Term, academicYear: a.academicYear }, courseLike(other))) !== key) continue
    if (!other?.schedule) continue
    const days = sharedDays(schedule, other.schedule)
    if (days.length > 0 && timesOverlap(schedule, other.schedule)) {
      out.push(describeConflict(other, a.section, days, other.schedule))
    }
  }
  return out
}

/** A course's term fields when it has any, for the planning-term lookup. */
function courseLike(course: Partial<Pick<Course, 'semester' | 'term'>> | undefined): Pick<Course, 'semester' | 'term'> | undefined {
  return course && (course.semester || course.term) ? { semester: course.semester, term: course.term } : undefined
}

/** Index courses by id once for repeated conflict checks. */
export function indexById<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]))
}
