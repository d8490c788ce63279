/**
 * The rule packs' stored values, as the store's schemas (storage/entity-schemas.ts, loaded with
 * zod, not in the first bundle) and the workload rules' reader need them: each pack's settings
 * schema with its defaults and tolerant reader, keyed by pack id, and the schema of the records
 * the packs keep per professor (rule-packs.ts `recordStores`). One entry per pack with settings or
 * records; the packs' policies are in policy-registry.ts (loaded with the pack).
 */
import type { ZodType } from 'zod'
import { z } from '@/domain/kernel/zod'
import { caatADefaults, type CaatASettings } from './caat-a/caat-a-factors'
import { caatProfessorRecordSchema } from './caat-a/caat-a-records'
import { caatASettingsSchema, readCaatASettings } from './caat-a/caat-a-settings'
import type { RulePackId } from './rule-packs'

/** Each pack's settings, keyed by pack id (the packs without settings have no key). */
export interface PackSettings {
  'ontario-caat-a': CaatASettings
}
export type PackWithSettings = keyof PackSettings

interface SettingsEntry<S> {
  readonly schema: ZodType<S, unknown>
  defaults(): S
  /** A stored value as the pack uses it: a bad field gets its default, unknown fields dropped. */
  read(value: unknown): S
  /**
   * Where versions before per-pack settings (issue 32) kept these settings in the stored rules
   * value: read when the value has no `packs` entry for the pack, never written.
   */
  readonly legacyKey?: string
}

export const PACK_SETTINGS: { readonly [P in PackWithSettings]: SettingsEntry<PackSettings[P]> } = {
  'ontario-caat-a': { schema: caatASettingsSchema, defaults: caatADefaults, read: readCaatASettings, legacyKey: 'caatA' },
}

/** The schema of the `packs` field: every pack's settings, each defaulted. */
export const packSettingsSchema = z.object({
  'ontario-caat-a': caatASettingsSchema.default(caatADefaults),
}) satisfies ZodType<PackSettings, unknown>

export function defaultPackSettings(): PackSettings {
  return { 'ontario-caat-a': PACK_SETTINGS['ontario-caat-a'].defaults() }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A pack's settings as a stored rules value holds them: under `packs` by id, else at its legacy key. */
function storedSettingsOf(raw: Record<string, unknown>, id: PackWithSettings): unknown {
  const packs = isObject(raw.packs) ? raw.packs : {}
  if (packs[id] !== undefined) return packs[id]
  const legacyKey = PACK_SETTINGS[id].legacyKey
  return legacyKey ? raw[legacyKey] : undefined
}

/** Every pack's settings a stored rules value holds, each read tolerantly (missing ones at their defaults). */
export function readPackSettings(raw: Record<string, unknown>): PackSettings {
  return { 'ontario-caat-a': PACK_SETTINGS['ontario-caat-a'].read(storedSettingsOf(raw, 'ontario-caat-a')) }
}

/** The legacy keys of the stored rules record (read, never written), each optional: see `legacyKey`. */
export const legacyPackSettingsShape = {
  caatA: caatASettingsSchema.optional(),
}

/** The records the packs keep per professor (the contractRecords store): the pack that keeps them says their schema. */
export const contractRecordSchema = caatProfessorRecordSchema
export type PackRecord = z.infer<typeof contractRecordSchema>

/** Whether a pack keeps settings of its own. */
export function hasPackSettings(id: RulePackId): id is PackWithSettings {
  return id in PACK_SETTINGS
}
