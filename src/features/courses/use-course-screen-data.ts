/**
 * Everything the Courses screen derives from the cached lists and the shared plan, computed once
 * per data change: the course index in code order (haystacks, status, buckets), assignments by
 * course, professors by id. Filtering per keystroke then only walks the prepared index.
 */
import { useMemo, useState } from 'react'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import { indexById } from '@/domain/calendar/schedule-conflict'
import { useAssignments, useCourses, useProfessors, usePrograms, useProgramVersions } from '@/data/entity-hooks'
import { usePlanIndex } from '@/data/plan-store'
import { createCourseRows } from './list/course-rows'

const EMPTY_BY_COURSE: ReadonlyMap<string, Assignment[]> = new Map()
const EMPTY_COUNTS: ReadonlyMap<string, number> = new Map()
const EMPTY_COURSES: ReadonlyMap<string, Course> = new Map()

export function useCourseScreenData() {
  const courses = useCourses().data
  const assignments = useAssignments().data
  const professors = useProfessors().data
  const programs = usePrograms().data
  const programVersions = useProgramVersions().data

  // The shared plan already groups assignments by course (one store for every screen).
  const plan = usePlanIndex()
  const byCourse = plan?.byCourse ?? EMPTY_BY_COURSE
  const courseById = plan?.courseById ?? EMPTY_COURSES
  const assignedSections = plan?.assignedSections ?? EMPTY_COUNTS
  // In code order, at every change of the plan; a change redoes only the rows of the courses it
  // touched (course-rows.ts), so a save costs the same at 3,000 courses as at 10,000.
  const [courseRows] = useState(createCourseRows)
  const index = useMemo(
    () => (plan ? courseRows(courses ?? [], plan) : []),
    [courseRows, courses, plan],
  )
  const professorsById = useMemo(() => indexById<Professor>(professors ?? []), [professors])
  const professorNames = useMemo(() => {
    const names = new Map<string, string>()
    for (const p of professors ?? []) names.set(p.id, professorDisplayName(p))
    return names
  }, [professors])
  const programNames = useMemo(
    () => new Map((programs ?? []).map((p) => [p.slug, p.program.name || p.slug])),
    [programs],
  )

  return {
    ready: Boolean(courses && assignments && professors && programs && programVersions && plan),
    courses: courses ?? [],
    assignments: assignments ?? [],
    professors: professors ?? [],
    programs: programs ?? [],
    programVersions: programVersions ?? [],
    byCourse,
    /** Courses by id, from the shared plan. */
    courseById,
    assignedSections,
    /** Every course's row, in code order (collation keys: "ANIM 2" before "ANIM 10"). */
    index,
    professorsById,
    professorNames,
    programNames,
  }
}

export type CourseScreenData = ReturnType<typeof useCourseScreenData>
