/**
 * The CAAT-A settings as stored and edited: the zod schema of every factor of caat-a-factors.ts
 * (bounded, with its Article 11 default), the tolerant reader of a stored value, restore and
 * what-changed helpers. The factors' defaults must be checked against the college's current
 * agreement (see caat-a-factors.ts).
 */
import { z } from '@/domain/kernel/zod'
import { EVALUATION_KINDS } from '@/domain/model/evaluation-mix'
import {
  caatADefaults,
  CAAT_A_FACTOR_KEYS,
  CAAT_A_FACTORS,
  BASE_PREPARATION_TYPES,
  DEFAULT_EVALUATION_KIND,
  DEFAULT_PREPARATION_TYPE,
  type CaatAFactorKey,
  type CaatAFactorMeta,
  type CaatASettings,
} from './caat-a-factors'

function factorSchema(meta: CaatAFactorMeta) {
  const n = meta.integer ? z.number().int() : z.number()
  return n.min(meta.min).max(meta.max).default(meta.default)
}

const factorShape = Object.fromEntries(
  CAAT_A_FACTOR_KEYS.map((key) => [key, factorSchema(CAAT_A_FACTORS[key])]),
) as { [K in CaatAFactorKey]: z.ZodDefault<z.ZodNumber> }

export const caatASettingsSchema = z.object({
  ...factorShape,
  defaultEvaluationKind: z.enum(EVALUATION_KINDS).default(DEFAULT_EVALUATION_KIND),
  defaultPreparationType: z.enum(BASE_PREPARATION_TYPES).default(DEFAULT_PREPARATION_TYPE),
  nonPostSecondaryProgramIds: z.array(z.string().min(1)).default(() => []),
}) satisfies z.ZodType<CaatASettings, unknown>

/**
 * Restore defaults: every factor and the default evaluation and preparation types, or only `keys` (one row of the
 * settings table). The non-post-secondary programs are a per-program choice, not a factor: kept.
 */
export function restoreCaatADefaults(
  current: CaatASettings,
  keys?: readonly CaatAFactorKey[],
): CaatASettings {
  if (!keys) return { ...caatADefaults(), nonPostSecondaryProgramIds: [...current.nonPostSecondaryProgramIds] }
  const next = { ...current }
  for (const key of keys) next[key] = CAAT_A_FACTORS[key].default
  return next
}

/** Factors that differ from their Article 11 default (the table marks them; backups keep them). */
export function changedCaatAFactors(settings: CaatASettings): CaatAFactorKey[] {
  return CAAT_A_FACTOR_KEYS.filter((key) => settings[key] !== CAAT_A_FACTORS[key].default)
}

/**
 * Stored settings as the pack uses them: a factor that is missing or out of its bounds gets its
 * default (one bad value must not cost the rest), unknown keys are dropped.
 */
export function readCaatASettings(value: unknown): CaatASettings {
  const raw = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  const out = caatADefaults()
  for (const key of CAAT_A_FACTOR_KEYS) {
    const parsed = factorSchema(CAAT_A_FACTORS[key]).safeParse(raw[key])
    if (parsed.success) out[key] = parsed.data
  }
  const kind = caatASettingsSchema.shape.defaultEvaluationKind.safeParse(raw.defaultEvaluationKind)
  if (kind.success) out.defaultEvaluationKind = kind.data
  const preparation = caatASettingsSchema.shape.defaultPreparationType.safeParse(raw.defaultPreparationType)
  if (preparation.success) out.defaultPreparationType = preparation.data
  const programs = caatASettingsSchema.shape.nonPostSecondaryProgramIds.safeParse(raw.nonPostSecondaryProgramIds)
  if (programs.success) out.nonPostSecondaryProgramIds = programs.data
  return out
}
