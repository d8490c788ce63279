/**
 * Before the semester mapping: is this program's design number already stored? If so, what would
 * a replace change (courses added, removed, changed; assignments dropped)? Shared by the Program
 * Manager and the /programs import control, so both ask before anything stored is touched.
 */
import { useAssignments, useCourses, usePrograms, useProgramVersions } from '@/data/entity-hooks'
import type { LoadedProgram } from '@/data/program-file-reader'
import {
  diffReimport,
  findSameDesignNumber,
  type ReimportDiff,
  type ReimportMatch,
} from '@/domain/programs/program-reimport'

export interface ReimportCheck {
  match: ReimportMatch
  diff: ReimportDiff
}

export function useReimportCheck() {
  const programs = usePrograms().data
  const programVersions = useProgramVersions().data
  const courses = useCourses().data
  const assignments = useAssignments().data

  const matchOf = (program: LoadedProgram | null, programId?: string): ReimportMatch | null =>
    program?.validation.program
      ? findSameDesignNumber(
          program.validation.program,
          { programs: programs ?? [], programVersions: programVersions ?? [] },
          { programId },
        )
      : null

  const check = (program: LoadedProgram, programId?: string): ReimportCheck | null => {
    const match = matchOf(program, programId)
    if (!match || !program.validation.program) return null
    return {
      match,
      diff: diffReimport(program.validation.program, match, {
        courses: courses ?? [],
        assignments: assignments ?? [],
      }),
    }
  }
  return { matchOf, check }
}
