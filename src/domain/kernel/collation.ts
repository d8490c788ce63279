/**
 * Sorting text the way people read it ("ANIM 2" before "ANIM 10", case and accents ignored),
 * at the cost of a plain string comparison. Intl.Collator.compare is ~6x slower than comparing
 * strings, and a sort makes n·log n comparisons, so each string gets a collation key once
 * (lower case, accents stripped, digit runs zero-padded) and sorts compare keys with < and >.
 * Keys are cached per string: after an edit only the changed records' strings are new.
 */
import { editedPositions, lowerBound, PATCH_LIMIT, recordListEdit } from './list-edits'

const DIGIT_WIDTH = 12
const cache = new Map<string, string>()
const CACHE_LIMIT = 200_000

function buildKey(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
  return folded.replace(/\d+/g, (run) => {
    const digits = run.replace(/^0+(?=\d)/, '')
    return digits.length >= DIGIT_WIDTH ? digits : digits.padStart(DIGIT_WIDTH, '0')
  })
}

/** The collation key of a text: compare two keys with `compareKeys` (or < and >). */
export function collationKey(text: string): string {
  let key = cache.get(text)
  if (key === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear()
    key = buildKey(text)
    cache.set(text, key)
  }
  return key
}

export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Sort a copy of `items` by the collation key of `textOf`, stable for equal keys. */
export function sortByText<T>(items: readonly T[], textOf: (item: T) => string): T[] {
  const keyed = items.map((item) => ({ item, key: collationKey(textOf(item)) }))
  keyed.sort((a, b) => compareKeys(a.key, b.key))
  return keyed.map((k) => k.item)
}

/**
 * A sorter that remembers its last input and output. When the next input has the same length and
 * differs only in a few positions (an edit replaced some records; the others keep their identity),
 * it takes the replaced items out of the last output and puts the new ones in by binary search,
 * instead of sorting everything again: one edit then costs a few comparisons. A replacement that
 * sorts where its predecessor stood takes its place, and the output records that edit (see
 * list-edits) so the stages after the sort can patch too. The order is exactly `sortByText`'s:
 * by key, equal keys in input order.
 */
export function createIncrementalSorter<T extends object>(
  textOf: (item: T) => string,
): (items: readonly T[]) => T[] {
  let lastItems: readonly T[] | null = null
  let lastSorted: T[] = []
  // Input position of every item of the last input (positions do not move when an edit replaces records in place).
  let positions = new WeakMap<T, number>()

  const full = (items: readonly T[]): T[] => {
    positions = new WeakMap()
    items.forEach((item, i) => positions.set(item, i))
    return sortByText(items, textOf)
  }
  // a sorts before b: by key, then by input position (positions are unique, so never equal).
  const less = (a: T, b: T) => {
    const ka = collationKey(textOf(a))
    const kb = collationKey(textOf(b))
    return ka < kb || (ka === kb && positions.get(a)! < positions.get(b)!)
  }
  const placeOf = (sorted: readonly T[], item: T) => lowerBound(sorted, (other) => less(other, item))

  return (items) => {
    const previous = lastItems
    lastItems = items
    if (!previous || previous.length !== items.length) return (lastSorted = full(items))
    const changed = editedPositions(previous, items) ?? scanChanges(previous, items)
    if (changed === null) return (lastSorted = full(items))
    const replaced = changed.filter((i) => items[i] !== previous[i])
    if (replaced.length === 0) return lastSorted
    const next = lastSorted.slice()
    const inPlace: number[] = []
    let moved = false
    for (const i of replaced) {
      const old = previous[i]!
      const item = items[i]!
      const at = placeOf(next, old)
      positions.set(item, i)
      if (next[at] !== old) return (lastSorted = full(items))
      // Same key as the record it replaces: same place (the position breaks ties the same way).
      if (collationKey(textOf(item)) === collationKey(textOf(old))) {
        next[at] = item
        inPlace.push(at)
        continue
      }
      next.splice(at, 1)
      next.splice(placeOf(next, item), 0, item)
      moved = true
    }
    if (!moved) recordListEdit(next, lastSorted, inPlace)
    return (lastSorted = next)
  }
}

/** Positions where two lists of one length differ, or null when more than PATCH_LIMIT do. */
function scanChanges<T>(previous: readonly T[], items: readonly T[]): number[] | null {
  const changed: number[] = []
  for (let i = 0; i < items.length; i++) {
    if (items[i] !== previous[i]) {
      changed.push(i)
      if (changed.length > PATCH_LIMIT) return null
    }
  }
  return changed
}
