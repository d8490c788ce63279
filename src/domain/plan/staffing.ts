/**
 * Staffing: one definition of "assigned", used by the header, the sidebar badge, the dashboard and
 * the Courses tiles and chips, so every screen shows the same numbers for the same scope.
 *
 *  - required sections = the sectionCount of every course that needs a professor
 *    (courses flagged professorNotRequired are left out, and so are courses that are not
 *    scheduled: without a term and a year they belong to no term's plan, planning-term.ts);
 *  - staffed = required sections that have a professor;
 *  - open = required - staffed;
 *  - percent complete = staffed / required, coloured by the spec's completion bands.
 *
 * The spec's own arithmetic ("courses minus assignments") counts a 3-section course with one
 * professor as fully assigned and can go negative; the section-based figure replaces it.
 */
import { completionColor, completionPercent, type CompletionColor } from './course-status'
import type { Course } from '@/domain/model/course'
import { courseIsScheduled } from '@/domain/calendar/planning-term'
import { formatNumber } from '@/domain/kernel/format'

type StaffedCourse = Pick<
  Course,
  'id' | 'sectionCount' | 'professorNotRequired' | 'weeklyHours' | 'semester'
>

export interface CourseStaffing {
  required: number
  staffed: number
  open: number
}

/** Required, staffed and open sections of one course; none for a course that is not scheduled. */
export function courseStaffing(
  course: Pick<Course, 'sectionCount' | 'professorNotRequired' | 'semester'>,
  assignedSections: number,
): CourseStaffing {
  if (course.professorNotRequired || !courseIsScheduled(course))
    return { required: 0, staffed: 0, open: 0 }
  const required = Math.max(1, course.sectionCount)
  const staffed = Math.min(required, Math.max(0, assignedSections))
  return { required, staffed, open: required - staffed }
}

export interface StaffingFigures {
  courses: number
  /** Courses flagged professorNotRequired (no sections to staff). */
  notRequiredCourses: number
  /** Courses without a term and year: listed, but no sections to staff until scheduled. */
  notScheduledCourses: number
  requiredSections: number
  staffedSections: number
  openSections: number
  percentComplete: number
  completionColor: CompletionColor
  /** Courses needing a professor with every section staffed. */
  fullyAssignedCourses: number
  /** Courses needing a professor with at least one open section. */
  coursesWithOpenSections: number
  /** Sum of the courses' weekly hours (the spec's "Weekly Hours"); shown only as the tiles' hint. */
  weeklyHours: number
  /** Weekly hours of every required section: the teaching the scope needs. */
  requiredSectionHours: number
}

/**
 * The one meaning of "weekly hours" on the dashboard, the Courses tiles and the list's line
 * (issue 26): the hours of every section that needs a professor, what a budget pays for and what
 * the professors' loads add up to. The spec's sum of course hours counted a 3-section course
 * once, so the tile read 92 beside "96 h across all sections"; it stays as the hint.
 */
export const WEEKLY_SECTION_HOURS_LABEL = 'Weekly Section Hours'

export function weeklySectionHoursHint(
  figures: Pick<StaffingFigures, 'requiredSections' | 'weeklyHours'>,
): string {
  return `${formatNumber(figures.requiredSections)} sections needing a professor · ${formatNumber(figures.weeklyHours)} h of course time`
}

export function staffingFigures(
  courses: Iterable<StaffedCourse>,
  assignedSections: ReadonlyMap<string, number>,
): StaffingFigures {
  const out = emptyStaffing()
  for (const course of courses) countStaffing(out, course, assignedSections.get(course.id) ?? 0, 1)
  return finishStaffing([out])
}

/** The sums of staffingFigures before its percent and colour: what the plan store keeps per term. */
export type StaffingSums = Omit<StaffingFigures, 'percentComplete' | 'completionColor'>

export function emptyStaffing(): StaffingSums {
  return {
    courses: 0,
    notRequiredCourses: 0,
    notScheduledCourses: 0,
    requiredSections: 0,
    staffedSections: 0,
    openSections: 0,
    fullyAssignedCourses: 0,
    coursesWithOpenSections: 0,
    weeklyHours: 0,
    requiredSectionHours: 0,
  }
}

/** Add (sign 1) or take away (sign -1) one course's share of every sum. */
export function countStaffing(out: StaffingSums, course: StaffedCourse, assigned: number, sign: 1 | -1): void {
  out.courses += sign
  out.weeklyHours += sign * course.weeklyHours
  if (course.professorNotRequired) {
    out.notRequiredCourses += sign
    return
  }
  if (!courseIsScheduled(course)) {
    out.notScheduledCourses += sign
    return
  }
  const s = courseStaffing(course, assigned)
  out.requiredSections += sign * s.required
  out.staffedSections += sign * s.staffed
  out.openSections += sign * s.open
  out.requiredSectionHours += sign * s.required * course.weeklyHours
  if (s.open > 0) out.coursesWithOpenSections += sign
  else out.fullyAssignedCourses += sign
}

/** The figures of several groups of courses together (each group's sums once). */
export function finishStaffing(parts: Iterable<StaffingSums | undefined>): StaffingFigures {
  const out = emptyStaffing()
  for (const part of parts) {
    if (!part) continue
    for (const key of Object.keys(out) as (keyof StaffingSums)[]) out[key] += part[key]
  }
  // Hours may be fractional: sums taken and given back must not leave 29.999999999999996 behind.
  out.weeklyHours = roundHours(out.weeklyHours)
  out.requiredSectionHours = roundHours(out.requiredSectionHours)
  const percentComplete = completionPercent(out.staffedSections, out.openSections)
  return { ...out, percentComplete, completionColor: completionColor(percentComplete) }
}

const roundHours = (hours: number) => Math.round(hours * 1e6) / 1e6
