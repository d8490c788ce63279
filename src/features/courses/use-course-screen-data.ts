/**
 * Everything the Courses screen derives from the cached lists, computed once per data change:
 * the course index (haystacks, status, buckets), assignments by course, professors by id.
 * Filtering per keystroke then only walks the prepared index.
 */
import { useMemo } from 'react'
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { indexCourses, type IndexedCourse } from '@/domain/courses/course-filters'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import { indexById } from '@/domain/calendar/schedule-conflict'
import { useAssignments, useCourses, useProfessors, usePrograms, useProgramVersions } from '@/data/entity-hooks'
import { usePlanIndex } from '@/data/planning-scope'
import { CourseLookup } from '@/domain/plan/course-lookup'
import { patchMapped } from '@/domain/kernel/list-edits'
import { planUpdateBetween, type PlanIndex } from '@/domain/plan/plan-index'

/**
 * Index rows by course identity: after an edit only the changed courses (or those whose staffed
 * sections changed) get a new row; the others keep theirs, so rows stay reference-stable for
 * memoized cards. When the write path recorded the edit (see domain/list-edits) and the plan
 * index was updated from the last one, only the edited positions and the touched courses are
 * indexed again: one edit costs the same at 300 or 10,000 courses. Otherwise each course is
 * looked up: the previous list position by position first (cheaper than a WeakMap lookup), the
 * WeakMap for courses that moved.
 */
const rowCache = new WeakMap<Course, IndexedCourse>()
let previous: { courses: readonly Course[]; plan: PlanIndex; rows: IndexedCourse[] } | null = null
function indexCoursesReusing(courses: readonly Course[], plan: PlanIndex): IndexedCourse[] {
  const rowOf = (course: Course, kept: IndexedCourse | undefined) => {
    if (kept && kept.assignedSections === (plan.assignedSections.get(course.id) ?? 0)) return kept
    const [row] = indexCourses([course], plan.byCourse) as [IndexedCourse]
    rowCache.set(course, row)
    return row
  }
  const touched = previous && planUpdateBetween(previous.plan, plan)?.touchedCourses
  const lookup = plan.courseById
  if (previous && touched && lookup instanceof CourseLookup) {
    const extra = [...touched].flatMap((id) => lookup.positionOf(id) ?? [])
    const rows = patchMapped(previous.courses, previous.rows, courses, (course) => rowOf(course, rowCache.get(course)), extra)
    if (rows) {
      previous = { courses, plan, rows }
      return rows
    }
  }
  const before = previous && previous.courses.length === courses.length ? previous : null
  const rows = courses.map((course, i) =>
    rowOf(course, before && before.courses[i] === course ? before.rows[i] : rowCache.get(course)),
  )
  previous = { courses, plan, rows }
  return rows
}

const EMPTY_BY_COURSE: ReadonlyMap<string, Assignment[]> = new Map()
const EMPTY_COUNTS: ReadonlyMap<string, number> = new Map()
const EMPTY_COURSES: ReadonlyMap<string, Course> = new Map()

export function useCourseScreenData() {
  const courses = useCourses().data
  const assignments = useAssignments().data
  const professors = useProfessors().data
  const programs = usePrograms().data
  const programVersions = useProgramVersions().data

  // The shared plan index already groups assignments by course (one build for every screen).
  const plan = usePlanIndex()
  const byCourse = plan?.byCourse ?? EMPTY_BY_COURSE
  const courseById = plan?.courseById ?? EMPTY_COURSES
  const assignedSections = plan?.assignedSections ?? EMPTY_COUNTS
  const index = useMemo(() => (courses && plan ? indexCoursesReusing(courses, plan) : []), [courses, plan])
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
    /** Courses by id, from the shared plan index (updated, not rebuilt, after an edit). */
    courseById,
    assignedSections,
    index,
    professorsById,
    professorNames,
    programNames,
  }
}

export type CourseScreenData = ReturnType<typeof useCourseScreenData>
