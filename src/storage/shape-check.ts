/**
 * A cheap structural check of stored records, compiled once from the entity's zod schema. Every
 * record this app writes was parsed on the way in (defaults filled, unknown keys dropped), so on
 * read a record that has exactly the schema's keys with values of the right kinds and bounds is
 * one zod would hand back unchanged: it is trusted as is. Anything else (a missing or extra key,
 * a wrong type, a value out of bounds, or a schema feature this check does not model) goes to
 * the full zod parse, which catches and reports corrupt records exactly as before.
 */
import type { z } from 'zod'

type Check = (value: unknown) => boolean

interface Def {
  type: string
  checks?: { _zod: { def: CheckDef } }[]
  shape?: Record<string, z.ZodType>
  catchall?: unknown
  innerType?: z.ZodType
  element?: z.ZodType
  entries?: Record<string, unknown>
  values?: unknown[]
  keyType?: z.ZodType
  valueType?: z.ZodType
  options?: z.ZodType[]
}
interface CheckDef {
  check: string
  minimum?: number
  maximum?: number
  length?: number
  value?: number
  inclusive?: boolean
  format?: string
  pattern?: RegExp
  tx?: (value: unknown) => unknown
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** A check for one bound of a string, array or number; null when not modelled. */
function boundCheck(def: CheckDef): Check | null {
  switch (def.check) {
    case 'min_length':
      return (v) => (v as { length: number }).length >= def.minimum!
    case 'max_length':
      return (v) => (v as { length: number }).length <= def.maximum!
    case 'length_equals':
      return (v) => (v as { length: number }).length === def.length!
    case 'greater_than':
      return def.inclusive ? (v) => (v as number) >= def.value! : (v) => (v as number) > def.value!
    case 'less_than':
      return def.inclusive ? (v) => (v as number) <= def.value! : (v) => (v as number) < def.value!
    case 'number_format':
      return def.format === 'safeint' ? (v) => Number.isSafeInteger(v) : null
    case 'string_format':
      return (def.format === 'regex' || def.format === 'email') && def.pattern instanceof RegExp
        ? (v) => {
            def.pattern!.lastIndex = 0
            return def.pattern!.test(v as string)
          }
        : null
    case 'overwrite':
      // A value the overwrite leaves as it is (already normalised) is one zod hands back unchanged.
      return (v) => def.tx!(v) === v
    default:
      return null
  }
}

function withBounds(base: Check, def: Def): Check | null {
  const bounds: Check[] = []
  for (const check of def.checks ?? []) {
    const bound = boundCheck(check._zod.def)
    if (!bound) return null
    bounds.push(bound)
  }
  return bounds.length ? (v) => base(v) && bounds.every((b) => b(v)) : base
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * For an object schema with a required literal (or enum) field: a test that a value certainly
 * fails it (that field holds something else). Null when no such field says so for certain.
 */
function certainMismatch(schema: z.ZodType): Check | null {
  const def = defOf(schema)
  if (def.type !== 'object') return null
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    const fieldDef = defOf(field)
    const allowed =
      fieldDef.type === 'literal' ? fieldDef.values : fieldDef.type === 'enum' ? Object.values(fieldDef.entries ?? {}) : null
    if (!allowed) continue
    const set = new Set(allowed)
    return (v) => isPlainObject(v) && !set.has(v[key])
  }
  return null
}

/**
 * A union hands back the first option that parses. A value is returned unchanged when it passes
 * one option's check exactly and every option before it certainly rejects it (a discriminating
 * literal field), as with the requirement and course items of a program level.
 */
function unionCheck(options: readonly z.ZodType[]): Check | null {
  const checks: Check[] = []
  const mismatches: Check[] = []
  for (const [i, option] of options.entries()) {
    const check = compileShapeCheck(option)
    if (!check) return null
    checks.push(check)
    if (i < options.length - 1) {
      const mismatch = certainMismatch(option)
      if (!mismatch) return null
      mismatches.push(mismatch)
    }
  }
  return (v) => {
    for (const [i, check] of checks.entries()) {
      if (check(v)) return true
      if (i < mismatches.length && !mismatches[i]!(v)) return false
    }
    return false
  }
}

/** Compile a check for `schema`, or null when the schema uses something not modelled here. */
export function compileShapeCheck(schema: z.ZodType): Check | null {
  const def = defOf(schema)
  switch (def.type) {
    case 'string':
      return withBounds((v) => typeof v === 'string', def)
    case 'number':
      return withBounds((v) => typeof v === 'number' && Number.isFinite(v), def)
    case 'boolean':
      return def.checks?.length ? null : (v) => typeof v === 'boolean'
    case 'enum': {
      const allowed = new Set(Object.values(def.entries ?? {}))
      return (v) => allowed.has(v)
    }
    case 'literal': {
      const allowed = new Set(def.values ?? [])
      return (v) => allowed.has(v)
    }
    case 'unknown':
    case 'any':
      return () => true
    case 'optional': {
      const inner = compileShapeCheck(def.innerType!)
      return inner && ((v) => v === undefined || inner(v))
    }
    case 'nullable': {
      const inner = compileShapeCheck(def.innerType!)
      return inner && ((v) => v === null || inner(v))
    }
    case 'default': {
      // Written by this app, the default was filled in: the value must be there.
      const inner = compileShapeCheck(def.innerType!)
      return inner && ((v) => v !== undefined && inner(v))
    }
    case 'array': {
      const element = compileShapeCheck(def.element!)
      return element && withBounds((v) => Array.isArray(v) && v.every(element), def)
    }
    case 'record': {
      const key = compileShapeCheck(def.keyType!)
      const value = compileShapeCheck(def.valueType!)
      if (!key || !value || defOf(def.keyType!).type !== 'string' || def.checks?.length) return null
      return (v) => isPlainObject(v) && Object.keys(v).every(key) && Object.values(v).every(value)
    }
    case 'union':
      return def.options ? unionCheck(def.options) : null
    case 'object': {
      // Only the default "strip" objects without refinements; zod would drop extra keys, so a
      // record with any is not returned unchanged and goes to the full parse.
      if (def.catchall !== undefined || def.checks?.length) return null
      const fields: [string, Check][] = []
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const check = compileShapeCheck(field)
        if (!check) return null
        fields.push([key, check])
      }
      return (v) => {
        if (!isPlainObject(v)) return false
        let present = 0
        for (const [key, check] of fields) {
          if (key in v) present++
          if (!check(v[key])) return false
        }
        return Object.keys(v).length === present
      }
    }
    default:
      return null
  }
}
