/**
 * Which domain schema guards which store, and parsing records with it. Reads and writes of both
 * DataStore implementations go through this table, so a store can never hold (or hand out) a
 * record its schema rejects without it being noticed.
 *
 * This module (and with it zod and every entity schema) is not part of the first bundle:
 * records.ts starts loading it when the storage code is evaluated, and every read and write
 * waits for it. Keys and labels are in entity-keys.ts for code that needs only those.
 */
import type { z } from 'zod'
import { assignmentSchema } from '@/domain/assignment'
import type { EntityMap, EntityStoreName } from '@/domain/change-set'
import { courseSchema } from '@/domain/course'
import { professorSchema } from '@/domain/professor'
import { programVersionSchema, storedProgramSchema } from '@/domain/program'
import { compileShapeCheck } from './shape-check'

type SchemaFor<S extends EntityStoreName> = z.ZodType<EntityMap[S], unknown>

export const ENTITY_SCHEMAS: { [S in EntityStoreName]: SchemaFor<S> } = {
  professors: professorSchema,
  courses: courseSchema,
  assignments: assignmentSchema,
  programs: storedProgramSchema,
  programVersions: programVersionSchema,
}

export function parseRecord<S extends EntityStoreName>(store: S, raw: unknown): EntityMap[S] | undefined {
  const parsed = ENTITY_SCHEMAS[store].safeParse(raw)
  return parsed.success ? parsed.data : undefined
}

const shapeChecks = new Map<EntityStoreName, ((value: unknown) => boolean) | null>()

/**
 * Whether `raw` passes the cheap shape check compiled from its store's schema: then the full
 * zod parse would hand it back unchanged, so it can be used as is (see shape-check.ts).
 */
export function passesShapeCheck<S extends EntityStoreName>(store: S, raw: unknown): raw is EntityMap[S] {
  let check = shapeChecks.get(store)
  if (check === undefined) shapeChecks.set(store, (check = compileShapeCheck(ENTITY_SCHEMAS[store])))
  return check?.(raw) === true
}

/**
 * Parse a record read from IndexedDB (a fresh structured clone nobody else holds): trusted as is
 * when it passes the cheap shape check compiled from its schema, fully parsed otherwise.
 */
export function parseStoredRecord<S extends EntityStoreName>(store: S, raw: unknown): EntityMap[S] | undefined {
  if (passesShapeCheck(store, raw)) return raw
  return parseRecord(store, raw)
}
