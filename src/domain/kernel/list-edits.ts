/**
 * Where a new version of a list differs from an older one, when an edit made it. The write path
 * replaces the records it writes where they stand and appends new ones, so after a single edit
 * the 10,000-course list differs from its last version in one known place. The write path
 * records that place here (weakly, by list identity), and whatever is derived from the list (plan
 * index, scope, the Courses screen's rows, sort and filters) patches those places instead of
 * comparing 10,000 records again; each patched result records its own edit for the next stage.
 *
 * This is only a shortcut: a list without a recorded edit (a re-read, a delete, a restore) makes
 * every caller take its full pass, which gives the same result.
 */

interface ListEdit {
  base: readonly unknown[]
  /** Increasing. Positions below base.length may hold another record; the rest were appended. */
  positions: readonly number[]
}

const edits = new WeakMap<readonly unknown[], ListEdit>()

/** Above this many changed positions a full pass costs about as much as patching. */
export const PATCH_LIMIT = 64
/** Versions a caller may have skipped (e.g. an optimistic write and its settled twin in one render). */
const MAX_CHAIN = 4
const NONE: readonly number[] = Object.freeze([])

/** Two dependency lists hold the same values (Object.is), as React compares hook deps. */
export const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((d, i) => Object.is(d, b[i]))

const increasing = (positions: Iterable<number>) => [...new Set(positions)].sort((a, b) => a - b)

/**
 * Record that `next` was made from `base` by changing only `positions`: `next` is at least as long
 * as `base` and holds the same records at every other position below `base.length`.
 */
export function recordListEdit<T>(
  next: readonly T[],
  base: readonly T[],
  positions: Iterable<number>,
): void {
  if (next !== base) edits.set(next, { base, positions: increasing(positions) })
}

/**
 * The positions (increasing) where `after` may differ from `before`, when `after` was made from
 * `before` by recorded edits; positions from `before.length` on are appended records. Null when
 * that is not known or more than PATCH_LIMIT positions changed.
 */
export function editedPositions<T>(
  before: readonly T[],
  after: readonly T[],
): readonly number[] | null {
  if (before === after) return NONE
  const all = new Set<number>()
  let list: readonly unknown[] = after
  for (let step = 0; step < MAX_CHAIN; step++) {
    const edit = edits.get(list)
    if (!edit) return null
    for (const p of edit.positions) all.add(p)
    if (all.size > PATCH_LIMIT) return null
    if (edit.base === before) return increasing(all)
    list = edit.base
  }
  return null
}

/**
 * `after.map(fn)`, given `beforeOut` = `before.map(fn)`: only the edited positions (and `extra`
 * ones, whose inputs elsewhere changed) are mapped again; the result records its own edit. Null
 * when the edit between the lists is not known.
 */
export function patchMapped<T, U>(
  before: readonly T[],
  beforeOut: readonly U[],
  after: readonly T[],
  fn: (item: T, index: number) => U,
  extra: Iterable<number> = NONE,
): U[] | null {
  const edited = editedPositions(before, after)
  if (!edited || beforeOut.length !== before.length) return null
  const positions = increasing([...edited, ...extra])
  if (positions.length > PATCH_LIMIT) return null
  const out = beforeOut.slice()
  for (const p of positions) if (p < after.length) out[p] = fn(after[p]!, p)
  recordListEdit(out, beforeOut, positions)
  return out
}

/** Source position of every item of a filtered list, for the next patch. */
const sources = new WeakMap<readonly unknown[], number[]>()

/** `items.filter(keep)`, remembering where each kept item came from so that an edit can patch it. */
export function filterTracked<T>(items: readonly T[], keep: (item: T) => boolean): T[] {
  const out: T[] = []
  const from: number[] = []
  for (let i = 0; i < items.length; i++) {
    if (keep(items[i]!)) {
      out.push(items[i]!)
      from.push(i)
    }
  }
  sources.set(out, from)
  return out
}

/** The first index of a sorted list whose item is not `before` the sought place (binary search). */
export function lowerBound<T>(sorted: readonly T[], before: (item: T) => boolean): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (before(sorted[mid]!)) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * `after.filter(keep)`, given `beforeOut` = `filterTracked(before, keep)` with the same `keep`:
 * each edited position is tested again and its item replaced, removed or inserted in place. The
 * result records its own edit when nothing moved (every change was a replacement or an append).
 * Null when the edit between the lists is not known.
 */
export function patchFiltered<T>(
  before: readonly T[],
  beforeOut: readonly T[],
  after: readonly T[],
  keep: (item: T) => boolean,
): T[] | null {
  const from = sources.get(beforeOut)
  const edited = editedPositions(before, after)
  if (!from || !edited) return null
  if (edited.length === 0) return beforeOut as T[]
  const out = beforeOut.slice()
  const nextFrom = from.slice()
  const changed: number[] = []
  let moved = false
  for (const p of edited) {
    const at = lowerBound(nextFrom, (from) => from < p)
    const was = at < nextFrom.length && nextFrom[at] === p
    const is = p < after.length && keep(after[p]!)
    if (was && is) {
      out[at] = after[p]!
      changed.push(at)
    } else if (was) {
      out.splice(at, 1)
      nextFrom.splice(at, 1)
      moved = true
    } else if (is) {
      if (at < out.length) moved = true
      else changed.push(at)
      out.splice(at, 0, after[p]!)
      nextFrom.splice(at, 0, p)
    }
  }
  sources.set(out, nextFrom)
  if (!moved) recordListEdit(out, beforeOut, changed)
  return out
}

/**
 * A pass over a list that remembers its last input, output and the values its function depends
 * on (`deps`): called again with the same deps on an edited list, it patches the last output
 * with `patch`, and otherwise runs `full`.
 */
function createPatching<T, U, F>(
  patch: (before: readonly T[], beforeOut: readonly U[], after: readonly T[], fn: F) => U[] | null,
  full: (items: readonly T[], fn: F) => U[],
): (items: readonly T[], fn: F, deps: readonly unknown[]) => U[] {
  let last: { items: readonly T[]; out: U[]; deps: readonly unknown[] } | null = null
  return (items, fn, deps) => {
    const same = last !== null && sameDeps(last.deps, deps)
    if (same && last!.items === items) return last!.out
    const out = (same && patch(last!.items, last!.out, items, fn)) || full(items, fn)
    last = { items, out, deps }
    return out
  }
}

/** `items.filter(keep)` that patches the last result when it can (see patchFiltered). */
export const createPatchingFilter = <T>() =>
  createPatching<T, T, (item: T) => boolean>(patchFiltered, filterTracked)

/** `items.map(fn)` that patches the last result when it can (see patchMapped). */
export const createPatchingMap = <T, U>() =>
  createPatching<T, U, (item: T, index: number) => U>(patchMapped, (items, fn) => items.map(fn))
