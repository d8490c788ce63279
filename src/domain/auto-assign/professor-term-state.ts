/**
 * What one professor already holds in the planning term being staffed, and the hard rules a new
 * section must pass: active, within the weekly cap (overloads are never proposed), no schedule
 * conflict with a section of another course, and, when workload preferences are honoured, at most
 * maxCoursesPerTerm distinct courses and maxDailyHours of sessions on any day. The model builder,
 * the greedy ranking and the checks of an accepted proposal all ask these same questions.
 */
import type { Weekday } from '@/domain/kernel/constants'
import type { Course, CourseSchedule } from '@/domain/model/course'
import type { PlanningTerm } from '@/domain/calendar/planning-term'
import { DEFAULT_WORKLOAD_POLICY, type WorkloadPolicy } from '@/domain/policy/workload-policy'
import type { Professor } from '@/domain/model/professor'
import { sessionsConflict, timeToMinutes } from '@/domain/calendar/schedule-conflict'

/** Why a professor cannot take a section, in the order the rules are checked. */
export type BlockReason = 'inactive' | 'capacity' | 'conflict' | 'max-courses' | 'max-daily-hours'

/** Length of one session in hours (0 when the times are unreadable). */
export function sessionHours(schedule: Pick<CourseSchedule, 'startTime' | 'endTime'>): number {
  const minutes = timeToMinutes(schedule.endTime) - timeToMinutes(schedule.startTime)
  return Number.isFinite(minutes) && minutes > 0 ? minutes / 60 : 0
}

export class ProfessorTermState {
  hours = 0
  readonly courses = new Set<string>()
  /** Scheduled courses held (one entry per course: a schedule belongs to the course). */
  readonly scheduled = new Map<string, CourseSchedule>()
  /** Hours of sessions per weekday, one session per section held. */
  readonly daily = new Map<Weekday, number>()

  /** The weekly-hours limit the workload policy sets for the professor in the term. */
  readonly cap: number

  constructor(
    readonly professor: Professor,
    private readonly respectPreferences: boolean,
    readonly term: PlanningTerm | null = null,
    readonly policy: WorkloadPolicy = DEFAULT_WORKLOAD_POLICY,
  ) {
    this.cap = policy.weeklyLimit(professor, term)
  }

  get maxCourses(): number | null {
    return this.respectPreferences ? this.professor.workloadPreferences.maxCoursesPerTerm : null
  }

  get maxDaily(): number | null {
    return this.respectPreferences ? this.professor.workloadPreferences.maxDailyHours : null
  }

  clone(): ProfessorTermState {
    const copy = new ProfessorTermState(this.professor, this.respectPreferences, this.term, this.policy)
    copy.hours = this.hours
    for (const c of this.courses) copy.courses.add(c)
    for (const [id, s] of this.scheduled) copy.scheduled.set(id, s)
    for (const [d, h] of this.daily) copy.daily.set(d, h)
    return copy
  }

  /** Record a section held (an existing assignment, or one the proposal gives them). */
  add(course: Pick<Course, 'id' | 'schedule'>, weeklyHours: number): void {
    this.hours += weeklyHours
    this.courses.add(course.id)
    const schedule = course.schedule
    if (!schedule?.days.length) return
    this.scheduled.set(course.id, schedule)
    const length = sessionHours(schedule)
    for (const day of schedule.days) this.daily.set(day, (this.daily.get(day) ?? 0) + length)
  }

  /** Hours left under the cap (negative when over). */
  get remaining(): number {
    return this.policy.headroom(this.professor, this.term, this.hours)
  }

  /** Hours left under the cap once `extra` more are held (negative when over). */
  headroomAfter(extra: number): number {
    return this.policy.headroom(this.professor, this.term, this.hours + extra)
  }

  /** Null when the professor may take one more section of the course; otherwise the first rule it breaks. */
  blockOf(course: Pick<Course, 'id' | 'schedule' | 'weeklyHours'>): BlockReason | null {
    if (!this.professor.isActive) return 'inactive'
    if (!this.policy.fits(this.professor, this.term, this.hours, course.weeklyHours)) return 'capacity'
    const schedule = course.schedule
    if (schedule?.days.length) {
      for (const [courseId, other] of this.scheduled) {
        if (courseId !== course.id && sessionsConflict(schedule, other)) return 'conflict'
      }
    }
    const maxCourses = this.maxCourses
    if (maxCourses !== null && !this.courses.has(course.id) && this.courses.size + 1 > maxCourses) return 'max-courses'
    const maxDaily = this.maxDaily
    if (maxDaily !== null && schedule?.days.length) {
      const length = sessionHours(schedule)
      for (const day of schedule.days) if ((this.daily.get(day) ?? 0) + length > maxDaily) return 'max-daily-hours'
    }
    return null
  }
}
