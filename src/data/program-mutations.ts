/**
 * Program actions: remove a program (its versions, courses and their assignments) and edit one.
 * Adding a program is the import's one change set (components/program-import).
 */
import { removeProgram } from '@/domain/plan/cascades'
import { ACTION_LABELS } from '@/domain/history/action-labels'
import { isEmptyChangeSet, type ChangeSet } from '@/domain/model/change-set'
import { programEditChanges, type ProgramEdit } from '@/domain/programs/program-edit'
import { VERSION_MESSAGES } from '@/domain/programs/program-versions'
import { currentList, useChangeSetMutation } from './apply-changes'

export function useRemoveProgram() {
  return useChangeSetMutation(async (programId: string, client) => {
    const [courses, assignments, programVersions, programs] = await Promise.all([
      currentList(client, 'courses'),
      currentList(client, 'assignments'),
      currentList(client, 'programVersions'),
      currentList(client, 'programs'),
    ])
    const label = ACTION_LABELS.removeProgram(programs.find((p) => p.slug === programId)?.program.name ?? programId)
    return { changes: removeProgram(programId, { courses, assignments, programVersions }), result: programId, label }
  })
}

/**
 * Name or rename a program and edit its code, credential and length: the program record and the
 * name stored on its courses, as one write (one undo step). Resolves false when nothing changed.
 */
export function useEditProgram() {
  return useChangeSetMutation(async ({ programId, edit }: { programId: string; edit: ProgramEdit }, client) => {
    const [programs, courses] = await Promise.all([currentList(client, 'programs'), currentList(client, 'courses')])
    const program = programs.find((p) => p.slug === programId)
    if (!program) throw new Error(VERSION_MESSAGES.programNotFound)
    const changes = programEditChanges(program, edit, courses)
    return { changes, result: isEmptyChangeSet(changes) ? false : true, label: ACTION_LABELS.editProgram(program.program.name, edit.name) }
  })
}

/**
 * Any prepared change set (imports, version switches): still one atomic write. Pass
 * `{ changes, label }` to name it in the undo history; a bare change set is named by what it did.
 */
export function useApplyChangeSet() {
  return useChangeSetMutation(async (vars: ChangeSet | { changes: ChangeSet; label: string }) =>
    'changes' in vars ? { changes: vars.changes, result: vars.changes, label: vars.label } : { changes: vars, result: vars },
  )
}
