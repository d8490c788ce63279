/** Records and helpers the scenario tests share. */
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import type { ChangeSet, EntityMap, EntityStoreName } from '@/domain/model/change-set'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { professorSchema, type Professor } from '@/domain/model/professor'
import { assignmentId } from '@/domain/kernel/ids'
import { academicYearOfPlanningTerm } from '@/domain/calendar/planning-term'
import type { PlanLists } from './scenario-overlay'
import type { BaseLookup } from './scenario'
import { recordKeyOf } from './record-keys'

export const FALL_2026 = { term: 'fall', year: 2026 } as const

export function course(id: string, input: Partial<CourseInput> = {}): Course {
  return courseSchema.parse({ id, code: id.toUpperCase(), title: `Course ${id}`, weeklyHours: 3, semester: FALL_2026, term: 'fall', sectionCount: 1, ...input })
}

export function professor(id: string, maxWeeklyHours = 12, input: Record<string, unknown> = {}): Professor {
  return professorSchema.parse({ id, firstName: id, lastName: 'Prof', email: `${id}@example.com`, employmentType: 'partial-load', maxWeeklyHours, ...input })
}

export function assign(c: Course, section: number, professorId: string): Assignment {
  const term = c.semester!.term
  const academicYear = academicYearOfPlanningTerm(c.semester!)
  return assignmentSchema.parse({
    id: assignmentId({ courseId: c.id, section, professorId, term, academicYear }),
    courseId: c.id,
    section,
    professorId,
    term,
    academicYear,
    weeklyHours: c.weeklyHours,
  })
}

export function lists(partial: Partial<PlanLists>): PlanLists {
  return { professors: [], courses: [], assignments: [], programs: [], programVersions: [], ...partial }
}

export function lookupIn(lists: PlanLists): BaseLookup {
  return (<S extends EntityStoreName>(store: S, id: string) =>
    (lists[store] as readonly EntityMap[S][]).find((r) => recordKeyOf(store, r) === id)) as BaseLookup
}

export const put = (store: EntityStoreName, ...records: unknown[]): ChangeSet => ({ put: { [store]: records } })
export const del = (store: EntityStoreName, ...ids: string[]): ChangeSet => ({ delete: { [store]: ids } })
