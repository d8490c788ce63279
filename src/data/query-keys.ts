/**
 * Query-key factories, one per entity store. Keys mirror storage store names so a ChangeSet's
 * touched stores map straight to the keys to invalidate.
 */
import type { EntityStoreName } from '@/domain/model/change-set'

function entityKeys<S extends EntityStoreName>(store: S) {
  const all = [store] as const
  return {
    all,
    list: () => [...all, 'list'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  }
}

export const professorKeys = entityKeys('professors')
export const courseKeys = entityKeys('courses')
export const assignmentKeys = entityKeys('assignments')
export const programKeys = entityKeys('programs')
export const programVersionKeys = entityKeys('programVersions')
export const contractRecordKeys = entityKeys('contractRecords')
export const planSettingKeys = entityKeys('planSettings')
export const settingsKeys = { all: ['settings'] as const, detail: (key: string) => ['settings', key] as const }

export const keysByStore: Record<EntityStoreName, ReturnType<typeof entityKeys>> = {
  professors: professorKeys,
  courses: courseKeys,
  assignments: assignmentKeys,
  programs: programKeys,
  programVersions: programVersionKeys,
  contractRecords: contractRecordKeys,
  planSettings: planSettingKeys,
}
