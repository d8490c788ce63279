/**
 * A what-if scenario (issue 33): a named copy of one planning term's (or one academic year's)
 * plan that a coordinator edits, compares with live and promotes. It is stored as an OVERLAY, not
 * a copy: per store, the whole records it put and the ids it deleted, and for every record it
 * touched the base it was changed from (live's revision and content when the scenario first
 * changed it; null when no such record existed). Its view is live plus the overlay
 * (scenario-overlay.ts); the base is what drift and promotion check live against
 * (scenario-drift.ts). The base keeps the record's content as well as its revision, so an edit
 * changed back is recognised as no change and drift is seen even for records written before
 * revisions existed.
 */
import { z } from '@/domain/kernel/zod'
import type { ZodType } from 'zod'
import { normalisedString } from '@/domain/kernel/normalise-text'
import { ACADEMIC_YEAR_MESSAGE, ACADEMIC_YEAR_PATTERN } from '@/domain/kernel/number-bounds'
import { sameData } from '@/domain/kernel/same-data'
import { assignmentSchema } from '@/domain/model/assignment'
import { ENTITY_STORES, type ChangeSet, type EntityMap, type EntityStoreName } from '@/domain/model/change-set'
import { courseSchema, termSchema, termYearSchema } from '@/domain/model/course'
import { professorSchema } from '@/domain/model/professor'
import { programVersionSchema, storedProgramSchema } from '@/domain/model/program'
import { academicYearScope, termScope, type PlanningScope } from '@/domain/calendar/planning-term'
import { recordKeyOf, revOf } from '@/domain/model/record-keys'
import { SCENARIO_MESSAGES } from './scenario-messages'
import { revisionField } from '@/domain/model/revision'

export const SCENARIO_STATUSES = ['draft', 'proposed', 'promoted', 'archived'] as const
export type ScenarioStatus = (typeof SCENARIO_STATUSES)[number]
export const SCENARIO_STATUS_LABELS: Record<ScenarioStatus, string> = {
  draft: 'Draft',
  proposed: 'Proposed',
  promoted: 'Promoted',
  archived: 'Archived',
}
export const SCENARIO_NAME_MAX = 80
/** What a scenario is based on when it is not based on another scenario. */
export const LIVE_BASE = 'live'

export const scenarioScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('term'), term: termSchema, year: termYearSchema }),
  z.object({ kind: z.literal('year'), academicYear: z.string().regex(ACADEMIC_YEAR_PATTERN, ACADEMIC_YEAR_MESSAGE) }),
])
export type ScenarioScope = z.infer<typeof scenarioScopeSchema>

/** The planning scope a scenario covers, as the header's scope rules read it. */
export function scenarioPlanningScope(scope: ScenarioScope): PlanningScope {
  return scope.kind === 'term' ? termScope({ term: scope.term, year: scope.year }) : academicYearScope(scope.academicYear)
}

/** What live held when the scenario first changed a record: its revision and content; null: absent. */
export interface BaseEntry<R = unknown> {
  rev: number | null
  record: R | null
}

/** One store's part of the overlay, by record key. */
export interface StoreOverlay<R = unknown> {
  put: Record<string, R>
  delete: string[]
  base: Record<string, BaseEntry<R>>
}
export type ScenarioOverlay = { [S in EntityStoreName]?: StoreOverlay<EntityMap[S]> }

type RecordSchemas = { [S in EntityStoreName]: ZodType<EntityMap[S], unknown> }

/** The domain's entity schemas; storage passes its stored-record schemas (wider legacy bounds). */
const MODEL_SCHEMAS: RecordSchemas = {
  professors: professorSchema,
  courses: courseSchema,
  assignments: assignmentSchema,
  programs: storedProgramSchema,
  programVersions: programVersionSchema,
  // The rule pack's records: the pack's schema guards their store (storage passes it); here only
  // their key, so the domain's scenarios need no pack.
  contractRecords: z.looseObject({ professorId: z.string().min(1), ...revisionField }),
  planSettings: z.looseObject({ id: z.string().min(1), ...revisionField }),
}

function storeOverlaySchema<R>(record: ZodType<R, unknown>) {
  return z.object({
    put: z.record(z.string(), record),
    delete: z.array(z.string()),
    base: z.record(z.string(), z.object({ rev: z.number().int().min(0).nullable(), record: record.nullable() })),
  })
}

/** The scenario record's schema, with the records of its overlay parsed by `schemas`. */
export function scenarioSchemaWith(schemas: RecordSchemas) {
  return z.object({
    id: z.string().min(1),
    name: normalisedString().min(1, SCENARIO_MESSAGES.nameRequired).max(SCENARIO_NAME_MAX, SCENARIO_MESSAGES.nameTooLong),
    notes: z.string().default(''),
    status: z.enum(SCENARIO_STATUSES).default('draft'),
    createdAt: z.string(),
    basedOn: z.string().min(1).default(LIVE_BASE),
    scope: scenarioScopeSchema,
    overlay: z
      .object({
        professors: storeOverlaySchema(schemas.professors).optional(),
        courses: storeOverlaySchema(schemas.courses).optional(),
        assignments: storeOverlaySchema(schemas.assignments).optional(),
        programs: storeOverlaySchema(schemas.programs).optional(),
        programVersions: storeOverlaySchema(schemas.programVersions).optional(),
        contractRecords: storeOverlaySchema(schemas.contractRecords).optional(),
        planSettings: storeOverlaySchema(schemas.planSettings).optional(),
      })
      .default({}),
    /**
     * The holders (assignment ids) of every section the scenario changed, as its base had them:
     * a reassignment in live writes new assignment ids, so only the section's holders show it.
     */
    sectionBase: z.record(z.string(), z.array(z.string())).default({}),
  })
}

export const scenarioSchema = scenarioSchemaWith(MODEL_SCHEMAS)
export type Scenario = Omit<z.infer<typeof scenarioSchema>, 'overlay'> & { overlay: ScenarioOverlay }
export type ScenarioInput = z.input<typeof scenarioSchema>


/** A new, empty scenario (parsed: the name normalised and checked). */
export function createScenario(input: Omit<ScenarioInput, 'overlay' | 'status' | 'sectionBase'>): Scenario {
  return scenarioSchema.parse({ ...input, status: 'draft', overlay: {}, sectionBase: {} }) as Scenario
}

/** A promoted scenario is read-only. */
export function isReadOnlyScenario(scenario: Pick<Scenario, 'status'>): boolean {
  return scenario.status === 'promoted'
}

/** Same content, revisions aside (the write path sets `rev`; it is not part of what a user changed). */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false
  const { rev: _ra, ...restA } = a as Record<string, unknown>
  const { rev: _rb, ...restB } = b as Record<string, unknown>
  return sameData(restA, restB)
}

/** What live (or the scenario's parent) holds now for a record, undefined when it has none. */
export type BaseLookup = <S extends EntityStoreName>(store: S, id: string) => EntityMap[S] | undefined
/** The ids of the assignments holding one section in the base now. */
export type SectionHoldersLookup = (courseId: string, section: number) => string[]

/** 'courseId#2': one section of one course (a course record is one term's offering). */
export const sectionKey = (courseId: string, section: number) => `${courseId}#${section}`

export function baseEntryOf<R>(record: R | undefined): BaseEntry<R> {
  return record === undefined ? { rev: null, record: null } : { rev: revOf(record), record }
}

function emptyStore<R>(): StoreOverlay<R> {
  return { put: {}, delete: [], base: {} }
}

/** Forget a record: the scenario holds it as its base holds it. */
function dropRecord<R>(store: StoreOverlay<R>, id: string): void {
  delete store.put[id]
  delete store.base[id]
  store.delete = store.delete.filter((d) => d !== id)
}

/**
 * The scenario with one change set of its own folded into the overlay, in storage's order
 * (deletes, then puts). The first base of a record is kept; a record put back as its base held
 * it, or created and deleted again, leaves no trace. A change that clears a store (a restore) has
 * no place in a scenario and is refused.
 */
export function recordScenarioChange(
  scenario: Scenario,
  changes: ChangeSet,
  baseLookup: BaseLookup,
  sectionHolders?: SectionHoldersLookup,
): Scenario {
  if (changes.clear?.length) throw new Error(SCENARIO_MESSAGES.noRestoreInScenario)
  const sectionBase = sectionHolders ? sectionBaseAfter(scenario, changes, baseLookup, sectionHolders) : scenario.sectionBase
  let overlay: ScenarioOverlay | undefined
  for (const name of ENTITY_STORES) {
    const deletes = changes.delete?.[name] ?? []
    const puts = (changes.put?.[name] ?? []) as unknown[]
    if (!deletes.length && !puts.length) continue
    overlay ??= { ...scenario.overlay }
    const old = scenario.overlay[name] as StoreOverlay | undefined
    const store: StoreOverlay = old ? { put: { ...old.put }, delete: [...old.delete], base: { ...old.base } } : emptyStore()
    const baseOf = (id: string): BaseEntry => (store.base[id] ??= baseEntryOf(baseLookup(name, id) as unknown))
    for (const id of deletes) {
      if (baseOf(id).record === null) dropRecord(store, id)
      else {
        delete store.put[id]
        if (!store.delete.includes(id)) store.delete.push(id)
      }
    }
    for (const record of puts) {
      const id = recordKeyOf(name, record)
      if (sameContent(record, baseOf(id).record)) dropRecord(store, id)
      else {
        store.put[id] = record
        if (store.delete.includes(id)) store.delete = store.delete.filter((d) => d !== id)
      }
    }
    const empty = !Object.keys(store.put).length && !store.delete.length
    if (empty) delete (overlay as Record<string, unknown>)[name]
    else (overlay as Record<string, unknown>)[name] = store
  }
  if (!overlay && sectionBase === scenario.sectionBase) return scenario
  return { ...scenario, overlay: overlay ?? scenario.overlay, sectionBase }
}

/** The first holders of every section the change touches (by an assignment put or deleted). */
function sectionBaseAfter(scenario: Scenario, changes: ChangeSet, baseLookup: BaseLookup, holders: SectionHoldersLookup): Scenario['sectionBase'] {
  let out = scenario.sectionBase
  const touch = (a: { courseId: string; section: number } | undefined) => {
    if (!a) return
    const key = sectionKey(a.courseId, a.section)
    if (key in out) return
    if (out === scenario.sectionBase) out = { ...out }
    out[key] = holders(a.courseId, a.section)
  }
  for (const a of changes.put?.assignments ?? []) touch(a)
  for (const id of changes.delete?.assignments ?? []) touch(scenario.overlay.assignments?.put[id] ?? baseLookup('assignments', id))
  return out
}

/** The ids a scenario changed in one store (put or deleted). */
export function changedIds(overlay: ScenarioOverlay, store: EntityStoreName): string[] {
  const part = overlay[store]
  return part ? [...Object.keys(part.put), ...part.delete] : []
}

/** Whether the scenario changed anything. */
export function hasScenarioChanges(overlay: ScenarioOverlay): boolean {
  return ENTITY_STORES.some((s) => changedIds(overlay, s).length > 0)
}
