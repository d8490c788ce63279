/**
 * Program actions: add a program (its record or a new version, plus the courses built from its
 * levels, in one write) and remove a program (its versions, courses and their assignments).
 */
import { removeProgram } from '@/domain/cascades'
import type { ChangeSet } from '@/domain/change-set'
import type { Course } from '@/domain/course'
import type { ProgramVersion, StoredProgram } from '@/domain/program'
import { currentList, useChangeSetMutation } from './apply-changes'

export interface AddProgramVars {
  /** The program record; written when the program is new (first import = original version). */
  program?: StoredProgram
  /** A further version of an existing program. */
  version?: ProgramVersion
  /** Other versions to write alongside (e.g. deactivated when this one becomes active). */
  otherVersions?: ProgramVersion[]
  courses: Course[]
}

export function useAddProgram() {
  return useChangeSetMutation(async (vars: AddProgramVars) => {
    const changes: ChangeSet = {
      put: {
        ...(vars.program ? { programs: [vars.program] } : {}),
        ...(vars.version || vars.otherVersions?.length
          ? { programVersions: [...(vars.otherVersions ?? []), ...(vars.version ? [vars.version] : [])] }
          : {}),
        courses: vars.courses,
      },
    }
    return { changes, result: vars }
  })
}

export function useRemoveProgram() {
  return useChangeSetMutation(async (programId: string, client) => {
    const [courses, assignments, programVersions] = await Promise.all([
      currentList(client, 'courses'),
      currentList(client, 'assignments'),
      currentList(client, 'programVersions'),
    ])
    return { changes: removeProgram(programId, { courses, assignments, programVersions }), result: programId }
  })
}

/** Any prepared change set (imports, version switches): still one atomic write. */
export function useApplyChangeSet() {
  return useChangeSetMutation(async (changes: ChangeSet) => ({ changes, result: changes }))
}
