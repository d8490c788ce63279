/**
 * Reader of the original app's data layout: JSON lists under the prefixed localStorage keys
 * (professors, courses, assignments, programs) and programs in the older format under the
 * legacy-programs key. Used by the one-time migration (from localStorage) and by backup import
 * (from a backup file object keyed the same way). Tolerant by design: every item is parsed with
 * its domain schema, bad items are skipped and counted, and an unreadable key or a value that
 * is not a list gives an empty list and a warning instead of an error.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { EntityStoreName } from '@/domain/model/change-set'
import type { Course } from '@/domain/model/course'
import { migratedProgramId, migratedProgramSlug } from '@/domain/kernel/ids'
import type { Professor } from '@/domain/model/professor'
import { storedProgramSchema, type StoredProgram } from '@/domain/model/program'
import { readRawLocal } from './local-storage'
import { parseRecord } from './entity-schemas'
import { ENTITY_LABELS } from './entity-keys'
import { STORAGE_KEYS, UNPREFIXED_KEYS } from './storage-keys'

export const MIGRATED_VERSION_NAME = 'Migrated Version'

export type LegacyStoreName = Extract<
  EntityStoreName,
  'professors' | 'courses' | 'assignments' | 'programs'
>

export interface LegacyWarning {
  store: LegacyStoreName
  key: string
  message: string
}

export interface LegacyData {
  professors: Professor[]
  courses: Course[]
  assignments: Assignment[]
  programs: StoredProgram[]
  /** Items that failed their schema, per store. */
  skipped: Record<LegacyStoreName, number>
  warnings: LegacyWarning[]
  /** Legacy keys that held something (readable or not). */
  keysFound: string[]
}

/** What one key held: absent, unreadable (bad JSON), or a parsed value. */
type KeyValue = { state: 'absent' } | { state: 'unreadable' } | { state: 'value'; value: unknown }
type KeyReader = (key: string) => KeyValue

/**
 * What happened to legacy data that could not be read. Not the spec's 'starting fresh' (issue 21):
 * the legacy keys are only read, never written or removed, so the unreadable data is still there
 * and an older copy of the app (or a later fix) can still find it.
 */
export function legacyWarningMessage(
  store: LegacyStoreName,
  valid: number,
  invalid: number,
): string {
  const label = ENTITY_LABELS[store]
  if (valid === 0) {
    return `Failed to load ${label} saved by an earlier version: they could not be read and were left untouched in this browser's storage (nothing was erased).`
  }
  return `Some ${label} saved by an earlier version could not be read and were not migrated (${invalid}); they were left untouched in this browser's storage (nothing was erased).`
}

export function legacyDataCount(data: LegacyData): number {
  return (
    data.professors.length + data.courses.length + data.assignments.length + data.programs.length
  )
}

function parseJsonText(text: string): KeyValue {
  try {
    return { state: 'value', value: JSON.parse(text) as unknown }
  } catch {
    return { state: 'unreadable' }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * A program in any shape the original app wrote: already a StoredProgram; `{ program, courses_by_level }`
 * without a slug; or flat `{ name, code, ..., courses_by_level }`. The slug comes from the code,
 * else the name, else 'program-N' by position (spec section 3), so migrating twice gives the same ids.
 */
export function toStoredProgram(item: unknown, position: number): StoredProgram | undefined {
  const raw = normalizeLegacyItem('programs', item)
  if (!isObject(raw)) return undefined
  const direct = storedProgramSchema.safeParse(raw)
  if (direct.success) return direct.data

  const meta = isObject(raw.program) ? raw.program : raw
  const name = text(meta.name)
  const code = text(meta.code)
  // Spec section 3: from programDesignNumber, the program's design number, or version.
  const version = text(raw.programDesignNumber) || text(meta.design_number) || text(raw.version)
  // Stored migrated program: its id is the slug plus the design number (spec section 3).
  const slug =
    text(raw.slug) ||
    text(raw.programId) ||
    migratedProgramId(migratedProgramSlug({ code, name }, position), version)
  const candidate = {
    slug,
    version,
    program: { ...meta, name: name || code || `Program ${position}`, code },
    courses_by_level: raw.courses_by_level ?? raw.coursesByLevel ?? {},
    semester_mappings: raw.semester_mappings ?? {},
    isActive: typeof raw.isActive === 'boolean' ? raw.isActive : true,
    addedAt: text(raw.addedAt) || text(raw.createdAt),
    // Spec section 3: the version record of migrated data is named 'Migrated Version'.
    versionName: text(raw.versionName) || MIGRATED_VERSION_NAME,
  }
  const parsed = storedProgramSchema.safeParse(candidate)
  return parsed.success ? parsed.data : undefined
}

/**
 * Smooth over what older versions wrote differently before the schema decides: null fields
 * (the schemas' defaults apply instead), 'Full Time'-style employment types, and `active`
 * instead of `isActive` (the same reading as professor import, spec section 5).
 */
export function normalizeLegacyItem(store: LegacyStoreName, item: unknown): unknown {
  if (!isObject(item)) return item
  const out: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(item)) if (value !== null) out[field] = value
  if (store === 'professors') {
    if (typeof out.employmentType === 'string') {
      out.employmentType = out.employmentType.trim().toLowerCase().replace(/\s+/g, '-')
    }
    if (out.isActive === undefined && out.active !== undefined) {
      out.isActive =
        out.active === true || out.active === 1 || /^(true|1|yes)$/i.test(String(out.active))
    }
  }
  return out
}

function readLegacy(readKey: KeyReader): LegacyData {
  const data: LegacyData = {
    professors: [],
    courses: [],
    assignments: [],
    programs: [],
    skipped: { professors: 0, courses: 0, assignments: 0, programs: 0 },
    warnings: [],
    keysFound: [],
  }

  /** The raw items under a key; null (with a warning) when the key is unreadable or not a list. */
  const itemsOf = (
    store: LegacyStoreName,
    key: string,
    acceptObjectMap = false,
  ): unknown[] | null => {
    const found = readKey(key)
    if (found.state === 'absent') return null
    data.keysFound.push(key)
    if (found.state === 'value' && Array.isArray(found.value)) return found.value
    if (acceptObjectMap && found.state === 'value' && isObject(found.value))
      return Object.values(found.value)
    data.warnings.push({ store, key, message: legacyWarningMessage(store, 0, 1) })
    return null
  }

  const reportSkipped = (store: LegacyStoreName, key: string, valid: number, invalid: number) => {
    if (invalid === 0) return
    data.skipped[store] += invalid
    data.warnings.push({ store, key, message: legacyWarningMessage(store, valid, invalid) })
  }

  const entities = [
    ['professors', STORAGE_KEYS.professors],
    ['courses', STORAGE_KEYS.courses],
    ['assignments', STORAGE_KEYS.assignments],
  ] as const
  for (const [store, key] of entities) {
    const items = itemsOf(store, key)
    if (!items) continue
    const target = data[store] as unknown[]
    let invalid = 0
    for (const item of items) {
      const record = parseRecord(store, normalizeLegacyItem(store, item))
      if (record) target.push(record)
      else invalid++
    }
    reportSkipped(store, key, target.length, invalid)
  }

  // Both program keys feed one list; positions run on across them so 'program-N' stays unique.
  let position = 0
  const slugs = new Set<string>()
  const programSources = [
    [STORAGE_KEYS.programs, false],
    // The older format's container shape is not documented; accept an object of programs too.
    [UNPREFIXED_KEYS.legacyPrograms, true],
  ] as const
  for (const [key, acceptObjectMap] of programSources) {
    const items = itemsOf('programs', key, acceptObjectMap)
    if (!items) continue
    let valid = 0
    let invalid = 0
    for (const item of items) {
      position++
      const program = toStoredProgram(item, position)
      if (!program) {
        invalid++
        continue
      }
      valid++
      // The same program under both keys: the newer (prefixed) layout wins.
      if (slugs.has(program.slug)) continue
      slugs.add(program.slug)
      data.programs.push(program)
    }
    reportSkipped('programs', key, valid, invalid)
  }
  return data
}

/** Read the legacy keys from this browser's localStorage. */
export function readLegacyStorage(): LegacyData {
  return readLegacy((key) => {
    const raw = readRawLocal(key)
    return raw === null ? { state: 'absent' } : parseJsonText(raw)
  })
}

/**
 * Read the same keys from a legacy backup file object, whose values are the lists themselves
 * or the JSON strings that were in localStorage.
 */
export function readLegacyFromObject(source: Record<string, unknown>): LegacyData {
  return readLegacy((key) => {
    if (!Object.hasOwn(source, key) || source[key] === undefined || source[key] === null)
      return { state: 'absent' }
    const value = source[key]
    return typeof value === 'string' ? parseJsonText(value) : { state: 'value', value }
  })
}
