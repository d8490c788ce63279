/**
 * A ChangeSet is the list of record-level writes one user action causes, across stores.
 * Domain rules compute it (e.g. deleting a course also deletes its assignments); the storage
 * layer applies it in ONE transaction, so an action lands completely or not at all, and a
 * single edit writes only the records it changes.
 */
import type { Assignment } from './assignment'
import type { Course } from './course'
import type { Professor } from './professor'
import type { ProgramVersion, StoredProgram } from './program'

export interface EntityMap {
  professors: Professor
  courses: Course
  assignments: Assignment
  programs: StoredProgram
  programVersions: ProgramVersion
}
export type EntityStoreName = keyof EntityMap
export const ENTITY_STORES: readonly EntityStoreName[] = [
  'professors',
  'courses',
  'assignments',
  'programs',
  'programVersions',
]

export type ChangeSet = {
  put?: { [K in EntityStoreName]?: EntityMap[K][] }
  delete?: { [K in EntityStoreName]?: string[] }
  /** Stores emptied before the puts are applied (restore/backup import, reset). */
  clear?: EntityStoreName[]
}

/** Stores a change set touches, for targeted cache invalidation and cross-tab messages. */
export function touchedStores(changes: ChangeSet): EntityStoreName[] {
  const names = new Set<EntityStoreName>(changes.clear ?? [])
  for (const [name, list] of Object.entries(changes.put ?? {})) if (list?.length) names.add(name as EntityStoreName)
  for (const [name, list] of Object.entries(changes.delete ?? {})) if (list?.length) names.add(name as EntityStoreName)
  return ENTITY_STORES.filter((s) => names.has(s))
}

export function isEmptyChangeSet(changes: ChangeSet): boolean {
  return touchedStores(changes).length === 0
}

/** Merge several change sets into one (later puts of the same id win). */
export function mergeChangeSets(...sets: ChangeSet[]): ChangeSet {
  const out: ChangeSet = { put: {}, delete: {}, clear: [] }
  for (const s of sets) {
    for (const name of s.clear ?? []) if (!out.clear!.includes(name)) out.clear!.push(name)
    for (const [name, list] of Object.entries(s.put ?? {})) {
      const key = name as EntityStoreName
      ;(out.put as Record<string, unknown[]>)[key] = [
        ...((out.put as Record<string, unknown[]>)[key] ?? []),
        ...(list ?? []),
      ]
    }
    for (const [name, list] of Object.entries(s.delete ?? {})) {
      const key = name as EntityStoreName
      out.delete![key] = [...(out.delete![key] ?? []), ...(list ?? [])]
    }
  }
  return out
}
