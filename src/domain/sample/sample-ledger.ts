/**
 * What the sample generator knows while it hands out sections: the assignments made so far, each
 * professor's hours per planning term (a cap is a cap per term) and their timetable, so a section
 * is only given to a professor who stays within their cap and has no clash. Shared by both
 * staffing strategies (sample-data.ts and school-staffing.ts); the school one also takes a section
 * back to plant its few realistic problems.
 */
import type { Assignment } from '@/domain/model/assignment'
import { academicYearFromSemester } from '@/domain/calendar/academic-year'
import { buildAssignment } from '@/domain/plan/cascades'
import type { Course, CourseSchedule } from '@/domain/model/course'
import type { Professor } from '@/domain/model/professor'
import { findScheduleConflicts, indexById, sessionsConflict } from '@/domain/calendar/schedule-conflict'
import { courseAssignmentTerm, termKey } from '@/domain/calendar/planning-term'
import { DEFAULT_WORKLOAD_POLICY } from '@/domain/policy/workload-policy'
import type { Discipline } from './sample-data-catalog'

interface Booking {
  courseId: string
  term: string
  year: number
  schedule: CourseSchedule
}

export const sectionKey = (course: Course, section: number) => `${course.id}#${section}`

export class SampleLedger {
  readonly assignments: Assignment[] = []
  /** Sections given out, by sectionKey. */
  readonly taken = new Set<string>()
  /** Hours by professor id, then by term key (nested, not a joined key: it is read in hot loops). */
  private readonly hours = new Map<string, Map<string, number>>()
  private readonly bookings = new Map<string, Booking[]>()
  /** Sections per professor and course, by `${professorId}|${courseId}`. */
  private readonly sections = new Map<string, number>()

  constructor(private readonly now: Date) {}

  /** Each course's term key, worked out once: it is asked for every candidate of every section. */
  private readonly termKeys = new WeakMap<Course, string>()

  private termKeyOf(course: Course): string {
    let key = this.termKeys.get(course)
    if (key === undefined) this.termKeys.set(course, (key = termKey(courseAssignmentTerm(course))))
    return key
  }

  /** The professor's hours in the course's planning term. */
  hoursIn(prof: Professor, course: Course): number {
    return this.hours.get(prof.id)?.get(this.termKeyOf(course)) ?? 0
  }

  private addHours(prof: Professor, course: Course, by: number): void {
    let terms = this.hours.get(prof.id)
    if (!terms) this.hours.set(prof.id, (terms = new Map()))
    terms.set(this.termKeyOf(course), this.hoursIn(prof, course) + by)
  }

  book(course: Course, section: number, prof: Professor, conflicts?: string[]): Assignment {
    const built = buildAssignment({ course, professorId: prof.id, section, now: this.now })
    const a = conflicts?.length ? { ...built, conflicts } : built
    this.assignments.push(a)
    this.taken.add(sectionKey(course, section))
    this.count(prof, course, 1)
    this.addHours(prof, course, a.weeklyHours)
    if (course.schedule && course.semester) {
      const list = this.bookings.get(prof.id) ?? []
      list.push({ courseId: course.id, term: course.semester.term, year: course.semester.year, schedule: course.schedule })
      this.bookings.set(prof.id, list)
    }
    return a
  }

  /** Takes back an assignment made by `book` (the section is open again). */
  unbook(a: Assignment, course: Course, prof: Professor): void {
    this.assignments.splice(this.assignments.indexOf(a), 1)
    this.taken.delete(sectionKey(course, a.section))
    this.count(prof, course, -1)
    this.addHours(prof, course, -a.weeklyHours)
    const list = this.bookings.get(prof.id) ?? []
    const i = list.findIndex((b) => b.courseId === course.id)
    if (i >= 0) list.splice(i, 1)
  }

  private count(prof: Professor, course: Course, by: number): void {
    const key = `${prof.id}|${course.id}`
    this.sections.set(key, (this.sections.get(key) ?? 0) + by)
  }

  /** Whether the professor already teaches a section of the course. */
  teaches(prof: Professor, course: Course): boolean {
    return (this.sections.get(`${prof.id}|${course.id}`) ?? 0) > 0
  }

  /** Within the professor's cap in the course's term after it, and no clash with their timetable. */
  fits(course: Course, prof: Professor): boolean {
    const after = this.hoursIn(prof, course) + course.weeklyHours
    // Over the cap is a negative headroom (the cheap question: asked for every candidate).
    if (DEFAULT_WORKLOAD_POLICY.headroom(prof, courseAssignmentTerm(course), after) < 0) return false
    return !this.clashes(course, prof)
  }

  clashes(course: Course, prof: Professor): boolean {
    if (!course.schedule || !course.semester) return false
    const sem = course.semester
    return (this.bookings.get(prof.id) ?? []).some(
      (b) => b.courseId !== course.id && b.term === sem.term && b.year === sem.year && sessionsConflict(b.schedule, course.schedule!),
    )
  }

  /** Books both courses of a planted clash to one professor; the second carries its conflicts. */
  bookConflictPair(pair: [Course, Course], prof: Professor, courses: readonly Course[]): void {
    this.book(pair[0], 1, prof)
    const conflicts = findScheduleConflicts({
      course: pair[1],
      professorId: prof.id,
      term: pair[1].semester!.term,
      academicYear: academicYearFromSemester(pair[1].semester),
      assignments: this.assignments,
      courseById: indexById(courses),
    })
    this.book(pair[1], 1, prof, conflicts)
  }
}

export interface Staff {
  professor: Professor
  discipline: Discipline
}

/** '09:00' for 9. */
export const hhmm = (hour: number) => `${String(hour).padStart(2, '0')}:00`

/** Plant one clash: give the second scheduled course of some semester a time overlapping the first. */
export function plantConflictPair(courses: Course[]): [Course, Course] | null {
  const firstBySemester = new Map<string, Course>()
  for (const c of courses) {
    if (!c.schedule || !c.semester || c.professorNotRequired) continue
    const key = `${c.semester.term}-${c.semester.year}`
    const first = firstBySemester.get(key)
    if (!first) {
      firstBySemester.set(key, c)
      continue
    }
    const start = Number(first.schedule!.startTime.slice(0, 2)) + 1
    c.schedule = { days: [...first.schedule!.days], startTime: hhmm(start), endTime: hhmm(start + 2) }
    return [first, c]
  }
  return null
}
