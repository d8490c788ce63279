/** Records and helpers the scenario tests share. */
import { assignmentSchema, type Assignment } from '@/domain/model/assignment'
import { ENTITY_STORES, type ChangeSet, type EntityMap, type EntityStoreName } from '@/domain/model/change-set'
import { courseSchema, type Course, type CourseInput } from '@/domain/model/course'
import { professorSchema, type Professor } from '@/domain/model/professor'
import { assignmentId } from '@/domain/kernel/ids'
import { academicYearOfPlanningTerm } from '@/domain/calendar/planning-term'
import { patchList, type PlanLists } from './scenario-overlay'
import { createScenario, recordScenarioChange, type BaseLookup, type Scenario, type SectionHoldersLookup } from './scenario'
import { recordKeyOf } from '@/domain/model/record-keys'

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
  return { professors: [], courses: [], assignments: [], programs: [], programVersions: [], contractRecords: [], planSettings: [], ...partial }
}

export function lookupIn(lists: PlanLists): BaseLookup {
  return (<S extends EntityStoreName>(store: S, id: string) =>
    (lists[store] as readonly EntityMap[S][]).find((r) => recordKeyOf(store, r) === id)) as BaseLookup
}

export const put = (store: EntityStoreName, ...records: unknown[]): ChangeSet => ({ put: { [store]: records } })
export const del = (store: EntityStoreName, ...ids: string[]): ChangeSet => ({ delete: { [store]: ids } })

export function holdersIn(lists: PlanLists): SectionHoldersLookup {
  return (courseId, section) => lists.assignments.filter((a) => a.courseId === courseId && a.section === section).map((a) => a.id)
}

/** A scenario of Fall 2026 over `live`, with these changes made inside it. */
export function scenarioOver(live: PlanLists, ...changes: ChangeSet[]): Scenario {
  let s = createScenario({ id: 'sc', name: 'What if', createdAt: '2026-11-29T08:00:00Z', scope: { kind: 'term', term: 'fall', year: 2026 } })
  for (const c of changes) s = recordScenarioChange(s, c, lookupIn(live), holdersIn(live))
  return s
}

/** The lists after a change set, as storage would leave them. */
export function applied(lists: PlanLists, changes: ChangeSet): PlanLists {
  const out = { ...lists }
  for (const store of ENTITY_STORES) (out as Record<string, unknown>)[store] = patchList(lists[store], store, changes)
  return out
}

/** A list order does not matter to what a plan holds. */
export function byKey(lists: PlanLists) {
  return Object.fromEntries(ENTITY_STORES.map((s) => [s, [...lists[s]].sort((x, y) => (recordKeyOf(s, x) < recordKeyOf(s, y) ? -1 : 1))]))
}
