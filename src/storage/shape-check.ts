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
  // Spelled out for one and two bounds (nearly every field): this runs once per field of every
  // record at start-up, mostly before the JIT has warmed up, where a closure per call costs.
  const [first, second] = bounds
  if (!first) return base
  if (!second) return (v) => base(v) && first(v)
  if (bounds.length === 2) return (v) => base(v) && first(v) && second(v)
  return (v) => base(v) && bounds.every((b) => b(v))
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * A test that zod's parse of `schema` surely fails for a value (null when that cannot be told
 * cheaply): an object whose required literal field (a discriminator such as type: 'requirement')
 * holds something else. A union uses it to know its earlier options do not match.
 */
function surelyFails(schema: z.ZodType): Check | null {
  const def = defOf(schema)
  if (def.type !== 'object') return null
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    const fieldDef = defOf(field)
    if (fieldDef.type !== 'literal') continue
    const allowed = new Set(fieldDef.values ?? [])
    return (v) => !isPlainObject(v) || !allowed.has(v[key])
  }
  return null
}

/**
 * A union: zod returns the first option that parses. The value is trusted when one option's
 * check passes and every option before it surely fails (otherwise that earlier option might
 * parse it, to something else); a value no check can vouch for goes to the full parse.
 */
function unionCheck(options: z.ZodType[]): Check | null {
  const compiled: { check: Check; fails: Check | null }[] = []
  for (const option of options) {
    const check = compileShapeCheck(option)
    if (!check) return null
    compiled.push({ check, fails: surelyFails(option) })
  }
  return (v) => {
    for (const { check, fails } of compiled) {
      if (check(v)) return true
      if (!fails?.(v)) return false
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
      return unionCheck(def.options ?? [])
    case 'object': {
      // Only the default "strip" objects; zod would drop extra keys, so a record with any is not
      // returned unchanged and goes to the full parse. Refinements (a course's evaluation mix sums
      // to 100) are run as zod runs them; a record that fails one goes to the full parse.
      if (def.catchall !== undefined) return null
      const refinements: ((value: unknown) => unknown)[] = []
      for (const check of def.checks ?? []) {
        const checkDef = check._zod.def as CheckDef & { fn?: (value: unknown) => unknown }
        if (checkDef.check !== 'custom' || typeof checkDef.fn !== 'function') return null
        refinements.push(checkDef.fn)
      }
      const keys: string[] = []
      const checks: Check[] = []
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const check = compileShapeCheck(field)
        if (!check) return null
        keys.push(key)
        checks.push(check)
      }
      // Indexed loops over flat arrays, no iterator, destructuring or closure per call: this runs
      // for every stored record at start-up, mostly before the JIT has warmed up (issue 30).
      const count = keys.length
      return (v) => {
        if (!isPlainObject(v)) return false
        let present = 0
        for (let i = 0; i < count; i++) {
          const key = keys[i]!
          const value = v[key]
          // `in` only for an undefined value: a key present but undefined still counts as present.
          if (value !== undefined || key in v) present++
          if (!checks[i]!(value)) return false
        }
        if (Object.keys(v).length !== present) return false
        // A refinement that answers anything but true (false, or a promise) is not trusted here.
        for (let i = 0; i < refinements.length; i++) if (refinements[i]!(v) !== true) return false
        return true
      }
    }
    default:
      return null
  }
}
