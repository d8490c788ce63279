/**
 * Which domain schema guards which store, and parsing records with it. Reads and writes of both
 * DataStore implementations go through this table, so a store can never hold (or hand out) a
 * record its schema rejects without it being noticed.
 *
 * This module (and with it zod and every entity schema) is not part of the first bundle:
 * records.ts starts loading it when the storage code is evaluated, and every read and write
 * waits for it. Keys and labels are in entity-keys.ts for code that needs only those.
 */
import { z } from '@/domain/kernel/zod'
import { assignmentSchema } from '@/domain/model/assignment'
import type { EntityMap, EntityStoreName } from '@/domain/model/change-set'
import { DEFAULT_PROFESSOR_MAX_HOURS, MAX_WEEKLY_HOURS } from '@/domain/kernel/constants'
import { courseSchema } from '@/domain/model/course'
import { MIN_COURSE_WEEKLY_HOURS } from '@/domain/kernel/number-bounds'
import { professorSchema } from '@/domain/model/professor'
import { programVersionSchema, storedProgramSchema } from '@/domain/model/program'
import { contractRecordSchema } from '@/domain/policy/pack-schemas'
import { workloadRulesSettingSchema } from '@/domain/policy/workload-rules-setting'
import { compileShapeCheck } from './shape-check'

type SchemaFor<S extends EntityStoreName> = z.ZodType<EntityMap[S], unknown>
type SchemaTable = { [S in EntityStoreName]: SchemaFor<S> }

/**
 * The entity schemas as every input edge applies them (forms, imports, backup restore): course
 * and assignment weekly hours 0-10, a professor's cap 1-40 (issue 21).
 */
export const ENTITY_INPUT_SCHEMAS: SchemaTable = {
  professors: professorSchema,
  courses: courseSchema,
  assignments: assignmentSchema,
  programs: storedProgramSchema,
  programVersions: programVersionSchema,
  contractRecords: contractRecordSchema,
  planSettings: workloadRulesSettingSchema,
}

/**
 * What the stores read and write: the same schemas, except that the three bounds issue 21
 * tightened keep their earlier range (weekly hours up to 40, a cap from 0). A course of 12 h a
 * week or a professor with a 0 h cap saved before then must not vanish from every screen (and
 * from the next backup) because a rule changed: it stays readable, undo can put it back, and
 * editing it goes through the form, which asks for a value inside the new bounds.
 */
const legacyWeeklyHours = z.number().min(MIN_COURSE_WEEKLY_HOURS).max(MAX_WEEKLY_HOURS).default(0)
export const ENTITY_SCHEMAS: SchemaTable = {
  ...ENTITY_INPUT_SCHEMAS,
  professors: professorSchema.extend({
    maxWeeklyHours: z.number().min(0).max(MAX_WEEKLY_HOURS).default(DEFAULT_PROFESSOR_MAX_HOURS),
  }),
  courses: courseSchema.extend({ weeklyHours: legacyWeeklyHours }),
  assignments: assignmentSchema.extend({ weeklyHours: legacyWeeklyHours }),
}

export function parseRecord<S extends EntityStoreName>(
  store: S,
  raw: unknown,
): EntityMap[S] | undefined {
  const parsed = ENTITY_SCHEMAS[store].safeParse(raw)
  return parsed.success ? parsed.data : undefined
}

type ShapeChecks = Map<EntityStoreName, ((value: unknown) => boolean) | null>
const shapeChecks: ShapeChecks = new Map()
const inputShapeChecks: ShapeChecks = new Map()

function passes(
  checks: ShapeChecks,
  schemas: SchemaTable,
  store: EntityStoreName,
  raw: unknown,
): boolean {
  let check = checks.get(store)
  if (check === undefined) checks.set(store, (check = compileShapeCheck(schemas[store])))
  return check?.(raw) === true
}

/**
 * Whether `raw` passes the cheap shape check compiled from its store's schema: then the full
 * zod parse would hand it back unchanged, so it can be used as is (see shape-check.ts).
 */
export function passesShapeCheck<S extends EntityStoreName>(
  store: S,
  raw: unknown,
): raw is EntityMap[S] {
  return passes(shapeChecks, ENTITY_SCHEMAS, store, raw)
}

/** The same check against the input edges' schemas (ENTITY_INPUT_SCHEMAS), for a restore. */
export function passesInputShapeCheck<S extends EntityStoreName>(
  store: S,
  raw: unknown,
): raw is EntityMap[S] {
  return passes(inputShapeChecks, ENTITY_INPUT_SCHEMAS, store, raw)
}

/**
 * Parse a record read from IndexedDB (a fresh structured clone nobody else holds): trusted as is
 * when it passes the cheap shape check compiled from its schema, fully parsed otherwise.
 */
export function parseStoredRecord<S extends EntityStoreName>(
  store: S,
  raw: unknown,
): EntityMap[S] | undefined {
  if (passesShapeCheck(store, raw)) return raw
  return parseRecord(store, raw)
}

// The preconditions' rule (which stored records share a key) needs the domain's normalising
// code, which comes with zod: it loads with the schemas, not in the first bundle (records.ts).
export { changedSinceMessage, unmetPreconditions } from '@/domain/plan/preconditions'
