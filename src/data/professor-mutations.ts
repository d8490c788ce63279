/**
 * Professor actions of spec section 7: addProfessor, updateProfessor(id, data), deleteProfessor(id)
 * and the bulk delete. Each validates with the store rules (messages joined by ', ') before
 * anything is written; deleting also removes the professor's assignments and contract records in
 * the same transaction.
 */
import { deleteProfessor } from '@/domain/plan/cascades'
import { ACTION_LABELS } from '@/domain/history/action-labels'
import { mergeChangeSets, type ChangeSet, type ContractRecord } from '@/domain/model/change-set'
import { professorId, uniqueId } from '@/domain/kernel/ids'
import { professorSchema, type Professor, type ProfessorInput } from '@/domain/model/professor'
import { bulkEditProfessors, type ProfessorBulkEdit } from '@/domain/professors/professor-bulk'
import { PROFESSOR_STORE_MESSAGES, validateProfessorRecord } from '@/domain/model/professor-store-validation'
import { currentList, useChangeSetMutation } from './apply-changes'

function assertValid(record: Parameters<typeof validateProfessorRecord>[0]): void {
  const errors = validateProfessorRecord(record)
  if (errors.length) throw new Error(errors.join(', '))
}

export type NewProfessor = Omit<ProfessorInput, 'id' | 'createdAt' | 'updatedAt' | 'lastUpdated'> & { id?: string }

/** Builds a complete, schema-valid professor record from user input (id and timestamps set). */
export function buildProfessor(input: NewProfessor, now: Date, takenIds: ReadonlySet<string> = new Set()): Professor {
  assertValid(input)
  const id = uniqueId(input.id || professorId(input.firstName, input.lastName, now), takenIds)
  const stamp = now.toISOString()
  return professorSchema.parse({ ...input, id, createdAt: stamp, updatedAt: stamp, lastUpdated: stamp })
}

/**
 * Add a professor; `contractRecordOf` gives the rule pack's record they are added with (the CAAT-A
 * probationary flag), written in the same ChangeSet, so a failed add writes neither.
 */
export function useCreateProfessor() {
  return useChangeSetMutation(async ({ contractRecordOf, ...input }: NewProfessor & { contractRecordOf?: (id: string) => ContractRecord | null }, client) => {
    const existing = await currentList(client, 'professors')
    const professor = buildProfessor(input, new Date(), new Set(existing.map((p) => p.id)))
    const record = contractRecordOf?.(professor.id)
    const changes: ChangeSet = { put: { professors: [professor], ...(record ? { contractRecords: [record] } : {}) } }
    return { changes, result: professor, label: ACTION_LABELS.addProfessor(professor) }
  })
}

export function useUpdateProfessor() {
  return useChangeSetMutation(async ({ id, data }: { id: string; data: Partial<ProfessorInput> }, client) => {
    const existing = (await currentList(client, 'professors')).find((p) => p.id === id)
    if (!existing) throw new Error(PROFESSOR_STORE_MESSAGES.notFound)
    const merged = { ...existing, ...data, id }
    assertValid(merged)
    const stamp = new Date().toISOString()
    const professor = professorSchema.parse({ ...merged, updatedAt: stamp, lastUpdated: stamp })
    return { changes: { put: { professors: [professor] } }, result: professor, label: ACTION_LABELS.editProfessor(professor) }
  })
}

export function useDeleteProfessor() {
  return useChangeSetMutation(async (id: string, client) => {
    const professor = (await currentList(client, 'professors')).find((p) => p.id === id)
    if (!professor) throw new Error(PROFESSOR_STORE_MESSAGES.notFound)
    const [assignments, contractRecords] = await Promise.all([currentList(client, 'assignments'), currentList(client, 'contractRecords')])
    return { changes: deleteProfessor(id, assignments, contractRecords), result: professor, label: ACTION_LABELS.deleteProfessor(professor) }
  })
}

export function useDeleteProfessors() {
  return useChangeSetMutation(async (ids: readonly string[], client) => {
    const [assignments, contractRecords] = await Promise.all([currentList(client, 'assignments'), currentList(client, 'contractRecords')])
    const changes = mergeChangeSets(...ids.map((id) => deleteProfessor(id, assignments, contractRecords)))
    return { changes, result: ids.length, label: ACTION_LABELS.deleteProfessors(ids.length) }
  })
}

/** One bulk edit of the selected professors, in one change set. */
export function useBulkEditProfessors() {
  return useChangeSetMutation(async ({ ids, edit }: { ids: readonly string[]; edit: ProfessorBulkEdit }, client) => {
    const professors = await currentList(client, 'professors')
    const { changes, changed } = bulkEditProfessors(professors, ids, edit, new Date())
    return { changes, result: changed, label: ACTION_LABELS.bulkEditProfessors(changed, edit) }
  })
}
