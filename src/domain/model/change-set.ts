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

/**
 * A rule pack's record about one professor, keyed by the professor's id (so it is deleted with
 * them): today the CAAT-A record (probationary, vacations, per term the agreements, duties,
 * overrides and issued SWFs), whose schema is the pack's (domain/policy/caat-a/caat-a-records.ts)
 * and guards the store (storage/entity-schemas.ts). Typed here by its key alone: the model comes
 * before the packs, and the pack's hooks read it with its own type.
 */
export interface ContractRecord {
  professorId: string
  /** Set by the write path (revision.ts). */
  rev?: number
}

/**
 * One setting of the plan, by id: today 'workloadRules' (which rule pack measures the loads, and
 * its factors; domain/policy/caat-a/workload-rules.ts). A plan's settings travel with its records.
 */
export interface PlanSetting {
  id: string
  rev?: number
}

export interface EntityMap {
  professors: Professor
  courses: Course
  assignments: Assignment
  programs: StoredProgram
  programVersions: ProgramVersion
  contractRecords: ContractRecord
  planSettings: PlanSetting
}
export type EntityStoreName = keyof EntityMap
export const ENTITY_STORES: readonly EntityStoreName[] = [
  'professors',
  'courses',
  'assignments',
  'programs',
  'programVersions',
  'contractRecords',
  'planSettings',
]

export type ChangeSet = {
  put?: { [K in EntityStoreName]?: EntityMap[K][] }
  delete?: { [K in EntityStoreName]?: string[] }
  /** Stores emptied before the puts are applied (restore/backup import, reset). */
  clear?: EntityStoreName[]
  /**
   * What the change was computed from (domain/plan/preconditions.ts): storage checks every one inside the
   * write's own transaction and, when one no longer holds (another tab wrote meanwhile), writes
   * nothing and refuses the whole set, naming what changed.
   */
  require?: Precondition[]
}

/**
 * The lookups a precondition can name, each read through the stored field's IndexedDB index
 * (db.ts), so a check costs the few records under one key, never a store scan. Which records
 * really share the key is the domain's rule (domain/plan/preconditions.ts `lookupKeyOf`); the index only
 * narrows the candidates. Here, apart from that rule, so the storage code needs no zod.
 */
export const LOOKUP_INDEXES = {
  /** The assignments of one course section: key course id + section. */
  sectionHolders: { store: 'assignments', field: 'courseId' },
  /** Professors with one e-mail address (case-insensitive). */
  professorEmail: { store: 'professors', field: 'email' },
  /** One offering of a course: code, program version and planning term. */
  courseOffering: { store: 'courses', field: 'code' },
  /** Every assignment of one professor (what their load was computed from). */
  professorAssignments: { store: 'assignments', field: 'professorId' },
} as const satisfies Record<string, { store: EntityStoreName; field: string }>
export type LookupName = keyof typeof LOOKUP_INDEXES

/**
 * One assumption of a change set about the stored records. `what` names the thing for the
 * refusal message ("section 2 of ANI1001 in Fall 2026").
 */
export type Precondition =
  /** The record is stored exactly as the change read it (null: no record has this id). */
  | { kind: 'record'; store: EntityStoreName; id: string; record: EntityMap[EntityStoreName] | null; what: string }
  /**
   * The records found under `key` in `lookup` are exactly `ids` (none: []). `probes` are the
   * stored values the lookup's index is read at (set by the builders there).
   */
  | { kind: 'lookup'; lookup: LookupName; key: string; probes: string[]; ids: string[]; what: string }

/** Stores a change set touches, for targeted cache invalidation and cross-tab messages. */
export function touchedStores(changes: ChangeSet): EntityStoreName[] {
  const names = new Set<EntityStoreName>(changes.clear ?? [])
  for (const [name, list] of Object.entries(changes.put ?? {})) if (list?.length) names.add(name as EntityStoreName)
  for (const [name, list] of Object.entries(changes.delete ?? {})) if (list?.length) names.add(name as EntityStoreName)
  return ENTITY_STORES.filter((s) => names.has(s))
}

/** The store a precondition reads. */
export function preconditionStore(p: Precondition): EntityStoreName {
  return p.kind === 'record' ? p.store : LOOKUP_INDEXES[p.lookup].store
}

/** Stores a change set's preconditions read. */
export function preconditionStores(changes: ChangeSet): EntityStoreName[] {
  const names = new Set((changes.require ?? []).map(preconditionStore))
  return ENTITY_STORES.filter((s) => names.has(s))
}

export function isEmptyChangeSet(changes: ChangeSet): boolean {
  return touchedStores(changes).length === 0
}

/** Merge several change sets into one (later puts of the same id win). */
export function mergeChangeSets(...sets: ChangeSet[]): ChangeSet {
  const out: ChangeSet = { put: {}, delete: {}, clear: [] }
  const require: Precondition[] = []
  for (const s of sets) {
    require.push(...(s.require ?? []))
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
  if (require.length) out.require = require
  return out
}

/** The same change set, also requiring `preconditions` (none: the set itself). */
export function withPreconditions(changes: ChangeSet, preconditions: readonly Precondition[]): ChangeSet {
  if (!preconditions.length) return changes
  return { ...changes, require: [...(changes.require ?? []), ...preconditions] }
}
