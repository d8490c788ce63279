/**
 * Which domain schema guards which store, and which field is its key. Reads and writes of both
 * DataStore implementations go through this table, so a store can never hold (or hand out) a
 * record its schema rejects without it being noticed.
 */
import type { z } from 'zod'
import { assignmentSchema } from '@/domain/assignment'
import type { EntityMap, EntityStoreName } from '@/domain/change-set'
import { courseSchema } from '@/domain/course'
import { professorSchema } from '@/domain/professor'
import { programVersionSchema, storedProgramSchema } from '@/domain/program'

type SchemaFor<S extends EntityStoreName> = z.ZodType<EntityMap[S], unknown>

export const ENTITY_SCHEMAS: { [S in EntityStoreName]: SchemaFor<S> } = {
  professors: professorSchema,
  courses: courseSchema,
  assignments: assignmentSchema,
  programs: storedProgramSchema,
  programVersions: programVersionSchema,
}

/** Programs are keyed by slug (it is also the programId); every other store by id. */
export const ENTITY_KEY_PATHS = {
  professors: 'id',
  courses: 'id',
  assignments: 'id',
  programs: 'slug',
  programVersions: 'id',
} as const satisfies { [S in EntityStoreName]: keyof EntityMap[S] & string }

/** Words used in user-facing messages about a store. */
export const ENTITY_LABELS: Record<EntityStoreName, string> = {
  professors: 'professors',
  courses: 'courses',
  assignments: 'assignments',
  programs: 'programs',
  programVersions: 'program versions',
}

export function entityKey<S extends EntityStoreName>(store: S, record: EntityMap[S]): string {
  return (record as Record<string, unknown>)[ENTITY_KEY_PATHS[store]] as string
}
