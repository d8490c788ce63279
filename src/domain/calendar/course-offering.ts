/**
 * A course record is one term's offering of a course: ANI1001 runs every fall, and each fall is its
 * own record (the rollover copies it). So a code is unique per program version AND planning term;
 * the same code in another term is that term's offering, not a duplicate (issue 30). The one rule
 * the course form, the course spreadsheet import and the JSON course import share. In calendar,
 * beside the planning terms it keys on, so the plan group (rollover) may use it too.
 */
import { TERM_LABELS } from '@/domain/kernel/constants'
import type { Course } from '@/domain/model/course'
import { courseCodeKey } from '@/domain/model/course'
import { courseTerm, courseVersion } from '@/domain/model/course-placement'
import { courseProgramId } from '@/domain/model/course-program'
import { coursePlanningTerm, planningTermLabel, termKey } from './planning-term'

/** What places a course (optional as in a course input not yet parsed, except its code). */
export type CourseOfferingFields = Pick<Course, 'code'> &
  Partial<Pick<Course, 'programId' | 'program' | 'programVersion' | 'semester' | 'term'>>

/** 'Fall 2026', or 'Fall (not scheduled)' for a course with a term and no year. */
export function courseOfferingTermLabel(course: Pick<Course, 'semester' | 'term'>): string {
  const own = coursePlanningTerm(course)
  return own ? planningTermLabel(own) : `${TERM_LABELS[courseTerm(course)]} (not scheduled)`
}

/** Code (case- and space-insensitive), program and version: what two offerings of a course share. */
export const courseKey = (c: CourseOfferingFields) => `${courseProgramId(c)}|${courseVersion(c)}|${courseCodeKey(c.code)}`

/**
 * The offerings already held, growing as an import adds its rows (a repeat inside one file is
 * skipped like a stored one). Two offerings clash when their terms meet: the same planning term,
 * or a course with a term and no year (shown in that term of every year) and any offering of
 * that term.
 */
export function courseOfferings(existing: readonly CourseOfferingFields[]) {
  /** course key | 'fall-2026' or 'fall' -> the term label of an offering held there. */
  const scheduled = new Map<string, string>()
  const termOnly = new Map<string, string>()
  const anyYear = new Map<string, string>()
  const add = (c: CourseOfferingFields) => {
    const key = courseKey(c)
    const own = coursePlanningTerm(c)
    const label = courseOfferingTermLabel(c)
    if (own) scheduled.set(`${key}|${termKey(own)}`, label)
    else termOnly.set(`${key}|${courseTerm(c)}`, label)
    if (!anyYear.has(`${key}|${courseTerm(c)}`)) anyYear.set(`${key}|${courseTerm(c)}`, label)
  }
  existing.forEach(add)
  return {
    add,
    /** The term label of an offering `course` would repeat, or null when it is a new offering. */
    clash(c: CourseOfferingFields): string | null {
      const key = courseKey(c)
      const own = coursePlanningTerm(c)
      const byTerm = `${key}|${courseTerm(c)}`
      if (!own) return anyYear.get(byTerm) ?? null
      return scheduled.get(`${key}|${termKey(own)}`) ?? termOnly.get(byTerm) ?? null
    },
  }
}
