/**
 * Program import and version actions (spec sections 4 and 7): each builds its ChangeSet from the
 * current lists with a domain rule and writes it in one transaction.
 */
import { buildProgramImport, type ProgramImportInput } from '@/domain/programs/program-from-import'
import { ACTION_LABELS } from '@/domain/history/action-labels'
import { deleteVersion, switchActiveVersion, VERSION_MESSAGES } from '@/domain/programs/program-versions'
import { currentList, useChangeSetMutation } from './apply-changes'

/** Confirming the semester mapping: the program or a version, plus its courses. */
export function useImportProgram() {
  return useChangeSetMutation(async (input: Omit<ProgramImportInput, 'now'>, client) => {
    const [programs, programVersions, courses, assignments] = await Promise.all([
      currentList(client, 'programs'),
      currentList(client, 'programVersions'),
      currentList(client, 'courses'),
      currentList(client, 'assignments'),
    ])
    const write = buildProgramImport({ ...input, now: new Date() }, { programs, programVersions, courses, assignments })
    const { changes, ...result } = write
    return { changes, result: { ...result, courseCount: write.courses.length }, label: ACTION_LABELS.importProgram(write.programName) }
  })
}

async function programAndVersions(client: Parameters<typeof currentList>[0], programId: string) {
  const [programs, programVersions] = await Promise.all([currentList(client, 'programs'), currentList(client, 'programVersions')])
  const program = programs.find((p) => p.slug === programId)
  if (!program) throw new Error(VERSION_MESSAGES.programNotFound)
  return { program, programVersions }
}

export function useSwitchActiveVersion() {
  return useChangeSetMutation(async ({ programId, version }: { programId: string; version: string }, client) => {
    const data = await programAndVersions(client, programId)
    const changes = switchActiveVersion(programId, version, { ...data, now: new Date().toISOString() })
    return { changes, result: version, label: ACTION_LABELS.switchVersion(version) }
  })
}

export function useDeleteVersion() {
  return useChangeSetMutation(async ({ programId, version }: { programId: string; version: string }, client) => {
    const data = await programAndVersions(client, programId)
    const [courses, assignments] = await Promise.all([currentList(client, 'courses'), currentList(client, 'assignments')])
    return { changes: deleteVersion(programId, version, { ...data, courses, assignments }), result: version, label: ACTION_LABELS.deleteVersion(version) }
  })
}
