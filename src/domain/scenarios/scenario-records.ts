/**
 * How the scenario screens name a record in a sentence: a section as 'ANI1001 §2 in Fall 2026',
 * a course as 'ANI1001 in Fall 2026', a professor by name, a program by its name. A section is
 * named through its course, looked up in whichever plan still has it.
 */
import { assignmentPlanningTerm, coursePlanningTerm, planningTermLabel } from '@/domain/calendar/planning-term'
import type { Assignment } from '@/domain/model/assignment'
import type { EntityMap, EntityStoreName } from '@/domain/model/change-set'
import type { Course } from '@/domain/model/course'
import type { Professor } from '@/domain/model/professor'
import { professorDisplayName } from '@/domain/model/professor-name'
import type { ProgramVersion, StoredProgram } from '@/domain/model/program'

export type CourseLookup = (id: string) => Course | undefined

/** 'ANI1001 §2 in Fall 2026' (the course code, or its id when no plan has the course any more). */
export function sectionName(courseId: string, section: number, course: Course | undefined, assignment?: Pick<Assignment, 'term' | 'academicYear'>): string {
  const term = course ? coursePlanningTerm(course) : assignment ? assignmentPlanningTerm(assignment, undefined) : null
  return `${course?.code ?? courseId} §${section}${term ? ` in ${planningTermLabel(term)}` : ''}`
}

export function describeRecord<S extends EntityStoreName>(store: S, record: EntityMap[S], courseOf: CourseLookup): string {
  switch (store) {
    case 'assignments': {
      const a = record as Assignment
      return sectionName(a.courseId, a.section, courseOf(a.courseId), a)
    }
    case 'courses': {
      const c = record as Course
      const term = coursePlanningTerm(c)
      return `${c.code}${term ? ` in ${planningTermLabel(term)}` : ''}`
    }
    case 'professors':
      return professorDisplayName(record as Professor)
    case 'programs':
      return (record as StoredProgram).program.name
    default:
      return `${(record as ProgramVersion).program.name} ${(record as ProgramVersion).versionName}`.trim()
  }
}
