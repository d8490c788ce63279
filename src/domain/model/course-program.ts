/**
 * Which program a course belongs to, and what to call it: the one rule every screen, report,
 * export, import and cascade uses.
 *
 * A course names its program by `programId`; older records have only `program` (the same slug).
 * Writers keep the two in step, so the id is `programId`, else `program`. Its label is the
 * program's current name (from the programs store), else the name stored on the course, else the
 * id itself.
 */
import type { Course } from './course'
import type { StoredProgram } from './program'

/** The fields naming a course's program (optional, as in a course input not yet parsed). */
type ProgramFields = Partial<Pick<Course, 'programId' | 'program' | 'programName'>>

export const NO_PROGRAM_LABEL = 'No program'

/** Program id -> its code ('GAME'): the exports write it beside the name, never the slug alone. */
export function programCodes(programs: readonly StoredProgram[]): Map<string, string> {
  return new Map(programs.map((p) => [p.slug, String(p.program.code ?? '')]))
}

/** The id (slug) of the course's program, or '' when it has none. */
export function courseProgramId(course: Omit<ProgramFields, 'programName'>): string {
  return course.programId || course.program || ''
}

/** Whether the course belongs to the program with this id. */
export function courseBelongsToProgram(
  course: Omit<ProgramFields, 'programName'>,
  programId: string,
): boolean {
  return courseProgramId(course) === programId
}

/**
 * The name of the course's program: the program's current name (`programNames`: program id to
 * name), else the name stored on the course, else its id, else `fallback` ('' unless given, for
 * example NO_PROGRAM_LABEL).
 */
export function courseProgramLabel(
  course: ProgramFields,
  programNames?: ReadonlyMap<string, string>,
  fallback = '',
): string {
  const id = courseProgramId(course)
  return (id && programNames?.get(id)) || course.programName || id || fallback
}
