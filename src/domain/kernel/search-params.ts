/**
 * Reading a screen's URL search params without zod (the routes are in the first bundle, zod is
 * not). Each field is a small function that returns the value to keep, or undefined when the
 * address holds something unusable, so a damaged link drops that one param instead of failing
 * the route. `readSearch` keeps the declared keys only, in declaration order, and keeps a key
 * the address had even when its value was dropped (as undefined), like a zod object of
 * `.optional().catch(undefined)` fields, which these replace.
 */
type SearchField<T> = (value: unknown) => T | undefined

export type SearchOf<F extends Record<string, SearchField<unknown>>> = {
  [K in keyof F]?: F[K] extends SearchField<infer T> ? T : never
}

export function readSearch<F extends Record<string, SearchField<unknown>>>(fields: F, raw: Record<string, unknown>): SearchOf<F> {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(fields)) if (key in raw) out[key] = fields[key]!(raw[key])
  return out as SearchOf<F>
}

/** Any string, the empty one included. */
export const anyText: SearchField<string> = (value) => (typeof value === 'string' ? value : undefined)

/** A string of at least one character. */
export const text: SearchField<string> = (value) => (typeof value === 'string' && value.length > 0 ? value : undefined)

/** One of the listed values. */
export function oneOf<const T extends string>(values: readonly T[]): SearchField<T> {
  return (value) => (values.includes(value as T) ? (value as T) : undefined)
}

/** A string the pattern matches. */
export function matching(pattern: RegExp): SearchField<string> {
  return (value) => {
    if (typeof value !== 'string') return undefined
    pattern.lastIndex = 0
    return pattern.test(value) ? value : undefined
  }
}

/** The value as a number the way Number() reads it (the router may hand over '3' or 3). */
function toNumber(value: unknown): number {
  try {
    return Number(value)
  } catch {
    // Number(Symbol()) throws.
    return Number.NaN
  }
}

/** A whole number from min to max, given as a number or as text. */
export function integerIn(min: number, max: number): SearchField<number> {
  return (value) => {
    const n = toNumber(value)
    return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined
  }
}

/** Exactly this number, given as a number or as text (a flag such as ?autoAssign=1). */
export function exactly<const N extends number>(expected: N): SearchField<N> {
  return (value) => (toNumber(value) === expected ? expected : undefined)
}

/**
 * For each address value that names a record (a program slug, a professor or course id): whether
 * a value names one that exists now. Only the keys listed are checked.
 */
export type KnownValues<S> = { [K in keyof S]?: (value: NonNullable<S[K]>) => boolean }

/**
 * The keys of an address (search params or path params) whose value names nothing stored: a
 * program removed since the link was made, a deleted professor, a mistyped id. Every screen drops
 * them from its address, so its controls ("All Programs") and its figures say the same thing
 * instead of the dropdown reading "All" over a list filtered down to nothing.
 */
export function staleAddressKeys<S extends object>(values: S, known: KnownValues<S>): (keyof S & string)[] {
  const stale: (keyof S & string)[] = []
  for (const key of Object.keys(known) as (keyof S & string)[]) {
    const value = values[key]
    if (value === undefined || value === null) continue
    if (!known[key]!(value as NonNullable<S[typeof key]>)) stale.push(key)
  }
  return stale
}
